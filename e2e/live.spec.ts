import type { Page } from '@playwright/test';
import { placeOrder } from './support/customerOrders';
import { demo, expect, test } from './support/fixtures';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server';

const pedidos = (page: Page) =>
  page.locator('.ion-page:not(.ion-page-hidden)').filter({ has: page.locator('ion-title', { hasText: 'Pedidos' }) }).last();

test.describe('live connection', () => {
  // This spec stops its server: it runs its own, on a port it keeps so the app can find it again.
  let server: RunningServer;
  let port: number;

  test.beforeAll(async () => {
    port = await freePort();
    server = await startServer({ port });
  });

  test.afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

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
    const offline = list.getByText('Sem conexão — reconectando…');
    await expect(offline).toHaveCount(0);

    const { dataDir } = server;
    await server.stop();
    await expect(offline).toBeVisible();

    // Held offline while the server comes back, so the order surely lands while the app cannot hear it.
    await page.context().setOffline(true);
    server = await startServer({ port, dataDir });
    const meanwhile = await placeOrder(request, server.url, 'mesa-2');
    // Without any network the app-wide banner says so, in place of the list's own bar.
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
});
