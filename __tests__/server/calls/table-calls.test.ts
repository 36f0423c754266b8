import type { LiveRecordEvent } from '@contract/live';
import type { TableCall } from '@contract/calls';
import { createUser } from '@server/repositories/accounts';
import { bearer } from '../support/test-app';
import { createOrderingApp, type OrderingApp } from '../ordering/ordering-fixture';
import { liveOutcome, openLive, type LiveClient } from '../support/live-client';

let t: OrderingApp;
let url: string;
/** A second waiter of the demo shop ('Carla'), so a claim race has two people in it. */
let carla: Record<string, string>;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await createOrderingApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await createUser(t.db, {
    providerId: t.demo.demo.providerId,
    email: 'carla@exemplo.com.br',
    passwordHash: 'unused',
    firstName: 'Carla',
    lastName: 'Souza',
    phone: null,
    emailConfirmed: true,
  });
  carla = bearer((await t.tokensFor('carla@exemplo.com.br')).accountToken);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => t.close());
// Every test starts with no call waiting, as a quiet room.
beforeEach(() => t.db.deleteFrom('table_calls').execute());

const call = (code: string, reason: string) => t.app.inject({ method: 'POST', url: `/public/qrcodes/${code}/calls`, payload: { reason } });
const list = (headers = t.staff) => t.app.inject({ url: `${t.shopPath}/calls`, headers });
const step = (id: number, what: 'claimed' | 'done', headers = t.staff, path = t.shopPath) =>
  t.app.inject({ method: 'PUT', url: `${path}/calls/${id}/${what}`, headers });

async function newCall(code = 'mesa-3', reason = 'waiter'): Promise<number> {
  const res = await call(code, reason);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('a customer calling from the table', () => {
  it('creates a call for the QR code\'s place, and a second identical one answers with the call that waits', async () => {
    const first = await call('mesa-3', 'waiter');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), reason: 'waiter', status: 'open', createdAt: expect.any(String) });
    const again = await call('mesa-3', 'waiter');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // Another reason, or another table, is another call.
    expect((await call('mesa-3', 'cutlery')).statusCode).toBe(201);
    expect((await call('mesa-2', 'waiter')).statusCode).toBe(201);
    const { calls } = (await list()).json() as { calls: TableCall[] };
    expect(calls.map((c) => [c.location, c.reason, c.status])).toEqual([
      ['Mesa 3', 'waiter', 'open'],
      ['Mesa 3', 'cutlery', 'open'],
      ['Mesa 2', 'waiter', 'open'],
    ]);
  });

  it('takes a new call for the same reason once the last one is done', async () => {
    const id = await newCall();
    expect((await step(id, 'claimed')).statusCode).toBe(200);
    expect((await call('mesa-3', 'waiter')).json().id).toBe(id);
    expect((await step(id, 'done')).statusCode).toBe(200);
    const next = await call('mesa-3', 'waiter');
    expect(next.statusCode).toBe(201);
    expect(next.json().id).not.toBe(id);
  });

  it('keeps one open call when two identical ones arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('mesa-1', 'waiter')));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    expect(await t.db.selectFrom('table_calls').select('id').where('status', '<>', 'done').execute()).toHaveLength(1);
  });

  it.each([
    [{ reason: 'dance' }, /reason/],
    [{}, /reason/],
    [{ reason: 'waiter', extra: 1 }, /extra/],
    [{ reason: 1 }, /reason/],
  ])('refuses the body %j with a 400', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/public/qrcodes/mesa-1/calls', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
  });

  it("refuses 'Pedir a conta' with a pointer to the bill request, creating nothing", async () => {
    const res = await call('mesa-1', 'bill');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bill_request_elsewhere', message: expect.stringContaining('/public/invoices/{id}/closing') });
    expect(await t.db.selectFrom('table_calls').select('id').execute()).toEqual([]);
  });

  it('says an unknown QR code is not found, and an inactive one that it takes no calls', async () => {
    expect((await call('nao-existe', 'waiter')).json()).toEqual({ error: 'not_found', message: 'QR code não encontrado.' });
    await t.db.updateTable('qrcodes').set({ active: 0 }).where('code', '=', 'mesa-2').execute();
    try {
      const res = await call('mesa-2', 'waiter');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'qrcode_inactive', message: 'Este QR code está desativado e não recebe chamados. Fale com um atendente.' });
    } finally {
      await t.db.updateTable('qrcodes').set({ active: 1 }).where('code', '=', 'mesa-2').execute();
    }
    expect(await t.db.selectFrom('table_calls').select('id').execute()).toEqual([]);
  });

  it('refuses a call while the shop is paused with 423 orders_paused and the time it resumes', async () => {
    const paused = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/pause`, headers: t.staff, payload: { minutes: 30 } });
    expect(paused.statusCode).toBe(200);
    try {
      const res = await call('mesa-1', 'waiter');
      expect(res.statusCode).toBe(423);
      expect(res.json()).toEqual({
        error: 'locked',
        code: 'orders_paused',
        resumeAt: paused.json().resumeAt,
        message: expect.stringMatching(/^O estabelecimento pausou os pedidos e os chamados até \d\d:\d\d\. Fale com um atendente\.$/),
      });
    } finally {
      await t.app.inject({ method: 'DELETE', url: `${t.shopPath}/pause`, headers: t.staff });
    }
    expect((await call('mesa-1', 'waiter')).statusCode).toBe(201);
  });
});

describe('staff answering a call', () => {
  it('records who claimed it and when, then who closed it and when', async () => {
    const id = await newCall();
    const claimed = await step(id, 'claimed');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ id, location: 'Mesa 3', status: 'claimed', claimedBy: 'Ana', claimedAt: expect.any(String), doneAt: null });
    const done = await step(id, 'done', carla);
    expect(done.json()).toMatchObject({ status: 'done', claimedBy: 'Ana', doneBy: 'Carla', doneAt: expect.any(String) });
    // Done calls stay on the list for the hour, after the ones waiting.
    const waiting = await newCall('mesa-1');
    const { calls } = (await list()).json() as { calls: TableCall[] };
    expect(calls.map((c) => [c.id, c.status])).toEqual([
      [waiting, 'open'],
      [id, 'done'],
    ]);
  });

  it('lets the first of two claims at once win; the other is told who took it', async () => {
    const id = await newCall();
    const [ana, other] = await Promise.all([step(id, 'claimed', t.staff), step(id, 'claimed', carla)]);
    const answers = [ana, other].map((res) => res.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const winner = ana.statusCode === 200 ? 'Ana' : 'Carla';
    const loser = ana.statusCode === 200 ? other : ana;
    expect(loser.json()).toEqual({ error: 'conflict', code: 'call_claimed', message: `Este chamado já foi assumido por ${winner}.` });
    const row = await t.db.selectFrom('table_calls').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.claimed_by).toBe(winner);
  });

  it('answers a claim of one\'s own call again as it is, and refuses steps on a call done', async () => {
    const id = await newCall();
    await step(id, 'claimed');
    expect((await step(id, 'claimed')).statusCode).toBe(200);
    await step(id, 'done', carla);
    for (const what of ['claimed', 'done'] as const) {
      const res = await step(id, what);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'conflict', code: 'call_done', message: 'Este chamado já foi concluído por Carla.' });
    }
  });

  it("keeps each shop's calls to itself", async () => {
    const id = await newCall();
    const otherPath = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}`;
    const theirs = await t.app.inject({ url: `${otherPath}/calls`, headers: t.otherStaff });
    expect(theirs.json()).toEqual({ calls: [] });
    // The other shop's staff cannot reach this call through their own shop, nor through this one's path.
    expect((await step(id, 'claimed', t.otherStaff, otherPath)).statusCode).toBe(404);
    expect((await step(id, 'claimed', t.otherStaff)).statusCode).toBe(404);
    const ownCall = await t.app.inject({ method: 'POST', url: '/public/qrcodes/outro-mesa-1/calls', payload: { reason: 'waiter' } });
    expect((await step(ownCall.json().id, 'claimed')).statusCode).toBe(404);
    expect((await list()).json().calls.map((c: TableCall) => c.id)).toEqual([id]);
  });

  it("tells the shop's screens live: created, claimed, done; nothing for a repeated call", async () => {
    const socket = openLive(url, (await t.tokensFor('demo@exemplo.com.br')).accountToken);
    sockets.push(socket);
    expect(await liveOutcome(socket)).toBe('connected');
    expect(await socket.emitWithAck('account', { shopId: t.demo.demo.shopId })).toEqual({ ok: true });
    const heard: LiveRecordEvent<string>[] = [];
    socket.on('call', (payload) => heard.push(payload));
    const id = await newCall();
    await call('mesa-3', 'waiter');
    await step(id, 'claimed', carla);
    await step(id, 'done', carla);
    const deadline = Date.now() + 5000;
    while (heard.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([
      { event: 'created', id },
      { event: 'claimed', id, by: 'Carla' },
      { event: 'done', id, by: 'Carla' },
    ]);
  });
});
