import type { Page, Route } from '@playwright/test';
import { moveTime } from './support/clock';
import { placeOrder } from './support/customerOrders';
import { demo, expect, test } from './support/fixtures';
import { MOVABLE_CLOCK, removeDataDir, startServer, type RunningServer } from './support/server';

/**
 * Tokens this short put several renewals of both tabs within one test; their time passes at once on the server's clock
 * and the tabs' together (moveTime).
 */
const TOKEN_TTL_SECONDS = 10;
/** A tab renews its token a fifth of its lifetime before it expires. */
const RENEWAL_DUE_MS = (TOKEN_TTL_SECONDS - TOKEN_TTL_SECONDS / 5) * 1000;

const pedidos = (page: Page) =>
  page.locator('.ion-page:not(.ion-page-hidden)').filter({ has: page.locator('ion-title', { hasText: 'Pedidos' }) }).last();

const isRenewal = (route: Route) => route.request().method() === 'POST' && (route.request().postData() ?? '').includes('grant_type=refresh_token');

test.describe('renewals without Web Locks (plain-HTTP pages on a LAN address, Safari before 15.4)', () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    server = await startServer({ env: { ...MOVABLE_CLOCK, TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) } });
  });

  test.afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  test('two tabs renewing at once, and a renewal whose answer was lost, keep the user signed in', async ({ context, request }) => {
    await context.clock.install();
    const passTime = (ms: number) => moveTime(server.url, ms, [context.clock]);
    const storedAccountToken = () => first.evaluate(() => localStorage.getItem('auth-token-v2'));
    // The browsers in question have no Web Locks: nothing queues the two tabs' renewals.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
    });

    // The first renewals are held until both tabs have sent theirs, then reach the server together; the next one
    // reaches the server but its answer is lost on the way back, as on a flaky Wi-Fi.
    const batches: string[][] = [];
    let held: Route[] = [];
    let lost: string | null = null;
    const sentAfterLoss: string[] = [];
    const release = async () => {
      const batch = held;
      held = [];
      if (batch.length === 0) return;
      batches.push(batch.map((route) => route.request().postData() ?? ''));
      await Promise.all(batch.map((route) => route.continue()));
    };
    await context.route('**/token', async (route) => {
      if (!isRenewal(route)) return route.continue();
      const body = route.request().postData() ?? '';
      if (batches.length === 0) {
        held.push(route);
        if (held.length >= 2) await release();
        else setTimeout(() => void release(), 4_000);
        return;
      }
      if (lost === null) {
        await route.fetch();
        lost = body;
        return route.abort('connectionreset');
      }
      sentAfterLoss.push(body);
      return route.continue();
    });

    const first = await context.newPage();
    await first.goto(`${server.url}/login`);
    await first.getByLabel('Email').fill(demo.email);
    await first.getByLabel('Senha').fill(demo.password);
    await first.getByRole('button', { name: 'Entrar' }).click();
    await expect(first).toHaveURL(/\/orders$/);
    const second = await context.newPage();
    await second.goto(`${server.url}/orders`);
    for (const tab of [first, second]) {
      await expect(pedidos(tab).locator('ion-item.order-tile').first().or(pedidos(tab).getByText('Todos a postos'))).toBeVisible();
    }

    // Both tabs hold the token of the sign-in, due for renewal at the same moment.
    const signedInToken = await storedAccountToken();
    await passTime(RENEWAL_DUE_MS + 1_000);
    await expect.poll(() => batches.length, { timeout: 30_000, message: 'the first renewals' }).toBeGreaterThan(0);
    expect(batches[0], 'both tabs spent the same refresh token at the same moment').toHaveLength(2);
    expect(batches[0][0]).toBe(batches[0][1]);
    await expect.poll(storedAccountToken, { message: 'the first renewals answered' }).not.toBe(signedInToken);
    // The next renewal is due; a tab tries again at once or after its retry delay, so time passes a little at a time,
    // as it would, until one does: well within the server's grace for a token just traded.
    await passTime(RENEWAL_DUE_MS + 1_000);
    await expect
      .poll(
        async () => {
          if (sentAfterLoss.length === 0) await passTime(1_000);
          return sentAfterLoss.length;
        },
        { timeout: 40_000, intervals: [250], message: 'a renewal after the lost answer' },
      )
      .toBeGreaterThan(0);
    // The lost renewal was tried again with the token the server had already traded.
    expect(sentAfterLoss[0]).toBe(lost);

    // Two more token lifetimes, each with its renewal: both tabs are still signed in, and both hear a new order.
    for (const lifetime of [1, 2]) {
      const before = await storedAccountToken();
      await passTime((TOKEN_TTL_SECONDS + 1) * 1000);
      await expect.poll(storedAccountToken, { message: `the renewal of lifetime ${lifetime}` }).not.toBe(before);
    }
    const placed = await placeOrder(request, server.url, 'mesa-2');
    for (const tab of [first, second]) {
      await expect(tab).toHaveURL(/\/orders$/);
      await expect(tab.getByText('Sua sessão expirou. Entre novamente.')).toHaveCount(0);
      await expect(pedidos(tab).getByTestId(`order-${placed.orderId}`)).toBeVisible({ timeout: 10_000 });
    }
  });
});
