import type { Page } from '@playwright/test';
import { ALERT_REPEAT_MS } from '@/ordering/alerts/rules';
import { moveTime } from './support/clock';
import { placeOrder } from './support/customerOrders';
import { demo, expect, test } from './support/fixtures';
import { countOrderSounds, waitForQuiet } from './support/orderSounds';
import { MOVABLE_CLOCK, removeDataDir, startServer, type RunningServer } from './support/server';

/**
 * Tokens this short make a whole shift's renewals happen within one test; each lifetime passes at once on the server's
 * clock and the page's together (moveTime), as it would for a tablet left open.
 */
const TOKEN_TTL_SECONDS = 10;

const pedidos = (page: Page) =>
  page.locator('.ion-page:not(.ion-page-hidden)').filter({ has: page.locator('ion-title', { hasText: 'Pedidos' }) }).last();

test.describe('a session that lasts the shift', () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    server = await startServer({ env: { ...MOVABLE_CLOCK, TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) } });
  });

  test.afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  async function signInOn(page: Page) {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Senha').fill(demo.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  }

  const storedAccountToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth-token-v2'));

  test('Pedidos left open past four token lifetimes keeps receiving orders with sound', async ({ page, request }) => {
    await page.clock.install();
    const soundPlays = await countOrderSounds(page);
    await signInOn(page);
    const list = pedidos(page);
    await expect(list.locator('ion-item.order-tile').first().or(list.getByText('Todos a postos'))).toBeVisible();
    const firstToken = await storedAccountToken(page);

    const seenTokens = new Set([firstToken]);
    let token = firstToken;
    for (const [round, qrcode] of ['mesa-1', 'mesa-2', 'mesa-3', 'mesa-1'].entries()) {
      await moveTime(server.url, (TOKEN_TTL_SECONDS + 1) * 1000, [page.clock]);
      // The renewal that came due on the way, and the chime for the last round's unopened order, have their moment.
      await expect.poll(() => storedAccountToken(page), { message: `renewal of round ${round + 1}` }).not.toBe(token);
      token = await storedAccountToken(page);
      seenTokens.add(token);
      await waitForQuiet(page);
      const soundsBefore = await soundPlays();
      const placed = await placeOrder(request, server.url, qrcode);
      await expect(list.getByTestId(`order-${placed.orderId}`), `order of round ${round + 1}`).toBeVisible({ timeout: 10_000 });
      // With the last round's order still unopened, the page chimes once per interval for all of them: the interval
      // passes (and the server's time with it).
      if (round > 0) await moveTime(server.url, ALERT_REPEAT_MS + 500, [page.clock]);
      await expect.poll(soundPlays, { message: `sound of round ${round + 1}` }).toBeGreaterThan(soundsBefore);
    }
    // Renewed along the way without the user noticing: still on Pedidos, with tokens it never typed a password for.
    expect(seenTokens.size).toBeGreaterThanOrEqual(4);
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByText('Sua sessão expirou. Entre novamente.')).toHaveCount(0);
  });

  test("a session ended elsewhere signs the tablet out with 'Sua sessão expirou. Entre novamente.'", async ({ page, request }) => {
    await signInOn(page);
    await expect(pedidos(page).locator('ion-item.order-tile').first()).toBeVisible();
    const token = await storedAccountToken(page);
    // 'Sair' of the same sign-in on another device: the live link is dropped and the refresh token refused.
    const revoked = await request.post(`${server.url}/token/revoke`, { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(204);

    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Sua sessão expirou. Entre novamente.' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth-refresh-token'))).toBeNull();

    // Signing in again clears the notice.
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Senha').fill(demo.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByText('Sua sessão expirou. Entre novamente.')).toHaveCount(0);
  });
});
