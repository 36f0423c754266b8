import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PlaceOrderResult, PublicMenu } from '../contract/customer';
import { demo, expect, test } from './support/fixtures';
import { freePort, removeDataDir, startServer, type RunningServer } from './support/server';

/** A customer ordering through a QR code, with the public API (no staff token). */
async function placeOrder(request: APIRequestContext, baseUrl: string, qrcode: string): Promise<PlaceOrderResult> {
  const menu = (await (await request.get(`${baseUrl}/public/qrcodes/${qrcode}/menu`)).json()) as PublicMenu;
  const category = menu.categories.find((entry) => entry.items.length > 0 && entry.optionGroups.every((group) => !group.required));
  if (!category) throw new Error(`The menu of ${qrcode} has no item that can be ordered without options`);
  const response = await request.post(`${baseUrl}/public/qrcodes/${qrcode}/orders`, {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { type: 0, customer: { name: `Cliente ${randomUUID().slice(0, 8)}` }, items: [{ itemId: category.items[0].id, quantity: 1 }] },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PlaceOrderResult;
}

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
