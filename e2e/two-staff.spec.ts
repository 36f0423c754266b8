import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Order } from '../contract/ordering';
import { placeOrder } from './support/customerOrders';
import { expect, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { okJson, staffSession, startSignedIn, type StaffSession } from './support/staffSession';

const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text });

async function onOrder(browser: Browser, baseURL: string, session: StaffSession, orderId: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await startSignedIn(page, session);
  await page.goto(`/orders/${orderId}`);
  await expect(currentPage(page).locator('ion-title')).toHaveText(/^Pedido #/);
  return page;
}

/** Holds this phone's next command on the order until `release` is called: it was sent, it has not arrived yet. */
async function holdCommand(page: Page, step: 'started' | 'canceled'): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/orders/\\d+/${step}$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function orderOf(request: APIRequestContext, session: StaffSession, orderId: number): Promise<Order> {
  return okJson<Order>(
    await request.get(`/ordering/accounts/${session.accountId}/shops/${session.shopId}/orders/${orderId}`, {
      headers: { authorization: `Bearer ${session.accountToken}` },
    }),
  );
}

test.describe('two people on one order at once', () => {
  test('both tap Iniciar: one starts it, the other is told a colleague did and sees it in preparation', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const placed = await placeOrder(request, baseURL ?? '', 'mesa-1');
    const first = await onOrder(browser, baseURL ?? '', session, placed.orderId);
    const second = await onOrder(browser, baseURL ?? '', session, placed.orderId);
    const release = await holdCommand(second, 'started');

    await currentPage(second).getByRole('button', { name: 'Iniciar' }).click();
    await currentPage(first).getByRole('button', { name: 'Iniciar' }).click();
    await expect(currentPage(first).locator('.order-details-summary')).toContainText('Preparando');
    release();
    await expect(toast(second, 'Este pedido já foi iniciado por outra pessoa.')).toBeVisible();
    await expect(currentPage(second).locator('.order-details-summary')).toContainText('Preparando');
    // Nothing is left pending: the next step is offered.
    await expect(currentPage(second).getByRole('button', { name: 'Pronto' })).toBeEnabled();

    const order = await orderOf(request, session, placed.orderId);
    expect(order.status).toBe('started');
    await first.context().close();
    await second.context().close();
  });

  test('a cancel that arrives after a colleague’s Pronto says the order was completed and changes nothing', async ({ browser, request, baseURL }) => {
    const session = await staffSession(request);
    const placed = await placeOrder(request, baseURL ?? '', 'mesa-1');
    const cook = await onOrder(browser, baseURL ?? '', session, placed.orderId);
    const waiter = await onOrder(browser, baseURL ?? '', session, placed.orderId);
    const release = await holdCommand(waiter, 'canceled');

    await currentPage(waiter).getByRole('button', { name: 'Cancelar' }).click();
    await waiter.locator('ion-alert').getByRole('button', { name: 'Sim' }).click();
    await currentPage(cook).getByRole('button', { name: 'Iniciar' }).click();
    await expect(currentPage(cook).getByRole('button', { name: 'Pronto' })).toBeEnabled();
    await currentPage(cook).getByRole('button', { name: 'Pronto' }).click();
    await expect(currentPage(cook).locator('.order-details-summary')).toContainText('Completado');
    release();
    await expect(toast(waiter, 'Este pedido já foi concluído por outra pessoa.')).toBeVisible();
    await expect(currentPage(waiter).locator('.order-details-summary')).toContainText('Completado');

    const order = await orderOf(request, session, placed.orderId);
    expect(order.status).toBe('completed');
    expect(order.canceledAt ?? null).toBeNull();
    await cook.context().close();
    await waiter.context().close();
  });
});
