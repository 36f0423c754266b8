import type { APIRequestContext, Page } from '@playwright/test';
import type { Invoice } from '@contract/ordering';
import type { ShopPaymentMethodDto } from '@contract/payments';
import { placeOrder } from './support/customerOrders';
import { expect, signIn, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { okJson, staffSession, type StaffSession } from './support/staffSession';

/** Where the pictures go when asked for (SCREENS_DIR). */
const SCREENS_DIR = process.env.SCREENS_DIR;

const auth = (session: StaffSession) => ({ authorization: `Bearer ${session.accountToken}` });
const methodsPath = (session: StaffSession) => `/v2/payment/payments/providers/${session.accountId}/locations/${session.shopId}/payment-methods`;
const shopPath = (session: StaffSession) => `/ordering/accounts/${session.accountId}/shops/${session.shopId}`;

async function screenshot(page: Page, name: string) {
  if (SCREENS_DIR) await page.screenshot({ path: `${SCREENS_DIR}/${name}-phone.png` });
}

/** Other flows share the demo shop: it goes back to the methods it had. */
async function unbindMealVoucher(request: APIRequestContext, session: StaffSession): Promise<void> {
  const bound = await okJson<ShopPaymentMethodDto[]>(await request.get(methodsPath(session), { headers: auth(session) }));
  for (const method of bound.filter((entry) => entry.name === 'Vale-refeição')) {
    expect((await request.delete(`${methodsPath(session)}/${method.id}`, { headers: auth(session) })).ok()).toBe(true);
  }
}

test.describe("'Vale-refeição' at 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.setTimeout(90_000);

  let session: StaffSession;
  test.beforeEach(async ({ request }) => {
    session = await staffSession(request);
  });
  test.afterEach(async ({ request }) => unbindMealVoucher(request, session));

  test('accepted in Meios de Pagamento, chosen in Confirmar pagamento, then named on the comanda, in Resumo and its CSV', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page.goto('/more');
    await currentPage(page).getByText('Meios de Pagamento', { exact: true }).click();
    const list = currentPage(page);
    await expect(list.locator('ion-title')).toHaveText('Meios de Pagamento');
    await list.getByRole('button', { name: 'Adicionar meio de pagamento' }).click();
    const chooser = page.locator('ion-modal').filter({ hasText: 'Novo meio de pagamento' });
    await chooser.getByRole('radio', { name: 'Vale-refeição' }).click();
    await chooser.getByRole('button', { name: 'Adicionar' }).click();
    await expect(chooser).toBeHidden();
    await expect(list.locator('ion-item').filter({ hasText: 'Vale-refeição' })).toBeVisible();

    // A purchase at the counter, prepaid: its payment waits, with no method of its own, for staff to record one.
    const placed = await placeOrder(request, '', 'balcao-pre');
    await page.goto(`/invoices/${placed.invoiceId}`);
    const details = currentPage(page);
    await expect(details.locator('ion-title')).toHaveText(`Comanda #${placed.invoiceCode}`);
    await details.getByRole('button', { name: 'Confirmar pagamento' }).click();
    const dialog = page.locator('ion-modal.closing-dialog');
    await dialog.getByRole('radio', { name: 'Vale-refeição' }).click();
    await expect(dialog.getByRole('radio', { name: 'Vale-refeição' })).toBeChecked();
    // Change is for cash: no 'Valor recebido' for a voucher.
    await expect(dialog.getByLabel('Valor recebido')).toHaveCount(0);
    await screenshot(page, 'confirmar-pagamento-vale-refeicao');
    await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
    await expect(details.getByTestId('invoice-status')).toHaveText('Confirmado');
    await expect(details.locator('ion-chip').filter({ hasText: 'Vale-refeição' })).toBeVisible();

    const invoice = await okJson<Invoice>(await request.get(`${shopPath(session)}/invoices/${placed.invoiceId}`, { headers: auth(session) }));
    expect(invoice).toMatchObject({ status: 'closed', paymentMethod: 'mealVoucher' });

    await page.goto('/more/summary');
    const report = currentPage(page);
    const methods = report.locator('section', { has: page.locator('#day-report-methods') });
    await expect(methods.locator('ion-item', { hasText: 'Vale-refeição' })).toContainText(/\d+ comandas?/);

    const csv = await request.get(`${shopPath(session)}/day-report/orders.csv`, { headers: auth(session) });
    const rows = (await csv.text()).split('\r\n').map((line) => line.split(';'));
    // Its order's line names no method; its payment's line (no order code) names the voucher, for the whole total.
    const lines = rows.filter((cells) => cells[1] === placed.invoiceCode);
    expect(lines.map((cells) => [cells[0] === '', cells[8]])).toEqual([
      [false, ''],
      [true, 'Vale-refeição'],
    ]);
    expect(lines[1][12]).toBe(invoice.total.toFixed(2).replace('.', ','));
  });
});
