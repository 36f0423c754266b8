import '../support/native-esm';
import { createECDH, randomBytes } from 'node:crypto';
import * as ece from 'http_ece';
import type { LiveRecordEvent } from '@contract/live';
import type { EscalatedOrderPush } from '@contract/push';
import { atMoment } from '@server/domain/clock';
import { ORDER_ESCALATION_SWEEP_MS, parseSweepMs } from '@server/config';
import { escalationDueOf, minutesUnansweredOf } from '@server/domain/escalation-rules';
import type { PushRequest } from '@server/push/transport';
import { saveSubscription } from '@server/repositories/push-subscriptions';
import { ESCALATION_WINDOW_MS, takeUnansweredOrders } from '@server/repositories/ordering/order-escalation';
import { escalateUnansweredOrders } from '@server/routes/shop/order-escalation';
import { startSession } from '@server/security/sessions';
import { seedDemoOperations } from '@server/seeds/demo-operations';
import type { Db } from '@server/db/database';
import { itemNamed, menuOf, placed, createOrderingApp, type OrderingApp } from './ordering-fixture';
import { liveOutcome, openLive, type LiveClient } from '../support/live-client';
import { fakePushNetwork } from '../support/push-network';
import { createTwoInstances } from '../support/two-instances';

const MINUTE = 60_000;

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

type Device = ReturnType<typeof browserKeys>;

/** A signed-in device of the shop subscribed to push at push.exemplo.test/{name}. */
async function subscribedDevice(db: Db, owner: { shopId: number; userId: number }, name: string): Promise<Device> {
  const device = browserKeys();
  const { sessionId } = await startSession(db, owner.userId, name, 3600);
  expect(await saveSubscription(db, { endpoint: `https://push.exemplo.test/${name}`, keys: device.keys }, { ...owner, sessionId })).toBe('saved');
  return device;
}

const readPush = (push: PushRequest, device: Device) =>
  JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth.toString('base64url') }).toString('utf8')) as unknown;

describe('when an order escalates (rules)', () => {
  it.each([
    ['never set: 3 minutes, not a moment before', undefined, 3 * MINUTE - 1, false],
    ['never set: 3 minutes', undefined, 3 * MINUTE, true],
    ['set to 1 minute', 1, MINUTE, true],
    ['set to 10 minutes, at 9', 10, 9 * MINUTE, false],
    ['set to 10 minutes, at 10', 10, 10 * MINUTE, true],
    ['off', null, 60 * MINUTE, false],
  ])('%s', (_case, minutes, waited, due) => {
    expect(escalationDueOf(1_000_000, minutes, 1_000_000 + waited)).toBe(due);
  });

  it.each([
    ['2026-11-27T10:00:00.000Z', '2026-11-27T10:03:04.000Z', 3],
    ['2026-11-27T10:00:00.000Z', '2026-11-27T10:12:59.999Z', 12],
  ])('counts whole minutes unanswered: %s to %s is %i', (since, at, minutes) => {
    expect(minutesUnansweredOf(since, at)).toBe(minutes);
  });
});

describe('ORDER_ESCALATION_SWEEP_MS', () => {
  it('is 5 s unless set, 0 turns escalation off, and anything else but 100 ms to 10 minutes stops the start', () => {
    expect(parseSweepMs(undefined)).toBe(ORDER_ESCALATION_SWEEP_MS);
    expect(ORDER_ESCALATION_SWEEP_MS).toBe(5_000);
    expect(parseSweepMs('')).toBe(5_000);
    expect(parseSweepMs('0')).toBe(0);
    expect(parseSweepMs('500')).toBe(500);
    for (const raw of ['50', '1.5', '-1', 'often', '600001']) expect(() => parseSweepMs(raw)).toThrow(/ORDER_ESCALATION_SWEEP_MS/);
  });
});

let t: OrderingApp;
let url: string;
let burgerId: number;
let phone: Device;
let tablet: Device;
const network = fakePushNetwork();
const sockets: LiveClient[] = [];
const settingsPath = () => `${t.shopPath}/order-escalation`;

beforeAll(async () => {
  // The sweep runs by itself every 50 ms; the tests also sweep on their own, minutes ahead (atMoment).
  t = await createOrderingApp({ pushNetwork: network.options, config: { orderEscalationSweepMs: 50 } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
  const owner = { shopId: t.demo.demo.shopId, userId: t.demo.demo.userId };
  phone = await subscribedDevice(t.db, owner, 'phone');
  tablet = await subscribedDevice(t.db, owner, 'tablet');
  // Seeding a shop and hashing its passwords takes long on a busy machine, longer on PostgreSQL.
}, 120_000);
beforeEach(async () => {
  // A clean slate: whatever earlier tests left waiting counts as seen.
  await t.db.updateTable('orders').set({ seen_at: new Date().toISOString() }).where('seen_at', 'is', null).execute();
  await t.db.deleteFrom('order_escalation_settings').execute();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await t.app.push.settled();
  network.sent.length = 0;
});
afterAll(() => t.close());

/** A staff screen in the demo shop's room, keeping the order events it hears. */
async function shopScreen() {
  const socket = openLive(url, (await t.tokensFor('demo@exemplo.com.br')).accountToken);
  sockets.push(socket);
  expect(await liveOutcome(socket)).toBe('connected');
  expect(await socket.emitWithAck('account', { shopId: t.demo.demo.shopId })).toEqual({ ok: true });
  const heard: LiveRecordEvent<string>[] = [];
  socket.on('order', (payload) => heard.push(payload));
  return heard;
}

/** A customer's order at Mesa 1, waiting for the kitchen; when it started waiting, in milliseconds. */
async function newOrder() {
  const { orderId } = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }] });
  await t.app.push.settled();
  network.sent.length = 0;
  const shown = (await t.app.inject({ url: `${t.shopPath}/orders/${orderId}`, headers: t.staff })).json();
  return { id: orderId as number, code: shown.code as string, since: Date.parse(shown.authorizedAt) };
}

/** One sweep, as every instance runs it, with the server's clock at `moment`; the pushes it started answered. */
async function sweepAt(moment: number): Promise<number[]> {
  const escalated = await atMoment(moment, () => escalateUnansweredOrders(t.app));
  await t.app.push.settled();
  // Live events leave through socket.io: give them a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return escalated;
}

const orderNow = async (id: number) => (await t.app.inject({ url: `${t.shopPath}/orders/${id}`, headers: t.staff })).json();
const escalationsOf = (heard: LiveRecordEvent<string>[]) => heard.filter((event) => event.event === 'escalated');

describe("'Avisar todos se um pedido ficar sem resposta por' (the setting)", () => {
  const put = (payload: unknown, headers = t.staff) => t.app.inject({ method: 'PUT', url: settingsPath(), headers, payload: payload as object });

  it('is 3 minutes until the shop changes it, then what it saved; null turns it off', async () => {
    expect((await t.app.inject({ url: settingsPath(), headers: t.staff })).json()).toEqual({ minutes: 3 });
    const saved = await put({ minutes: 10 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ minutes: 10 });
    expect((await t.app.inject({ url: settingsPath(), headers: t.staff })).json()).toEqual({ minutes: 10 });
    expect((await put({ minutes: null })).json()).toEqual({ minutes: null });
    expect((await t.app.inject({ url: settingsPath(), headers: t.staff })).json()).toEqual({ minutes: null });
    // The other shop keeps its own.
    const other = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}/order-escalation`;
    expect((await t.app.inject({ url: other, headers: t.otherStaff })).json()).toEqual({ minutes: 3 });
  });

  it('refuses minutes outside 1 to 30, fractions, text, a missing field and other fields, changing nothing', async () => {
    await put({ minutes: 5 });
    for (const payload of [{ minutes: 0 }, { minutes: 31 }, { minutes: -3 }, { minutes: 2.5 }, { minutes: '3' }, {}, { minutes: 3, everyone: true }]) {
      const refused = await put(payload);
      expect({ payload, status: refused.statusCode }).toEqual({ payload, status: 400 });
      expect(refused.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await t.app.inject({ url: settingsPath(), headers: t.staff })).json()).toEqual({ minutes: 5 });
  });

  it("is the shop's own: another shop's token can neither read nor change it, and no token gets 401", async () => {
    expect((await t.app.inject({ url: settingsPath(), headers: t.otherStaff })).statusCode).toBe(404);
    expect((await put({ minutes: 1 }, t.otherStaff)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: settingsPath(), payload: { minutes: 1 } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: settingsPath(), headers: t.staff })).json()).toEqual({ minutes: 3 });
  });
});

describe('an order nobody takes', () => {
  it("after 3 minutes unopened: one push to every device ('Pedido … sem resposta há 3 min') and one 'escalated' event, once", async () => {
    const heard = await shopScreen();
    const order = await newOrder();

    expect(await sweepAt(order.since + 3 * MINUTE - 1_000)).toEqual([]);
    expect(network.sent).toEqual([]);

    expect(await sweepAt(order.since + 3 * MINUTE + 2_000)).toEqual([order.id]);
    expect(network.sent.map((push) => push.url.pathname).sort()).toEqual(['/phone', '/tablet']);
    for (const [device, path] of [[phone, '/phone'], [tablet, '/tablet']] as const) {
      const push = network.sent.find((sent) => sent.url.pathname === path)!;
      expect(push.headers).toEqual(expect.objectContaining({ urgency: 'high', topic: `order-${order.id}` }));
      const expected: EscalatedOrderPush = { kind: 'orderEscalated', order: { id: order.id, code: order.code, type: 0, locations: ['Mesa 1'] }, minutes: 3 };
      expect(readPush(push, device)).toEqual(expected);
    }
    expect(escalationsOf(heard)).toEqual([{ event: 'escalated', id: order.id }]);
    expect((await orderNow(order.id)).escalatedAt).toBe(new Date(order.since + 3 * MINUTE + 2_000).toISOString());

    // Later sweeps, on this instance or any other, leave it alone.
    network.sent.length = 0;
    expect(await sweepAt(order.since + 10 * MINUTE)).toEqual([]);
    expect(network.sent).toEqual([]);
    expect(escalationsOf(heard)).toHaveLength(1);
  });

  it.each([
    ['opened on a device', 'seen'],
    ['started', 'started'],
    ['canceled', 'canceled'],
  ])('%s in time: no push, no event, ever', async (_case, action) => {
    const heard = await shopScreen();
    const order = await newOrder();
    const taken = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/${order.id}/${action}`, headers: t.staff });
    expect([200, 204]).toContain(taken.statusCode);

    expect(await sweepAt(order.since + 3 * MINUTE + 1_000)).toEqual([]);
    expect(await sweepAt(order.since + 30 * MINUTE)).toEqual([]);
    expect(network.sent).toEqual([]);
    expect(escalationsOf(heard)).toEqual([]);
    expect((await orderNow(order.id)).escalatedAt).toBeNull();
  });

  it('stops showing as escalated once someone opens it, and is not escalated again', async () => {
    const order = await newOrder();
    expect(await sweepAt(order.since + 4 * MINUTE)).toEqual([order.id]);
    const seen = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/${order.id}/seen`, headers: t.staff });
    expect(seen.statusCode).toBe(204);
    expect((await orderNow(order.id)).escalatedAt).toBeNull();
    expect(await sweepAt(order.since + 8 * MINUTE)).toEqual([]);
  });

  it("follows the shop's minutes, and nothing happens while it is off", async () => {
    await t.app.inject({ method: 'PUT', url: settingsPath(), headers: t.staff, payload: { minutes: 10 } });
    const order = await newOrder();
    expect(await sweepAt(order.since + 9 * MINUTE)).toEqual([]);

    await t.app.inject({ method: 'PUT', url: settingsPath(), headers: t.staff, payload: { minutes: null } });
    const heard = await shopScreen();
    expect(await sweepAt(order.since + 20 * MINUTE)).toEqual([]);
    expect(network.sent).toEqual([]);
    expect(escalationsOf(heard)).toEqual([]);

    await t.app.inject({ method: 'PUT', url: settingsPath(), headers: t.staff, payload: { minutes: 10 } });
    expect(await sweepAt(order.since + 20 * MINUTE)).toEqual([order.id]);
  });

  it('is only escalated while it waits: an order older than the window is left alone', async () => {
    const order = await newOrder();
    expect(await sweepAt(order.since + ESCALATION_WINDOW_MS + 1)).toEqual([]);
  });

  it("is found by the server's own sweep, with every screen closed", async () => {
    const order = await newOrder();
    // As if it had come in four minutes ago: the sweep that runs every 50 ms at the real time finds it.
    await t.db.updateTable('orders').set({ authorized_at: new Date(Date.now() - 4 * MINUTE).toISOString() }).where('id', '=', order.id).execute();
    const deadline = Date.now() + 5_000;
    while (network.sent.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await t.app.push.settled();
    expect(network.sent.map((push) => push.url.pathname).sort()).toEqual(['/phone', '/tablet']);
    expect((readPush(network.sent[0], network.sent[0].url.pathname === '/phone' ? phone : tablet) as EscalatedOrderPush).minutes).toBe(4);
  });

  it("other shops' orders follow their own shop", async () => {
    const otherItem = (await menuOf(t, 'outro-mesa-1')).categories[0].items[0];
    const other = await placed(t, 'outro-mesa-1', { items: [{ itemId: otherItem.id, quantity: 1 }] });
    await t.app.push.settled();
    network.sent.length = 0;
    const otherPath = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}`;
    await t.app.inject({ method: 'PUT', url: `${otherPath}/order-escalation`, headers: t.otherStaff, payload: { minutes: null } });
    const order = await newOrder();
    expect(await sweepAt(order.since + 5 * MINUTE)).toEqual([order.id]);
    const otherNow = await t.app.inject({ url: `${otherPath}/orders/${other.orderId}`, headers: t.otherStaff });
    expect(otherNow.json()).toMatchObject({ status: 'authorized', escalatedAt: null });
  });
});

describe('escalation across two instances', () => {
  it('escalates and pushes each order once however many instances sweep at the same moment', async () => {
    const shared = fakePushNetwork();
    const instances = await createTwoInstances({}, shared.options);
    try {
      await instances.a.db.transaction().execute((trx) => seedDemoOperations(trx, instances.demo.demo));
      const { shopId, userId } = instances.demo.demo;
      const device = await subscribedDevice(instances.a.db, { shopId, userId }, 'two-instances');
      const item = itemNamed((await instances.a.inject({ url: '/public/qrcodes/mesa-1/menu' })).json(), 'X-Burguer').id;
      const ids: number[] = [];
      for (let index = 0; index < 8; index++) {
        const res = await (index % 2 === 0 ? instances.a : instances.b).inject({
          method: 'POST',
          url: '/public/qrcodes/mesa-1/orders',
          headers: { 'idempotency-key': `two-instances-${index}` },
          payload: { type: 0, customer: { name: 'Cliente' }, items: [{ itemId: item, quantity: 1 }] },
        });
        expect(res.statusCode).toBe(201);
        ids.push(res.json().orderId);
      }
      await Promise.all([instances.a.push.settled(), instances.b.push.settled()]);
      shared.sent.length = 0;

      const later = Date.now() + 5 * MINUTE;
      const [onA, onB] = await atMoment(later, () => Promise.all([escalateUnansweredOrders(instances.a), escalateUnansweredOrders(instances.b)]));
      await Promise.all([instances.a.push.settled(), instances.b.push.settled()]);
      expect([...onA, ...onB].sort((x, y) => x - y)).toEqual(ids);
      const pushed = shared.sent.map((push) => (readPush(push, device) as EscalatedOrderPush).order.id);
      expect(pushed.sort((x, y) => x - y)).toEqual(ids);

      // Nothing is left for a third sweep.
      expect((await takeUnansweredOrders(instances.b.db, later + MINUTE)).result).toEqual([]);
    } finally {
      await instances.close();
    }
  }, 120_000);
});
