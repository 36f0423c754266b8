import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { MenuItem, PlaceOrderBody, PlaceOrderResult, PublicMenu } from '@contract/customer';
import { seedDemoOperations, seedOtherShopOperations } from '@server/seeds/demo-operations';
import { bearer, createTestApp, DEMO_EMAIL, OTHER_EMAIL, type TestApp, type TestAppOptions } from '../support/test-app';

export interface OrderingApp extends TestApp {
  /** Token 2 headers of the demo provider and of the other provider. */
  staff: Record<string, string>;
  otherStaff: Record<string, string>;
  /** /ordering/accounts/{demo provider}/shops/{demo shop} */
  shopPath: string;
  /** /v2/order-payment/providers/{demo provider}/orders */
  paymentsPath: string;
}

/** The real app with both demo shops seeded (menu, QR codes, delivery, a few days of invoices). */
export async function createOrderingApp(options: TestAppOptions = {}): Promise<OrderingApp> {
  const t = await createTestApp(options);
  try {
    // One transaction, as the demo seed runs it: on PostgreSQL, row by row autocommits would take seconds.
    await t.db.transaction().execute(async (trx) => {
      await seedDemoOperations(trx, t.demo.demo);
      await seedOtherShopOperations(trx, t.demo.other);
    });
    const [demo, other] = await Promise.all([t.tokensFor(DEMO_EMAIL), t.tokensFor(OTHER_EMAIL)]);
    const { providerId, shopId } = t.demo.demo;
    return {
      ...t,
      staff: bearer(demo.accountToken),
      otherStaff: bearer(other.accountToken),
      shopPath: `/ordering/accounts/${providerId}/shops/${shopId}`,
      paymentsPath: `/v2/order-payment/providers/${providerId}/orders`,
    };
  } catch (err) {
    await t.close();
    throw err;
  }
}

export async function menuOf(t: TestApp, code: string): Promise<PublicMenu> {
  const res = await t.app.inject({ url: `/public/qrcodes/${code}/menu` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export function itemNamed(menu: PublicMenu, name: string): MenuItem & { categoryId: number } {
  for (const category of menu.categories) {
    const item = category.items.find((entry) => entry.name === name);
    if (item) return { ...item, categoryId: category.id };
  }
  throw new Error(`No item ${name} in the menu`);
}

export function optionNamed(menu: PublicMenu, categoryId: number, name: string) {
  const category = menu.categories.find((entry) => entry.id === categoryId);
  const option = category?.optionGroups.flatMap((group) => group.options).find((entry) => entry.name === name);
  if (!option) throw new Error(`No option ${name} in category ${categoryId}`);
  return option;
}

export const customer = { name: 'Cliente Teste', mobile: '5511912345678' };

export function postOrder(
  t: TestApp,
  code: string,
  body: Partial<PlaceOrderBody> & Pick<PlaceOrderBody, 'items'>,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/public/qrcodes/${code}/orders`,
    headers: { 'idempotency-key': key },
    payload: { type: 0, customer, ...body },
  });
}

/** Places an order that must succeed and returns what the server answered. */
export async function placed(
  t: TestApp,
  code: string,
  body: Partial<PlaceOrderBody> & Pick<PlaceOrderBody, 'items'>,
): Promise<PlaceOrderResult> {
  const res = await postOrder(t, code, body);
  expect(res.json()).toEqual(expect.objectContaining({ orderId: expect.any(Number) }));
  expect(res.statusCode).toBe(201);
  return res.json();
}

/**
 * Pays online the way a customer does: starts the charge, then waits for the sandbox provider's signed
 * confirmation to have been handled.
 */
export async function paidOnline(t: TestApp, invoiceId: number, accessToken: string): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: `/public/invoices/${invoiceId}/online-payment`, payload: { accessToken } });
  expect(res.statusCode).toBe(202);
  await t.app.payments.settled();
}

/** Staff inform an order payment as paid with this operator code (`POST …/payment-operator`). */
export const informPaymentAs = (t: OrderingApp, paymentId: number, paymentMethod: number) =>
  t.app.inject({
    method: 'POST',
    url: `${t.paymentsPath}/${paymentId}/payment-operator`,
    headers: t.staff,
    payload: { paymentMethod, gateway: 0, data: null },
  });

/** Every row a live operation may change, to prove a refused request changed nothing. */
export async function operationsState(t: TestApp) {
  const [invoices, orders, payments, items] = await Promise.all([
    t.db.selectFrom('invoices').selectAll().orderBy('id').execute(),
    t.db.selectFrom('orders').selectAll().orderBy('id').execute(),
    t.db.selectFrom('order_payments').selectAll().orderBy('id').execute(),
    t.db.selectFrom('order_items').selectAll().orderBy('id').execute(),
  ]);
  return { invoices, orders, payments, items };
}
