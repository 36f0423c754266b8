import type { LiveRecordEvent } from '@contract/live';
import { liveOutcome, openLive, type LiveClient } from '../support/live-client';
import { createOrderingApp, type OrderingApp } from '../ordering/ordering-fixture';
import { asPerson, call, PINS } from './support';

let t: OrderingApp;
let url: string;
let socket: LiveClient;
beforeAll(async () => {
  t = await createOrderingApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  socket = openLive(url, (await t.tokensFor('demo@exemplo.com.br')).accountToken);
  expect(await liveOutcome(socket)).toBe('connected');
  expect(await socket.emitWithAck('account', { shopId: t.demo.demo.shopId })).toEqual({ ok: true });
});
afterAll(async () => {
  socket.disconnect();
  await t.close();
});

async function heardFor(callId: number, count: number, heard: LiveRecordEvent<string>[]) {
  const of = () => heard.filter((event) => event.id === callId);
  for (let tries = 0; tries < 200 && of().length < count; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return of();
}

describe("a call's live events name who acted", () => {
  it('says the person who claimed and closed it, and no one for the guest who made it', async () => {
    const heard: LiveRecordEvent<string>[] = [];
    socket.on('call', (payload) => heard.push(payload));
    const placed = await t.app.inject({ method: 'POST', url: '/public/qrcodes/mesa-1/calls', payload: { reason: 'waiter' } });
    expect(placed.statusCode).toBe(201);
    const callId = placed.json().id as number;
    const bruno = await asPerson(t, PINS.bruno);
    expect((await call(t, 'PUT', `${t.shopPath}/calls/${callId}/claimed`, bruno)).statusCode).toBe(200);
    expect((await call(t, 'PUT', `${t.shopPath}/calls/${callId}/done`, t.staff)).statusCode).toBe(200);
    expect(await heardFor(callId, 3, heard)).toEqual([
      { event: 'created', id: callId },
      { event: 'claimed', id: callId, by: 'Bruno' },
      { event: 'done', id: callId, by: 'Ana' },
    ]);
  });
});
