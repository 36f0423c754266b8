import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PlaceOrderResult, PublicMenu } from '@contract/customer';
import { expect, signIn, test } from './support/fixtures';
import { staffSession, type StaffSession } from './support/staffSession';

/** Where the screenshots of these flows go when asked for (SCREENS_DIR): the underpaid step, on each screen. */
const SCREENS_DIR = process.env.SCREENS_DIR;

/** A table's order of a dish, enough of it to cost more than $ 20,00, placed through the customer API. */
async function tableOrder(
  request: APIRequestContext,
  qrcode: string,
  join?: PlaceOrderResult,
): Promise<PlaceOrderResult & { total: number }> {
  const menu = (await (await request.get(`/public/qrcodes/${qrcode}/menu`)).json()) as PublicMenu;
  const category = menu.categories.find((entry) => entry.items.length > 0 && entry.optionGroups.every((group) => !group.required));
  const item = category!.items[0];
  const quantity = Math.ceil(25 / item.price);
  const response = await request.post(`/public/qrcodes/${qrcode}/orders`, {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: {
      type: 0,
      customer: { name: `Cliente ${randomUUID().slice(0, 8)}` },
      items: [{ itemId: item.id, quantity }],
      ...(join ? { invoiceId: join.invoiceId, accessToken: join.accessToken } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...((await response.json()) as PlaceOrderResult), total: Math.round(item.price * quantity * 100) / 100 };
}

const money = (value: number) =>
  `$ ${Math.floor(value).toLocaleString('pt-BR')},${String(Math.round((value % 1) * 100)).padStart(2, '0')}`;

async function cancelOrder(request: APIRequestContext, session: StaffSession, orderId: number) {
  const answer = await request.put(`/ordering/accounts/${session.accountId}/shops/${session.shopId}/orders/${orderId}/canceled`, {
    headers: { authorization: `Bearer ${session.accountToken}` },
  });
  expect(answer.status()).toBe(200);
}

async function screenshot(page: Page, name: string) {
  if (!SCREENS_DIR) return;
  const size = page.viewportSize();
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-${size?.width}x${size?.height}.png` });
}

/** The comanda's own screen: the details pane (a tablet shows the list beside it) holds its title and status. */
const detailsOf = (page: Page, title: string) =>
  page.locator('.ion-page:not(.ion-page-hidden)').filter({ has: page.locator('ion-title', { hasText: title }) }).last();

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test.describe(`the cash desk tells the truth at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    // Each flow goes through several screens and server round trips; a shared, loaded machine needs more than 60 s.
    test.describe.configure({ timeout: 120_000 });

    test("cash below the total: '20' is $ 20,00, Confirmar asks once, then records it as a part and the comanda stays open", async ({
      page,
      request,
    }) => {
      const placed = await tableOrder(request, 'mesa-1');
      const asked = await request.post(`/public/invoices/${placed.invoiceId}/closing`, {
        data: { accessToken: placed.accessToken, paymentMethod: 'cash' },
      });
      expect(asked.ok()).toBe(true);
      await signIn(page);
      await page.goto(`/invoices/${placed.invoiceId}`);
      const details = detailsOf(page, `Comanda #${placed.invoiceCode}`);
      await expect(details.getByTestId('invoice-status')).toHaveText('Encerrado');
      await details.getByRole('button', { name: 'Confirmar pagamento' }).click();

      const dialog = page.locator('ion-modal.closing-dialog');
      const received = dialog.getByLabel('Valor recebido');
      await expect(received).toHaveValue('');
      await received.pressSequentially('20');
      await expect(received).toHaveValue('20');
      const missing = money(placed.total - 20);
      await expect(dialog.getByRole('status')).toHaveText(`Faltam ${missing}`);

      await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await expect(dialog.getByRole('status')).toHaveText(`Faltam ${missing}. Registrar como pagamento parcial?`);
      await screenshot(page, 'closing-underpaid-asking');
      await dialog.getByRole('button', { name: 'Registrar parcial' }).click();
      await expect(page.getByText(`Pagamento parcial registrado. Faltam ${missing}.`)).toBeVisible();
      await expect(details.getByTestId('invoice-status')).toHaveText('Encerrado');
      await expect(page.getByText('Pagamento confirmado.')).toHaveCount(0);

      // Centavos after a comma; with the rest in hand the comanda closes (its order still in the kitchen is asked about).
      await details.getByRole('button', { name: 'Confirmar pagamento' }).click();
      // The dialog opens again as the first one's closing ends: a cashier types once the field shows, empty.
      await expect(received).toHaveValue('');
      await received.pressSequentially(`${Math.ceil(placed.total - 20)},5`);
      await expect(received).toHaveValue(`${Math.ceil(placed.total - 20)},5`);
      await expect(dialog.getByText('Troco')).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await dialog.getByRole('button', { name: 'Confirmar mesmo assim' }).click();
      await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
      await expect(details.getByTestId('invoice-status')).toHaveText('Confirmado');
    });

    test("a comanda whose orders are all canceled becomes 'Cancelado' and leaves Comandas as it happens", async ({ page, request }) => {
      const first = await tableOrder(request, 'mesa-2');
      const second = await tableOrder(request, 'mesa-2', first);
      const standing = await tableOrder(request, 'mesa-3');
      const session = await staffSession(request);
      await signIn(page);
      await page.goto('/invoices');
      const tile = page.getByTestId(`invoice-${first.invoiceId}`);
      await expect(tile).toContainText('Em aberto');

      await cancelOrder(request, session, first.orderId);
      await expect(tile).toContainText(money(second.total));
      await cancelOrder(request, session, second.orderId);
      // Heard live: no reload.
      await expect(tile).toHaveCount(0);

      await page.goto(`/invoices/${first.invoiceId}`);
      const details = detailsOf(page, `Comanda #${first.invoiceCode}`);
      await expect(details.getByTestId('invoice-status')).toHaveText('Cancelado');
      await expect(details.getByText('Total (cancelado)')).toBeVisible();
      await expect(details.getByRole('button', { name: 'Confirmar pagamento' })).toHaveCount(0);
      // Gone from the default list when it loads again, beside a comanda still open.
      await page.goto('/invoices');
      await expect(page.getByTestId(`invoice-${standing.invoiceId}`)).toBeVisible();
      await expect(page.getByTestId(`invoice-${first.invoiceId}`)).toHaveCount(0);
    });
  });
}
