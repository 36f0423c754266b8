import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { PlaceOrderResult } from '@contract/customer';
import type { Invoice } from '@contract/ordering';
import type { QrCodeDto } from '@contract/shop';
import type { TableLayout } from '@contract/tables';
import { expect, test } from './support/fixtures';
import { placeOrder } from './support/customerOrders';
import { currentPage } from './support/screens';
import { okJson, startSignedIn, staffSession, type StaffSession } from './support/staffSession';

/** Where the pictures of Salão go when asked for (SALAO_SHOTS_DIR), as docs/screens holds them. */
const SHOTS_DIR = process.env.SALAO_SHOTS_DIR;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, wide: false },
  { name: 'tablet-landscape', width: 1024, height: 768, wide: true },
] as const;

const auth = (session: StaffSession) => ({ authorization: `Bearer ${session.accountToken}` });
const orderingPath = (session: StaffSession) => `/ordering/accounts/${session.accountId}/shops/${session.shopId}`;
const menuPath = (session: StaffSession) => `/menu/accounts/${session.accountId}/shops/${session.shopId}`;

/** Tables of this test's own, so no other flow's comandas or calls change what their tiles say. */
async function newTable(request: APIRequestContext, session: StaffSession, locationName: string): Promise<QrCodeDto> {
  return okJson<QrCodeDto>(
    await request.post(`${menuPath(session)}/qrcodes`, { headers: auth(session), data: { locationName, prepay: false, active: true } }),
  );
}

async function staffPut(request: APIRequestContext, session: StaffSession, path: string, data?: object) {
  const answer = await request.put(`${orderingPath(session)}${path}`, { headers: auth(session), ...(data ? { data } : {}) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer;
}

const tileOf = (page: Page, location: string) => currentPage(page).locator(`[data-testid="table-tile"][data-table="${location}"]`);
const stateOf = (tile: Locator) => tile.getByTestId('table-state');

/**
 * Opens 'Organizar' once the screen has entered and the button is live: a tap while Ionic still brings the page in
 * after a reload is dropped.
 */
async function startArranging(page: Page) {
  await expect(currentPage(page)).not.toHaveClass(/ion-page-invisible/);
  const arrange = currentPage(page).locator('ion-button', { hasText: 'Organizar' });
  await expect(arrange).toHaveClass(/hydrated/);
  await arrange.click();
  await expect(currentPage(page).getByTestId('table-arrange-row').first()).toBeVisible();
}

/** The tables' names in the order the map shows them. */
const mapOrder = (page: Page) =>
  currentPage(page).getByTestId('tables-map').locator('[data-testid="table-tile"]').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-table')));

/** Drags a row of 'Organizar' by its handle onto another row's place, as a finger would. */
async function dragRow(page: Page, from: Locator, onto: Locator) {
  const handle = await from.locator('ion-reorder').boundingBox();
  const target = await onto.boundingBox();
  if (!handle || !target) throw new Error('The rows are not on screen');
  const x = handle.x + handle.width / 2;
  await page.mouse.move(x, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, handle.y + handle.height / 2 - 10, { steps: 5 });
  await page.mouse.move(x, target.y + target.height / 4, { steps: 20 });
  await page.mouse.up();
}

for (const viewport of VIEWPORTS) {
  test(`Salão follows a table from placed to paid, a call, and keeps the order it was arranged in (${viewport.width}x${viewport.height})`, async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const session = await staffSession(request);
    const tag = randomUUID().slice(0, 4);
    const [first, second] = [await newTable(request, session, `Salão ${tag} A`), await newTable(request, session, `Salão ${tag} B`)];
    const layoutBefore = await okJson<TableLayout>(await request.get(`${orderingPath(session)}/tables/layout`, { headers: auth(session) }));
    // The shop's clock, as the other flows' pages have it: Resumo's 'Hoje' is the shop's day.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: viewport.width, height: viewport.height },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    try {
      const page = await context.newPage();
      await startSignedIn(page, session);
      await page.goto('/tables');
      await expect(currentPage(page).locator('ion-title')).toHaveText('Salão');
      const tile = tileOf(page, first.locationName);
      // A table with nothing open says so, with no amount.
      await expect(stateOf(tile)).toHaveText('Livre');
      await expect(tile.getByTestId('table-amount')).toHaveCount(0);

      // Placed: the comanda is open and the kitchen has not started it.
      const placed: PlaceOrderResult = await placeOrder(request, baseURL ?? '', first.code);
      const { total } = await okJson<Invoice>(await request.get(`${orderingPath(session)}/invoices/${placed.invoiceId}`, { headers: auth(session) }));
      await expect(stateOf(tile)).toHaveText('Ocupada');
      await expect(tile.getByTestId('table-amount')).toHaveText(`$ ${total.toFixed(2).replace('.', ',')}`);
      await expect(tile.getByTestId('table-since')).toHaveText('agora');

      await staffPut(request, session, `/orders/${placed.orderId}/started`);
      await expect(stateOf(tile)).toHaveText('Pedido em preparo');
      await staffPut(request, session, `/orders/${placed.orderId}/completed`);
      await expect(stateOf(tile)).toHaveText('Servida');

      const paidWith = Math.ceil(total) + 10;
      const asked = await request.post(`/public/invoices/${placed.invoiceId}/closing`, {
        data: { accessToken: placed.accessToken, paymentMethod: 'cash', paidWith },
      });
      expect(asked.ok()).toBe(true);
      await expect(stateOf(tile)).toHaveText('Pediu a conta');

      // A call beats the bill request until it is done; whoever took it is named on the tile.
      const called = await request.post(`/public/qrcodes/${first.code}/calls`, { data: { reason: 'waiter' } });
      expect(called.status()).toBe(201);
      const { id: callId } = (await called.json()) as { id: number };
      await expect(stateOf(tile)).toHaveText('Chamando');
      await staffPut(request, session, `/calls/${callId}/claimed`);
      await expect(tile).toContainText('vai atender');
      if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/salao-${viewport.name}.png` });
      await staffPut(request, session, `/calls/${callId}/done`);
      await expect(stateOf(tile)).toHaveText('Pediu a conta');

      // A tap opens the table's comanda: beside the map on a tablet, on its own screen on a phone.
      await tile.click();
      const comanda = viewport.wide ? currentPage(page).locator('.workspace-detail') : currentPage(page);
      await expect(comanda.locator('ion-title', { hasText: `Comanda #${placed.invoiceCode}` })).toBeVisible();
      if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/salao-comanda-${viewport.name}.png` });
      await comanda.getByRole('button', { name: 'Confirmar pagamento' }).click();
      const dialog = page.locator('ion-modal.closing-dialog');
      await expect(dialog.getByLabel('Valor recebido')).toHaveValue(String(paidWith));
      await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
      if (!viewport.wide) await page.goto('/tables');
      await expect(stateOf(tileOf(page, first.locationName))).toHaveText('Livre');
      await expect(tileOf(page, first.locationName).getByTestId('table-amount')).toHaveCount(0);

      // Resumo counts the table's call and how long it took to answer.
      await page.goto('/more/summary');
      const calls = currentPage(page).getByTestId('calls-per-table').locator('ion-item', { hasText: first.locationName });
      await expect(calls).toContainText('1 chamado');
      await expect(currentPage(page).getByTestId('call-answer-times')).toContainText('Tempo para atender (mediana)');
      if (SHOTS_DIR) {
        await calls.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS_DIR}/resumo-chamados-${viewport.name}.png` });
      }
      await page.goto('/tables');
      await expect(stateOf(tileOf(page, second.locationName))).toHaveText('Livre');

      // Arranged: B dragged above A, and the map keeps that order after a reload.
      const before = await mapOrder(page);
      expect(before.indexOf(first.locationName)).toBeLessThan(before.indexOf(second.locationName));
      await startArranging(page);
      const rowOf = (location: string) => currentPage(page).locator(`[data-testid="table-arrange-row"][data-table="${location}"]`);
      await expect(rowOf(second.locationName)).toBeVisible();
      const saved = page.waitForResponse((answer) => answer.url().endsWith('/tables/layout') && answer.request().method() === 'PUT');
      await dragRow(page, rowOf(second.locationName), rowOf(first.locationName));
      expect((await saved).ok()).toBe(true);
      await currentPage(page).getByRole('button', { name: 'Concluir' }).click();
      await page.reload();
      await expect(stateOf(tileOf(page, second.locationName))).toHaveText('Livre');
      const after = await mapOrder(page);
      expect(after.indexOf(second.locationName)).toBe(after.indexOf(first.locationName) - 1);

      // The arrows do the same one step at a time: B goes back below A, and stays there after a reload.
      await startArranging(page);
      if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/salao-organizar-${viewport.name}.png` });
      const stepped = page.waitForResponse((answer) => answer.url().endsWith('/tables/layout') && answer.request().method() === 'PUT');
      await currentPage(page).getByRole('button', { name: `Descer ${second.locationName}` }).click();
      expect((await stepped).ok()).toBe(true);
      await page.reload();
      await expect(stateOf(tileOf(page, second.locationName))).toHaveText('Livre');
      const stepped2 = await mapOrder(page);
      expect(stepped2.indexOf(first.locationName)).toBe(stepped2.indexOf(second.locationName) - 1);
    } finally {
      await context.close();
      // Back as it was: the shop's layout, and no table of this test left on the map.
      await request.put(`${orderingPath(session)}/tables/layout`, { headers: auth(session), data: layoutBefore });
      for (const code of [first, second]) await request.delete(`${menuPath(session)}/qrcodes/${code.id}`, { headers: auth(session) });
    }
  });
}
