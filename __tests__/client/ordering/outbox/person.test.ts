import { expectSaga } from 'redux-saga-test-plan';
import { fork } from 'redux-saga/effects';
import { PERSON_HEADER } from '@contract/staff-headers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { ordersSaga, runOrderCommand } from '@/ordering/orders/sagas';
import { orderStarted, orderStartRequested } from '@/ordering/orders/slice';
import { outboxSaga } from '@/ordering/outbox/sagas';
import { commandQueued, outboxRestored } from '@/ordering/outbox/slice';
import type { OutboxEntry } from '@/ordering/outbox/rules';
import { liveConnected } from '@/live/events';
import { keepActivePerson } from '@/session/person/storage';
import { order, scope } from '../../features/orders/fixtures';
import { stateWith } from '../../features/orders/state';
import { bruno, sessionOf } from '../../session/person/fixtures';
import type { StubModule } from '../../support/outboxStorageStub';

jest.mock('@/ordering/outbox/storage', () => jest.requireActual<StubModule>('../../support/outboxStorageStub').memoryOutboxStorage());
const kept = (jest.requireMock('@/ordering/outbox/storage') as { kept: Map<string, OutboxEntry> }).kept;

const realFetch = global.fetch;
const authorized = order({ id: 1, status: 'authorized' });
const started = order({ id: 1, status: 'started', startedAt: '2025-11-20T15:05:00.000Z' });

/** The server taking every call; the person header each was sent with. */
function serverTakingAll(): (string | undefined)[] {
  const persons: (string | undefined)[] = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    persons.push((init.headers as Record<string, string>)[PERSON_HEADER]);
    const text = JSON.stringify(started);
    return { ok: true, status: 200, json: async () => started, text: async () => text };
  }) as unknown as typeof fetch;
  return persons;
}

beforeEach(() => kept.clear());
afterEach(() => {
  global.fetch = realFetch;
  keepActivePerson(null);
});

function* operations() {
  yield fork(ordersSaga);
  yield fork(outboxSaga);
}

const queued = (key: string, personToken: string | null | undefined): OutboxEntry => ({
  key,
  scope,
  command: { kind: 'order', action: 'start', orderId: 1 },
  queuedAt: 1,
  sentBefore: false,
  personToken,
});

describe('a command kept offline on a shared device', () => {
  it('keeps the person who took it', async () => {
    keepActivePerson(sessionOf(bruno));
    await expectSaga(runOrderCommand, 'start', orderStartRequested(1))
      .withReducer(rootReducer, rootReducer(stateWith({ list: [authorized], live: 'reconnecting' }), orderStartRequested(1)) as RootState)
      .put.like({ action: { type: commandQueued.type, payload: { key: 'key-1', personToken: 'token-bruno' } } })
      .run();
    expect(kept.get('key-1')?.personToken).toBe('token-bruno');
  });

  it("is sent as that person, or as the shop's account, whoever acts on the device when the link is back", async () => {
    const entries = [queued('k1', 'token-bruno'), { ...queued('k2', null), queuedAt: 2 }, { ...queued('k3', undefined), queuedAt: 3 }];
    for (const entry of entries) kept.set(entry.key, entry);
    keepActivePerson({ ...sessionOf(bruno), personToken: 'token-dani' });
    const persons = serverTakingAll();
    await expectSaga(operations)
      .withReducer(rootReducer, rootReducer(stateWith({ list: [authorized], live: 'connected' }), outboxRestored(entries)) as RootState)
      .delay(20)
      .dispatch(liveConnected())
      .put(orderStarted(started))
      .silentRun(300);
    expect(persons).toEqual(['token-bruno', undefined, undefined]);
  });
});
