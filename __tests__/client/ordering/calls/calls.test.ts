import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { TableCall } from '@contract/calls';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import * as api from '@/ordering/calls/api';
import { canRunCallCommand, isCallConflict, newlyWaiting, titleWithCalls, waitingCallsLabel } from '@/ordering/calls/rules';
import { callLineOf, callProgressOf, callTextOf, waitedLabel } from '@/features/calls/rules';
import { chimeForCall, repeatWhileCalling, runCallCommand, tableCallsSaga } from '@/ordering/calls/sagas';
import { selectDoneCalls, selectOpenCalls, selectWaitingCallCount } from '@/ordering/calls/selectors';
import reducer, { callCommandDone, callCommandFailed, callCommandRequested, callsLoaded } from '@/ordering/calls/slice';
import { ApiError } from '@/shared/api/errors';
import { signedOut } from '@/shared/session/events';
import { playCallSound, playEscalatedSound, vibrateForOrder } from '@/sound/player';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { accountToken, shopUnit } from '../../features/invoices/fixtures';

injectSignedInReducers();

const T0 = Date.parse('2026-11-27T12:00:00.000Z');
const aCall = (over: Partial<TableCall> = {}): TableCall => ({
  id: 1,
  qrcodeId: 3,
  location: 'Mesa 3',
  reason: 'waiter',
  status: 'open',
  createdAt: new Date(T0).toISOString(),
  claimedAt: null,
  claimedBy: null,
  doneAt: null,
  doneBy: null,
  ...over,
});
const claimedByAna = (over: Partial<TableCall> = {}) => aCall({ status: 'claimed', claimedBy: 'Ana', claimedAt: new Date(T0 + 5000).toISOString(), ...over });

const baseState = () => rootReducer(undefined, { type: 'init' }) as RootState;
const signedIn = (calls: TableCall[] = []): RootState => {
  const base = baseState();
  const withCalls = reducer(base.tableCalls, callsLoaded(calls));
  return { ...base, auth: { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit }, tableCalls: withCalls };
};
const scope = { accountId: 4, shopId: 10 };

describe('call rules', () => {
  it.each([
    [0, 'há 0 s'],
    [40_000, 'há 40 s'],
    [59_999, 'há 59 s'],
    [60_000, 'há 1 min'],
    [3_599_000, 'há 59 min'],
    [3_600_000, 'há 1 h'],
    [-5_000, 'há 0 s'],
  ])('waited %d ms reads %s', (elapsed, label) => {
    expect(waitedLabel(new Date(T0).toISOString(), T0 + elapsed)).toBe(label);
  });

  it("words the call as staff read it: 'Mesa 3 chamou o garçom · há 40 s'", () => {
    expect(callTextOf(aCall())).toBe('Mesa 3 chamou o garçom');
    expect(callTextOf(aCall({ location: 'Varanda', reason: 'cutlery' }))).toBe('Varanda pediu talheres/guardanapos');
    expect(callLineOf(aCall(), T0 + 40_000)).toBe('Mesa 3 chamou o garçom · há 40 s');
  });

  it('says who is on it, or who closed it', () => {
    expect(callProgressOf(aCall())).toBeNull();
    expect(callProgressOf(claimedByAna())).toBe('Ana vai atender');
    expect(callProgressOf(aCall({ status: 'done', doneBy: 'Carla' }))).toBe('Concluído por Carla');
  });

  it.each([
    ['claim', 'open', true],
    ['claim', 'claimed', false],
    ['claim', 'done', false],
    ['finish', 'open', false],
    ['finish', 'claimed', true],
    ['finish', 'done', false],
  ] as const)('%s on a call %s: %s', (command, status, allowed) => {
    expect(canRunCallCommand(command, aCall({ status }))).toBe(allowed);
  });

  it('puts the calls in the title beside the other alerts', () => {
    expect(titleWithCalls('Restaurante', 'Restaurante', 0)).toBe('Restaurante');
    expect(titleWithCalls('Restaurante', 'Restaurante', 1)).toBe('(1) Salão');
    expect(titleWithCalls('(2) Pedidos · (1) Comandas', 'Restaurante', 3)).toBe('(2) Pedidos · (1) Comandas · (3) Salão');
  });

  it('knows its conflicts, counts for a screen reader, and finds the calls new since', () => {
    expect(isCallConflict('call_claimed')).toBe(true);
    expect(isCallConflict('call_done')).toBe(true);
    expect(isCallConflict('order_started')).toBe(false);
    expect(isCallConflict(undefined)).toBe(false);
    expect(waitingCallsLabel(1)).toBe('1 chamado de mesa');
    expect(waitingCallsLabel(2)).toBe('2 chamados de mesa');
    expect(newlyWaiting([1, 2], [2, 3])).toEqual([3]);
  });
});

describe('the calls slice', () => {
  it('replaces the list with what the server listed, and counts only the calls nobody took', () => {
    let state = signedIn([aCall({ id: 1 }), claimedByAna({ id: 2 }), aCall({ id: 3, status: 'done', doneBy: 'Ana' })]);
    expect(selectWaitingCallCount(state)).toBe(1);
    expect(selectOpenCalls(state).map((c) => c.id)).toEqual([1, 2]);
    expect(selectDoneCalls(state).map((c) => c.id)).toEqual([3]);
    state = { ...state, tableCalls: reducer(state.tableCalls, callsLoaded([aCall({ id: 4 })])) };
    expect(selectOpenCalls(state).map((c) => c.id)).toEqual([4]);
  });

  it('keeps one command per call in flight, and drops everything on sign-out', () => {
    let state = reducer(undefined, callsLoaded([aCall()]));
    state = reducer(state, callCommandRequested({ id: 1, command: 'claim' }));
    state = reducer(state, callCommandRequested({ id: 1, command: 'finish' }));
    expect(state.pending).toEqual({ 1: 'claim' });
    state = reducer(state, callCommandDone(claimedByAna()));
    expect(state.pending).toEqual({});
    expect(state.entities[1]?.status).toBe('claimed');
    state = reducer(state, callCommandRequested({ id: 1, command: 'finish' }));
    expect(reducer(state, callCommandFailed(1)).pending).toEqual({});
    expect(reducer(state, signedOut()).ids).toEqual([]);
  });
});

describe('the calls sagas', () => {
  const quiet = { call: (effect: { fn: unknown }, next: () => unknown) => (effect.fn === playCallSound || effect.fn === playEscalatedSound ? 'played' : effect.fn === vibrateForOrder ? undefined : next()) };

  it.each([
    ['the first join', liveConnected()],
    ['a catch-up after a drop or a reload', liveReconnected()],
    ['a live call event', liveEventReceived({ channel: 'call', event: 'claimed', id: 1 })],
  ])('reloads the open calls on %s', async (_, action) => {
    const result = await expectSaga(tableCallsSaga)
      .withReducer(rootReducer, signedIn([aCall({ id: 1 })]))
      .provide([[matchers.call.fn(api.fetchCalls), { calls: [claimedByAna({ id: 1 }), aCall({ id: 2 })] }], quiet])
      .dispatch(action)
      .call(api.fetchCalls, scope)
      .silentRun(50);
    expect(selectOpenCalls(result.storeState as RootState).map((c) => [c.id, c.status])).toEqual([
      [1, 'claimed'],
      [2, 'open'],
    ]);
  });

  it('does not reload on an order or invoice event', async () => {
    await expectSaga(tableCallsSaga)
      .withReducer(rootReducer, signedIn())
      .provide([[matchers.call.fn(api.fetchCalls), { calls: [] }], quiet])
      .dispatch(liveEventReceived({ channel: 'order', event: 'approved', id: 1 }))
      .not.call.fn(api.fetchCalls)
      .silentRun(50);
  });

  it("claims a waiting call and shows the server's answer", async () => {
    const result = await expectSaga(runCallCommand, callCommandRequested({ id: 1, command: 'claim' }))
      .withReducer(rootReducer, signedIn([aCall()]))
      .provide([[matchers.call.fn(api.claimCall), claimedByAna()], [matchers.call.fn(api.fetchCalls), { calls: [claimedByAna()] }]])
      .call(api.claimCall, scope, 1)
      .put(callCommandDone(claimedByAna()))
      .run();
    expect((result.storeState as RootState).tableCalls.entities[1]?.claimedBy).toBe('Ana');
  });

  it('says who took the call when someone else claimed it first, and reloads to show it', async () => {
    const refused = new ApiError(409, 'conflict', 'Este chamado já foi assumido por Carla.', 'call_claimed');
    const result = await expectSaga(runCallCommand, callCommandRequested({ id: 1, command: 'claim' }))
      .withReducer(rootReducer, signedIn([aCall()]))
      .provide([
        [matchers.call.fn(api.claimCall), throwError(refused)],
        [matchers.call.fn(api.fetchCalls), { calls: [claimedByAna({ claimedBy: 'Carla' })] }],
      ])
      .call.fn(api.fetchCalls)
      .run();
    const state = result.storeState as RootState;
    expect(state.notifications.queue.map((n) => n.message)).toEqual(['Este chamado já foi assumido por Carla.']);
    expect(state.tableCalls.entities[1]?.claimedBy).toBe('Carla');
  });

  it('says a failure in its own words when nobody else acted, and sends nothing the call no longer allows', async () => {
    const failed = await expectSaga(runCallCommand, callCommandRequested({ id: 1, command: 'finish' }))
      .withReducer(rootReducer, signedIn([claimedByAna()]))
      .provide([[matchers.call.fn(api.finishCall), throwError(new ApiError(0, 'network', 'Sem conexão com o servidor.'))]])
      .run();
    expect((failed.storeState as RootState).notifications.queue.map((n) => n.message)).toEqual(['Não foi possível concluir o chamado.']);
    await expectSaga(runCallCommand, callCommandRequested({ id: 1, command: 'finish' }))
      .withReducer(rootReducer, signedIn([aCall()]))
      .not.call.fn(api.finishCall)
      .put(callCommandFailed(1))
      .run();
  });

  it('plays the call sound, not an order or bill sound', async () => {
    await expectSaga(chimeForCall).withReducer(rootReducer, baseState()).provide(quiet).call(playCallSound, 1).run();
  });

  it('plays the louder escalated alert, with the longer vibration, while a call the server escalated waits', async () => {
    const escalated = aCall({ escalatedAt: new Date(T0 + 120_000).toISOString() });
    await expectSaga(chimeForCall)
      .withReducer(rootReducer, signedIn([escalated, aCall({ id: 2 })]))
      .provide(quiet)
      .call(playEscalatedSound)
      .call(vibrateForOrder, true)
      .not.call.fn(playCallSound)
      .run();
    // Claimed, it is no longer escalated: the call's own sound again.
    await expectSaga(chimeForCall)
      .withReducer(rootReducer, signedIn([claimedByAna({ escalatedAt: escalated.escalatedAt }), aCall({ id: 2 })]))
      .provide(quiet)
      .call(playCallSound, 1)
      .not.call.fn(playEscalatedSound)
      .run();
  });

  it('switches to the escalated alert at once when a waiting call escalates, without waiting for the interval', async () => {
    const chimes: number[] = [];
    const provider = {
      call(effect: { fn: unknown }, next: () => unknown) {
        if (effect.fn !== chimeForCall) return next();
        chimes.push(Date.now());
        return undefined;
      },
    };
    await expectSaga(repeatWhileCalling)
      .withReducer(rootReducer, signedIn())
      .provide(provider)
      .dispatch(callsLoaded([aCall({ id: 1 })]))
      .delay(20)
      // The live 'escalated' event reloads the list: the same call, now escalated.
      .dispatch(callsLoaded([aCall({ id: 1, escalatedAt: new Date(T0 + 120_000).toISOString() })]))
      .silentRun(100);
    expect(chimes).toHaveLength(2);
  });

  it('chimes at once for a waiting call, again at once for a new one, and stops when none waits', async () => {
    const chimes: number[] = [];
    const provider = {
      call(effect: { fn: unknown }, next: () => unknown) {
        if (effect.fn !== chimeForCall) return next();
        chimes.push(Date.now());
        return undefined;
      },
    };
    await expectSaga(repeatWhileCalling)
      .withReducer(rootReducer, signedIn())
      .provide(provider)
      .dispatch(callsLoaded([aCall({ id: 1 })]))
      .delay(20)
      .dispatch(callsLoaded([aCall({ id: 1 }), aCall({ id: 2, location: 'Mesa 2' })]))
      .delay(20)
      // Claimed elsewhere: the list reloads with nobody waiting.
      .dispatch(callsLoaded([claimedByAna({ id: 1 }), claimedByAna({ id: 2 })]))
      .silentRun(100);
    expect(chimes).toHaveLength(2);
  });
});
