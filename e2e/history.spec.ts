import type { Page } from '@playwright/test';
import type { DayReport } from '@contract/day-report';
import { formatMoney } from '@/shared/lib/money';
import { placeOrder } from './support/customerOrders';
import { expect, signIn, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { staffCommands } from './support/staffCommands';
import { okJson, staffSession } from './support/staffSession';

/** Who the server records for the demo shop's own account: the owner's full name. */
const OWNER = 'Ana Souza';

/** Opens the screen's 'Histórico' with one tap and reads its entries. */
async function openHistory(page: Page) {
  const section = currentPage(page).getByTestId('history-section');
  const toggle = section.getByRole('button', { name: 'Histórico' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return section.getByTestId('history-entry');
}

/** Each entry says when (HH:mm), who, and what. */
async function expectEntries(entries: ReturnType<Page['getByTestId']>, whats: string[]) {
  await expect(entries).toHaveCount(whats.length);
  for (const [index, what] of whats.entries()) {
    const entry = entries.nth(index);
    await expect(entry.locator('.history-what')).toHaveText(what);
    await expect(entry.locator('.history-who')).toHaveText(OWNER);
    await expect(entry.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  }
}

test.describe("'Histórico' and Resumo 'Por pessoa' at 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.setTimeout(120_000);

  test('a comanda split, its service charge removed and another merged in tells who did each and when', async ({ page, request, baseURL }) => {
    const session = await staffSession(request);
    const staff = staffCommands(request, session);
    await staff.setServiceCharge(10);
    try {
      const kept = await placeOrder(request, baseURL!, 'mesa-3');
      const joining = await placeOrder(request, baseURL!, 'mesa-2');
      const opened = await staff.invoice(kept.invoiceId);
      const part = Math.round(opened.total * 50) / 100;
      await staff.payPart(kept.invoiceId, part, 'pix');
      await staff.removeServiceCharge(kept.invoiceId);

      await signIn(page);
      await page.goto(`/invoices/${kept.invoiceId}`);
      await expect(currentPage(page).locator('ion-title')).toHaveText(`Comanda #${kept.invoiceCode}`);
      const entries = await openHistory(page);
      await expectEntries(entries, [`Registrou pagamento de ${formatMoney(part)} (Pix)`, 'Removeu a taxa de serviço']);

      // Merged from this screen, the open history follows at once.
      await currentPage(page).getByRole('button', { name: 'Juntar com…' }).click();
      const mergeDialog = page.getByTestId('move-dialog');
      await mergeDialog.locator('ion-item', { hasText: `Mesa 2 · Comanda #${joining.invoiceCode}` }).click();
      await expect(page.getByText('Comandas juntadas.')).toBeVisible();
      await expectEntries(entries, [
        `Registrou pagamento de ${formatMoney(part)} (Pix)`,
        'Removeu a taxa de serviço',
        `Juntou a comanda #${joining.invoiceCode} nesta`,
      ]);

      // The rest paid closes it: what stays on the shop's server is a closed comanda, and its history says so.
      const merged = await staff.invoice(kept.invoiceId);
      const rest = Math.round((merged.total - part) * 100) / 100;
      expect(await staff.payPart(kept.invoiceId, rest, 'cash')).toMatchObject({ status: 'closed' });
      await expect(entries).toHaveCount(5);
      await expect(entries.nth(3).locator('.history-what')).toHaveText(`Registrou pagamento de ${formatMoney(rest)} (Dinheiro)`);
      await expect(entries.nth(4).locator('.history-what')).toHaveText('Confirmou o pagamento');

      // The comanda merged away says where it went.
      await page.goto(`/invoices/${joining.invoiceId}`);
      await expect(currentPage(page).locator('ion-title')).toHaveText(`Comanda #${joining.invoiceCode}`);
      await expectEntries(await openHistory(page), [`Juntou esta comanda na #${kept.invoiceCode}`]);
    } finally {
      // Other flows share the server: the shop goes back to no service charge.
      await staff.setServiceCharge(null);
    }
  });

  test('an order started and completed tells who did each and when; a new one has nothing yet', async ({ page, request, baseURL }) => {
    const session = await staffSession(request);
    const staff = staffCommands(request, session);
    const placed = await placeOrder(request, baseURL!, 'mesa-1');

    await signIn(page);
    await page.goto(`/orders/${placed.orderId}`);
    await expect(currentPage(page).locator('ion-title')).toHaveText(`Pedido #${placed.orderCode}`);
    const section = currentPage(page).getByTestId('history-section');
    await openHistory(page);
    await expect(section.getByText('Nada registrado ainda.')).toBeVisible();

    await staff.moveOrder(placed.orderId, 'started');
    await staff.moveOrder(placed.orderId, 'completed');
    await page.goto(`/orders/${placed.orderId}`);
    await expect(currentPage(page).locator('ion-title')).toHaveText(`Pedido #${placed.orderCode}`);
    await expectEntries(await openHistory(page), ['Iniciou o pedido', 'Concluiu o pedido']);

    // Its comanda is paid and closed, as the day would end.
    const invoice = await staff.invoice(placed.invoiceId);
    expect(await staff.payPart(placed.invoiceId, invoice.total, 'cash')).toMatchObject({ status: 'closed' });
  });

  test("Resumo shows 'Por pessoa': the orders each person started, calls answered, payments and service charge", async ({ page, request }) => {
    const session = await staffSession(request);
    const report = await okJson<DayReport>(
      await request.get(`/ordering/accounts/${session.accountId}/shops/${session.shopId}/day-report`, {
        headers: { authorization: `Bearer ${session.accountToken}` },
      }),
    );
    const owner = report.byPerson?.find((person) => person.name === OWNER);
    expect(owner, 'the demo day has work by the owner').toBeDefined();

    await signIn(page);
    await page.goto('/more/summary');
    const people = currentPage(page).getByTestId('day-report-people');
    await expect(currentPage(page).getByRole('heading', { name: 'Por pessoa' })).toBeVisible();
    const card = people.locator('li').filter({ has: page.getByRole('heading', { name: OWNER }) });
    await expect(card).toHaveCount(1);
    await expect(card.locator('div').filter({ hasText: 'Pedidos iniciados' }).locator('dd')).toHaveText(String(owner!.ordersTaken));
    await expect(card.locator('div').filter({ hasText: 'Chamados atendidos' }).locator('dd')).toContainText(String(owner!.callsAnswered));
    await expect(card.locator('div').filter({ hasText: 'Pagamentos registrados' }).locator('dd')).toHaveText(String(owner!.paymentsRecorded));
    await expect(card.locator('div').filter({ hasText: 'Taxa de serviço' }).locator('dd')).toHaveText(formatMoney(owner!.serviceCharge));
  });
});
