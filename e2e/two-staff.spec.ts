import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Invoice, Order } from '@contract/ordering';
import type { OrderPaymentList } from '@contract/order-payments';
import { placeOrder } from './support/customerOrders';
import { expect, test } from './support/fixtures';
import { currentPage } from './support/screens';
import { okJson, staffSession, startSignedIn, type StaffSession } from './support/staffSession';

const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text });

async function onScreen(browser: Browser, baseURL: string, session: StaffSession, path: string, title: RegExp): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await startSignedIn(page, session);
  await page.goto(path);
  await expect(currentPage(page).locator('ion-title')).toHaveText(title);
  return page;
}

const onOrder = (browser: Browser, baseURL: string, session: StaffSession, orderId: number) =>
  onScreen(browser, baseURL, session, `/orders/${orderId}`, /^Pedido #/);

/** Holds this phone's next command until `release` is called: it was sent, it has not arrived yet. */
async function holdCommand(page: Page, step: 'started' | 'canceled' | 'payment-operator'): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/\\d+/${step}$`), async (route) => {
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

test.describe('two people on one order or comanda at once', () => {
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

  test('both confirm the payment of one comanda: one records it, the other is told it already was and sees it paid', async ({
    browser,
    request,
    baseURL,
  }) => {
    const session = await staffSession(request);
    const placed = await placeOrder(request, baseURL ?? '', 'mesa-3');
    const asked = await request.post(`/public/invoices/${placed.invoiceId}/closing`, {
      data: { accessToken: placed.accessToken, paymentMethod: 'creditCard' },
    });
    expect(asked.ok()).toBe(true);
    const first = await onScreen(browser, baseURL ?? '', session, `/invoices/${placed.invoiceId}`, /^Comanda #/);
    const second = await onScreen(browser, baseURL ?? '', session, `/invoices/${placed.invoiceId}`, /^Comanda #/);
    const release = await holdCommand(second, 'payment-operator');

    /** Its order is still in the kitchen, so the dialog asks twice. */
    const confirm = async (page: Page) => {
      await currentPage(page).getByRole('button', { name: 'Confirmar pagamento' }).click();
      const dialog = page.locator('ion-modal.closing-dialog');
      await expect(dialog.getByText('Cartão de crédito')).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await dialog.getByRole('button', { name: 'Confirmar mesmo assim' }).click();
      await expect(dialog).toBeHidden();
    };
    await confirm(second);
    await confirm(first);
    await expect(toast(first, 'Pagamento confirmado.')).toBeVisible();
    await expect(currentPage(first).getByTestId('invoice-status')).toHaveText('Confirmado');
    release();
    await expect(toast(second, 'Esta comanda já foi confirmada.')).toBeVisible();
    await expect(currentPage(second).getByTestId('invoice-status')).toHaveText('Confirmado');
    // Nothing is left pending: the button is gone with the comanda paid.
    await expect(currentPage(second).getByRole('button', { name: 'Confirmar pagamento' })).toHaveCount(0);
    await expect(toast(second, 'Não foi possível confirmar o pagamento.')).toHaveCount(0);

    const headers = { authorization: `Bearer ${session.accountToken}` };
    const invoice = await okJson<Invoice>(
      await request.get(`/ordering/accounts/${session.accountId}/shops/${session.shopId}/invoices/${placed.invoiceId}`, { headers }),
    );
    expect(invoice.status).toBe('closed');
    const payments = await okJson<OrderPaymentList>(
      await request.get(`/v2/order-payment/providers/${session.accountId}/orders/locations/${session.shopId}`, {
        headers,
        params: { applicationType: 1, status: '1', limit: 100 },
      }),
    );
    const settled = payments.orderPayments.filter((payment) => payment.ownerId === placed.invoiceId);
    expect(settled).toHaveLength(1);
    expect(settled[0].method).toBe(1);
    await first.context().close();
    await second.context().close();
  });
});
