import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { Order } from '../../../contract/ordering';
import { liveEventReceived, liveReconnected, type LiveEvent } from '../../live/events';
import { orderSoundAttempted, type SoundOutcome } from '../../live/liveSlice';
import { playOrderSound, vibrateForOrder } from '../../live/sound';
import { signedOut } from '../../shared/session/events';
import { selectAllOrders } from '../orders/selectors';
import { orderDetailsOpened, ordersLoaded, type OrderPage } from '../orders/slice';
import { ALERT_REPEAT_MS, arrivedWhileAway, isArrivalEvent, isTakenEvent } from './rules';
import { ordersArrived, ordersTaken, selectUnseenCount, selectUnseenOrderIds, UNSEEN_STORAGE_KEY } from './slice';

/** How long after a reconnect the reloaded list is awaited to find the orders that arrived meanwhile. */
export const RESYNC_WAIT_MS = 30_000;

const isLive = (test: (event: LiveEvent) => boolean) => (action: Action) =>
  liveEventReceived.match(action) && test(action.payload);

export function* chime() {
  const outcome: SoundOutcome = yield call(playOrderSound);
  yield put(orderSoundAttempted(outcome));
  yield call(vibrateForOrder);
}

/**
 * While any order waits unseen, the chime sounds at once and then every ALERT_REPEAT_MS: a burst of orders chimes
 * once per interval, and the chime stops as soon as the last waiting order is taken, here or on another device.
 */
export function* repeatWhileUnseen() {
  while (true) {
    const count: number = yield select(selectUnseenCount);
    if (count === 0) {
      yield take(ordersArrived.type);
      continue;
    }
    yield call(chime);
    const deadline = Date.now() + ALERT_REPEAT_MS;
    // Taking one of several waiting orders does not restart the interval; taking the last one ends it.
    while (true) {
      const { due } = yield race({ due: delay(Math.max(0, deadline - Date.now())), changed: take([ordersTaken.type, signedOut.type]) });
      const left: number = yield select(selectUnseenCount);
      if (due || left === 0) break;
    }
  }
}

/** Orders approved while the link was down are as new as live ones: found in the reloaded list, they alert. */
export function* alertForOrdersMissed() {
  const known: Order[] = yield select(selectAllOrders);
  const unseen: number[] = yield select(selectUnseenOrderIds);
  const knownIds = new Set([...known.map((order) => order.id), ...unseen]);
  const { loaded }: { loaded?: PayloadAction<OrderPage> } = yield race({
    loaded: take(ordersLoaded.type),
    gaveUp: delay(RESYNC_WAIT_MS),
  });
  if (!loaded) return;
  const missed = arrivedWhileAway(knownIds, loaded.payload.orders);
  if (missed.length > 0) yield put(ordersArrived(missed));
}

function* keepUnseen() {
  const unseen: number[] = yield select(selectUnseenOrderIds);
  yield call([localStorage, localStorage.setItem], UNSEEN_STORAGE_KEY, JSON.stringify(unseen));
}

function* arrived(action: PayloadAction<LiveEvent>) {
  yield put(ordersArrived([action.payload.id]));
}

function* taken(action: PayloadAction<LiveEvent>) {
  yield put(ordersTaken([action.payload.id]));
}

function* opened(action: PayloadAction<number>) {
  yield put(ordersTaken([action.payload]));
}

export function* orderAlertsSaga() {
  yield takeEvery(isLive(isArrivalEvent), arrived);
  yield takeEvery(isLive(isTakenEvent), taken);
  yield takeEvery(orderDetailsOpened.type, opened);
  yield takeEvery(liveReconnected.type, alertForOrdersMissed);
  yield takeEvery([ordersArrived.type, ordersTaken.type, signedOut.type], keepUnseen);
  yield call(repeatWhileUnseen);
}
