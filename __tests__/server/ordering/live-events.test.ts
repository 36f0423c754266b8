import { io as connectClient, type Socket } from 'socket.io-client';
import { LIVE_PATH, type AccountAck, type ClientToServerEvents, type LiveRecordEvent, type ServerToClientEvents } from '@contract/live';
import { DEMO_EMAIL, OTHER_EMAIL } from '../support/test-app';
import { createOrderingApp, itemNamed, menuOf, paidOnline, placed, type OrderingApp } from './ordering-fixture';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Heard = { channel: 'invoice' | 'order' } & LiveRecordEvent<string>;

let t: OrderingApp;
let url: string;
let burgerId: number;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createOrderingApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
});
afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await t.close();
});

/** A socket in a shop's room that records what it hears; `seen` resolves once the count arrives. */
async function listen(email: string, shopId: number) {
  const socket: ClientSocket = connectClient(url, {
    path: LIVE_PATH,
    transports: ['websocket'],
    auth: { token: (await t.tokensFor(email)).accountToken },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = await new Promise<AccountAck>((resolve) => socket.emit('account', { shopId }, resolve));
  expect(ack).toEqual({ ok: true });

  const heard: Heard[] = [];
  const waiters: (() => void)[] = [];
  const record = (channel: Heard['channel']) => (payload: LiveRecordEvent<string>) => {
    heard.push({ channel, ...payload });
    waiters.splice(0).forEach((wake) => wake());
  };
  socket.on('invoice', record('invoice'));
  socket.on('order', record('order'));
  const seen = (count: number) =>
    new Promise<Heard[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`heard only ${JSON.stringify(heard)}`)), 3000);
      const check = () => {
        if (heard.length >= count) {
          clearTimeout(timer);
          resolve(heard.splice(0, count));
        } else waiters.push(check);
      };
      check();
    });
  return { socket, heard, seen };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('live events of live operations', () => {
  it('a pay-later order reaches the shop room as invoice created and order approved, after commit', async () => {
    const demo = await listen(DEMO_EMAIL, t.demo.demo.shopId);
    const other = await listen(OTHER_EMAIL, t.demo.other.shopId);

    // On arrival, the record must already be readable by anyone, or the app's reload would miss it.
    const readable = new Promise<number>((resolve) => {
      demo.socket.once('order', async ({ id }) => {
        const res = await t.app.inject({ url: `${t.shopPath}/orders/${id}`, headers: t.staff });
        resolve(res.statusCode);
      });
    });
    const order = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }] });
    expect(await demo.seen(2)).toEqual([
      { channel: 'invoice', event: 'created', id: order.invoiceId },
      { channel: 'order', event: 'approved', id: order.orderId },
    ]);
    expect(await readable).toBe(200);

    await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }], invoiceId: order.invoiceId, accessToken: order.accessToken });
    expect(await demo.seen(2)).toEqual([
      { channel: 'invoice', event: 'updated', id: order.invoiceId },
      { channel: 'order', event: 'approved', id: expect.any(Number) },
    ]);
    await settle();
    expect(other.heard).toEqual([]);
  });

  it('staff transitions and a refused one: events only for what committed', async () => {
    const demo = await listen(DEMO_EMAIL, t.demo.demo.shopId);
    const order = await placed(t, 'mesa-2', { items: [{ itemId: burgerId, quantity: 1 }] });
    await demo.seen(2);
    await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/${order.orderId}/started`, headers: t.staff });
    expect(await demo.seen(1)).toEqual([{ channel: 'order', event: 'started', id: order.orderId, by: 'Ana' }]);
    const refused = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/${order.orderId}/started`, headers: t.staff });
    expect(refused.statusCode).toBe(409);
    await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/${order.orderId}/canceled`, headers: t.staff });
    expect(await demo.seen(2)).toEqual([
      { channel: 'order', event: 'canceled', id: order.orderId, by: 'Ana' },
      { channel: 'invoice', event: 'updated', id: order.invoiceId, by: 'Ana' },
    ]);
    await settle();
    expect(demo.heard).toEqual([]);
  });

  it.each([
    ['order', 'orders', 'orderId'],
    ['invoice', 'invoices', 'invoiceId'],
  ] as const)(
    "'seen' on an %s tells the shop's devices, and no other shop's, that someone opened it; a missing one is 404",
    async (channel, path, idOf) => {
      const demo = await listen(DEMO_EMAIL, t.demo.demo.shopId);
      const other = await listen(OTHER_EMAIL, t.demo.other.shopId);
      const placedOrder = await placed(t, 'mesa-3', { items: [{ itemId: burgerId, quantity: 1 }] });
      const id = placedOrder[idOf];
      await demo.seen(2);
      const seenCall = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/${path}/${id}/seen`, headers: t.staff });
      expect(seenCall.statusCode).toBe(204);
      expect(await demo.seen(1)).toEqual([{ channel, event: 'seen', id }]);
      const missing = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/${path}/999999/seen`, headers: t.staff });
      expect(missing.statusCode).toBe(404);
      const malformed = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/${path}/abc/seen`, headers: t.staff });
      expect(malformed.statusCode).toBe(400);
      await settle();
      expect(demo.heard).toEqual([]);
      expect(other.heard).toEqual([]);
    },
  );

  it('prepaid: created on placement, then closing, then approved and closed when paid online', async () => {
    const demo = await listen(DEMO_EMAIL, t.demo.demo.shopId);
    const order = await placed(t, 'balcao-pre', { items: [{ itemId: burgerId, quantity: 1 }] });
    expect(await demo.seen(1)).toEqual([{ channel: 'invoice', event: 'created', id: order.invoiceId }]);
    await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${order.invoiceId}/closing`,
      payload: { accessToken: order.accessToken, paymentMethod: 'online' },
    });
    expect(await demo.seen(1)).toEqual([{ channel: 'invoice', event: 'closing', id: order.invoiceId }]);
    await paidOnline(t, order.invoiceId, order.accessToken);
    expect(await demo.seen(2)).toEqual([
      { channel: 'order', event: 'approved', id: order.orderId },
      { channel: 'invoice', event: 'closed', id: order.invoiceId },
    ]);
  });

  it('staff confirming a prepaid payment announces the approved order and the closed invoice', async () => {
    const demo = await listen(DEMO_EMAIL, t.demo.demo.shopId);
    const order = await placed(t, 'balcao-pre', { items: [{ itemId: burgerId, quantity: 1 }] });
    await demo.seen(1);
    const payment = await t.db.selectFrom('order_payments').select('id').where('invoice_id', '=', order.invoiceId).executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: `${t.paymentsPath}/${payment.id}/payment-operator`,
      headers: t.staff,
      payload: { paymentMethod: 0, gateway: 0, data: null },
    });
    expect(await demo.seen(2)).toEqual([
      { channel: 'order', event: 'approved', id: order.orderId, by: 'Ana' },
      { channel: 'invoice', event: 'closed', id: order.invoiceId, by: 'Ana' },
    ]);
  });
});
