import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { fork } from 'redux-saga/effects';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/ordering/orders/api';
import { ordersSaga, runOrderCommand } from '@/ordering/orders/sagas';
import { orderActionQueued, orderCompleted, orderReceived, orderStarted, orderStartRequested } from '@/ordering/orders/slice';
import { outboxSaga } from '@/ordering/outbox/sagas';
import { commandQueued, outboxRestored, queuedCommandUndone } from '@/ordering/outbox/slice';
import { selectQueuedOrderCommand } from '@/ordering/outbox/selectors';
import type { OutboxEntry } from '@/ordering/outbox/rules';
import * as storage from '@/ordering/outbox/storage';
import { liveConnected } from '@/live/events';
import { ApiError } from '@/shared/api/errors';
import { errorRaised, successRaised } from '@/shared/notifications/slice';
import { order, scope } from '../../features/orders/fixtures';
import { stateWith } from '../../features/orders/state';
import type { StubModule } from '../../support/outboxStorageStub';

jest.mock('@/ordering/outbox/storage', () => jest.requireActual<StubModule>('../../support/outboxStorageStub').memoryOutboxStorage());
const kept = (jest.requireMock('@/ordering/outbox/storage') as { kept: Map<string, OutboxEntry> }).kept;

beforeEach(() => {
  kept.clear();
  jest.clearAllMocks();
});

const messagesOf = (actions: { type: string; payload?: unknown }[], type: string) =>
  actions.filter((action) => action.type === type).map((action) => (action.payload as { message: string }).message);
const putsOf = (effects: { type: string; payload: { action?: { type: string } } }[]) =>
  effects.filter((effect) => effect.type === 'PUT').map((effect) => effect.payload.action as { type: string; payload?: unknown });

const authorized = order({ id: 1, status: 'authorized' });
const started = order({ id: 1, status: 'started', startedAt: '2025-11-20T15:05:00.000Z' });
const completed = order({ id: 1, status: 'completed', completedAt: '2025-11-20T15:20:00.000Z' });

const queued = (key: string, action: 'start' | 'complete' | 'cancel', queuedAt: number, orderId = 1): OutboxEntry => ({
  key,
  scope,
  command: { kind: 'order', action, orderId },
  queuedAt,
  sentBefore: false,
});

/** A device back online with these commands kept, as a reload finds them. */
function keptOnDevice(...entries: OutboxEntry[]): RootState {
  for (const entry of entries) kept.set(entry.key, entry);
  return rootReducer(stateWith({ list: [authorized], live: 'connected' }), outboxRestored(entries)) as RootState;
}

function* operations() {
  yield fork(ordersSaga);
  yield fork(outboxSaga);
}

describe('a command taken with the link down', () => {
  it('is kept on the device and shown as waiting, and nothing is sent', async () => {
    const { storeState } = await expectSaga(runOrderCommand, 'start', orderStartRequested(1))
      .withReducer(rootReducer, rootReducer(stateWith({ list: [authorized], live: 'reconnecting' }), orderStartRequested(1)) as RootState)
      .put(orderActionQueued({ id: 1, action: 'start' }))
      .put.like({ action: { type: commandQueued.type, payload: { key: 'key-1', scope, command: { kind: 'order', action: 'start', orderId: 1 } } } })
      .not.call.fn(api.startOrder)
      .not.put.actionType(errorRaised.type)
      .run();
    const state = storeState as RootState;
    expect(selectQueuedOrderCommand(state, 1)?.command).toEqual({ kind: 'order', action: 'start', orderId: 1 });
    // The buttons follow the queue now, not a running command.
    expect(state.orders.pending[1]).toBeUndefined();
    expect([...kept.keys()]).toEqual(['key-1']);
  });

  it('is kept, with the key it was sent with, when sending it finds no network; no failure toast', async () => {
    await expectSaga(runOrderCommand, 'start', orderStartRequested(1))
      .withReducer(rootReducer, stateWith({ list: [authorized], live: 'connected' }))
      .provide([[matchers.call(api.startOrder, scope, 1, 'key-1'), throwError(new ApiError(0, 'network', 'Sem conexão com o servidor.'))]])
      .put(orderActionQueued({ id: 1, action: 'start' }))
      .not.put.actionType(errorRaised.type)
      .run();
    expect(kept.get('key-1')?.command).toEqual({ kind: 'order', action: 'start', orderId: 1 });
  });

  it("online, a refusal still shows the spec's failure and queues nothing", async () => {
    const { allEffects } = await expectSaga(runOrderCommand, 'start', orderStartRequested(1))
      .withReducer(rootReducer, stateWith({ list: [authorized], live: 'connected' }))
      .provide([[matchers.call.fn(api.startOrder), throwError(new ApiError(500, 'internal', 'Erro interno do servidor.'))]])
      .not.put.actionType(commandQueued.type)
      .run();
    expect(messagesOf(putsOf(allEffects as never), errorRaised.type)).toEqual(['Não foi possível iniciar o pedido.']);
    expect(kept.size).toBe(0);
  });
});

describe('replaying the queue when the link is back', () => {
  it('sends the commands in the order taken, each with its key, once, and leaves nothing waiting', async () => {
    const sent: string[] = [];
    const { storeState } = await expectSaga(operations)
      .withReducer(rootReducer, keptOnDevice(queued('k2', 'complete', 2), queued('k1', 'start', 1)))
      .provide([
        [matchers.call.fn(api.startOrder), dynamic(({ args }) => (sent.push(`start ${args[2]}`), started))],
        [matchers.call.fn(api.completeOrder), dynamic(({ args }) => (sent.push(`complete ${args[2]}`), completed))],
      ])
      .delay(20)
      .dispatch(liveConnected())
      .put(orderStarted(started))
      .put(orderCompleted(completed))
      .silentRun(250);
    expect(sent).toEqual(['start k1', 'complete k2']);
    expect((storeState as RootState).outbox.entries).toEqual([]);
    expect(kept.size).toBe(0);
  });

  it('tells a refusal truthfully, reloads the order, and settles the command', async () => {
    const elsewhere = order({ id: 1, status: 'started' });
    const { storeState, allEffects } = await expectSaga(operations)
      .withReducer(rootReducer, keptOnDevice(queued('k1', 'start', 1)))
      .provide([
        [matchers.call.fn(api.startOrder), throwError(new ApiError(409, 'conflict', 'server text', 'order_started'))],
        [matchers.call(api.fetchOrder, scope, 1), elsewhere],
      ])
      .delay(20)
      .dispatch(liveConnected())
      .put(orderReceived(elsewhere))
      .silentRun(250);
    const actions = putsOf(allEffects as never);
    expect(messagesOf(actions, errorRaised.type)).toEqual(['Este pedido já foi iniciado por outra pessoa.']);
    expect(messagesOf(actions, successRaised.type)).toEqual([]);
    expect((storeState as RootState).outbox.entries).toEqual([]);
    expect(kept.size).toBe(0);
  });

  it("a refusal without a conflict code shows the spec's failure text", async () => {
    const { allEffects } = await expectSaga(operations)
      .withReducer(rootReducer, keptOnDevice(queued('k1', 'cancel', 1)))
      .provide([
        [matchers.call.fn(api.cancelOrder), throwError(new ApiError(404, 'not_found', 'Pedido não encontrado.'))],
        [matchers.call.fn(api.fetchOrder), authorized],
      ])
      .delay(20)
      .dispatch(liveConnected())
      .silentRun(250);
    expect(messagesOf(putsOf(allEffects as never), errorRaised.type)).toEqual(['Não foi possível cancelar.']);
  });

  it('stops at a command that still finds no network, keeping it and the ones after it', async () => {
    const { storeState } = await expectSaga(operations)
      .withReducer(rootReducer, keptOnDevice(queued('k1', 'start', 1), queued('k2', 'complete', 2)))
      .provide([[matchers.call.fn(api.startOrder), throwError(new ApiError(0, 'network', 'Sem conexão com o servidor.'))]])
      .delay(20)
      .dispatch(liveConnected())
      .not.call.fn(api.completeOrder)
      .not.put.actionType(errorRaised.type)
      .silentRun(250);
    expect((storeState as RootState).outbox.entries.map((entry) => entry.key)).toEqual(['k1', 'k2']);
    expect([...kept.keys()].sort()).toEqual(['k1', 'k2']);
  });

  it("sends nothing it finds sent by another tab, and shows the device's queue", async () => {
    const state = keptOnDevice(queued('k1', 'start', 1));
    kept.clear();
    const { storeState } = await expectSaga(operations)
      .withReducer(rootReducer, state)
      .delay(20)
      .dispatch(liveConnected())
      .not.call.fn(api.startOrder)
      .silentRun(250);
    expect((storeState as RootState).outbox.entries).toEqual([]);
    expect(storage.acquireReplayLock).toHaveBeenCalled();
  });
});

describe("'Desfazer' before the command is sent", () => {
  it('drops it from the screen and the device, and it is never sent', async () => {
    const entry = queued('k1', 'start', 1);
    const { storeState } = await expectSaga(operations)
      .withReducer(rootReducer, keptOnDevice(entry))
      .dispatch(queuedCommandUndone(entry))
      .delay(20)
      .dispatch(liveConnected())
      .not.call.fn(api.startOrder)
      .silentRun(250);
    expect((storeState as RootState).outbox.entries).toEqual([]);
    expect(kept.size).toBe(0);
  });
});

describe('a reload while offline', () => {
  it('shows what the device kept, still waiting', async () => {
    kept.set('k1', queued('k1', 'start', 1));
    const { storeState } = await expectSaga(operations)
      .withReducer(rootReducer, stateWith({ list: [authorized], live: 'disconnected' }))
      .not.call.fn(api.startOrder)
      .silentRun(250);
    expect(selectQueuedOrderCommand(storeState as RootState, 1)?.key).toBe('k1');
  });
});
