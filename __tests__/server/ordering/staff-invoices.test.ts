import type { Invoice, Summary } from '@contract/ordering';
import { createOrderingApp, itemNamed, menuOf, operationsState, placed, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let burgerId: number;
beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ url: `${t.shopPath}/invoices?limit=100&${query}`, headers: t.staff });
  expect(res.statusCode).toBe(200);
  return res.json() as { invoices: Invoice[]; count: number };
};
const close = (id: number, headers = t.staff) =>
  t.app.inject({ method: 'PUT', url: `${t.shopPath}/invoices/${id}/closed`, headers });

describe('GET invoices', () => {
  it("lists the shop's seeded invoices newest first, without orders", async () => {
    const { invoices, count } = await list();
    expect(count).toBe(invoices.length);
    expect(invoices.length).toBeGreaterThanOrEqual(7);
    expect(invoices.every((invoice) => invoice.shopId === t.demo.demo.shopId)).toBe(true);
    expect(invoices.every((invoice) => invoice.orders === undefined)).toBe(true);
    const times = invoices.map((invoice) => invoice.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(new Set(['open', 'closing', 'closed', 'canceled']));
  });

  it('filters by status and by payment method, as lists in either form', async () => {
    const { invoices: all } = await list();
    const openOrClosing = all.filter((invoice) => invoice.status === 'open' || invoice.status === 'closing');
    expect((await list('status=open,closing')).invoices).toEqual(openOrClosing);
    expect((await list('status=open&status=closing')).invoices).toEqual(openOrClosing);
    const cards = all.filter((invoice) => invoice.paymentMethod === 'creditCard' || invoice.paymentMethod === 'debitCard');
    expect(cards.length).toBeGreaterThan(0);
    expect((await list('paymentMethods=creditCard,debitCard')).invoices).toEqual(cards);
    const closedCards = cards.filter((invoice) => invoice.status === 'closed');
    expect((await list('paymentMethods=creditCard,debitCard&status=closed')).invoices).toEqual(closedCards);
  });

  it('filters by day and pages with a total count', async () => {
    const { invoices: all } = await list();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const sameDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso)) === today;
    expect((await list(`from=${today}&until=${today}`)).invoices).toEqual(all.filter((invoice) => sameDay(invoice.createdAt)));
    const page = (await t.app.inject({ url: `${t.shopPath}/invoices?offset=1&limit=2`, headers: t.staff })).json();
    expect(page).toEqual({ invoices: all.slice(1, 3), count: all.length });
    const defaults = (await t.app.inject({ url: `${t.shopPath}/invoices`, headers: t.staff })).json();
    expect(defaults.invoices.length).toBe(Math.min(20, all.length));
  });

  it.each([['limit=101'], ['offset=x'], ['status=pending'], ['paymentMethods=boleto'], ['from=2024-2-1'], ['until=2024-04-31']])(
    'refuses ?%s with 400',
    async (query) => {
      expect((await t.app.inject({ url: `${t.shopPath}/invoices?${query}`, headers: t.staff })).statusCode).toBe(400);
    },
  );

  it('gets one invoice with its orders, items and options', async () => {
    const seeded = (await list('status=closed&paymentMethods=creditCard')).invoices[0];
    const res = await t.app.inject({ url: `${t.shopPath}/invoices/${seeded.id}`, headers: t.staff });
    const invoice = res.json() as Invoice;
    expect(invoice).toMatchObject({ ...seeded, orders: expect.any(Array) });
    expect(invoice.orders?.map((order) => order.status)).toEqual(['completed', 'canceled', 'completed']);
    const standing = invoice.orders?.filter((order) => order.status !== 'canceled') ?? [];
    const sum = standing.reduce((total, order) => total + Math.round(order.total * 100), 0);
    expect(Math.round(invoice.total * 100)).toBe(sum);
    for (const order of invoice.orders ?? []) {
      const lines = order.items.reduce((total, item) => total + Math.round(item.total * 100), 0);
      expect(Math.round(order.total * 100)).toBe(lines);
    }
    expect((await t.app.inject({ url: `${t.shopPath}/invoices/999999`, headers: t.staff })).statusCode).toBe(404);
  });
});

describe('PUT invoices/:id/closed', () => {
  it('closes an open pay-later invoice without payments', async () => {
    const { invoiceId } = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }] });
    const res = await close(invoiceId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invoiceId, status: 'closed', closedAt: expect.any(String), orders: [{ status: 'authorized' }] });
  });

  it('refuses with 409 while a payment waits for a method other than online, changing nothing', async () => {
    const order = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }] });
    await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${order.invoiceId}/closing`,
      payload: { accessToken: order.accessToken, paymentMethod: 'debitCard' },
    });
    const before = await operationsState(t);
    const res = await close(order.invoiceId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: 'Informe o pagamento pendente antes de encerrar a comanda.' });
    expect(await operationsState(t)).toEqual(before);
  });

  it('closes a prepaid invoice the customer chose to pay online, completing the payment and authorizing the order', async () => {
    const order = await placed(t, 'balcao-pre', { items: [{ itemId: burgerId, quantity: 1 }] });
    await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${order.invoiceId}/closing`,
      payload: { accessToken: order.accessToken, paymentMethod: 'online' },
    });
    const res = await close(order.invoiceId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed', orders: [{ status: 'authorized', authorizedAt: expect.any(String) }] });
    const payment = await t.db.selectFrom('order_payments').selectAll().where('invoice_id', '=', order.invoiceId).executeTakeFirstOrThrow();
    expect(payment.status).toBe(1);
  });

  it('refuses a canceled invoice with 409', async () => {
    const { invoices } = await list('status=canceled');
    const before = await operationsState(t);
    expect((await close(invoices[0].id)).statusCode).toBe(409);
    expect(await operationsState(t)).toEqual(before);
  });

  it("answers 404 for another provider's invoice and changes nothing", async () => {
    const otherMenu = await menuOf(t, 'outro-mesa-1');
    const foreign = await placed(t, 'outro-mesa-1', { items: [{ itemId: otherMenu.categories[0].items[0].id, quantity: 1 }] });
    const before = await operationsState(t);
    expect((await close(foreign.invoiceId)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${t.shopPath}/invoices/${foreign.invoiceId}`, headers: t.staff })).statusCode).toBe(404);
    const { invoices } = await list();
    expect((await close(invoices[0].id, t.otherStaff)).statusCode).toBe(404);
    expect(await operationsState(t)).toEqual(before);
  });
});

describe('GET /ordering/summary', () => {
  const summary = (query: string, headers = t.staff) => t.app.inject({ url: `/ordering/summary?${query}`, headers });
  const ids = () => `accountId=${t.demo.demo.providerId}&shopId=${t.demo.demo.shopId}`;

  it('counts orders by status and sums invoices by payment method', async () => {
    const res = await summary(ids());
    expect(res.statusCode).toBe(200);
    const body = res.json() as Summary;
    const orders = await t.db.selectFrom('orders').select('status').where('location_id', '=', t.demo.demo.shopId).execute();
    for (const status of ['open', 'authorized', 'started', 'completed', 'canceled'] as const) {
      expect(body.orders[status]).toBe(orders.filter((order) => order.status === status).length);
    }
    const invoices = await t.db
      .selectFrom('invoices')
      .select(['payment_method', 'total_cents'])
      .where('location_id', '=', t.demo.demo.shopId)
      .where('status', '!=', 'canceled')
      .execute();
    const credit = body.invoices.find((entry) => entry.paymentMethod === 'creditCard');
    const creditRows = invoices.filter((invoice) => invoice.payment_method === 'creditCard');
    expect(credit).toEqual({
      paymentMethod: 'creditCard',
      count: creditRows.length,
      total: creditRows.reduce((sum, invoice) => sum + invoice.total_cents, 0) / 100,
    });
    expect(body.invoices.reduce((sum, entry) => sum + entry.count, 0)).toBe(invoices.length);
  });

  it('keeps to the period asked', async () => {
    const body = (await summary(`${ids()}&from=2999-01-01&until=2999-01-02`)).json();
    expect(body).toEqual({ orders: { open: 0, authorized: 0, started: 0, completed: 0, canceled: 0 }, invoices: [] });
  });

  it.each([['shopId=x'], ['from=ontem'], ['']])('refuses bad input (%s) with 400', async (bad) => {
    const query = bad === '' ? `accountId=${t.demo.demo.providerId}` : `${ids()}&${bad}`;
    expect((await summary(query)).statusCode).toBe(400);
  });

  it("answers 404 for another provider's shop", async () => {
    expect((await summary(`accountId=${t.demo.demo.providerId}&shopId=${t.demo.other.shopId}`)).statusCode).toBe(404);
    expect((await summary(ids(), t.otherStaff)).statusCode).toBe(404);
  });
});
