import type { Page } from '@playwright/test';
import { walkTime } from './support/clock';
import { placeOrder } from './support/customerOrders';
import { demo, expect, ownServer, test } from './support/fixtures';
import { currentPage } from './support/screens';

const pedidos = (page: Page) =>
  page.locator('.ion-page:not(.ion-page-hidden)').filter({ has: page.locator('ion-title', { hasText: 'Pedidos' }) }).last();

test.describe('live connection', () => {
  test.use({ serviceWorkers: 'allow' });
  // This spec stops its server: it runs its own, on a port it keeps so the app can find it again.
  const server = ownServer();

  test('after a server restart the app reconnects and shows the order placed meanwhile', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Senha').fill(demo.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/orders$/);

    const list = pedidos(page);
    const before = await placeOrder(request, server.url, 'mesa-1');
    await expect(list.getByTestId(`order-${before.orderId}`)).toBeVisible();
    const offline = page.getByText('Sem conexão com o servidor — reconectando…');
    await expect(offline).toHaveCount(0);

    await server.stop();
    await expect(offline).toBeVisible();

    // Held offline while the server comes back, so the order surely lands while the app cannot hear it.
    await page.context().setOffline(true);
    await server.start();
    const meanwhile = await placeOrder(request, server.url, 'mesa-2');
    // Without any network the indicator says so, in other words than for a server out of reach.
    const deviceOffline = page.getByText('Sem conexão com a internet');
    await expect(deviceOffline).toBeVisible();
    await expect(offline).toHaveCount(0);
    await expect(list.getByTestId(`order-${meanwhile.orderId}`)).toHaveCount(0);
    await page.context().setOffline(false);

    await expect(list.getByTestId(`order-${meanwhile.orderId}`)).toBeVisible({ timeout: 20_000 });
    await expect(offline).toHaveCount(0);
    await expect(deviceOffline).toHaveCount(0);
    await expect(list.getByTestId(`order-${before.orderId}`)).toBeVisible();

    // Live events flow again after the reconnect.
    const after = await placeOrder(request, server.url, 'mesa-3');
    await expect(list.getByTestId(`order-${after.orderId}`)).toBeVisible();
  });

  test("the link's health shows on Comandas and its details too, and a reload with only the server down names the server", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Senha').fill(demo.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.locator('ion-tab-button[tab="invoices"]').click();
    // The tab's list first: until it shows, the screen in front is still Pedidos, whose first row is an order.
    await expect(currentPage(page).locator('ion-title')).toHaveText('Comandas');
    await currentPage(page).locator('ion-item').first().click();
    await expect(currentPage(page).locator('ion-title')).toHaveText(/Comanda/);
    const serverDown = page.getByText('Sem conexão com o servidor — reconectando…');
    await expect(serverDown).toHaveCount(0);

    await server.stop();
    await expect(serverDown).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sem conexão com o servidor' })).toBeVisible();
    await page.goBack();
    await expect(currentPage(page).locator('ion-title')).toHaveText(/Comandas/);
    await expect(serverDown).toBeVisible();
    // Five seconds down on the page's clock, and it says for how long.
    await walkTime(page.clock, 5_000);
    await expect(serverDown).toContainText(/há \d+ s/);

    // The service worker serves the app; only the server is missing, and the words say so.
    await page.reload();
    await expect(serverDown).toBeVisible();
    await expect(page.getByText('Sem conexão com a internet')).toHaveCount(0);

    await server.start();
    await expect(serverDown).toHaveCount(0, { timeout: 20_000 });
  });
});
