import type { OrderPayment } from '@contract/order-payments';
import { createOrderingApp, itemNamed, menuOf, operationsState, placed, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let burgerId: number;
let listPath: string;
beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
  listPath = `${t.paymentsPath}/locations/${t.demo.demo.shopId}`;
});
afterAll(() => t.close());

const inform = (id: number, payload: unknown, headers = t.staff, paymentsPath = t.paymentsPath) =>
  t.app.inject({ method: 'POST', url: `${paymentsPath}/${id}/payment-operator`, headers, payload: payload as object });

async function waitingPrepaid(): Promise<{ paymentId: number; invoiceId: number; orderId: number }> {
  const { invoiceId, orderId } = await placed(t, 'balcao-pre', { items: [{ itemId: burgerId, quantity: 1 }] });
  const payment = await t.db.selectFrom('order_payments').select('id').where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
  return { paymentId: payment.id, invoiceId, orderId };
}

describe('GET order payments of a shop', () => {
  it('lists them newest first with a count', async () => {
    const res = await t.app.inject({ url: `${listPath}?applicationType=1&limit=100`, headers: t.staff });
    expect(res.statusCode).toBe(200);
    const { orderPayments, count } = res.json() as { orderPayments: OrderPayment[]; count: number };
    expect(count).toBe(orderPayments.length);
    expect(count).toBeGreaterThanOrEqual(5);
    expect(orderPayments[0]).toEqual({
      id: expect.any(Number),
      status: expect.any(Number),
      createAt: expect.any(String),
      lastUpdate: expect.any(String),
      amount: expect.any(Number),
      ownerId: expect.any(Number),
      invoiceCode: expect.stringMatching(/^\d+$/),
      invoiceLocation: expect.any(String),
      method: orderPayments[0].method,
    });
    // Each names the invoice it settles, as that invoice's own record says.
    const invoice = await t.db.selectFrom('invoices').select(['code', 'location']).where('id', '=', orderPayments[0].ownerId).executeTakeFirstOrThrow();
    expect([orderPayments[0].invoiceCode, orderPayments[0].invoiceLocation]).toEqual([invoice.code, invoice.location]);
    for (const payment of orderPayments) expect([null, 0, 1, 2]).toContain(payment.method);
    const times = orderPayments.map((payment) => payment.createAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by status, in either list form, and by dates', async () => {
    const all = (await t.app.inject({ url: `${listPath}?applicationType=1&limit=100`, headers: t.staff })).json().orderPayments as OrderPayment[];
    const settled = all.filter((payment) => payment.status !== 0);
    for (const query of ['status=1,2', 'status=1&status=2']) {
      const res = await t.app.inject({ url: `${listPath}?applicationType=1&limit=100&${query}`, headers: t.staff });
      expect(res.json()).toEqual({ orderPayments: settled, count: settled.length });
    }
    const none = await t.app.inject({ url: `${listPath}?applicationType=1&startDate=2999-01-01&endDate=2999-01-31`, headers: t.staff });
    expect(none.json()).toEqual({ orderPayments: [], count: 0 });
  });

  it.each([
    [''],
    ['applicationType=2'],
    ['applicationType=1&limit=101'],
    ['applicationType=1&status=3'],
    ['applicationType=1&startDate=2024-02-30'],
    ['applicationType=1&startDate=2024-03-02&endDate=2024-03-01'],
  ])('refuses ?%s with 400', async (query) => {
    expect((await t.app.inject({ url: `${listPath}?${query}`, headers: t.staff })).statusCode).toBe(400);
  });

  it("answers 404 for another provider's shop", async () => {
    const foreign = `${t.paymentsPath}/locations/${t.demo.other.shopId}?applicationType=1`;
    expect((await t.app.inject({ url: foreign, headers: t.staff })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${listPath}?applicationType=1`, headers: t.otherStaff })).statusCode).toBe(404);
  });
});

describe('GET one order payment', () => {
  it('answers the payment by id with applicationType=1', async () => {
    const { paymentId, invoiceId } = await waitingPrepaid();
    const res = await t.app.inject({ url: `${t.paymentsPath}/${paymentId}?applicationType=1`, headers: t.staff });
    expect(res.json()).toEqual({
      id: paymentId,
      status: 0,
      createAt: expect.any(String),
      lastUpdate: expect.any(String),
      amount: 24.9,
      ownerId: invoiceId,
      invoiceCode: expect.any(String),
      invoiceLocation: expect.any(String),
      method: null,
    });
    expect((await t.app.inject({ url: `${t.paymentsPath}/${paymentId}`, headers: t.staff })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${t.paymentsPath}/999999?applicationType=1`, headers: t.staff })).statusCode).toBe(404);
  });

  it("answers another provider's payment exactly as a missing one, whichever path is used", async () => {
    const { paymentId } = await waitingPrepaid();
    const otherPath = `/v2/order-payment/providers/${t.demo.other.providerId}/orders`;
    const missing = await t.app.inject({ url: `${otherPath}/999999?applicationType=1`, headers: t.otherStaff });
    expect(missing.statusCode).toBe(404);
    for (const url of [`${otherPath}/${paymentId}?applicationType=1`, `${t.paymentsPath}/${paymentId}?applicationType=1`]) {
      const foreign = await t.app.inject({ url, headers: t.otherStaff });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    }
  });
});

describe('POST payment-operator', () => {
  it('completes a waiting payment with the method; a second time is a 409 that changes nothing', async () => {
    const { paymentId } = await waitingPrepaid();
    const res = await inform(paymentId, { paymentMethod: 0, gateway: 0, data: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: paymentId, status: 1, method: 0 });
    const before = await operationsState(t);
    const again = await inform(paymentId, { paymentMethod: 1, gateway: 0, data: null });
    expect(again.statusCode).toBe(409);
    expect(await operationsState(t)).toEqual(before);
  });

  it('closes a prepaid invoice and authorizes its order', async () => {
    const { paymentId, invoiceId, orderId } = await waitingPrepaid();
    await inform(paymentId, { paymentMethod: 1, gateway: 0, data: null });
    const invoice = (await t.app.inject({ url: `${t.shopPath}/invoices/${invoiceId}`, headers: t.staff })).json();
    expect(invoice).toMatchObject({ status: 'closed', paymentMethod: 'creditCard', closedAt: expect.any(String) });
    expect(invoice.orders).toEqual([expect.objectContaining({ id: orderId, status: 'authorized' })]);
  });

  it('keeps a pay-later invoice closing until staff closes it, keeping the method the customer chose', async () => {
    const order = await placed(t, 'mesa-2', { items: [{ itemId: burgerId, quantity: 1 }] });
    await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${order.invoiceId}/closing`,
      payload: { accessToken: order.accessToken, paymentMethod: 'cash', paidWith: 30 },
    });
    const payment = await t.db.selectFrom('order_payments').select('id').where('invoice_id', '=', order.invoiceId).executeTakeFirstOrThrow();
    expect((await inform(payment.id, { paymentMethod: 0, gateway: 0, data: null })).statusCode).toBe(200);
    const invoice = (await t.app.inject({ url: `${t.shopPath}/invoices/${order.invoiceId}`, headers: t.staff })).json();
    expect(invoice).toMatchObject({ status: 'closing', paymentMethod: 'cash', change: 5.1 });
  });

  it.each([
    [{ paymentMethod: 5, gateway: 0, data: null }],
    [{ paymentMethod: 0, gateway: 1, data: null }],
    [{ paymentMethod: 0, gateway: 0 }],
    [{ paymentMethod: 'money', gateway: 0, data: null }],
    [{}],
  ])('refuses the body %j with 400 and changes nothing', async (payload) => {
    const { paymentId } = await waitingPrepaid();
    const before = await operationsState(t);
    expect((await inform(paymentId, payload)).statusCode).toBe(400);
    expect(await operationsState(t)).toEqual(before);
  });

  it("answers 404 for another provider's payment and changes nothing", async () => {
    const { paymentId } = await waitingPrepaid();
    const before = await operationsState(t);
    const otherPath = `/v2/order-payment/providers/${t.demo.other.providerId}/orders`;
    const body = { paymentMethod: 0, gateway: 0, data: null };
    expect((await inform(paymentId, body, t.otherStaff, otherPath)).statusCode).toBe(404);
    expect((await inform(paymentId, body, t.otherStaff)).statusCode).toBe(404);
    expect((await inform(paymentId, body, t.staff, otherPath)).statusCode).toBe(404);
    expect(await operationsState(t)).toEqual(before);
  });
});
