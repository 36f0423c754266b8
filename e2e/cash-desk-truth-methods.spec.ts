import type { Page } from '@playwright/test';
import { formatMoney } from '@/shared/lib/money';
import { placeOrder } from './support/customerOrders';
import { expect, signIn, test } from './support/fixtures';
import { screenshot } from './support/screens';
import { staffCommands } from './support/staffCommands';
import { staffSession } from './support/staffSession';

/** The comanda's own screen: its pane beside the list on a tablet, the whole screen on a phone. */
const detailsOf = (page: Page, title: string) =>
  page.locator('.ion-page:not(.ion-page-hidden)').filter({ has: page.locator('ion-title', { hasText: title }) }).last();

// The demo shop takes cash, credit card and Pix at the counter, and no debit card.
const SHOP_METHODS = ['Dinheiro', 'Cartão de crédito', 'Pix'];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test.describe(`'Confirmar pagamento' records the method the cashier chose, at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 120_000 });

    test("a comanda whose customer never asked for the bill: cash chosen, '1.000' received is $ 1.000,00 and the change is right", async ({
      page,
      request,
    }) => {
      const placed = await placeOrder(request, '', 'mesa-1');
      const commands = staffCommands(request, await staffSession(request));
      const { total } = await commands.invoice(placed.invoiceId);

      await signIn(page);
      await page.goto(`/invoices/${placed.invoiceId}`);
      const details = detailsOf(page, `Comanda #${placed.invoiceCode}`);
      await details.getByRole('button', { name: 'Confirmar pagamento' }).click();
      const dialog = page.locator('ion-modal.closing-dialog');
      await expect(dialog.getByRole('radio')).toHaveText(SHOP_METHODS);
      await expect(dialog.getByText('Não informada')).toHaveCount(0);
      // Nothing is guessed: Confirmar waits for a method.
      await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Confirmar', exact: true })).toBeDisabled();

      await dialog.getByRole('radio', { name: 'Dinheiro' }).click();
      const received = dialog.getByLabel('Valor recebido');
      await received.pressSequentially('1.000');
      await expect(received).toHaveValue('1.000');
      await expect(dialog.locator('ion-item', { hasText: 'Troco' })).toContainText(formatMoney(Math.round((1000 - total) * 100) / 100));
      await screenshot(page, 'confirmar-pagamento-metodo-escolhido');

      await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
      // Its order is still in the kitchen: asked once more.
      await dialog.getByRole('button', { name: 'Confirmar mesmo assim' }).click();
      await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
      await expect(details.getByTestId('invoice-status')).toHaveText('Confirmado');
      const closed = await commands.invoice(placed.invoiceId);
      expect(closed).toMatchObject({ status: 'closed', paymentMethod: 'cash', paid: total });
      const change = Math.round((1000 - total) * 100) / 100;
      expect(closed.payments?.map((part) => [part.paymentMethod, part.cashReceived, part.change])).toEqual([['cash', 1000, change]]);
    });

    test('a partly paid comanda in a shop that takes no debit card: débito is neither offered nor preselected', async ({ page, request }) => {
      const placed = await placeOrder(request, '', 'mesa-2');
      const commands = staffCommands(request, await staffSession(request));
      await commands.payPart(placed.invoiceId, 1, 'cash');

      await signIn(page);
      await page.goto(`/invoices/${placed.invoiceId}`);
      const details = detailsOf(page, `Comanda #${placed.invoiceCode}`);
      await details.getByRole('button', { name: 'Confirmar pagamento' }).click();
      const dialog = page.locator('ion-modal.closing-dialog');
      await expect(dialog.getByRole('radio')).toHaveText(SHOP_METHODS);
      await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(dialog.getByText('Cartão de débito')).toHaveCount(0);

      // Total and Pago are read at arm's length: full-size, in the text colour.
      for (const label of ['Total', 'Pago']) {
        const amount = dialog.locator('ion-item', { hasText: label }).locator('ion-note');
        const { fontSize, color } = await amount.evaluate((element) => getComputedStyle(element));
        expect(parseFloat(fontSize)).toBeGreaterThanOrEqual(16);
        expect(color).toBe('rgb(0, 0, 0)');
      }
      await dialog.getByRole('radio', { name: 'Cartão de crédito' }).click();
      await screenshot(page, 'confirmar-pagamento-parcial-sem-debito');
      await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await dialog.getByRole('button', { name: 'Confirmar mesmo assim' }).click();
      await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
      const closed = await commands.invoice(placed.invoiceId);
      expect(closed.status).toBe('closed');
      expect(closed.payments?.map((part) => part.paymentMethod)).toEqual(['cash', 'creditCard']);
    });
  });
}
