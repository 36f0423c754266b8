import type { Order } from '@contract/ordering';
import { createOrderingApp, itemNamed, menuOf, operationsState, placed, postOrder, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let burgerId: number;
beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
});
afterAll(() => t.close());

const act = (orderId: number, action: 'started' | 'completed' | 'canceled', headers = t.staff, shopPath = t.shopPath) =>
  t.app.inject({ method: 'PUT', url: `${shopPath}/orders/${orderId}/${action}`, headers });

const newOrder = (code = 'mesa-1', quantity = 1) => placed(t, code, { items: [{ itemId: burgerId, quantity }] });

async function orderIn(status: 'authorized' | 'started' | 'completed' | 'canceled'): Promise<number> {
  const { orderId } = await newOrder();
  const steps = { authorized: [], started: ['started'], completed: ['started', 'completed'], canceled: ['canceled'] } as const;
  for (const step of steps[status]) expect((await act(orderId, step)).statusCode).toBe(200);
  return orderId;
}

describe('GET orders', () => {
  it('lists the shop orders newest first with items and a count', async () => {
    const res = await t.app.inject({ url: `${t.shopPath}/orders?limit=3`, headers: t.staff });
    expect(res.statusCode).toBe(200);
    const { orders, count } = res.json() as { orders: Order[]; count: number };
    expect(orders).toHaveLength(3);
    expect(count).toBeGreaterThanOrEqual(9);
    const times = orders.map((order) => order.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(orders[0]).toEqual(
      expect.objectContaining({ items: expect.any(Array), locations: [expect.any(String)], total: expect.any(Number) }),
    );
  });

  it('lists them oldest first with sort=oldest, paging through the same rows the other way round', async () => {
    const all = (await t.app.inject({ url: `${t.shopPath}/orders?limit=100`, headers: t.staff })).json();
    const oldest = (await t.app.inject({ url: `${t.shopPath}/orders?sort=oldest&limit=100`, headers: t.staff })).json();
    expect(oldest.orders.map((order: Order) => order.id)).toEqual([...all.orders].reverse().map((order: Order) => order.id));
    expect(oldest.count).toBe(all.count);
    const second = (await t.app.inject({ url: `${t.shopPath}/orders?sort=oldest&offset=2&limit=2`, headers: t.staff })).json();
    expect(second.orders.map((order: Order) => order.id)).toEqual(oldest.orders.slice(2, 4).map((order: Order) => order.id));
  });

  it('refuses a sort it does not know', async () => {
    const res = await t.app.inject({ url: `${t.shopPath}/orders?sort=cheapest`, headers: t.staff });
    expect(res.statusCode).toBe(400);
  });

  it('filters by status (repeated or comma-separated) and pages', async () => {
    const all = (await t.app.inject({ url: `${t.shopPath}/orders?limit=100`, headers: t.staff })).json();
    const comma = (await t.app.inject({ url: `${t.shopPath}/orders?status=authorized,started&limit=100`, headers: t.staff })).json();
    const repeated = (await t.app.inject({ url: `${t.shopPath}/orders?status=authorized&status=started&limit=100`, headers: t.staff })).json();
    const expected = all.orders.filter((order: Order) => order.status === 'authorized' || order.status === 'started');
    expect(comma).toEqual({ orders: expected, count: expected.length });
    expect(repeated).toEqual(comma);

    const page = (await t.app.inject({ url: `${t.shopPath}/orders?offset=2&limit=2`, headers: t.staff })).json();
    expect(page.orders.map((order: Order) => order.id)).toEqual(all.orders.slice(2, 4).map((order: Order) => order.id));
    expect(page.count).toBe(all.count);
  });

  it('filters by shop days', async () => {
    const old = await t.db.selectFrom('orders').select(['id', 'created_at']).orderBy('created_at').executeTakeFirstOrThrow();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(old.created_at));
    const res = (await t.app.inject({ url: `${t.shopPath}/orders?from=${day}&until=${day}&limit=100`, headers: t.staff })).json();
    expect(res.orders.map((order: Order) => order.id)).toContain(old.id);
    for (const order of res.orders) {
      expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(order.createdAt))).toBe(day);
    }
    const future = (await t.app.inject({ url: `${t.shopPath}/orders?from=2999-01-01`, headers: t.staff })).json();
    expect(future).toEqual({ orders: [], count: 0 });
  });

  it.each([
    ['limit=101'],
    ['limit=0'],
    ['offset=-1'],
    ['limit=dez'],
    ['status=preparing'],
    ['status=started,done'],
    ['from=2024-02-30'],
    ['until=01/05/2024'],
    ['from=2024-05-02&until=2024-05-01'],
  ])('refuses ?%s with 400', async (query) => {
    const res = await t.app.inject({ url: `${t.shopPath}/orders?${query}`, headers: t.staff });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
  });

  it('gets one order, 404 for an unknown id or a non-numeric one 400', async () => {
    const { orderId, invoiceId } = await newOrder();
    const res = await t.app.inject({ url: `${t.shopPath}/orders/${orderId}`, headers: t.staff });
    expect(res.json()).toMatchObject({ id: orderId, invoiceId, status: 'authorized', code: expect.any(String), type: 0 });
    expect((await t.app.inject({ url: `${t.shopPath}/orders/999999`, headers: t.staff })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${t.shopPath}/orders/um`, headers: t.staff })).statusCode).toBe(400);
  });
});

describe('order transitions', () => {
  it('moves authorized → started → completed, stamping each time', async () => {
    const { orderId } = await newOrder();
    const started = await act(orderId, 'started');
    expect(started.json()).toMatchObject({ status: 'started', startedAt: expect.any(String), completedAt: null });
    const completed = await act(orderId, 'completed');
    expect(completed.json()).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
  });

  it.each([
    ['start', 'started', 'started'],
    ['start', 'completed', 'started'],
    ['start', 'canceled', 'started'],
    ['complete', 'authorized', 'completed'],
    ['complete', 'completed', 'completed'],
    ['complete', 'canceled', 'completed'],
    ['cancel', 'completed', 'canceled'],
    ['cancel', 'canceled', 'canceled'],
  ] as const)('refuses to %s a %s order with 409 and changes nothing', async (_verb, from, action) => {
    const orderId = await orderIn(from);
    const before = await operationsState(t);
    const res = await act(orderId, action);
    expect(res.statusCode).toBe(409);
    // The code names where the order stands now, for the app to word ('…já foi concluído por outra pessoa.').
    expect(res.json()).toEqual({ error: 'conflict', message: expect.any(String), code: `order_${from}` });
    expect(await operationsState(t)).toEqual(before);
  });

  it('refuses to start an open prepaid order, waiting for its payment', async () => {
    const { orderId } = await newOrder('balcao-pre');
    expect((await act(orderId, 'started')).statusCode).toBe(409);
  });

  it('refuses to cancel an order of a closed invoice', async () => {
    const { orderId, invoiceId } = await newOrder();
    await t.app.inject({ method: 'PUT', url: `${t.shopPath}/invoices/${invoiceId}/closed`, headers: t.staff });
    const before = await operationsState(t);
    const res = await act(orderId, 'canceled');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(expect.objectContaining({ code: 'invoice_finished' }));
    expect(await operationsState(t)).toEqual(before);
  });

  it('takes a canceled order out of the invoice total', async () => {
    const first = await newOrder('mesa-2', 1);
    const second = await placed(t, 'mesa-2', {
      items: [{ itemId: burgerId, quantity: 2 }],
      invoiceId: first.invoiceId,
      accessToken: first.accessToken,
    });
    const invoiceTotal = async () =>
      (await t.app.inject({ url: `${t.shopPath}/invoices/${first.invoiceId}`, headers: t.staff })).json().total;
    expect(await invoiceTotal()).toBe(74.7);
    expect((await act(second.orderId, 'canceled')).json()).toMatchObject({ status: 'canceled', canceledAt: expect.any(String) });
    expect(await invoiceTotal()).toBe(24.9);
  });

  it('canceling the order of a prepaid invoice cancels the invoice and its waiting payment', async () => {
    const { orderId, invoiceId } = await newOrder('balcao-pre');
    expect((await act(orderId, 'canceled')).statusCode).toBe(200);
    const invoice = (await t.app.inject({ url: `${t.shopPath}/invoices/${invoiceId}`, headers: t.staff })).json();
    expect(invoice).toMatchObject({ status: 'canceled', canceledAt: expect.any(String), total: 0 });
    const payment = await t.db.selectFrom('order_payments').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 2, amount_cents: 0 });
  });

  it('canceling the last order of an open pay-later comanda cancels it: it leaves the open list and Resumo', async () => {
    const report = async () => (await t.app.inject({ url: `${t.shopPath}/day-report`, headers: t.staff })).json();
    const openIds = async () =>
      ((await t.app.inject({ url: `${t.shopPath}/invoices?status=open,closing&limit=100`, headers: t.staff })).json().invoices as {
        id: number;
      }[]).map((invoice) => invoice.id);
    const before = await report();
    const first = await newOrder('mesa-3', 1);
    const second = await placed(t, 'mesa-3', {
      items: [{ itemId: burgerId, quantity: 2 }],
      invoiceId: first.invoiceId,
      accessToken: first.accessToken,
    });
    expect((await report()).openInvoices).toBe(before.openInvoices + 1);

    expect((await act(first.orderId, 'canceled')).statusCode).toBe(200);
    const invoiceOf = async () => (await t.app.inject({ url: `${t.shopPath}/invoices/${first.invoiceId}`, headers: t.staff })).json();
    // One order still stands: the comanda stays open for it.
    expect(await invoiceOf()).toMatchObject({ status: 'open', canceledAt: null, total: 49.8 });

    expect((await act(second.orderId, 'canceled')).statusCode).toBe(200);
    expect(await invoiceOf()).toMatchObject({ status: 'canceled', canceledAt: expect.any(String), total: 0 });
    expect(await openIds()).not.toContain(first.invoiceId);
    const after = await report();
    expect(after.openInvoices).toBe(before.openInvoices);
    expect(after.figures).toMatchObject({
      invoices: before.figures.invoices,
      averageTicket: before.figures.averageTicket,
      canceledOrders: before.figures.canceledOrders + 2,
    });
    // The customer who still holds it orders without it.
    const again = await postOrder(t, 'mesa-3', {
      items: [{ itemId: burgerId, quantity: 1 }],
      invoiceId: first.invoiceId,
      accessToken: first.accessToken,
    });
    expect(again.statusCode).toBe(409);
  });

  it('leaves one consistent result when start and cancel race, many times over', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { orderId } = await newOrder();
      const [start, cancel] = await Promise.all([act(orderId, 'started'), act(orderId, 'canceled')]);
      const order = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      // Cancel is allowed after start, so either both succeed in that order, or cancel wins and start is refused.
      expect(cancel.statusCode).toBe(200);
      expect(order.status).toBe('canceled');
      if (start.statusCode === 200) {
        expect(order.started_at).not.toBeNull();
        expect(start.json().status).toBe('started');
      } else {
        expect(start.statusCode).toBe(409);
        expect(order.started_at).toBeNull();
      }
    }
  });

  it('lets exactly one of two identical commands through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const orderId = await orderIn('started');
      const answers = await Promise.all([act(orderId, 'completed'), act(orderId, 'completed')]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    }
  });
});

describe("another provider's ids", () => {
  it('answers 404 and changes nothing', async () => {
    const { orderId } = await newOrder();
    const before = await operationsState(t);
    const { providerId, shopId } = t.demo.other;
    const otherShopPath = `/ordering/accounts/${providerId}/shops/${shopId}`;
    const mixedPath = `/ordering/accounts/${t.demo.demo.providerId}/shops/${shopId}`;

    // The other provider's token on the demo shop, and the demo token on the other shop's path.
    expect((await act(orderId, 'started', t.otherStaff)).statusCode).toBe(404);
    expect((await act(orderId, 'canceled', t.staff, otherShopPath)).statusCode).toBe(404);
    expect((await act(orderId, 'canceled', t.staff, mixedPath)).statusCode).toBe(404);
    // The other provider on its own shop cannot reach the demo order either.
    expect((await act(orderId, 'canceled', t.otherStaff, otherShopPath)).statusCode).toBe(404);
    for (const url of [`${t.shopPath}/orders`, `${t.shopPath}/orders/${orderId}`, `${t.shopPath}/invoices`]) {
      expect((await t.app.inject({ url, headers: t.otherStaff })).statusCode).toBe(404);
    }
    expect(await operationsState(t)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: `${t.shopPath}/orders` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/1/started` })).statusCode).toBe(401);
  });
});
