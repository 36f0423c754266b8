import { randomUUID } from 'node:crypto';
import type { LiveRecordEvent } from '@contract/live';
import { shopEvent } from '@server/repositories/common/events';
import { pauseOrders, takeEndedPauses } from '@server/repositories/shop/order-pause';
import { itemNamed, menuOf, postOrder, createOrderingApp, type OrderingApp } from '../ordering/ordering-fixture';
import { liveOutcome, openLive, type LiveClient } from '../support/live-client';
import { createTwoInstances } from '../support/two-instances';
import { seedDemoOperations } from '@server/seeds/demo-operations';
import type { PublicMenu } from '@contract/customer';

const burgerOf = (menu: { json(): unknown }) => itemNamed(menu.json() as PublicMenu, 'X-Burguer').id;

let t: OrderingApp;
let url: string;
let burgerId: number;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  // A sweep every 50 ms, so a pause past its time ends within the test.
  t = await createOrderingApp({ config: { orderPauseSweepMs: 50 } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

const pausePath = () => `${t.shopPath}/pause`;
const pause = (minutes: number | null, headers = t.staff) => t.app.inject({ method: 'PUT', url: pausePath(), headers, payload: { minutes } });
const resume = (headers = t.staff) => t.app.inject({ method: 'DELETE', url: pausePath(), headers });
const pauseState = async () => (await t.app.inject({ method: 'GET', url: pausePath(), headers: t.staff })).json();
const order = (key?: string) => postOrder(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }] }, key);

/** A staff screen in the demo shop's room, keeping the shop events it hears. */
async function shopScreen() {
  const socket = openLive(url, (await t.tokensFor('demo@exemplo.com.br')).accountToken);
  sockets.push(socket);
  expect(await liveOutcome(socket)).toBe('connected');
  expect(await socket.emitWithAck('account', { shopId: t.demo.demo.shopId })).toEqual({ ok: true });
  const heard: LiveRecordEvent<string>[] = [];
  socket.on('shop', (payload) => heard.push(payload));
  return heard;
}

describe("'Pausar pedidos'", () => {
  afterEach(() => resume());

  it('is not in force until someone pauses', async () => {
    expect(await pauseState()).toEqual({ paused: false, pausedAt: null, resumeAt: null });
  });

  it('pauses for 30 minutes: the screens hear it, and a customer is refused with the time it resumes', async () => {
    const heard = await shopScreen();
    const before = Date.now();
    const paused = await pause(30);

    expect(paused.statusCode).toBe(200);
    const state = paused.json();
    expect(state.paused).toBe(true);
    expect(Date.parse(state.resumeAt) - Date.parse(state.pausedAt)).toBe(30 * 60_000);
    expect(Date.parse(state.pausedAt)).toBeGreaterThanOrEqual(before);
    expect(await pauseState()).toEqual(state);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([{ event: 'paused', id: t.demo.demo.shopId }]);

    const refused = await order();
    expect(refused.statusCode).toBe(423);
    const time = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(Date.parse(state.resumeAt));
    expect(refused.json()).toEqual({
      error: 'locked',
      code: 'orders_paused',
      message: `O estabelecimento pausou os pedidos até ${time}. Tente de novo depois disso.`,
      resumeAt: state.resumeAt,
    });
  });

  it('pauses until resumed, and takes orders again once resumed, telling the screens', async () => {
    await pause(null);
    expect((await pauseState()).resumeAt).toBeNull();
    const refused = await order();
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ code: 'orders_paused', resumeAt: null, message: 'O estabelecimento pausou os pedidos. Tente de novo mais tarde.' });

    const heard = await shopScreen();
    const resumed = await resume();
    expect(resumed.json()).toEqual({ paused: false, pausedAt: null, resumeAt: null });
    expect((await order()).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([{ event: 'resumed', id: t.demo.demo.shopId }]);
  });

  it('still answers a retry of an order placed before the pause, and places nothing new', async () => {
    const key = randomUUID();
    const first = await order(key);
    expect(first.statusCode).toBe(201);
    await pause(15);

    const retried = await order(key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
  });

  it('ends by itself at its time, on the server, and the screens hear it', async () => {
    const heard = await shopScreen();
    const now = Date.now();
    await pauseOrders(t.db, t.demo.demo.shopId, now, now + 300);
    expect((await order()).statusCode).toBe(423);

    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(heard).toEqual([{ event: 'resumed', id: t.demo.demo.shopId }]);
    expect(await pauseState()).toEqual({ paused: false, pausedAt: null, resumeAt: null });
    expect((await order()).statusCode).toBe(201);
  });

  it('refuses other durations and other fields, changing nothing', async () => {
    for (const payload of [{ minutes: 10 }, { minutes: '15' }, {}, { minutes: 15, until: 'amanhã' }]) {
      const refused = await t.app.inject({ method: 'PUT', url: pausePath(), headers: t.staff, payload });
      expect(refused.statusCode).toBe(400);
    }
    expect((await pauseState()).paused).toBe(false);
  });

  it("is the shop's own: another shop's token can neither read nor pause it", async () => {
    expect((await t.app.inject({ method: 'GET', url: pausePath(), headers: t.otherStaff })).statusCode).toBe(404);
    expect((await pause(15, t.otherStaff)).statusCode).toBe(404);
    expect((await resume(t.otherStaff)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: pausePath(), payload: { minutes: 15 } })).statusCode).toBe(401);
    expect((await pauseState()).paused).toBe(false);
  });
});

describe('a pause across two instances', () => {
  it('made on one refuses customers on the other, and ends once however many instances sweep', async () => {
    const instances = await createTwoInstances();
    try {
      await instances.a.db.transaction().execute((trx) => seedDemoOperations(trx, instances.demo.demo));
      const { shopId, providerId } = instances.demo.demo;
      const headers = { authorization: `Bearer ${await instances.a.tokens.issueAccountToken({ userId: instances.demo.demo.userId, providerId })}` };
      const paused = await instances.a.inject({ method: 'PUT', url: `/ordering/accounts/${providerId}/shops/${shopId}/pause`, headers, payload: { minutes: 60 } });
      expect(paused.statusCode).toBe(200);
      const seenOnB = await instances.b.inject({ method: 'GET', url: `/ordering/accounts/${providerId}/shops/${shopId}/pause`, headers });
      expect(seenOnB.json()).toEqual(paused.json());
      const refusedOnB = await instances.b.inject({
        method: 'POST',
        url: '/public/qrcodes/mesa-1/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: { type: 0, customer: { name: 'Cliente' }, items: [{ itemId: burgerOf(await instances.b.inject({ url: '/public/qrcodes/mesa-1/menu' })), quantity: 1 }] },
      });
      expect(refusedOnB.statusCode).toBe(423);
      expect(refusedOnB.json()).toMatchObject({ code: 'orders_paused', resumeAt: paused.json().resumeAt });

      const now = Date.now();
      await pauseOrders(instances.a.db, shopId, now - 1_000, now - 1);
      const [onA, onB] = await Promise.all([takeEndedPauses(instances.a.db, now), takeEndedPauses(instances.b.db, now)]);
      expect([...onA.result, ...onB.result]).toEqual([shopId]);
      expect([...onA.events, ...onB.events]).toEqual([shopEvent(shopId, 'resumed')]);
    } finally {
      await instances.close();
    }
  });
});
