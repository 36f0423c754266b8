import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/ordering/orders/api';
import { rootReducer, type RootState } from '@/app/rootReducer';
import {
  accountOrdersHeld,
  alertForOrdersMissed,
  chime,
  opened,
  orderAlertsSaga,
  repeatWhileUnseen,
} from '@/ordering/alerts/sagas';
import {
  alertTitle,
  ALERT_REPEAT_MS,
  arrivedWhileAway,
  newOrdersLabel,
  withArrived,
  withoutTaken,
} from '@/ordering/alerts/rules';
import reducer, { ordersArrived, ordersTaken, UNSEEN_STORAGE_KEY } from '@/ordering/alerts/slice';
import { orderDetailsOpened, ordersLoaded } from '@/ordering/orders/slice';
import { liveEventReceived, liveReconnected } from '@/live/events';
import { liveStatusChanged } from '@/live/liveSlice';
import { addAccounted, readAccounted } from '@/ordering/alerts/accounted';
import { playOrderSound, vibrateForOrder } from '@/sound/player';
import { signedOut } from '@/shared/session/events';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { accountToken, order, scope, shopUnit } from '../../features/orders/fixtures';
import { recordChimes } from './chimes';

injectSignedInReducers();

const baseState = () => rootReducer(undefined, { type: 'init' }) as RootState;
const withUnseen = (ids: number[]): RootState => ({ ...baseState(), orderAlerts: { unseen: ids, bills: [], escalated: [] } });

afterEach(() => localStorage.clear());

describe('order alert rules', () => {
  it('adds arrivals once each, oldest first, and takes orders out', () => {
    expect(withArrived([3], [4, 3, 4, 5])).toEqual([3, 4, 5]);
    expect(withoutTaken([3, 4, 5], [4, 9])).toEqual([3, 5]);
  });

  it('finds the orders waiting that the device did not know before the reload', () => {
    const loaded = [order({ id: 1, status: 'authorized' }), order({ id: 2, status: 'authorized' }), order({ id: 3, status: 'started' })];
    expect(arrivedWhileAway(new Set([1]), loaded)).toEqual([2]);
  });

  it("titles the tab '(3) Pedidos' while orders wait, and counts them in the pill", () => {
    expect(alertTitle(3, 0, 'Painel')).toBe('(3) Pedidos');
    expect(alertTitle(0, 0, 'Painel')).toBe('Painel');
    expect(newOrdersLabel(1)).toBe('1 novo pedido');
    expect(newOrdersLabel(4)).toBe('4 novos pedidos');
  });
});

describe('the unseen set', () => {
  it('is emptied by a sign-out', () => {
    const state = reducer({ unseen: [1, 2], bills: [3], escalated: [2] }, signedOut());
    expect(state).toEqual({ unseen: [], bills: [], escalated: [] });
  });

  it('survives a reload: the saga keeps it per device and the slice starts from it', async () => {
    await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, baseState())
      .provide({ call: (effect, next) => (effect.fn === playOrderSound ? 'played' : next()) })
      .dispatch(liveEventReceived({ channel: 'order', event: 'approved', id: 7 }))
      .dispatch(liveEventReceived({ channel: 'order', event: 'authorized', id: 8 }))
      .silentRun(50);
    expect(JSON.parse(localStorage.getItem(UNSEEN_STORAGE_KEY) ?? 'null')).toEqual([7, 8]);
    expect(reducer(undefined, { type: 'init' }).unseen).toEqual([7, 8]);
    localStorage.setItem(UNSEEN_STORAGE_KEY, '{"not":"a list"}');
    expect(reducer(undefined, { type: 'init' }).unseen).toEqual([]);
  });

  it('loses an order when it is opened here or started, canceled or completed on any device', async () => {
    const result = await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, withUnseen([1, 2, 3, 4, 5]))
      .provide({ call: (effect, next) => (effect.fn === playOrderSound ? 'played' : next()) })
      .dispatch(orderDetailsOpened(1))
      .dispatch(liveEventReceived({ channel: 'order', event: 'started', id: 2 }))
      .dispatch(liveEventReceived({ channel: 'order', event: 'canceled', id: 3 }))
      .dispatch(liveEventReceived({ channel: 'order', event: 'completed', id: 4 }))
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'closed', id: 5 }))
      .silentRun(50);
    expect((result.storeState as RootState).orderAlerts.unseen).toEqual([5]);
  });
});

describe('opening a new order', () => {
  const shopState = (ids: number[]): RootState => {
    const state = withUnseen(ids);
    return { ...state, auth: { ...state.auth, accountToken, businessUnit: shopUnit } };
  };

  it("takes it here and tells the shop's other devices, whose 'seen' event takes it there", async () => {
    const result = await expectSaga(opened, orderDetailsOpened(3))
      .withReducer(rootReducer, shopState([3, 4]))
      .provide([[matchers.call.fn(api.markOrderSeen), undefined]])
      .call.fn(api.markOrderSeen)
      .run();
    expect((result.storeState as RootState).orderAlerts.unseen).toEqual([4]);
    const elsewhere = await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, shopState([4]))
      .provide({ call: (effect, next) => (effect.fn === playOrderSound ? 'played' : next()) })
      .dispatch(liveEventReceived({ channel: 'order', event: 'seen', id: 4 }))
      .silentRun(50);
    expect((elsewhere.storeState as RootState).orderAlerts.unseen).toEqual([]);
  });

  it('tells nobody when the order no longer waits, and shrugs off a failed call', async () => {
    const withStarted = rootReducer(shopState([3]), ordersLoaded({ orders: [order({ id: 9, status: 'started' })], count: 1 })) as RootState;
    await expectSaga(opened, orderDetailsOpened(9)).withReducer(rootReducer, withStarted).not.call.fn(api.markOrderSeen).run();
    const result = await expectSaga(opened, orderDetailsOpened(3))
      .withReducer(rootReducer, shopState([3]))
      .provide([[matchers.call.fn(api.markOrderSeen), throwError(new Error('offline'))]])
      .run();
    expect((result.storeState as RootState).orderAlerts.unseen).toEqual([]);
  });

  it('tells the server about a waiting order this device was not alerting for, so it does not escalate', async () => {
    const waiting = rootReducer(shopState([]), ordersLoaded({ orders: [order({ id: 9, status: 'authorized' })], count: 1 })) as RootState;
    await expectSaga(opened, orderDetailsOpened(9))
      .withReducer(rootReducer, waiting)
      .provide([[matchers.call.fn(api.markOrderSeen), undefined]])
      .call.like({ fn: api.markOrderSeen, args: [scope, 9] })
      .not.put.like({ action: { type: ordersTaken.type } })
      .run();
  });
});

describe('repeatWhileUnseen', () => {
  /** Runs the scheduler with every wait answered at once, counting chimes until `chimes` of them were asked for. */
  async function chimesFor(state: RootState, dispatches: (run: ReturnType<typeof expectSaga>) => ReturnType<typeof expectSaga>) {
    let chimes = 0;
    const waits: number[] = [];
    await dispatches(
      expectSaga(repeatWhileUnseen)
        .withReducer(rootReducer, state)
        .provide({
          call(effect, next) {
            if (effect.fn === chime) {
              chimes += 1;
              return undefined;
            }
            return next();
          },
          race(effect, next) {
            const due = (effect as { due?: { payload: { args: number[] } } }).due;
            if (!due) return next();
            waits.push(due.payload.args[0]);
            // Three intervals are plenty to see it repeat; then a sign-out empties the set.
            return waits.length < 3 ? { due: true } : next();
          },
        }),
    ).silentRun(100);
    return { chimes, waits };
  }

  it('chimes at once and again every interval while an order waits', async () => {
    const { chimes, waits } = await chimesFor(withUnseen([1]), (run) => run);
    expect(chimes).toBe(3);
    expect(waits.every((ms) => ms > ALERT_REPEAT_MS - 1_000 && ms <= ALERT_REPEAT_MS)).toBe(true);
  });

  it('stays silent with nothing unseen, and chimes once for a burst of arrivals', async () => {
    const { chimes } = await chimesFor(baseState(), (run) =>
      run.dispatch(ordersArrived([1])).dispatch(ordersArrived([2])).dispatch(ordersArrived([3])),
    );
    // One chime per interval answered at once (3), never one per order on top.
    expect(chimes).toBe(3);
    const silent = await chimesFor(baseState(), (run) => run);
    expect(silent.chimes).toBe(0);
  });

  it('stops as soon as the last waiting order is taken', async () => {
    const chimes = recordChimes();
    await expectSaga(repeatWhileUnseen)
      .withReducer(rootReducer, withUnseen([1, 2]))
      .provide(chimes.provider)
      .delay(20)
      .dispatch(ordersTaken([1]))
      .delay(20)
      .dispatch(ordersTaken([2]))
      .silentRun(150);
    expect(chimes.kinds).toHaveLength(1);
  });
});

describe('chime', () => {
  it('plays, records the outcome for the sound bar, and vibrates', async () => {
    const result = await expectSaga(chime)
      .withReducer(rootReducer, baseState())
      .provide({ call: (effect, next) => (effect.fn === playOrderSound ? 'blocked' : effect.fn === vibrateForOrder ? undefined : next()) })
      .call(vibrateForOrder)
      .run();
    expect((result.storeState as RootState).live.sound.blocked).toBe(true);
  });
});

describe('alertForOrdersMissed', () => {
  it('after a reconnect, alerts for the waiting orders the reloaded list brought that were not accounted for before', async () => {
    addAccounted('orders', [1]);
    const known = order({ id: 1, status: 'authorized' });
    const result = await expectSaga(alertForOrdersMissed)
      .withReducer(rootReducer, baseState())
      .dispatch(ordersLoaded({ orders: [order({ id: 9, status: 'authorized' }), known, order({ id: 8, status: 'completed' })], count: 3 }))
      .put(ordersArrived([9]))
      .run();
    expect((result.storeState as RootState).orderAlerts.unseen).toEqual([9]);
  });

  it('after a reconnect, stops alerting for the orders the reloaded list shows started or canceled meanwhile', async () => {
    const result = await expectSaga(alertForOrdersMissed)
      .withReducer(rootReducer, withUnseen([3, 4, 5]))
      .dispatch(
        ordersLoaded({
          orders: [order({ id: 3, status: 'started' }), order({ id: 4, status: 'authorized' }), order({ id: 5, status: 'canceled' })],
          count: 3,
        }),
      )
      .put(ordersTaken([3, 5]))
      .run();
    expect((result.storeState as RootState).orderAlerts.unseen).toEqual([4]);
  });

  it('after a reload, compares with what the device accounted for before it, not with the list loaded since', async () => {
    // Before the reload: order 1 was alerted and opened. Meanwhile order 2 arrived; the reloaded page listed both.
    addAccounted('orders', [1]);
    const reloaded = [order({ id: 2, status: 'authorized' }), order({ id: 1, status: 'authorized' })];
    const state = rootReducer(baseState(), ordersLoaded({ orders: reloaded, count: 2 })) as RootState;
    const result = await expectSaga(alertForOrdersMissed)
      .withReducer(rootReducer, state)
      .dispatch(ordersLoaded({ orders: reloaded, count: 2 }))
      .put(ordersArrived([2]))
      .run();
    expect((result.storeState as RootState).orderAlerts.unseen).toEqual([2]);
  });

  it('accounts for the waiting orders a list shows while the link is up, and for every alert; a sign-out forgets them', async () => {
    const connected = rootReducer(baseState(), liveStatusChanged({ status: 'connected' })) as RootState;
    await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, connected)
      .provide({ call: (effect, next) => (effect.fn === playOrderSound ? 'played' : next()) })
      .dispatch(ordersLoaded({ orders: [order({ id: 5, status: 'authorized' }), order({ id: 6, status: 'started' })], count: 2 }))
      .dispatch(ordersArrived([7]))
      .silentRun(50);
    expect(readAccounted('orders')).toEqual([5, 7]);

    await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, baseState())
      .provide({ call: (effect, next) => (effect.fn === playOrderSound ? 'played' : next()) })
      .dispatch(ordersLoaded({ orders: [order({ id: 8, status: 'authorized' })], count: 1 }))
      .silentRun(50);
    // A list loaded while the link is down is not accounted for.
    expect(readAccounted('orders')).toEqual([5, 7]);

    await expectSaga(orderAlertsSaga).withReducer(rootReducer, baseState()).dispatch(signedOut()).silentRun(50);
    expect(readAccounted('orders')).toEqual([]);
  });

  it("accounts at the first join for the waiting orders the list already shows, before the list it reloads comes back", async () => {
    const shown = rootReducer(
      baseState(),
      ordersLoaded({ orders: [order({ id: 9, status: 'authorized' }), order({ id: 10, status: 'started' })], count: 2 }),
    ) as RootState;
    await expectSaga(accountOrdersHeld).withState(shown).run();
    expect(readAccounted('orders')).toEqual([9]);
  });

  it('runs on every reconnect', async () => {
    await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, baseState())
      .dispatch(liveReconnected())
      .dispatch(ordersLoaded({ orders: [order({ id: 4, status: 'authorized' })], count: 1 }))
      .provide({ call: (effect, next) => (effect.fn === playOrderSound ? 'played' : next()) })
      .put(ordersArrived([4]))
      .silentRun(50);
  });
});
