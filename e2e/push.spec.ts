import type { Order } from '@contract/ordering';
import type { NewOrderPush } from '@contract/push';
import { onFullBrowser } from './support/chromium';
import { expect, signIn, test } from './support/fixtures';
import { placeOrder } from './support/customerOrders';
import { controllingWorker, notificationTitles } from './support/pushWorker';
import { currentPage } from './support/screens';
import { okJson, staffSession } from './support/staffSession';

/** The worker's global scope, as far as these tests use it: the project's DOM types describe windows only. */
type WorkerScope = typeof globalThis & {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

test.use(onFullBrowser);

test.describe('push to a phone in a pocket', () => {
  test.use({ serviceWorkers: 'allow' });
  test("a pushed order shows 'Novo pedido #N — Mesa — $' and tapping it opens that order in the open app", async ({ page, request, baseURL, context }) => {
    await context.grantPermissions(['notifications']);
    await signIn(page);
    const { cdp, registrationId } = await controllingWorker(page);
    const placed = await placeOrder(request, baseURL!, 'mesa-2');
    const staff = await staffSession(request);
    const order = await okJson<Order>(
      await request.get(`/ordering/accounts/${staff.accountId}/shops/${staff.shopId}/orders/${placed.orderId}`, {
        headers: { authorization: `Bearer ${staff.accountToken}` },
      }),
    );
    // What the server pushes for it (the server suite decrypts the real thing).
    const push: NewOrderPush = {
      kind: 'newOrder',
      order: { id: order.id, code: order.code, type: order.type, total: order.total, locations: order.locations },
    };
    // Elsewhere in the app, as a waiter would be.
    await page.goto('/invoices');
    await expect(page.locator('ion-tab-bar')).toBeVisible();
    const [worker] = context.serviceWorkers();
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(push) });

    const total = `$ ${order.total.toFixed(2).replace('.', ',')}`;
    await expect.poll(() => notificationTitles(worker)).toEqual([`Novo pedido #${order.code} — Mesa 2 — ${total}`]);

    // Staff tap it: the open app goes to the order, without a reload.
    await page.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(currentPage(page).getByText(`#${order.code}`).first()).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect.poll(() => notificationTitles(worker)).toEqual([]);
  });

  test("'Notificações' asks for permission only on the tap, and says why when it cannot turn on", async ({ page, context }) => {
    await signIn(page);
    await page.goto('/more/settings');
    const toggle = currentPage(page).locator('ion-toggle').filter({ hasText: 'Notificações' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    // Opening Configurações asked nothing.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    // Allowed, but this machine reaches no push service: the subscription fails, and the screen says so.
    await context.grantPermissions(['notifications']);
    await toggle.click();
    // The browser gives up on the unreachable push service after a while, longer on a busy machine.
    await expect(toggle.locator('.error-text')).toHaveText('Não foi possível ativar as notificações.', { timeout: 30_000 });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).not.toHaveClass(/toggle-disabled/);

    // Blocked in the browser: nothing to tap, and where to change it.
    await context.clearPermissions();
    await page.evaluate(() => Notification.requestPermission());
    await page.reload();
    const blocked = currentPage(page).locator('ion-toggle').filter({ hasText: 'Notificações' });
    await expect(blocked.locator('.helper-text')).toHaveText(
      'As notificações estão bloqueadas para este site nas configurações do navegador.',
    );
    await expect(blocked).toHaveClass(/toggle-disabled/);
  });
});
