import type { Browser, Page } from '@playwright/test';
import { moveTime, walkTime } from './support/clock';
import { placeOrder } from './support/customerOrders';
import { fakeUsbPrinter } from './support/fakePrinter';
import { demo, expect, test } from './support/fixtures';
import { countOrderSounds } from './support/orderSounds';
import { currentPage } from './support/screens';
import { serverCutOff } from './support/serverCutOff';
import { MOVABLE_CLOCK, removeDataDir, startServer, type RunningServer } from './support/server';

/** Short enough that an outage of a few seconds more outlives the token the app holds. */
const TOKEN_TTL_SECONDS = 8;
/**
 * The promise: after the server answers again, what was missed shows and chimes within this of the page's time. The
 * page's clock walks through it before the flow looks; how long it takes in real time is `npm run bench:alerts`'s to
 * measure, alone on the machine (its 'after the server was out of reach' figure has this budget).
 */
const CATCH_UP_MS = 3_000;

const pedidosTab = (page: Page) => page.locator('ion-tab-button[tab="orders"]');
const comandasTab = (page: Page) => page.locator('ion-tab-button[tab="invoices"]');

/** A server of this spec's own, started before its tests and removed after them. */
function ownServerWith(env: Record<string, string>) {
  const holder: { server?: RunningServer } = {};
  test.beforeAll(async () => {
    holder.server = await startServer({ env });
  });
  test.afterAll(async () => {
    if (!holder.server) return;
    await holder.server.stop();
    removeDataDir(holder.server.dataDir);
  });
  return () => {
    if (!holder.server) throw new Error('the server has not started');
    return holder.server;
  };
}

/**
 * Pedidos at 1024x768 with the fake USB printer paired and automatic printing on, the server reachable until cut.
 * The page's clock runs at its own pace until a flow walks it through an outage (walkTime).
 */
async function counterWithPrinter(browser: Browser, server: RunningServer) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 768 }, locale: 'pt-BR' });
  const printer = await fakeUsbPrinter(context);
  const link = await serverCutOff(context);
  const page = await context.newPage();
  await page.clock.install();
  const sounds = await countOrderSounds(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Senha').fill(demo.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await page.goto('/more/settings');
  const settings = currentPage(page);
  await settings.getByRole('button', { name: 'Conectar impressora USB' }).click();
  await expect(settings.getByTestId('printer-link')).toHaveText('Conectada');
  const autoPrint = settings.locator('ion-toggle').filter({ hasText: 'Imprimir pedidos novos automaticamente' });
  await autoPrint.click();
  await expect(autoPrint).toHaveJSProperty('checked', true);
  await pedidosTab(page).click();
  await expect(currentPage(page).locator('ion-title')).toHaveText('Pedidos');
  await expect(currentPage(page).locator('ion-item.order-tile').first()).toBeVisible();
  // The link is cut once the shop's room was joined: the device accounts then for the seed's waiting orders (those of
  // its list), which must not come back as missed; cut before any join, the return would be a first join, not a
  // catch-up.
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('accountedOrders') ?? '[]') as number[]).length)).toBeGreaterThan(0);
  return { context, page, printer, link, sounds };
}

test.describe('catching up after an outage that outlives the token', () => {
  const running = ownServerWith({ ...MOVABLE_CLOCK, TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) });

  test('orders placed during an outage that outlives the token alert, count and print once each', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const server = running();
    const { context, page, printer, link, sounds } = await counterWithPrinter(browser, server);
    const serverDown = page.getByText('Sem conexão com o servidor — reconectando…');
    const storedAccountToken = () => page.evaluate(() => localStorage.getItem('auth-token-v2'));

    await link.cut();
    await expect(serverDown).toBeVisible();
    const heldToken = await storedAccountToken();
    const placed = [await placeOrder(request, server.url, 'mesa-1'), await placeOrder(request, server.url, 'mesa-2')];
    // Longer than the token lives, on the server's clock and then the page's: the app comes back with a token the
    // server no longer takes, its renewal and reconnect attempts on the way having failed as they would.
    const outageMs = (TOKEN_TTL_SECONDS + 4) * 1000;
    await moveTime(server.url, outageMs);
    await walkTime(page.clock, outageMs);
    const soundsBefore = await sounds();
    link.restore();

    const list = currentPage(page);
    for (const order of placed) {
      const tile = list.getByTestId(`order-${order.orderId}`);
      await expect(tile).toBeVisible({ timeout: 15_000 });
      await expect(tile).toHaveClass(/order-tile--unseen/);
      await expect(tile).toContainText('Novo');
    }
    await expect(page).toHaveTitle('(2) Pedidos');
    await expect(pedidosTab(page).locator('.tab-count')).toHaveText('2');
    await expect.poll(sounds).toBeGreaterThan(soundsBefore);
    for (const order of placed) {
      await expect.poll(() => printer.jobsWith(`Pedido #${order.orderCode}`).length, { timeout: 15_000 }).toBe(1);
    }
    await expect(serverDown).toHaveCount(0);
    // Still signed in on the renewed token, and nothing printed twice in the two seconds after (the page's).
    await expect(page).toHaveURL(/\/orders$/);
    expect(await storedAccountToken()).not.toBe(heldToken);
    await walkTime(page.clock, 2_000);
    for (const order of placed) expect(printer.jobsWith(`Pedido #${order.orderCode}`)).toHaveLength(1);
    await context.close();
  });
});

test.describe('catching up after the server was out of reach', () => {
  // Tokens of the usual life: this measures the return of the server alone.
  const running = ownServerWith({});

  test(`after the server was out of reach, missed orders and bill requests show and chime within ${CATCH_UP_MS} ms of the page's time`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const server = running();
    const { context, page, link, sounds } = await counterWithPrinter(browser, server);
    const serverDown = page.getByText('Sem conexão com o servidor — reconectando…');
    const asking = await placeOrder(request, server.url, 'mesa-3');
    await comandasTab(page).click();
    await expect(currentPage(page).locator('ion-title')).toHaveText('Comandas');
    await expect(currentPage(page).getByTestId(`invoice-${asking.invoiceId}`)).toBeVisible();
    await pedidosTab(page).click();
    await expect(currentPage(page).locator('ion-title')).toHaveText('Pedidos');
    // The order placed above alerts too; another device starts it, so only what is missed below counts.
    const token = await page.evaluate(() => localStorage.getItem('auth-token-v2') as string);
    const shopId = await page.evaluate(() => (JSON.parse(localStorage.getItem('businessUnit') as string) as { id: number }).id);
    const account = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { account: string }).account;
    const started = await request.put(`${server.url}/ordering/accounts/${account}/shops/${shopId}/orders/${asking.orderId}/started`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(started.ok()).toBe(true);
    await expect(pedidosTab(page).locator('.tab-count')).toHaveCount(0);

    // Out of reach for longer than socket.io's own back-off would wait between attempts, on the page's clock.
    await link.cut();
    await expect(serverDown).toBeVisible();
    const missed = await placeOrder(request, server.url, 'mesa-1');
    const billAsked = await request.post(`${server.url}/public/invoices/${asking.invoiceId}/closing`, {
      data: { accessToken: asking.accessToken, paymentMethod: 'creditCard' },
    });
    expect(billAsked.ok()).toBe(true);
    await walkTime(page.clock, 6_000);
    const soundsBefore = await sounds();

    link.restore();
    const restoredAt = Date.now();
    await walkTime(page.clock, CATCH_UP_MS);
    await expect(currentPage(page).getByTestId(`order-${missed.orderId}`)).toHaveClass(/order-tile--unseen/, { timeout: 15_000 });
    await expect.poll(sounds, { timeout: 15_000 }).toBeGreaterThan(soundsBefore);
    const pedidosMs = Date.now() - restoredAt;
    await expect(comandasTab(page).locator('.tab-count')).toHaveText('1', { timeout: 15_000 });
    await comandasTab(page).click();
    await expect(currentPage(page).getByTestId(`invoice-${asking.invoiceId}`)).toHaveClass(/invoice-tile--bill/, { timeout: 15_000 });
    const comandasMs = Date.now() - restoredAt;
    await expect(serverDown).toHaveCount(0);
    test.info().annotations.push({ type: 'catch-up', description: `Pedidos ${pedidosMs} ms, Comandas ${comandasMs} ms (real time)` });
    await context.close();
  });
});
