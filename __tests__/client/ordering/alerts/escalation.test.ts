import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { alertForEscalationsShown, alertForOrdersMissed, chime, orderAlertsSaga, repeatWhileUnseen } from '@/ordering/alerts/sagas';
import {
  ALERT_REPEAT_MS,
  ESCALATED_REPEAT_MS,
  escalatedShown,
  escalationsAnsweredWhileAway,
  minutesUnansweredOf,
  nextChimeOf,
  repeatMsOf,
  unansweredLabel,
} from '@/ordering/alerts/rules';
import reducer, { ESCALATED_STORAGE_KEY, ordersArrived, ordersEscalated, ordersTaken, UNSEEN_STORAGE_KEY } from '@/ordering/alerts/slice';
import { ordersLoaded } from '@/ordering/orders/slice';
import { liveEventReceived, liveReconnected } from '@/live/events';
import { playEscalatedSound, playOrderSound, vibrateForOrder } from '@/sound/player';
import { signedOut } from '@/shared/session/events';
import * as settingsApi from '@/features/settings/api';
import { CALL_ESCALATION_SAVED, ESCALATION_SAVED, saveCallEscalation, saveEscalation } from '@/features/settings/sagas';
import { escalationChoiceLabel, escalationChoicesWith } from '@/features/settings/rules';
import settingsReducer, {
  callEscalationSaved,
  callEscalationSaveRequested,
  escalationLoaded,
  escalationSaved,
  escalationSaveFailed,
  escalationSaveRequested,
} from '@/features/settings/slice';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { accountToken, order, scope, shopUnit } from '../../features/orders/fixtures';
import { recordChimes } from './chimes';

injectSignedInReducers();

const baseState = () => rootReducer(undefined, { type: 'init' }) as RootState;
const withAlerts = (unseen: number[], escalated: number[] = [], bills: number[] = []): RootState => ({
  ...baseState(),
  orderAlerts: { unseen, bills, escalated },
});
const escalatedOrder = (id: number) => order({ id, status: 'authorized', escalatedAt: '2025-11-20T15:03:01.000Z' });
const sounds = { call: (effect: { fn: unknown }, next: () => unknown) => (effect.fn === playOrderSound || effect.fn === playEscalatedSound ? 'played' : next()) };

afterEach(() => localStorage.clear());

describe('escalation rules', () => {
  it.each([
    ['orders only', 2, 0, null, 0, 'order'],
    ['orders and bills take turns', 2, 1, 'order', 0, 'bill'],
    ['an escalated order sounds the escalated alert', 2, 0, null, 1, 'escalated'],
    ['even while bills wait', 2, 1, 'bill', 1, 'escalated'],
  ] as const)('next chime: %s', (_case, orders, bills, last, escalated, kind) => {
    expect(nextChimeOf(orders, bills, last, escalated)).toBe(kind);
  });

  it('repeats every 3 s while an order is escalated, else at the device interval', () => {
    expect(repeatMsOf(ALERT_REPEAT_MS, 0)).toBe(ALERT_REPEAT_MS);
    expect(repeatMsOf(ALERT_REPEAT_MS, 1)).toBe(ESCALATED_REPEAT_MS);
    expect(ESCALATED_REPEAT_MS).toBeLessThan(5_000);
  });

  it('reads escalations from a loaded list, and those answered meanwhile', () => {
    const loaded = [escalatedOrder(1), order({ id: 2, status: 'authorized' }), order({ id: 3, status: 'started', escalatedAt: null })];
    expect(escalatedShown(loaded)).toEqual([1]);
    // A server that does not escalate leaves the field out.
    const { escalatedAt: _left, ...fromAnotherHost } = escalatedOrder(4);
    expect(escalatedShown([fromAnotherHost as typeof loaded[number]])).toEqual([]);
    expect(escalationsAnsweredWhileAway([1, 2, 3, 4], loaded)).toEqual([2, 3]);
  });

  it("words the tile 'Sem resposta há 3 min'", () => {
    expect(unansweredLabel(3)).toBe('Sem resposta há 3 min');
    const since = { createdAt: '2025-11-20T15:00:00.000Z', authorizedAt: '2025-11-20T15:00:30.000Z' };
    expect(minutesUnansweredOf({ ...since, escalatedAt: '2025-11-20T15:03:31.000Z' })).toBe(3);
    expect(minutesUnansweredOf({ ...since, escalatedAt: null })).toBe(0);
    expect(minutesUnansweredOf({ ...since, authorizedAt: null, escalatedAt: '2025-11-20T15:05:00.000Z' })).toBe(5);
  });
});

describe('the escalated set', () => {
  it('joins an escalated order to the unseen ones, loses it when taken, and is emptied by a sign-out', () => {
    let state = reducer({ unseen: [1], bills: [], escalated: [] }, ordersEscalated([2]));
    expect(state).toEqual({ unseen: [1, 2], bills: [], escalated: [2] });
    state = reducer(state, ordersEscalated([1]));
    expect(state.escalated).toEqual([2, 1]);
    state = reducer(state, ordersTaken([2]));
    expect(state).toEqual({ unseen: [1], bills: [], escalated: [1] });
    expect(reducer(state, signedOut())).toEqual({ unseen: [], bills: [], escalated: [] });
  });

  it("enters with the live 'escalated' event, survives a reload, and leaves when anyone opens, starts or cancels the order", async () => {
    await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, baseState())
      .provide(sounds)
      .dispatch(liveEventReceived({ channel: 'order', event: 'escalated', id: 7 }))
      .dispatch(liveEventReceived({ channel: 'order', event: 'escalated', id: 8 }))
      .dispatch(liveEventReceived({ channel: 'order', event: 'escalated', id: 9 }))
      .silentRun(50);
    expect(JSON.parse(localStorage.getItem(ESCALATED_STORAGE_KEY) ?? 'null')).toEqual([7, 8, 9]);
    expect(JSON.parse(localStorage.getItem(UNSEEN_STORAGE_KEY) ?? 'null')).toEqual([7, 8, 9]);
    expect(reducer(undefined, { type: 'init' }).escalated).toEqual([7, 8, 9]);

    const result = await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, withAlerts([7, 8, 9], [7, 8, 9]))
      .provide(sounds)
      .dispatch(liveEventReceived({ channel: 'order', event: 'seen', id: 7 }))
      .dispatch(liveEventReceived({ channel: 'order', event: 'started', id: 8 }))
      .dispatch(liveEventReceived({ channel: 'order', event: 'canceled', id: 9 }))
      .silentRun(50);
    expect((result.storeState as RootState).orderAlerts).toEqual({ unseen: [], bills: [], escalated: [] });
    expect(JSON.parse(localStorage.getItem(ESCALATED_STORAGE_KEY) ?? 'null')).toEqual([]);
  });

  it('stops on this device when it opens the order, telling the server', async () => {
    const state = withAlerts([4], [4]);
    const signed = { ...state, auth: { ...state.auth, accountToken, businessUnit: shopUnit } } as RootState;
    const { opened } = await import('@/ordering/alerts/sagas');
    const { orderDetailsOpened } = await import('@/ordering/orders/slice');
    const api = await import('@/ordering/orders/api');
    const result = await expectSaga(opened, orderDetailsOpened(4))
      .withReducer(rootReducer, signed)
      .provide([[matchers.call.fn(api.markOrderSeen), undefined]])
      .call.like({ fn: api.markOrderSeen, args: [scope, 4] })
      .run();
    expect((result.storeState as RootState).orderAlerts.escalated).toEqual([]);
  });
});

describe('the escalated alert', () => {
  it('plays the escalated sound at full volume and vibrates longer', async () => {
    await expectSaga(chime, 'escalated')
      .withReducer(rootReducer, baseState())
      .provide({ call: (effect, next) => (effect.fn === playEscalatedSound ? 'played' : effect.fn === vibrateForOrder ? undefined : next()) })
      .call(playEscalatedSound)
      .call(vibrateForOrder, true)
      .not.call.fn(playOrderSound)
      .run();
  });

  it('sounds instead of the order chime, and repeats every 3 s', async () => {
    const waits: number[] = [];
    const chimes = recordChimes();
    await expectSaga(repeatWhileUnseen)
      .withReducer(rootReducer, withAlerts([1, 2], [2]))
      .provide({
        ...chimes.provider,
        race(effect, next) {
          const due = (effect as { due?: { payload: { args: number[] } } }).due;
          if (!due) return next();
          waits.push(due.payload.args[0]);
          return waits.length < 3 ? { due: true } : next();
        },
      })
      .silentRun(100);
    expect(chimes.kinds).toEqual(['escalated', 'escalated', 'escalated']);
    expect(waits.every((ms) => ms > ESCALATED_REPEAT_MS - 1_000 && ms <= ESCALATED_REPEAT_MS)).toBe(true);
  });

  it('switches at once when an order waiting with the ordinary chime is escalated, and back when it is taken', async () => {
    const chimes = recordChimes();
    await expectSaga(repeatWhileUnseen)
      .withReducer(rootReducer, withAlerts([1, 2]))
      .provide(chimes.provider)
      .delay(20)
      .dispatch(ordersEscalated([2]))
      .delay(20)
      .dispatch(ordersTaken([2]))
      .silentRun(100);
    // The order chime at once, the escalated one the moment the server escalates; taking it keeps the order's interval.
    expect(chimes.kinds).toEqual(['order', 'escalated']);
  });

  it('wakes a silent device', async () => {
    const chimes = recordChimes();
    await expectSaga(repeatWhileUnseen).withReducer(rootReducer, baseState()).provide(chimes.provider).delay(20).dispatch(ordersEscalated([5])).silentRun(80);
    expect(chimes.kinds).toEqual(['escalated']);
  });
});

describe('catching up', () => {
  it('takes the escalations the list shows after any join of the room, once', async () => {
    const result = await expectSaga(alertForEscalationsShown)
      .withReducer(rootReducer, withAlerts([], [3]))
      .dispatch(ordersLoaded({ orders: [escalatedOrder(3), escalatedOrder(4), order({ id: 5, status: 'authorized' })], count: 3 }))
      .put(ordersEscalated([4]))
      .run();
    expect((result.storeState as RootState).orderAlerts.escalated).toEqual([3, 4]);
  });

  it('after a reconnect, stops the escalations someone answered while the link was down', async () => {
    const result = await expectSaga(alertForOrdersMissed)
      .withReducer(rootReducer, withAlerts([6, 7], [6, 7]))
      .dispatch(ordersLoaded({ orders: [order({ id: 6, status: 'authorized', escalatedAt: null }), escalatedOrder(7)], count: 2 }))
      .put(ordersTaken([6]))
      .run();
    expect((result.storeState as RootState).orderAlerts).toEqual({ unseen: [7], bills: [], escalated: [7] });
  });

  it('runs on the catch-up the live link decides (liveReconnected)', async () => {
    const result = await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, baseState())
      .provide(sounds)
      .dispatch(liveReconnected())
      .dispatch(ordersLoaded({ orders: [escalatedOrder(11)], count: 1 }))
      .silentRun(50);
    expect((result.storeState as RootState).orderAlerts.escalated).toEqual([11]);
  });

  it('an ordinary arrival is not an escalation', () => {
    expect(reducer(undefined, ordersArrived([1])).escalated).toEqual([]);
  });
});

describe("Configurações: 'Avisar todos se um pedido ficar sem resposta por'", () => {
  it('offers off and 1 to 30 minutes, and the shop own value when it saved another', () => {
    expect(escalationChoicesWith(3)).toEqual([1, 2, 3, 5, 10, 15, 20, 30]);
    expect(escalationChoicesWith(7)).toEqual([1, 2, 3, 5, 7, 10, 15, 20, 30]);
    expect([null, 1, 3].map(escalationChoiceLabel)).toEqual(['Desligado', '1 minuto', '3 minutos']);
  });

  it('keeps the saved minutes, and the loaded ones when a save fails', () => {
    let state = settingsReducer(undefined, escalationLoaded(3));
    expect(state.escalation).toEqual({ minutes: 3, status: 'resolved', save: 'idle' });
    state = settingsReducer(state, escalationSaveRequested(null));
    expect(state.escalation.save).toBe('pending');
    expect(settingsReducer(state, escalationSaved(null)).escalation).toEqual({ minutes: null, status: 'resolved', save: 'done' });
    expect(settingsReducer(state, escalationSaveFailed()).escalation).toEqual({ minutes: 3, status: 'resolved', save: 'error' });
  });

  const signedState = () => {
    const state = baseState();
    return { ...state, auth: { ...state.auth, accountToken, businessUnit: shopUnit } } as RootState;
  };

  it('saves the choice on the server and says so', async () => {
    await expectSaga(saveEscalation, escalationSaveRequested(5))
      .withState(signedState())
      .provide([[matchers.call.fn(settingsApi.saveEscalationMinutes), 5]])
      .call(settingsApi.saveEscalationMinutes, scope, 5)
      .put(escalationSaved(5))
      .put.like({ action: { payload: { message: ESCALATION_SAVED } } })
      .run();
  });

  it("saves the calls' minutes apart from the orders', and says so", async () => {
    await expectSaga(saveCallEscalation, callEscalationSaveRequested(4))
      .withState(signedState())
      .provide([[matchers.call.fn(settingsApi.saveCallEscalationMinutes), 4]])
      .call(settingsApi.saveCallEscalationMinutes, scope, 4)
      .not.call.fn(settingsApi.saveEscalationMinutes)
      .put(callEscalationSaved(4))
      .put.like({ action: { payload: { message: CALL_ESCALATION_SAVED } } })
      .run();
  });

  it("says 'Não foi possível alterar.' when the server refuses", async () => {
    await expectSaga(saveEscalation, escalationSaveRequested(5))
      .withState(signedState())
      .provide([[matchers.call.fn(settingsApi.saveEscalationMinutes), throwError(new Error('offline'))]])
      .put(escalationSaveFailed())
      .put.like({ action: { payload: { message: UPDATE_FAILED } } })
      .run();
  });
});
