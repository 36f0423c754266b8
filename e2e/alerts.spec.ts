import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { placeOrder } from './support/customerOrders';
import { demo, expect, ownServer, signIn, test } from './support/fixtures';
import { blockSoundUntilTap, countOrderSounds, waitForQuiet } from './support/orderSounds';
import { chooseOption, currentPage } from './support/screens';
import { staffSession, startWaitingOrders } from './support/staffSession';

const pedidosTab = (page: Page) => page.locator('ion-tab-button[tab="orders"]');
const comandasTab = (page: Page) => page.locator('ion-tab-button[tab="invoices"]');
const soundBar = (page: Page) => page.getByRole('button', { name: 'Toque para ativar o som dos pedidos' });

/** Moves an order on with the signed-in app's own token, as another device would. */
async function startOrderElsewhere(page: Page, request: APIRequestContext, orderId: number) {
  const { token, shopId } = await page.evaluate(() => ({
    token: localStorage.getItem('auth-token-v2') as string,
    shopId: (JSON.parse(localStorage.getItem('businessUnit') as string) as { id: number }).id,
  }));
  const account = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { account: string }).account;
  const response = await request.put(`/ordering/accounts/${account}/shops/${shopId}/orders/${orderId}/started`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
}

/**
 * A counter tablet signed in, whose clock the flow can move: the alert's repeat interval passes with
 * `page.clock.fastForward` instead of being waited for. The clock runs on its own otherwise.
 */
async function signedInDevice(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.clock.install();
  const sounds = await countOrderSounds(page);
  await signIn(page, demo);
  return { page, sounds, close: () => context.close() };
}

/**
 * Moves the device's clock on once its speaker is quiet, then gives a chime the jump set off the moment it takes to
 * reach the speaker.
 */
async function jump(page: Page, ms: number) {
  await waitForQuiet(page);
  await page.clock.fastForward(ms);
  await page.waitForTimeout(300);
}

test.describe('an alert that cannot be missed', () => {
  test('a burst chimes once per interval and repeats until the orders are taken, on every device', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const counter = await signedInDevice(browser, baseURL!);
    const kitchen = await signedInDevice(browser, baseURL!);
    const list = currentPage(counter.page);
    await expect(list.locator('ion-item.order-tile').first()).toBeVisible();
    await expect(currentPage(kitchen.page).locator('ion-item.order-tile').first()).toBeVisible();

    const burst = await Promise.all(['mesa-1', 'mesa-2', 'mesa-3'].map((qrcode) => placeOrder(request, baseURL!, qrcode)));
    for (const placed of burst) {
      const tile = list.getByTestId(`order-${placed.orderId}`);
      await expect(tile).toHaveClass(/order-tile--unseen/);
      await expect(tile).toContainText('Novo');
    }
    await expect(pedidosTab(counter.page).locator('.tab-count')).toHaveText('3');
    await expect(counter.page).toHaveTitle('(3) Pedidos');
    await expect.poll(counter.sounds).toBe(1);
    await jump(counter.page, 2_000);
    expect(await counter.sounds(), 'one chime for the burst, not one per order').toBe(1);
    // The rest of the repeat interval (ALERT_REPEAT_MS, 10 s) on both devices.
    await jump(counter.page, 8_500);
    await jump(kitchen.page, 10_500);
    await expect.poll(counter.sounds).toBe(2);
    await expect.poll(kitchen.sounds).toBeGreaterThanOrEqual(2);

    // The kitchen starts them: both devices stop chiming and clear their marks.
    for (const placed of burst) await startOrderElsewhere(kitchen.page, request, placed.orderId);
    await expect(pedidosTab(counter.page).locator('.tab-count')).toHaveCount(0);
    await expect(pedidosTab(kitchen.page).locator('.tab-count')).toHaveCount(0);
    await expect(counter.page).not.toHaveTitle(/Pedidos/);
    await expect(list.getByTestId(`order-${burst[0].orderId}`)).not.toHaveClass(/order-tile--unseen/);
    const [counterSounds, kitchenSounds] = [await counter.sounds(), await kitchen.sounds()];
    // More than a repeat interval later, on both: silence.
    await jump(counter.page, 11_000);
    await jump(kitchen.page, 11_000);
    expect(await counter.sounds()).toBe(counterSounds);
    expect(await kitchen.sounds()).toBe(kitchenSounds);
    await counter.close();
    await kitchen.close();
  });

  test('opening an order takes it out here and on the other devices; the rest keep the count', async ({ browser, request, baseURL }) => {
    const counter = await signedInDevice(browser, baseURL!);
    const kitchen = await signedInDevice(browser, baseURL!);
    const list = currentPage(counter.page);
    await expect(list.locator('ion-item.order-tile').first()).toBeVisible();
    await expect(currentPage(kitchen.page).locator('ion-item.order-tile').first()).toBeVisible();
    const first = await placeOrder(request, baseURL!, 'mesa-1');
    const second = await placeOrder(request, baseURL!, 'mesa-2');
    await expect(pedidosTab(counter.page).locator('.tab-count')).toHaveText('2');
    await expect(pedidosTab(kitchen.page).locator('.tab-count')).toHaveText('2');
    await list.getByTestId(`order-${first.orderId}`).click();
    // A 1024 px counter tablet opens the order beside the list: its title is the right pane's.
    await expect(currentPage(counter.page).locator('.workspace-detail ion-title')).toHaveText(`Pedido #${first.orderCode}`);
    await expect(pedidosTab(counter.page).locator('.tab-count')).toHaveText('1');
    await expect(pedidosTab(kitchen.page).locator('.tab-count')).toHaveText('1');
    await expect(currentPage(kitchen.page).getByTestId(`order-${first.orderId}`)).not.toHaveClass(/order-tile--unseen/);
    await counter.page.goBack();
    await expect(currentPage(counter.page).getByTestId(`order-${second.orderId}`)).toHaveClass(/order-tile--unseen/);
    await expect(currentPage(counter.page).getByTestId(`order-${first.orderId}`)).not.toHaveClass(/order-tile--unseen/);
    await counter.close();
    await kitchen.close();
  });

  test('a start without a tap shows the sound bar at once, on every screen, and the first order chimes after the tap', async ({
    browser,
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await startWaitingOrders(request, await staffSession(request));
    await signIn(page);
    // A tablet that starts signed in: the saved session, and no tap ever in this browser.
    const tablet = await browser.newContext({ baseURL, storageState: await page.context().storageState(), locale: 'pt-BR' });
    const started = await tablet.newPage();
    await blockSoundUntilTap(started);
    const sounds = await countOrderSounds(started);
    await started.goto('/invoices');
    await expect(soundBar(started)).toBeVisible();
    await started.goto('/orders');
    await expect(soundBar(started)).toBeVisible();
    const box = await soundBar(started).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    expect(box?.width).toBe(started.viewportSize()?.width);
    // The screen under the bar is whole: its header starts below the bar, not under it.
    const header = await currentPage(started).locator('ion-header').boundingBox();
    expect(header!.y).toBeGreaterThanOrEqual(box!.y + box!.height - 1);

    const placed = await placeOrder(request, baseURL!, 'mesa-3');
    await expect(pedidosTab(started).locator('.tab-count')).toHaveText('1');
    expect(await sounds()).toBe(0);
    await soundBar(started).click();
    await expect(soundBar(started)).toHaveCount(0);
    await expect.poll(sounds, { timeout: 12_000 }).toBeGreaterThanOrEqual(1);
    await expect(currentPage(started).getByTestId(`order-${placed.orderId}`)).toHaveClass(/order-tile--unseen/);
    await tablet.close();
  });
});

test.describe('orders waiting too long', () => {
  test('show their time in red past the device threshold, which Configurações changes', async ({ page }) => {
    await signIn(page);
    const list = currentPage(page);
    // The demo shop has orders in preparation since well before the server started.
    const veryLate = list.locator('.order-tile-waited--very-late').first();
    await expect(veryLate).toBeVisible();
    // One age on the tile (the spec's relative time); the minutes since the order was placed colour it.
    await expect(veryLate).toHaveText(/^há /);
    const waited = Number(await veryLate.getAttribute('data-waited-min'));
    expect(waited).toBeGreaterThanOrEqual(20);
    const tile = list.locator('ion-item.order-tile').filter({ has: page.locator('.order-tile-waited--very-late') }).first();
    const tileId = await tile.getAttribute('data-testid');

    await page.goto('/more/settings');
    const settings = currentPage(page);
    await expect(settings.getByText('Neste aparelho')).toBeVisible();
    const red = settings.locator('ion-select').filter({ hasText: 'muito atrasado' });
    await chooseOption(page, red, '60 minutos');

    await page.goto('/orders');
    const after = currentPage(page).getByTestId(tileId!).locator('.order-tile-waited');
    await expect(after).toHaveClass(waited >= 60 ? /very-late/ : /order-tile-waited--(ok|late)$/);
    // Kept on this device: a reload remembers it.
    await page.reload();
    await page.goto('/more/settings');
    await expect(currentPage(page).locator('ion-select').filter({ hasText: 'muito atrasado' })).toContainText('60 minutos');
  });
});

test.describe('a customer asking for the bill', () => {
  test('chimes its own sound, counts on Comandas and in the title, and marks the tile until someone opens it', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    // Placed before anyone signs in: only the bill request is new to these devices.
    const placed = await placeOrder(request, baseURL!, 'mesa-2');
    const counter = await signedInDevice(browser, baseURL!);
    const colleague = await signedInDevice(browser, baseURL!);
    await comandasTab(counter.page).click();
    const list = currentPage(counter.page);
    const tile = list.getByTestId(`invoice-${placed.invoiceId}`);
    await expect(tile).toBeVisible();
    await expect(tile).not.toHaveClass(/invoice-tile--bill/);
    await expect(currentPage(colleague.page).locator('ion-item.order-tile').first()).toBeVisible();
    const soundsBefore = await counter.sounds();
    const billSound = counter.page.waitForRequest(/\/sounds\/bill-request\.wav$/);

    const asked = await request.post(`${baseURL}/public/invoices/${placed.invoiceId}/closing`, {
      data: { accessToken: placed.accessToken, paymentMethod: 'creditCard' },
    });
    expect(asked.ok()).toBe(true);

    await expect(tile).toHaveClass(/invoice-tile--bill/);
    await expect(tile).toContainText('Pediu a conta');
    await expect(comandasTab(counter.page).locator('.tab-count')).toHaveText('1');
    await expect(comandasTab(counter.page).locator('.tab-count')).toHaveAttribute('aria-label', '1 conta pedida');
    await expect(counter.page).toHaveTitle('(1) Comandas');
    await billSound;
    await expect.poll(counter.sounds).toBeGreaterThan(soundsBefore);
    await expect(comandasTab(colleague.page).locator('.tab-count')).toHaveText('1');
    await expect(pedidosTab(counter.page).locator('.tab-count')).toHaveCount(0);

    // The colleague opens the comanda: the request is answered on every device.
    await comandasTab(colleague.page).click();
    await currentPage(colleague.page).getByTestId(`invoice-${placed.invoiceId}`).click();
    await expect(currentPage(colleague.page).locator('.workspace-detail ion-title')).toHaveText(`Comanda #${placed.invoiceCode}`);
    await expect(comandasTab(colleague.page).locator('.tab-count')).toHaveCount(0);
    await expect(comandasTab(counter.page).locator('.tab-count')).toHaveCount(0);
    await expect(tile).not.toHaveClass(/invoice-tile--bill/);
    await expect(counter.page).not.toHaveTitle(/Comandas\)|\(\d+\)/);
    const settled = await counter.sounds();
    await jump(counter.page, 11_000);
    expect(await counter.sounds(), 'no chime once the request was answered').toBe(settled);
    await counter.close();
    await colleague.close();
  });
});

test.describe('orders that arrive while the link is down', () => {
  const server = ownServer();

  test('alert after the reconnect exactly as live ones do', async ({ page, request }) => {
    test.setTimeout(90_000);
    const sounds = await countOrderSounds(page);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Senha').fill(demo.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const list = currentPage(page);
    await expect(list.locator('ion-item.order-tile').first()).toBeVisible();

    await server.stop();
    await expect(page.getByText('Sem conexão com o servidor — reconectando…')).toBeVisible();
    await server.start();
    // Placed before the app can hear it: it is only found by the reload after the reconnect.
    await page.context().setOffline(true);
    const meanwhile = await placeOrder(request, server.url, 'mesa-2');
    await page.context().setOffline(false);

    const tile = list.getByTestId(`order-${meanwhile.orderId}`);
    await expect(tile).toBeVisible({ timeout: 20_000 });
    await expect(tile).toHaveClass(/order-tile--unseen/);
    await expect(pedidosTab(page).locator('.tab-count')).toHaveText('1');
    await expect.poll(sounds, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
  });
});
