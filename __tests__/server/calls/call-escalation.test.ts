import '../support/native-esm';
import { createECDH, randomBytes } from 'node:crypto';
import * as ece from 'http_ece';
import type { LiveRecordEvent } from '@contract/live';
import type { TableCall } from '@contract/calls';
import { atMoment } from '@server/domain/clock';
import type { PushRequest } from '@server/push/transport';
import { saveSubscription } from '@server/repositories/push-subscriptions';
import { escalateUnansweredCalls } from '@server/routes/shop/order-escalation';
import { startSession } from '@server/security/sessions';
import type { Db } from '@server/db/database';
import { createOrderingApp, type OrderingApp } from '../ordering/ordering-fixture';
import { liveOutcome, openLive, type LiveClient } from '../support/live-client';
import { fakePushNetwork } from '../support/push-network';

const MINUTE = 60_000;

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}
type Device = ReturnType<typeof browserKeys>;

async function subscribedDevice(db: Db, owner: { shopId: number; userId: number }, name: string): Promise<Device> {
  const device = browserKeys();
  const { sessionId } = await startSession(db, owner.userId, name, 3600);
  expect(await saveSubscription(db, { endpoint: `https://push.exemplo.test/${name}`, keys: device.keys }, { ...owner, sessionId })).toBe('saved');
  return device;
}

const readPush = (push: PushRequest, device: Device) =>
  JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth.toString('base64url') }).toString('utf8')) as unknown;

let t: OrderingApp;
let url: string;
let phone: Device;
const network = fakePushNetwork();
const sockets: LiveClient[] = [];
const settingsPath = () => `${t.shopPath}/call-escalation`;

beforeAll(async () => {
  // No sweep of its own: each test sweeps by hand, minutes ahead (atMoment), so time is the test's.
  t = await createOrderingApp({ pushNetwork: network.options, config: { orderEscalationSweepMs: 0 } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  phone = await subscribedDevice(t.db, { shopId: t.demo.demo.shopId, userId: t.demo.demo.userId }, 'phone');
}, 120_000);
beforeEach(async () => {
  await t.db.updateTable('table_calls').set({ status: 'done' }).where('status', '<>', 'done').execute();
  await t.db.deleteFrom('call_escalation_settings').execute();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await t.app.push.settled();
  network.sent.length = 0;
});
afterAll(() => t.close());

async function shopScreen() {
  const socket = openLive(url, (await t.tokensFor('demo@exemplo.com.br')).accountToken);
  sockets.push(socket);
  expect(await liveOutcome(socket)).toBe('connected');
  expect(await socket.emitWithAck('account', { shopId: t.demo.demo.shopId })).toEqual({ ok: true });
  const heard: LiveRecordEvent<string>[] = [];
  socket.on('call', (payload) => heard.push(payload));
  return heard;
}

/** A customer's call from a table at `moment`: its id and when it was made. */
async function callAt(moment: number, code = 'mesa-2'): Promise<{ id: number; since: number }> {
  const res = await atMoment(moment, () => t.app.inject({ method: 'POST', url: `/public/qrcodes/${code}/calls`, payload: { reason: 'waiter' } }));
  expect(res.statusCode).toBe(201);
  return { id: res.json().id, since: Date.parse(res.json().createdAt) };
}

async function sweepAt(moment: number): Promise<number[]> {
  const escalated = await atMoment(moment, () => escalateUnansweredCalls(t.app));
  await t.app.push.settled();
  await new Promise((resolve) => setTimeout(resolve, 100));
  return escalated;
}

const callNow = async (id: number): Promise<TableCall> =>
  ((await t.app.inject({ url: `${t.shopPath}/calls`, headers: t.staff })).json().calls as TableCall[]).find((call) => call.id === id)!;

describe("'Avisar todos se um chamado ficar sem resposta por' (the setting)", () => {
  const put = (payload: unknown, headers = t.staff) => t.app.inject({ method: 'PUT', url: settingsPath(), headers, payload: payload as object });

  it('is 2 minutes until the shop changes it, then what it saved; null turns it off; out of range is refused', async () => {
    expect((await t.app.inject({ url: settingsPath(), headers: t.staff })).json()).toEqual({ minutes: 2 });
    expect((await put({ minutes: 5 })).json()).toEqual({ minutes: 5 });
    expect((await t.app.inject({ url: settingsPath(), headers: t.staff })).json()).toEqual({ minutes: 5 });
    expect((await put({ minutes: null })).json()).toEqual({ minutes: null });
    for (const minutes of [0, 31, 'dois']) {
      const refused = await put({ minutes });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('minutes');
    }
    expect((await put({ minutes: 5 }, t.otherStaff)).statusCode).toBe(404);
    expect((await t.app.inject({ url: settingsPath(), headers: t.otherStaff })).statusCode).toBe(404);
  });
});

describe('a call nobody claims', () => {
  it('escalates once, past the minutes: an event to every screen and a push to every device', async () => {
    const heard = await shopScreen();
    const start = Date.now();
    const { id, since } = await callAt(start);
    expect(await sweepAt(since + 2 * MINUTE - 1)).toEqual([]);
    expect(network.sent).toHaveLength(0);
    expect(await sweepAt(since + 2 * MINUTE)).toEqual([id]);
    expect(heard).toContainEqual({ event: 'escalated', id });
    expect(network.sent).toHaveLength(1);
    expect(readPush(network.sent[0], phone)).toEqual({
      kind: 'callEscalated',
      call: { id, location: 'Mesa 2', reason: 'waiter' },
      minutes: 2,
    });
    expect((await callNow(id)).escalatedAt).toBe(new Date(since + 2 * MINUTE).toISOString());
    // Once: a later sweep, on this instance or another, leaves it.
    expect(await sweepAt(since + 5 * MINUTE)).toEqual([]);
    // Claimed, it no longer reads as escalated.
    expect((await t.app.inject({ method: 'PUT', url: `${t.shopPath}/calls/${id}/claimed`, headers: t.staff })).statusCode).toBe(200);
    expect((await callNow(id)).escalatedAt).toBeNull();
  });

  it("follows the shop's minutes, and never escalates a claimed call or one in a shop that turned it off", async () => {
    await t.app.inject({ method: 'PUT', url: settingsPath(), headers: t.staff, payload: { minutes: 4 } });
    const start = Date.now();
    const waiting = await callAt(start, 'mesa-1');
    const claimed = await callAt(start, 'mesa-3');
    await t.app.inject({ method: 'PUT', url: `${t.shopPath}/calls/${claimed.id}/claimed`, headers: t.staff });
    expect(await sweepAt(waiting.since + 3 * MINUTE)).toEqual([]);
    expect(await sweepAt(waiting.since + 4 * MINUTE)).toEqual([waiting.id]);

    await t.db.updateTable('table_calls').set({ status: 'done' }).where('status', '<>', 'done').execute();
    await t.app.inject({ method: 'PUT', url: settingsPath(), headers: t.staff, payload: { minutes: null } });
    const ignored = await callAt(Date.now(), 'mesa-2');
    expect(await sweepAt(ignored.since + 30 * MINUTE)).toEqual([]);
  });
});
