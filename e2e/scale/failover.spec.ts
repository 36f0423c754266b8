import { expect, test, type Page } from '@playwright/test';
import { createSharedDatabase, type SharedDatabase } from '../../__tests__/scale/support/postgres';
import { startTogether } from '../../__tests__/scale/support/together';
import { orderableItemOf, placeOrder } from '../../scripts/scale/customer-orders';
import { demo } from '../support/fixtures';
import { removeDataDir, startServer, type RunningServer } from '../support/server';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

const pedidos = (page: Page) =>
  page.locator('.ion-page:not(.ion-page-hidden)').filter({ has: page.locator('ion-title', { hasText: 'Pedidos' }) }).last();

const portOf = (server: RunningServer) => Number(new URL(server.url).port);

test.describe('two instances behind one address', () => {
  let database: SharedDatabase;
  let a: RunningServer;
  let b: RunningServer;
  let proxy: RoundRobinProxy;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await createSharedDatabase();
    // An empty JWT_SECRET makes the instances agree on the secret through the database, as with no configuration.
    [a, b] = await startTogether(
      2,
      () => startServer({ env: { DATABASE_URL: database.url, JWT_SECRET: '' } }),
      async (server) => {
        await server.stop();
        removeDataDir(server.dataDir);
      },
    );
    proxy = await startRoundRobinProxy([
      { name: 'A', port: portOf(a) },
      { name: 'B', port: portOf(b) },
    ]);
  });

  test.afterAll(async () => {
    await proxy?.close();
    for (const server of [a, b]) {
      if (!server) continue;
      await server.stop();
      removeDataDir(server.dataDir);
    }
    await database?.drop();
  });

  test('when the instance holding the live connection dies, the app reconnects to the other and shows what it missed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const itemId = await orderableItemOf(b.url, 'mesa-1');

    await page.goto(`${proxy.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Senha').fill(demo.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/orders$/, { timeout: 30_000 });
    const list = pedidos(page);
    const offline = page.getByText('Sem conexão com o servidor — reconectando…');

    // The first WebSocket the proxy hands out goes to A: the app's live connection is on A.
    await expect.poll(() => proxy.upgrades).toEqual(['A']);
    const throughB = await placeOrder(b.url, 'mesa-1', itemId);
    await expect(list.getByTestId(`order-${throughB.orderId}`)).toBeVisible();
    await expect(offline).toHaveCount(0);

    // New live connections are held at the proxy, so the next order surely lands while the app cannot hear it.
    const release = proxy.holdUpgrades();
    await a.stop('SIGKILL');
    await expect(offline).toBeVisible();
    const meanwhile = await placeOrder(b.url, 'mesa-2', itemId);
    await expect(list.getByTestId(`order-${meanwhile.orderId}`)).toHaveCount(0);
    release();

    await expect(list.getByTestId(`order-${meanwhile.orderId}`)).toBeVisible({ timeout: 20_000 });
    await expect(offline).toHaveCount(0);
    expect(proxy.upgrades.at(-1)).toBe('B');
    await expect(list.getByTestId(`order-${throughB.orderId}`)).toBeVisible();

    // Live events flow again, now through B.
    const after = await placeOrder(proxy.url, 'mesa-3', itemId);
    await expect(list.getByTestId(`order-${after.orderId}`)).toBeVisible();
  });
});
