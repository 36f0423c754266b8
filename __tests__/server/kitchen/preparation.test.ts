import type { LiveRecordEvent } from '@contract/live';
import type { Order } from '@contract/ordering';
import { seedDemoOperations } from '@server/seeds/demo-operations';
import { createOrderingApp, itemNamed, menuOf, operationsState, placed, type OrderingApp } from '../ordering/ordering-fixture';
import { liveOutcome, openLive, type LiveClient } from '../support/live-client';
import { createTwoInstances } from '../support/two-instances';

let t: OrderingApp;
let url: string;
let burgerId: number;
let drinkId: number;
let kitchenId: number;
let barId: number;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await createOrderingApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const menu = await menuOf(t, 'mesa-1');
  const burger = itemNamed(menu, 'X-Salada');
  const drink = itemNamed(menu, 'Coca-Cola lata');
  [burgerId, drinkId] = [burger.id, drink.id];
  const station = async (name: string, categoryIds: number[]) =>
    (await t.app.inject({ method: 'POST', url: `${t.shopPath}/stations`, headers: t.staff, payload: { name, categoryIds } })).json().id as number;
  kitchenId = await station('Cozinha', [burger.categoryId]);
  barId = await station('Bar', [drink.categoryId]);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await t.db.deleteFrom('kitchen_settings').execute();
});
afterAll(() => t.close());

const orderPath = (orderId: number, shopPath = t.shopPath) => `${shopPath}/orders/${orderId}`;
const tick = (orderId: number, itemId: number, headers = t.staff) =>
  t.app.inject({ method: 'PUT', url: `${orderPath(orderId)}/items/${itemId}/prepared`, headers });
const untick = (orderId: number, itemId: number, headers = t.staff) =>
  t.app.inject({ method: 'DELETE', url: `${orderPath(orderId)}/items/${itemId}/prepared`, headers });
const bump = (orderId: number, stationId: number | null, headers = t.staff) =>
  t.app.inject({ method: 'PUT', url: `${orderPath(orderId)}/prepared`, headers, payload: { stationId } });
const orderOf = async (orderId: number): Promise<Order> => (await t.app.inject({ url: orderPath(orderId), headers: t.staff })).json();

/** A burger for the kitchen and two drinks for the bar, approved (no prepayment at mesa-1). */
async function burgerAndDrink(): Promise<Order> {
  const { orderId } = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }, { itemId: drinkId, quantity: 2 }] });
  return orderOf(orderId);
}
const lineOf = (order: Order, itemId: number) => order.items.find((item) => item.itemId === itemId) as Order['items'][number];

/** A staff screen in the demo shop's room, keeping the order events it hears. */
async function orderScreen(): Promise<LiveRecordEvent<string>[]> {
  const socket = openLive(url, (await t.tokensFor('demo@exemplo.com.br')).accountToken);
  sockets.push(socket);
  expect(await liveOutcome(socket)).toBe('connected');
  expect(await socket.emitWithAck('account', { shopId: t.demo.demo.shopId })).toEqual({ ok: true });
  const heard: LiveRecordEvent<string>[] = [];
  socket.on('order', (payload) => heard.push(payload));
  return heard;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('an item ticked in the kitchen', () => {
  it('is done with who and when, every screen hears it, and a second tap undoes it', async () => {
    const order = await burgerAndDrink();
    const heard = await orderScreen();
    const before = new Date().toISOString();

    const ticked = await tick(order.id, lineOf(order, burgerId).id);
    expect(ticked.statusCode).toBe(200);
    const burger = lineOf(ticked.json(), burgerId);
    expect(burger).toEqual(expect.objectContaining({ preparedBy: 'Ana', stationId: kitchenId }));
    expect(burger.preparedAt! >= before).toBe(true);
    expect(lineOf(ticked.json(), drinkId)).toEqual(expect.objectContaining({ preparedAt: null, preparedBy: null, stationId: barId }));
    expect(await orderOf(order.id)).toEqual(ticked.json());
    expect(ticked.json().status).toBe('authorized');

    const undone = await untick(order.id, lineOf(order, burgerId).id);
    expect(lineOf(undone.json(), burgerId)).toEqual(expect.objectContaining({ preparedAt: null, preparedBy: null }));
    await settle();
    expect(heard).toEqual([
      { event: 'prepared', id: order.id, by: 'Ana' },
      { event: 'prepared', id: order.id, by: 'Ana' },
    ]);
  });

  it('keeps who ticked it first when ticked again, and bumping one station leaves the other', async () => {
    const order = await burgerAndDrink();
    const first = lineOf((await tick(order.id, lineOf(order, drinkId).id)).json(), drinkId);
    expect(lineOf((await tick(order.id, lineOf(order, drinkId).id)).json(), drinkId)).toEqual(first);
    const bumped = (await bump(order.id, kitchenId)).json();
    expect(lineOf(bumped, burgerId).preparedAt).not.toBeNull();
    expect(lineOf(bumped, drinkId)).toEqual(first);
  });
});

describe('the order, when every item is done at every station', () => {
  it("is completed through the order's transitions, as if someone tapped Pronto, and the screens hear it", async () => {
    const order = await burgerAndDrink();
    const heard = await orderScreen();
    const bar = await bump(order.id, barId);
    expect(bar.json().status).toBe('authorized');
    const kitchen = await bump(order.id, kitchenId);
    expect(kitchen.statusCode).toBe(200);
    expect(kitchen.json()).toEqual(expect.objectContaining({ status: 'completed', startedAt: expect.any(String), completedAt: expect.any(String) }));
    expect((await orderOf(order.id)).status).toBe('completed');
    await settle();
    expect(heard.map((event) => event.event)).toEqual(['prepared', 'prepared', 'started', 'completed']);
  });

  it('stays in preparation when the shop turned auto-complete off, until the bump of Expedição', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `${t.shopPath}/kitchen/settings`,
      headers: t.staff,
      payload: { autoComplete: false, ticketsFrom: 'approved', boardMinutes: 5, amberAfterMin: 10, redAfterMin: 20 },
    });
    const order = await burgerAndDrink();
    expect((await t.app.inject({ method: 'PUT', url: `${orderPath(order.id)}/started`, headers: t.staff })).statusCode).toBe(200);
    await bump(order.id, barId);
    const allDone = await bump(order.id, kitchenId);
    expect(allDone.json().status).toBe('started');
    expect(allDone.json().items.every((item: Order['items'][number]) => item.preparedAt !== null)).toBe(true);

    const expedition = await bump(order.id, null);
    expect(expedition.json().status).toBe('completed');
  });
});

describe('a tick the rules refuse', () => {
  it('changes nothing on a canceled or completed order, and says why', async () => {
    const canceled = await burgerAndDrink();
    await t.app.inject({ method: 'PUT', url: `${orderPath(canceled.id)}/canceled`, headers: t.staff });
    const completed = await burgerAndDrink();
    await bump(completed.id, null);
    const before = await operationsState(t);

    const onCanceled = await tick(canceled.id, canceled.items[0].id);
    expect(onCanceled.statusCode).toBe(409);
    expect(onCanceled.json()).toMatchObject({ code: 'order_canceled', message: 'O pedido foi cancelado.' });
    const undoCompleted = await untick(completed.id, completed.items[0].id);
    expect(undoCompleted.statusCode).toBe(409);
    expect(undoCompleted.json()).toMatchObject({ code: 'order_completed' });
    expect(await operationsState(t)).toEqual(before);
  });

  it("finds no item of another order, no station of another shop, and no order with another account's token", async () => {
    const order = await burgerAndDrink();
    const other = await burgerAndDrink();
    const before = await operationsState(t);
    expect((await tick(order.id, other.items[0].id)).statusCode).toBe(404);
    expect((await bump(order.id, 999_999)).json()).toMatchObject({ message: 'Estação não encontrada.' });
    expect((await tick(order.id, order.items[0].id, t.otherStaff)).statusCode).toBe(404);
    expect((await bump(order.id, null, t.otherStaff)).statusCode).toBe(404);
    const { providerId, shopId } = t.demo.other;
    const throughOtherShop = await t.app.inject({
      method: 'PUT',
      url: `${orderPath(order.id, `/ordering/accounts/${providerId}/shops/${shopId}`)}/prepared`,
      headers: t.otherStaff,
      payload: { stationId: null },
    });
    expect(throughOtherShop.statusCode).toBe(404);
    for (const payload of [{}, { stationId: 'bar' }, { stationId: kitchenId, all: true }]) {
      expect((await t.app.inject({ method: 'PUT', url: `${orderPath(order.id)}/prepared`, headers: t.staff, payload })).statusCode).toBe(400);
    }
    expect(await operationsState(t)).toEqual(before);
  });
});

describe('two instances on one database', () => {
  it('tick the last two items at once, and the order is completed exactly once', async () => {
    const instances = await createTwoInstances();
    try {
      await instances.a.db.transaction().execute((trx) => seedDemoOperations(trx, instances.demo.demo));
      const { shopId, providerId, userId } = instances.demo.demo;
      const headers = { authorization: `Bearer ${await instances.a.tokens.issueAccountToken({ userId, providerId })}` };
      const shopPath = `/ordering/accounts/${providerId}/shops/${shopId}`;
      const menu = (await instances.a.inject({ url: '/public/qrcodes/mesa-1/menu' })).json();
      const itemIds = ['X-Salada', 'Coca-Cola lata'].map((name) => itemNamed(menu, name).id);
      const placedOrder = await instances.a.inject({
        method: 'POST',
        url: '/public/qrcodes/mesa-1/orders',
        headers: { 'idempotency-key': `kitchen-${Date.now()}` },
        payload: { type: 0, customer: { name: 'Cliente' }, items: itemIds.map((itemId) => ({ itemId, quantity: 1 })) },
      });
      const { orderId } = placedOrder.json();
      const order: Order = (await instances.a.inject({ url: orderPath(orderId, shopPath), headers })).json();

      const [onA, onB] = await Promise.all(
        [instances.a, instances.b].map((app, index) =>
          app.inject({ method: 'PUT', url: `${orderPath(orderId, shopPath)}/items/${order.items[index].id}/prepared`, headers }),
        ),
      );
      expect([onA.statusCode, onB.statusCode]).toEqual([200, 200]);
      expect([onA.json().status, onB.json().status].sort()).toEqual(['authorized', 'completed']);
      const final: Order = (await instances.b.inject({ url: orderPath(orderId, shopPath), headers })).json();
      expect(final.status).toBe('completed');
      expect(final.items.every((item) => item.preparedAt !== null)).toBe(true);
    } finally {
      await instances.close();
    }
  });
});
