import type { Browser, Page } from '@playwright/test';
import type { Order } from '@contract/ordering';
import type { EscalatedOrderPush } from '@contract/push';
import { ESCALATED_REPEAT_MS } from '@/ordering/alerts/rules';
import { onFullBrowser } from './support/chromium';
import { moveTime } from './support/clock';
import { placeOrder } from './support/customerOrders';
import { controllingWorker, notificationTitles } from './support/pushWorker';
import { expect, test } from '@playwright/test';
import { countOrderSounds, waitForQuiet } from './support/orderSounds';
import { currentPage } from './support/screens';
import { MOVABLE_CLOCK, removeDataDir, startServer, type RunningServer } from './support/server';
import { okJson, staffSession, startSignedIn, type StaffSession } from './support/staffSession';

/**
 * The server of this spec sweeps for unanswered orders every half second (5 s in production), and the shop's
 * minutes go down to 1, the least it allows: the flow moves the server's clock a minute on (moveTime) and the order
 * escalates at its next sweep. The devices' clocks keep their pace: a page whose clock jumped a minute would drop its
 * live link (socket.io's heartbeat allows 45 s), which nothing here is about, and the tile's minutes come from the
 * server's times. Their own timers (the louder alert's repeats) are moved with `page.clock`.
 */
const SWEEP_MS = '500';
const SCREENS_DIR = process.env.SCREENS_DIR;

const pedidosTab = (page: Page) => page.locator('ion-tab-button[tab="orders"]');

async function device(browser: Browser, baseURL: string, viewport: { width: number; height: number }, session: StaffSession) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'pt-BR', serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.clock.install();
  const sounds = await countOrderSounds(page);
  await startSignedIn(page, session);
  await page.goto('/orders');
  await expect(currentPage(page).locator('ion-item.order-tile').first()).toBeVisible({ timeout: 30_000 });
  return { context, page, sounds };
}

/** Screenshots for people to look at, when SCREENS_DIR names a folder. */
async function screenshot(page: Page, name: string) {
  if (SCREENS_DIR) await page.screenshot({ path: `${SCREENS_DIR}/${name}.png`, animations: 'disabled' });
}

/** What the service worker shows, read where it shows it. */
test.use(onFullBrowser);

test.describe('an order nobody takes escalates', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    // A server's first start (migrations, the demo shop) is slow on a busy machine.
    test.setTimeout(120_000);
    server = await startServer({ env: { ...MOVABLE_CLOCK, ORDER_ESCALATION_SWEEP_MS: SWEEP_MS } });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  test('an unopened order switches every device to the louder alert, until someone opens it', async ({ browser, playwright }) => {
    test.setTimeout(120_000);
    const request = await playwright.request.newContext({ baseURL: server.url });
    const staff = await staffSession(request);
    const counter = await device(browser, server.url, { width: 1024, height: 768 }, staff);
    const phone = await device(browser, server.url, { width: 390, height: 844 }, staff);

    // Configurações: the shop's minutes, 3 until changed; 1 minute here.
    await counter.page.goto('/more/settings');
    const settings = currentPage(counter.page);
    const select = settings.locator('ion-select').filter({ hasText: 'Avisar todos se um pedido ficar sem resposta por' });
    await expect(select).toHaveJSProperty('value', 3);
    await screenshot(counter.page, 'escalation-settings-tablet');
    await select.click();
    await counter.page.locator('ion-popover ion-radio').filter({ hasText: /^1 minuto$/ }).click();
    await expect(counter.page.getByText('Aviso de pedidos sem resposta salvo.')).toBeVisible();
    await expect(select).toHaveJSProperty('value', 1);
    await phone.page.goto('/more/settings');
    const phoneSelect = currentPage(phone.page).locator('ion-select').filter({ hasText: 'Avisar todos se um pedido ficar sem resposta por' });
    await expect(phoneSelect).toHaveJSProperty('value', 1);
    await phoneSelect.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'escalation-settings-phone');
    await pedidosTab(counter.page).click();
    await pedidosTab(phone.page).click();
    await expect(currentPage(phone.page).locator('ion-title')).toHaveText('Pedidos');

    const escalatedSound = counter.page.waitForRequest(/\/sounds\/order-escalated\.wav$/, { timeout: 60_000 });
    const placed = await placeOrder(request, server.url, 'mesa-2');
    const onCounter = currentPage(counter.page).getByTestId(`order-${placed.orderId}`);
    const onPhone = currentPage(phone.page).getByTestId(`order-${placed.orderId}`);
    await expect(onCounter).toHaveClass(/order-tile--unseen/);
    await expect(onCounter).not.toHaveClass(/order-tile--escalated/);
    await expect(onPhone).toContainText('Novo');

    // A minute later nobody has opened it: the server escalates it, and both devices switch.
    await moveTime(server.url, 60_000);
    await expect(onCounter).toHaveClass(/order-tile--escalated/);
    await expect(onCounter.locator('.order-tile-escalated')).toHaveText(/^Sem resposta há [12] min$/);
    await expect(onPhone).toHaveClass(/order-tile--escalated/);
    await expect(onPhone.locator('.order-tile-new')).toHaveCount(0);
    await escalatedSound;
    // It repeats every 3 s, not every 10: each 3 s of the page's clock, once the last chime has ended, brings another.
    const soundsAtEscalation = await counter.sounds();
    for (const repeat of [1, 2]) {
      await waitForQuiet(counter.page);
      await counter.page.clock.fastForward(ESCALATED_REPEAT_MS);
      await expect.poll(counter.sounds, { timeout: 2_000 }).toBeGreaterThanOrEqual(soundsAtEscalation + repeat);
    }
    await screenshot(counter.page, 'escalation-tile-tablet');
    await screenshot(phone.page, 'escalation-tile-phone');

    const orderPath = `/ordering/accounts/${staff.accountId}/shops/${staff.shopId}/orders/${placed.orderId}`;
    const headers = { authorization: `Bearer ${staff.accountToken}` };
    const escalated = await okJson<Order>(await request.get(orderPath, { headers }));
    expect(escalated.escalatedAt).not.toBeNull();

    // The push the server sends for it (the server suite decrypts the real one), as the phone's worker shows it.
    await phone.context.grantPermissions(['notifications']);
    const { cdp, registrationId } = await controllingWorker(phone.page);
    const [worker] = phone.context.serviceWorkers();
    const push: EscalatedOrderPush = {
      kind: 'orderEscalated',
      order: { id: escalated.id, code: escalated.code, type: escalated.type, locations: escalated.locations },
      minutes: 1,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(server.url).origin, registrationId, data: JSON.stringify(push) });
    await expect.poll(() => notificationTitles(worker)).toEqual([`Pedido #${escalated.code} sem resposta há 1 min — Mesa 2`]);

    // Someone opens it on the counter: the alert stops there and on the phone, and the server stops counting it.
    await onCounter.click();
    await expect(counter.page).toHaveURL(new RegExp(`/orders/${placed.orderId}$`));
    await expect(onPhone).not.toHaveClass(/order-tile--escalated/);
    await expect(onPhone).not.toHaveClass(/order-tile--unseen/);
    await expect.poll(async () => (await okJson<Order>(await request.get(orderPath, { headers }))).escalatedAt).toBeNull();
    const phoneSounds = await phone.sounds();
    // More than an interval of the louder alert passes on the phone's clock, then a moment for a chime it set off.
    await phone.page.clock.fastForward(4_000);
    await phone.page.waitForTimeout(1_000);
    expect(await phone.sounds()).toBe(phoneSounds);
    expect(await phone.page.evaluate(() => localStorage.getItem('escalatedOrders'))).toBe('[]');

    await counter.context.close();
    await phone.context.close();
    await request.dispose();
  });
});
