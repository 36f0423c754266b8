import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Order } from '@contract/ordering';
import { placeOrder } from './support/customerOrders';
import { expect, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { serverCutOff } from './support/serverCutOff';
import { okJson, staffSession, startSignedIn, type StaffSession } from './support/staffSession';

const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text });

async function signedInAt(browser: Browser, baseURL: string, session: StaffSession, size: { width: number; height: number }, path: string) {
  const context = await browser.newContext({ baseURL, viewport: size, locale: 'pt-BR' });
  const page = await context.newPage();
  await startSignedIn(page, session);
  const cut = await serverCutOff(context, { pageLoads: true });
  await page.goto(path);
  return { context, page, cut };
}

async function orderOf(request: APIRequestContext, session: StaffSession, orderId: number): Promise<Order> {
  return okJson<Order>(
    await request.get(`/ordering/accounts/${session.accountId}/shops/${session.shopId}/orders/${orderId}`, {
      headers: { authorization: `Bearer ${session.accountToken}` },
    }),
  );
}

/** The commands the device keeps in IndexedDB, as a reload finds them. */
const keptCommands = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ command: { kind: string; action?: string; orderId?: number } }[]>((resolve, reject) => {
        const open = indexedDB.open('back-office-outbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('commands', { keyPath: 'key' });
        open.onsuccess = () => {
          const read = open.result.transaction('commands', 'readonly').objectStore('commands').getAll();
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

/** Counts the start commands this page sends from now on. */
function countStarts(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/orders\/\d+\/started$/.test(request.url())) sent.push(request.headers()['idempotency-key'] ?? '');
  });
  return sent;
}

const deviceOffline = (page: Page) => page.getByText('Sem conexão com a internet');

test.describe('staff actions taken while the link is down', () => {
  test('Iniciar offline waits on the tile, survives a reload, and is sent once when the network is back', async ({ browser, request, baseURL }, testInfo) => {
    const session = await staffSession(request);
    const placed = await placeOrder(request, baseURL ?? '', 'mesa-1');
    const { context, page, cut } = await signedInAt(browser, baseURL ?? '', session, { width: 390, height: 844 }, '/orders');
    const tile = currentPage(page).getByTestId(`order-${placed.orderId}`);
    await expect(tile).toBeVisible();

    await context.setOffline(true);
    await expect(deviceOffline(page)).toBeVisible();
    await tile.getByRole('button', { name: /^Iniciar pedido #/ }).click();
    const queued = tile.getByTestId(`order-queued-${placed.orderId}`);
    await expect(queued).toContainText('Iniciar · Aguardando conexão');
    await expect(tile.getByRole('button', { name: /^Iniciar pedido #/ })).toBeDisabled();
    await tile.screenshot({ path: testInfo.outputPath('pending-tile-390.png') });
    await page.screenshot({ path: testInfo.outputPath('pending-list-390.png') });

    const starts = countStarts(page);
    // Reloaded with the server still out of reach: the page loads, its calls and its live link do not.
    await cut.cut();
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByText(/^Sem conexão com o servidor/)).toBeVisible({ timeout: 20_000 });
    await expect(currentPage(page).getByTestId(`order-${placed.orderId}`)).toHaveCount(0);
    const kept = await keptCommands(page);
    expect(kept.map(({ command }) => command)).toEqual([{ kind: 'order', action: 'start', orderId: placed.orderId }]);
    expect((await orderOf(request, session, placed.orderId)).status).toBe('authorized');

    await page.screenshot({ path: testInfo.outputPath('reloaded-without-server-390.png') });
    cut.restore();
    const after = currentPage(page).getByTestId(`order-${placed.orderId}`);
    await expect(after.locator('.status-chip, ion-chip').first()).toContainText('Preparando', { timeout: 20_000 });
    await expect(after.getByTestId(`order-queued-${placed.orderId}`)).toHaveCount(0);
    expect((await orderOf(request, session, placed.orderId)).status).toBe('started');
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await keptCommands(page)).toEqual([]);
    await context.close();
  });

  test('a start that a colleague overtook meanwhile is told truthfully, and the record shows where the order is', async ({ browser, request, baseURL }, testInfo) => {
    const session = await staffSession(request);
    const placed = await placeOrder(request, baseURL ?? '', 'mesa-1');
    const { context, page } = await signedInAt(browser, baseURL ?? '', session, { width: 390, height: 844 }, `/orders/${placed.orderId}`);
    const record = currentPage(page);
    await expect(record.locator('ion-title')).toHaveText(/^Pedido #/);
    await expect(record.getByRole('button', { name: 'Iniciar' })).toBeEnabled();

    await context.setOffline(true);
    await expect(deviceOffline(page)).toBeVisible();
    await record.getByRole('button', { name: 'Iniciar' }).click();
    await expect(record.getByTestId(`order-queued-${placed.orderId}`)).toContainText('Iniciar · Aguardando conexão');
    await expect(record.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('pending-record-390.png') });

    // Another staff session cancels it through the API while this phone has no network.
    const canceled = await request.put(`/ordering/accounts/${session.accountId}/shops/${session.shopId}/orders/${placed.orderId}/canceled`, {
      headers: { authorization: `Bearer ${session.accountToken}` },
    });
    expect(canceled.status()).toBe(200);

    await context.setOffline(false);
    await expect(toast(page, 'Este pedido já foi cancelado por outra pessoa.')).toBeVisible({ timeout: 20_000 });
    await expect(record.locator('.order-details-summary')).toContainText('Cancelado');
    await expect(record.getByTestId(`order-queued-${placed.orderId}`)).toHaveCount(0);
    expect((await orderOf(request, session, placed.orderId)).status).toBe('canceled');
    await context.close();
  });

  test('Desfazer before the network is back: nothing is sent and the buttons are offered again', async ({ browser, request, baseURL }, testInfo) => {
    const session = await staffSession(request);
    const placed = await placeOrder(request, baseURL ?? '', 'mesa-1');
    const { context, page } = await signedInAt(browser, baseURL ?? '', session, { width: 1024, height: 768 }, `/orders/${placed.orderId}`);
    const record = currentPage(page);
    await expect(record.getByRole('button', { name: 'Iniciar', exact: true })).toBeEnabled();
    const starts = countStarts(page);

    await context.setOffline(true);
    await expect(deviceOffline(page)).toBeVisible();
    await record.getByRole('button', { name: 'Iniciar', exact: true }).click();
    const notices = page.getByTestId(`order-queued-${placed.orderId}`);
    // On a wide screen the tile and the record both say it waits.
    await expect(notices.first()).toContainText('Aguardando conexão');
    await page.screenshot({ path: testInfo.outputPath('pending-tile-and-record-1024.png') });

    await notices.first().getByRole('button', { name: /^Desfazer Iniciar do pedido #/ }).click();
    await expect(notices).toHaveCount(0);
    await expect(record.getByRole('button', { name: 'Iniciar', exact: true })).toBeEnabled();
    // No start is kept. The order's 'seen', sent as it opened, may still wait there when the network went before its
    // answer came back (a loaded machine): that one is rightly kept and sent later.
    const kept = await keptCommands(page);
    expect(kept.map(({ command }) => command).filter((command) => command.kind !== 'orderSeen')).toEqual([]);

    await context.setOffline(false);
    await expect(deviceOffline(page)).toHaveCount(0, { timeout: 20_000 });
    // The queue's first turn after the link is back has passed: nothing was sent.
    await page.waitForTimeout(2_000);
    expect(starts).toEqual([]);
    expect((await orderOf(request, session, placed.orderId)).status).toBe('authorized');
    await context.close();
  });
});

test.describe('the installed app (its service worker on) with no network at all', () => {
  test('an Iniciar kept through a reload while offline, with a second tab opened on the same queue, is sent once', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const placed = await placeOrder(request, baseURL ?? '', 'mesa-1');
    const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, locale: 'pt-BR', serviceWorkers: 'allow' });
    // Every start either tab sends, its worker's fetches included.
    const keys: string[] = [];
    context.on('request', (sent) => {
      if (sent.method() === 'PUT' && /\/orders\/\d+\/started$/.test(sent.url())) keys.push(sent.headers()['idempotency-key'] ?? '');
    });
    const page = await context.newPage();
    await startSignedIn(page, session);
    await page.goto('/orders');
    const tile = currentPage(page).getByTestId(`order-${placed.orderId}`);
    await expect(tile).toBeVisible();
    // Installed: the app's files are in its cache, so it opens with no network.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await expect(deviceOffline(page)).toBeVisible();
    await tile.getByRole('button', { name: /^Iniciar pedido #/ }).click();
    await expect(tile.getByTestId(`order-queued-${placed.orderId}`)).toContainText('Iniciar · Aguardando conexão');

    await page.reload();
    await expect(page.locator('ion-tab-bar')).toBeVisible();
    expect((await keptCommands(page)).map(({ command }) => command)).toEqual([{ kind: 'order', action: 'start', orderId: placed.orderId }]);
    const second = await context.newPage();
    await second.goto('/orders');
    await expect(second.locator('ion-tab-bar')).toBeVisible();
    expect(keys).toEqual([]);
    expect((await orderOf(request, session, placed.orderId)).status).toBe('authorized');

    await context.setOffline(false);
    await expect.poll(async () => (await orderOf(request, session, placed.orderId)).status, { timeout: 30_000 }).toBe('started');
    for (const tab of [page, second]) {
      await expect(currentPage(tab).getByTestId(`order-${placed.orderId}`)).toContainText('Preparando', { timeout: 20_000 });
      // Neither tab was told a colleague started it, nor that it failed: the second send, if any, was the same one.
      await expect(tab.locator('ion-toast').filter({ hasText: /outra pessoa|Não foi possível/ })).toHaveCount(0);
    }
    expect(await keptCommands(page)).toEqual([]);
    // Sent by one tab, or by both under one key: applied once either way.
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
    await context.close();
  });
});
