import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { Order } from '../../../contract/ordering';
import { liveEventReceived, liveReconnected, type LiveEvent } from '../../live/events';
import { orderSoundAttempted, type SoundOutcome } from '../../live/liveSlice';
import { playOrderSound, vibrateForOrder } from '../../live/sound';
import { signedOut } from '../../shared/session/events';
import { markOrderSeen, type ShopScope } from '../orders/api';
import { selectAllOrders, selectShopScope } from '../orders/selectors';
import { orderDetailsOpened, ordersLoaded, type OrderPage } from '../orders/slice';
import { arrivedWhileAway, isArrivalEvent, isTakenEvent } from './rules';
import { selectAlertSettings, selectUnseenCount, selectUnseenOrderIds } from './selectors';
import { ALERT_SETTINGS_STORAGE_KEY, alertSettingsChanged, screenKeptOn, type AlertSettings } from './settings';
import { pageShownChannel, releaseScreenOn, requestScreenOn } from './wakeLock';
import { ordersArrived, ordersTaken, UNSEEN_STORAGE_KEY } from './slice';

/** How long after a reconnect the reloaded list is awaited to find the orders that arrived meanwhile. */
export const RESYNC_WAIT_MS = 30_000;

const isLive = (test: (event: LiveEvent) => boolean) => (action: Action) =>
  liveEventReceived.match(action) && test(action.payload);

export function* chime() {
  const { volume, sound }: AlertSettings = yield select(selectAlertSettings);
  const outcome: SoundOutcome = yield call(playOrderSound, volume, sound);
  yield put(orderSoundAttempted(outcome));
  yield call(vibrateForOrder);
}

/**
 * While any order waits unseen, the chime sounds at once and then at the device's interval (10 s unless changed in
 * Configurações): a burst of orders chimes once per interval, and the chime stops as soon as the last waiting order
 * is taken, here or on another device.
 */
export function* repeatWhileUnseen() {
  while (true) {
    const count: number = yield select(selectUnseenCount);
    if (count === 0) {
      yield take(ordersArrived.type);
      continue;
    }
    yield call(chime);
    const { repeatMs }: AlertSettings = yield select(selectAlertSettings);
    const deadline = Date.now() + repeatMs;
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

/**
 * 'Manter tela ligada': holds a screen wake lock while the setting is on, takes it again each time the page is shown
 * (the browser drops it whenever the page is hidden), and lets it go when the setting is turned off.
 */
export function* keepScreenOn() {
  const shown: EventChannel<true> = yield call(pageShownChannel);
  try {
    while (true) {
      const settings: AlertSettings = yield select(selectAlertSettings);
      if (!screenKeptOn(settings)) {
        yield take(alertSettingsChanged.type);
        continue;
      }
      let lock: WakeLockSentinel | null = yield call(requestScreenOn);
      while (true) {
        const { again } = yield race({ again: take(shown), changed: take(alertSettingsChanged.type) });
        const current: AlertSettings = yield select(selectAlertSettings);
        if (!screenKeptOn(current)) {
          yield call(releaseScreenOn, lock);
          break;
        }
        if (again) lock = yield call(requestScreenOn);
      }
    }
  } finally {
    shown.close();
  }
}

function* keepAlertSettings() {
  const settings: AlertSettings = yield select(selectAlertSettings);
  yield call([localStorage, localStorage.setItem], ALERT_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
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

/** Opening a new order takes it here at once, and on the shop's other devices through the server (best effort). */
export function* opened(action: PayloadAction<number>) {
  const unseen: number[] = yield select(selectUnseenOrderIds);
  if (!unseen.includes(action.payload)) return;
  yield put(ordersTaken([action.payload]));
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    yield call(markOrderSeen, scope, action.payload);
  } catch {
    // The others keep chiming until someone starts the order; nothing to tell the user here.
  }
}

export function* orderAlertsSaga() {
  yield takeEvery(isLive(isArrivalEvent), arrived);
  yield takeEvery(isLive(isTakenEvent), taken);
  yield takeEvery(orderDetailsOpened.type, opened);
  yield takeEvery(liveReconnected.type, alertForOrdersMissed);
  yield takeEvery([ordersArrived.type, ordersTaken.type, signedOut.type], keepUnseen);
  yield takeEvery(alertSettingsChanged.type, keepAlertSettings);
  yield fork(keepScreenOn);
  yield call(repeatWhileUnseen);
}
