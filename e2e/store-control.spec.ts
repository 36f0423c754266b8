import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { OrdersPausedBody } from '../contract/errors';
import type { PublicMenu } from '../contract/customer';
import { placeOrder } from './support/customerOrders';
import { expect, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { staffSession, startSignedIn, type StaffSession } from './support/staffSession';

async function phone(browser: Browser, baseURL: string, session: StaffSession, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await startSignedIn(page, session);
  await page.goto(path);
  await expect(currentPage(page).locator('ion-title')).not.toBeEmpty();
  return page;
}

const pausePath = (session: StaffSession) => `/ordering/accounts/${session.accountId}/shops/${session.shopId}/pause`;

/** A customer's order through the QR code 'mesa-1', answered as it is (refused or not). */
async function tryToOrder(request: APIRequestContext, baseURL: string) {
  const menu = (await (await request.get(`${baseURL}/public/qrcodes/mesa-1/menu`)).json()) as PublicMenu;
  const item = menu.categories.flatMap((category) => (category.optionGroups.every((group) => !group.required) ? category.items : []))[0];
  return request.post(`${baseURL}/public/qrcodes/mesa-1/orders`, {
    headers: { 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: { type: 0, customer: { name: 'Cliente pausado' }, items: [{ itemId: item.id, quantity: 1 }] },
  });
}

test.describe('pausing new orders', () => {
  let session: StaffSession;

  test.beforeEach(async ({ request }) => {
    session = await staffSession(request);
  });

  // The worker's other specs order through the same shop: never leave it paused.
  test.afterEach(async ({ request }) => {
    await request.delete(pausePath(session), { headers: { authorization: `Bearer ${session.accountToken}` } });
  });

  test('paused from Pedidos on one phone: the banner shows on another, customers are refused, Retomar ends it everywhere', async ({ browser, request, baseURL }) => {
    const first = await phone(browser, baseURL!, session, '/orders');
    const second = await phone(browser, baseURL!, session, '/menu');

    await currentPage(first).getByRole('button', { name: 'Menu' }).click();
    await first.locator('ion-popover').getByText('Pausar pedidos').click();
    const sheet = first.locator('ion-action-sheet');
    await expect(sheet).toContainText('Pausar pedidos por quanto tempo?');
    await sheet.getByRole('button', { name: '30 minutos' }).click();

    const until = /^Pedidos pausados até \d{2}:\d{2}$/;
    await expect(first.locator('.order-pause-text')).toHaveText(until);
    await expect(second.locator('.order-pause-text')).toHaveText(until);

    const refused = await tryToOrder(request, baseURL!);
    expect(refused.status()).toBe(423);
    const body = (await refused.json()) as OrdersPausedBody;
    expect(body.code).toBe('orders_paused');
    expect(Date.parse(body.resumeAt ?? '') - Date.now()).toBeGreaterThan(25 * 60_000);

    await second.locator('.order-pause-banner').getByRole('button', { name: 'Retomar' }).click();
    await expect(second.locator('.order-pause-banner')).toHaveCount(0);
    await expect(first.locator('.order-pause-banner')).toHaveCount(0);
    await placeOrder(request, baseURL!, 'mesa-1');
  });

  test("'Até eu retomar' from Mais: the banner has no time, and the Mais entry resumes", async ({ browser, request, baseURL }) => {
    const page = await phone(browser, baseURL!, session, '/more');
    await currentPage(page).getByText('Pausar pedidos').click();
    await page.locator('ion-action-sheet').getByRole('button', { name: 'Até eu retomar' }).click();
    await expect(page.locator('.order-pause-text')).toHaveText('Pedidos pausados');
    expect((await tryToOrder(request, baseURL!)).status()).toBe(423);

    await currentPage(page).getByText('Retomar pedidos').click();
    await expect(page.locator('.order-pause-banner')).toHaveCount(0);
    await expect(currentPage(page).getByText('Pausar pedidos')).toBeVisible();
  });

  test('a pause that fails to send says so and leaves the screen as it was', async ({ browser, baseURL }) => {
    const page = await phone(browser, baseURL!, session, '/orders');
    await page.route(/\/pause$/, (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
    await currentPage(page).getByRole('button', { name: 'Menu' }).click();
    await page.locator('ion-popover').getByText('Pausar pedidos').click();
    await page.locator('ion-action-sheet').getByRole('button', { name: '15 minutos' }).click();
    await expect(page.locator('ion-toast')).toContainText('Não foi possível pausar os pedidos.');
    await expect(page.locator('.order-pause-banner')).toHaveCount(0);
    await expect(currentPage(page).locator('ion-item.order-tile').first()).toBeVisible();
  });
});
