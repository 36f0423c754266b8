import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PlaceOrderResult, PublicMenu } from '@contract/customer';
import type { Invoice } from '@contract/ordering';
import { expect, signIn, test } from './support/fixtures';
import { SCREENS_DIR, screenshot } from './support/screens';
import { staffCommands } from './support/staffCommands';
import { staffSession, type StaffSession } from './support/staffSession';

/** '$ 1.234,50', as the app writes money. */
const money = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace('R$', '$');

const setServiceCharge = (request: APIRequestContext, session: StaffSession, percent: number | null) =>
  staffCommands(request, session).setServiceCharge(percent);

/** A dine-in order of a dish, enough of it to cost more than $ 40,00, placed through the customer API. */
async function tableOrder(request: APIRequestContext, qrcode: string): Promise<PlaceOrderResult> {
  const menu = (await (await request.get(`/public/qrcodes/${qrcode}/menu`)).json()) as PublicMenu;
  const category = menu.categories.find((entry) => entry.items.length > 0 && entry.optionGroups.every((group) => !group.required));
  const item = category!.items[0];
  const response = await request.post(`/public/qrcodes/${qrcode}/orders`, {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { type: 0, customer: { name: `Cliente ${randomUUID().slice(0, 8)}` }, items: [{ itemId: item.id, quantity: Math.ceil(40 / item.price) }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PlaceOrderResult;
}

const staffInvoice = (request: APIRequestContext, session: StaffSession, id: number): Promise<Invoice> =>
  staffCommands(request, session).invoice(id);

/** The comanda's own screen: its pane beside the list on a tablet, the whole screen on a phone. */
const detailsOf = (page: Page, title: string) =>
  page.locator('.ion-page:not(.ion-page-hidden)').filter({ has: page.locator('ion-title', { hasText: title }) }).last();

/** Equal parts in centavos, the leftover ones on the first parts: what the dialog is expected to offer. */
function equalParts(total: number, people: number): number[] {
  const cents = Math.round(total * 100);
  const base = Math.floor(cents / people);
  return Array.from({ length: people }, (_, index) => (base + (index < cents - base * people ? 1 : 0)) / 100);
}

test.describe('Dividir conta at 1024x768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test.setTimeout(60_000);

  let session: StaffSession;
  test.beforeEach(async ({ request }) => {
    session = await staffSession(request);
  });
  // Other flows share the server: the shop goes back to no service charge.
  test.afterEach(async ({ request }) => setServiceCharge(request, session, null));

  test('a dine-in comanda with service charge split three ways (Pix, card, cash with change) closes', async ({ page, request }) => {
    await setServiceCharge(request, session, 10);
    const placed = await tableOrder(request, 'mesa-1');
    const invoice = await staffInvoice(request, session, placed.invoiceId);
    expect(invoice.serviceCharge).toBeGreaterThan(0);
    const parts = equalParts(invoice.total, 3);

    await signIn(page);
    await page.goto(`/invoices/${placed.invoiceId}`);
    const details = detailsOf(page, `Comanda #${placed.invoiceCode}`);
    await expect(details.getByTestId('invoice-total')).toHaveText(money(invoice.total));
    await details.getByRole('button', { name: 'Dividir conta' }).click();

    const dialog = page.getByTestId('split-dialog');
    await expect(dialog.locator('h2')).toHaveText('Dividir conta');
    await expect(dialog.getByTestId('split-people')).toHaveText('Dividir entre 2 pessoas');
    await dialog.getByRole('button', { name: 'Mais uma parte' }).click();
    await expect(dialog.getByTestId('split-people')).toHaveText('Dividir entre 3 pessoas');
    for (const [index, amount] of parts.entries()) {
      await expect(dialog.getByTestId(`split-part-${index + 1}`)).toContainText(money(amount));
    }
    await screenshot(page, 'split-dialog');

    // Part 1 by Pix: its own code, for its own amount.
    await dialog.getByRole('button', { name: `Pagar Parte 1, ${money(parts[0])}` }).click();
    const form = dialog.getByTestId('split-pay-form');
    await form.getByRole('radio', { name: 'Pix' }).click();
    await expect(form.getByRole('img', { name: `QR code Pix de ${money(parts[0])}` })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
    await form.getByRole('button', { name: 'Registrar pagamento' }).click();
    await expect(page.getByText(`Parte registrada. Faltam ${money(parts[1] + parts[2])}.`)).toBeVisible();
    await expect(dialog.getByTestId('split-part-1')).toContainText('Pago');

    // Part 2 by credit card.
    await dialog.getByRole('button', { name: `Pagar Parte 2, ${money(parts[1])}` }).click();
    await form.getByRole('radio', { name: 'Cartão de crédito' }).click();
    await form.getByRole('button', { name: 'Registrar pagamento' }).click();
    await expect(dialog.getByTestId('split-part-2')).toContainText('Pago');

    // Closed halfway, the comanda says what was paid, how, and what is left.
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);
    const values = details.locator('ion-list[aria-label="Valores"]');
    await expect(values.locator('ion-item').filter({ hasText: 'Pago' })).toContainText(money(parts[0] + parts[1]));
    await expect(values.locator('ion-item').filter({ hasText: 'Falta' })).toContainText(money(parts[2]));
    const payments = details.getByTestId('invoice-payments');
    await expect(payments).toContainText(`Pix · ${money(parts[0])}`);
    await expect(payments).toContainText(`Cartão de crédito · ${money(parts[1])}`);
    await expect(payments).toContainText(/Ana Souza às \d{2}:\d{2}/);
    if (SCREENS_DIR) {
      // The picture shows the parts, not the notification over them.
      await expect(page.getByText(/^Parte registrada\./)).toBeHidden();
      await payments.scrollIntoViewIfNeeded();
      await screenshot(page, 'comanda-partly-paid');
    }

    // Opened again, the same parts; the last one in cash, with change.
    await details.getByRole('button', { name: 'Dividir conta' }).click();
    await expect(dialog.getByTestId('split-part-2')).toContainText('Pago');
    await dialog.getByRole('button', { name: `Pagar Parte 3, ${money(parts[2])}` }).click();
    await form.getByRole('radio', { name: 'Dinheiro' }).click();
    const received = Math.ceil(parts[2] / 10) * 10 + 10;
    await form.getByLabel('Valor recebido').pressSequentially(String(received));
    await expect(form.locator('ion-item').filter({ hasText: 'Troco' })).toContainText(money(Math.round((received - parts[2]) * 100) / 100));
    await form.getByRole('button', { name: 'Registrar pagamento' }).click();
    await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
    await expect(details.getByTestId('invoice-status')).toHaveText('Confirmado');
    await expect(details.getByTestId('invoice-payments')).toContainText(`Dinheiro · ${money(parts[2])}`);

    const closed = await staffInvoice(request, session, placed.invoiceId);
    expect(closed).toMatchObject({ status: 'closed', paid: invoice.total });
    expect(closed.payments?.map((part) => [part.paymentMethod, part.amount])).toEqual([
      ['pix', parts[0]],
      ['creditCard', parts[1]],
      ['cash', parts[2]],
    ]);
    expect(closed.payments?.[2]).toMatchObject({ cashReceived: received, change: Math.round((received - parts[2]) * 100) / 100 });
  });
});

test.describe('a split kept on the server, at 1024x768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test.setTimeout(90_000);

  test('is the same after a reload and on a second device, a part paid on one shows paid on the other, and the rest is taken as one part', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const session = await staffSession(request);
    const placed = await tableOrder(request, 'mesa-3');
    const invoice = await staffInvoice(request, session, placed.invoiceId);
    const parts = equalParts(invoice.total, 3);
    const title = `Comanda #${placed.invoiceCode}`;

    await signIn(page);
    await page.goto(`/invoices/${placed.invoiceId}`);
    await detailsOf(page, title).getByRole('button', { name: 'Dividir conta' }).click();
    const dialog = page.getByTestId('split-dialog');
    await dialog.getByRole('button', { name: 'Mais uma parte' }).click();
    await expect(dialog.getByTestId('split-people')).toHaveText('Dividir entre 3 pessoas');
    await expect.poll(async () => (await staffInvoice(request, session, placed.invoiceId)).split?.parts).toBe(3);

    // A reload keeps it, with the choice between equal parts and by items, and the stepper down to 2.
    await page.reload();
    await detailsOf(page, title).getByRole('button', { name: 'Dividir conta' }).click();
    await expect(dialog.getByTestId('split-people')).toHaveText('Dividir entre 3 pessoas');
    await expect(dialog.getByText('Partes iguais')).toBeVisible();
    await expect(dialog.getByText('Por itens')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Menos uma parte' })).toBeEnabled();

    // A second device of the same shop shows the same parts.
    const other = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, locale: 'pt-BR', serviceWorkers: 'block' });
    try {
      const second = await other.newPage();
      await signIn(second);
      await second.goto(`/invoices/${placed.invoiceId}`);
      await detailsOf(second, title).getByRole('button', { name: 'Dividir conta' }).click();
      const secondDialog = second.getByTestId('split-dialog');
      await expect(secondDialog.getByTestId('split-people')).toHaveText('Dividir entre 3 pessoas');
      for (const [index, amount] of parts.entries()) {
        await expect(secondDialog.getByTestId(`split-part-${index + 1}`)).toContainText(money(amount));
      }

      // Part 1 paid on the first device: the second shows it paid without a tap.
      await dialog.getByRole('button', { name: `Pagar Parte 1, ${money(parts[0])}` }).click();
      const form = dialog.getByTestId('split-pay-form');
      await form.getByRole('radio', { name: 'Cartão de crédito' }).click();
      await form.getByRole('button', { name: 'Registrar pagamento' }).click();
      await expect(dialog.getByTestId('split-part-1')).toContainText('Pago');
      await expect(secondDialog.getByTestId('split-part-1')).toContainText('Pago');
      await expect(secondDialog.getByRole('button', { name: 'Mais uma parte' })).toBeDisabled();

      // Part 2 paid on the second: the first shows it, and offers the rest as one part.
      await secondDialog.getByRole('button', { name: `Pagar Parte 2, ${money(parts[1])}` }).click();
      const secondForm = secondDialog.getByTestId('split-pay-form');
      await secondForm.getByRole('radio', { name: 'Cartão de crédito' }).click();
      await secondForm.getByRole('button', { name: 'Registrar pagamento' }).click();
      await expect(dialog.getByTestId('split-part-2')).toContainText('Pago');
      await expect(dialog.getByTestId('split-rest')).toContainText(money(parts[2]));
    } finally {
      await other.close();
    }

    await dialog.getByRole('button', { name: `Pagar o restante, ${money(parts[2])}` }).click();
    const form = dialog.getByTestId('split-pay-form');
    await expect(form.getByText(`O restante · ${money(parts[2])}`)).toBeVisible();
    await form.getByRole('radio', { name: 'Pix' }).click();
    await form.getByRole('button', { name: 'Registrar pagamento' }).click();
    await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
    await expect(detailsOf(page, title).getByTestId('invoice-status')).toHaveText('Confirmado');

    const closed = await staffInvoice(request, session, placed.invoiceId);
    expect(closed).toMatchObject({ status: 'closed', paid: invoice.total, split: null });
    expect(closed.payments?.map((part) => [part.paymentMethod, part.amount])).toEqual([
      ['creditCard', parts[0]],
      ['creditCard', parts[1]],
      ['pix', parts[2]],
    ]);
  });
});

test.describe('a partial payment at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.setTimeout(60_000);

  test("underpaid cash is recorded as a part ('Registrar parcial'), and the rest closes the comanda", async ({ page, request }) => {
    const session = await staffSession(request);
    const placed = await tableOrder(request, 'mesa-2');
    const asked = await request.post(`/public/invoices/${placed.invoiceId}/closing`, { data: { accessToken: placed.accessToken, paymentMethod: 'cash' } });
    expect(asked.ok()).toBe(true);
    const invoice = await staffInvoice(request, session, placed.invoiceId);
    const rest = Math.round((invoice.total - 20) * 100) / 100;

    await signIn(page);
    await page.goto(`/invoices/${placed.invoiceId}`);
    const details = detailsOf(page, `Comanda #${placed.invoiceCode}`);
    await expect(details.getByTestId('invoice-status')).toHaveText('Encerrado');
    await details.getByRole('button', { name: 'Confirmar pagamento' }).click();
    const closing = page.locator('ion-modal.closing-dialog').filter({ hasText: 'Confirmar pagamento' });
    await closing.getByLabel('Valor recebido').pressSequentially('20');
    await closing.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(closing.getByRole('status')).toHaveText(`Faltam ${money(rest)}. Registrar como pagamento parcial?`);
    await closing.getByRole('button', { name: 'Registrar parcial' }).click();
    await expect(page.getByText(`Pagamento parcial registrado. Faltam ${money(rest)}.`)).toBeVisible();

    // The comanda stays open with what is left.
    await expect(details.getByTestId('invoice-status')).toHaveText('Encerrado');
    const values = details.locator('ion-list[aria-label="Valores"]');
    await expect(values.locator('ion-item').filter({ hasText: 'Falta' })).toContainText(money(rest));
    await expect(details.getByTestId('invoice-payments')).toContainText(`Dinheiro · ${money(20)}`);
    if (SCREENS_DIR) {
      await expect(page.getByText(/^Pagamento parcial registrado\./)).toBeHidden();
      await details.getByTestId('invoice-payments').scrollIntoViewIfNeeded();
      await screenshot(page, 'comanda-partly-paid');
    }

    // 'Dividir conta' now divides what is left.
    await details.getByRole('button', { name: 'Dividir conta' }).click();
    const split = page.getByTestId('split-dialog');
    await expect(split.locator('ion-item').filter({ hasText: 'Falta pagar' })).toContainText(money(rest));
    await expect(split.getByTestId('split-part-1')).toContainText(money(equalParts(rest, 2)[0]));
    await screenshot(page, 'split-dialog');
    await split.getByRole('button', { name: 'Fechar' }).click();
    await expect(split).toHaveCount(0);

    // The rest, in cash with change: the comanda closes (its order still in the kitchen is asked about once).
    await details.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(closing.locator('ion-item').filter({ hasText: 'Falta' })).toContainText(money(rest));
    await closing.getByLabel('Valor recebido').pressSequentially(String(Math.ceil(rest) + 5));
    await expect(closing.getByText('Troco')).toBeVisible();
    await closing.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await closing.getByRole('button', { name: 'Confirmar mesmo assim' }).click();
    await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
    await expect(details.getByTestId('invoice-status')).toHaveText('Confirmado');

    const closed = await staffInvoice(request, session, placed.invoiceId);
    expect(closed).toMatchObject({ status: 'closed', paymentMethod: 'cash', paid: invoice.total });
    expect(closed.payments?.map((part) => part.amount)).toEqual([20, rest]);
  });
});
