import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { Invoice, Order } from '@contract/ordering';
import type { RootState } from '@/app/rootReducer';
import { liveConnected, liveEventReceived, liveReconnected, type LiveEvent } from '@/live/events';
import { selectLiveConnected, selectLiveStatus, type LiveStatus } from '@/live/liveSlice';
import { isLinkDown } from '@/live/linkStatus';
import { ApiError } from '@/shared/api/errors';
import { replayOutcomeOf, shouldQueue, type OutboxEntry } from '@/ordering/outbox/rules';
import { queueCommand, takeQueued } from '@/ordering/outbox/sagas';
import { queuedCommandSettled } from '@/ordering/outbox/slice';
import { newCommandKey } from '@/ordering/outbox/storage';
import { orderSoundAttempted, type SoundOutcome } from '@/sound/events';
import { playBillSound, playEscalatedSound, playOrderSound, vibrateForOrder } from '@/sound/player';
import { signedOut } from '@/shared/session/events';
import { selectShopScope } from '@/session/scope';
import { markInvoiceSeen } from '@/ordering/invoices/api';
import { detailsOpened as invoiceDetailsOpened, invoiceLoaded, listLoaded, paymentConfirmed } from '@/ordering/invoices/slice';
import { markOrderSeen } from '@/ordering/orders/api';
import { selectAllOrders, selectOrderById } from '@/ordering/orders/selectors';
import type { ShopScope } from '@/shared/session/scope';
import { orderDetailsOpened, ordersLoaded, type OrderPage } from '@/ordering/orders/slice';
import {
  arrivedWhileAway,
  billsRequestedWhileAway,
  escalatedShown,
  escalationsAnsweredWhileAway,
  isArrivalEvent,
  isEscalationEvent,
  isBillRequestEvent,
  isBillTakenEvent,
  isTakenEvent,
  nextChimeOf,
  repeatMsOf,
  takenWhileAway,
  type AlertKind,
} from './rules';
import { addAccounted, forgetAccounted, readAccounted } from './accounted';
import {
  selectAlertSettings,
  selectBillRequestCount,
  selectBillRequestIds,
  selectEscalatedCount,
  selectEscalatedOrderIds,
  selectUnseenCount,
  selectUnseenOrderIds,
} from './selectors';
import { ALERT_SETTINGS_STORAGE_KEY, alertSettingsChanged, screenKeptOn, type AlertSettings } from './settings';
import { pageShownChannel, releaseScreenOn, requestScreenOn } from './wakeLock';
import {
  billsRequested,
  billsTaken,
  BILLS_STORAGE_KEY,
  ESCALATED_STORAGE_KEY,
  ordersArrived,
  ordersEscalated,
  ordersTaken,
  UNSEEN_STORAGE_KEY,
} from './slice';

/** How long after a reconnect the reloaded list is awaited to find the orders that arrived meanwhile. */
export const RESYNC_WAIT_MS = 30_000;

const isLive = (test: (event: LiveEvent) => boolean) => (action: Action) =>
  liveEventReceived.match(action) && test(action.payload);

export function* chime(kind: AlertKind = 'order') {
  const { volume, sound }: AlertSettings = yield select(selectAlertSettings);
  let outcome: SoundOutcome;
  if (kind === 'escalated') outcome = yield call(playEscalatedSound);
  else if (kind === 'bill') outcome = yield call(playBillSound, volume);
  else outcome = yield call(playOrderSound, volume, sound);
  yield put(orderSoundAttempted(outcome));
  if (kind === 'escalated') yield call(vibrateForOrder, true);
  else yield call(vibrateForOrder);
}

/**
 * While any order waits unseen or any bill request is unanswered, a chime sounds at once and then at the device's
 * interval (10 s unless changed in Configurações): a burst of orders chimes once per interval, and the chime stops as
 * soon as the last one is taken, here or on another device. A bill request chimes its own sound at once; while
 * both wait, the two sounds take turns. While the server has escalated any order nobody took, the escalated sound
 * plays instead, at once and every 3 seconds, until someone takes it.
 */
export function* repeatWhileUnseen() {
  let last: AlertKind | null = null;
  let asked: AlertKind | null = null;
  while (true) {
    const orders: number = yield select(selectUnseenCount);
    const bills: number = yield select(selectBillRequestCount);
    const escalated: number = yield select(selectEscalatedCount);
    if (orders + bills === 0) {
      last = null;
      yield take([ordersArrived.type, ordersEscalated.type, billsRequested.type]);
      continue;
    }
    const kind: AlertKind = asked ?? nextChimeOf(orders, bills, last, escalated);
    asked = null;
    yield call(chime, kind);
    last = kind;
    const { repeatMs }: AlertSettings = yield select(selectAlertSettings);
    const deadline = Date.now() + repeatMsOf(repeatMs, escalated);
    // Taking one of several waiting orders does not restart the interval; taking the last one ends it.
    while (true) {
      const { due, billed, escalatedNow } = yield race({
        due: delay(Math.max(0, deadline - Date.now())),
        changed: take([ordersTaken.type, billsTaken.type, signedOut.type]),
        billed: take(billsRequested.type),
        escalatedNow: take(ordersEscalated.type),
      });
      if (billed || escalatedNow) {
        asked = billed ? 'bill' : 'escalated';
        break;
      }
      const ordersLeft: number = yield select(selectUnseenCount);
      const billsLeft: number = yield select(selectBillRequestCount);
      if (due || ordersLeft + billsLeft === 0) break;
    }
  }
}

/**
 * Orders approved while the link was down are as new as live ones: found in the reloaded list and not accounted for
 * before (accounted.ts), they alert. Those this device alerts for that the list shows moved on stop alerting.
 */
export function* alertForOrdersMissed() {
  const accounted: number[] = yield call(readAccounted, 'orders');
  const unseen: number[] = yield select(selectUnseenOrderIds);
  const knownIds = new Set([...accounted, ...unseen]);
  const { loaded }: { loaded?: PayloadAction<OrderPage> } = yield race({
    loaded: take(ordersLoaded.type),
    gaveUp: delay(RESYNC_WAIT_MS),
  });
  if (!loaded) return;
  const missed = arrivedWhileAway(knownIds, loaded.payload.orders);
  if (missed.length > 0) yield put(ordersArrived(missed));
  const stillUnseen: number[] = yield select(selectUnseenOrderIds);
  const moved = takenWhileAway(stillUnseen, loaded.payload.orders);
  if (moved.length > 0) yield put(ordersTaken(moved));
  const escalated: number[] = yield select(selectEscalatedOrderIds);
  const answered = escalationsAnsweredWhileAway(escalated, loaded.payload.orders);
  if (answered.length > 0) yield put(ordersTaken(answered));
}

/**
 * Every join of the shop's room, the first of a session included (a phone opened from the push, a reload), takes the
 * escalations the list it loads shows: an order the server escalated alerts louder on every device until taken,
 * whether or not this one heard the event.
 */
export function* alertForEscalationsShown() {
  const { loaded }: { loaded?: PayloadAction<OrderPage> } = yield race({
    loaded: take(ordersLoaded.type),
    gaveUp: delay(RESYNC_WAIT_MS),
  });
  if (!loaded) return;
  const known: number[] = yield select(selectEscalatedOrderIds);
  const shown = escalatedShown(loaded.payload.orders).filter((id) => !known.includes(id));
  if (shown.length > 0) yield put(ordersEscalated(shown));
}

const isFirstPage = (action: Action) => listLoaded.match(action) && action.payload.offset === 0;

/**
 * Bills asked for while the link was down alert like live ones: after the reconnect, the Comandas list read again
 * shows them asking. Only when the next first page read is that list read again: a first load (Comandas was not
 * shown when the link came back) has nothing to compare with.
 */
export function* alertForBillsMissed() {
  const accounted: number[] = yield call(readAccounted, 'bills');
  const asking: number[] = yield select(selectBillRequestIds);
  const known = new Set([...accounted, ...asking]);
  const { loaded }: { loaded?: ReturnType<typeof listLoaded> } = yield race({ loaded: take(isFirstPage), gaveUp: delay(RESYNC_WAIT_MS) });
  if (!loaded?.payload.refreshed) return;
  const missed = billsRequestedWhileAway(known, loaded.payload.invoices);
  if (missed.length > 0) yield put(billsRequested(missed));
}

/** What a list shows while the link is up is accounted for: events tell of anything that changes after it. */
export function* accountOrdersShown(action: PayloadAction<OrderPage>) {
  const connected: boolean = yield select(selectLiveConnected);
  if (!connected) return;
  const waiting = action.payload.orders.filter((order) => order.status === 'authorized').map((order) => order.id);
  yield call(addAccounted, 'orders', waiting);
}

/**
 * The first join of the session: the waiting orders the list already shows are accounted for at once, not only when
 * the list the join reloads comes back, so a link lost within that moment does not bring them back as missed.
 */
export function* accountOrdersHeld() {
  const orders: Order[] = yield select(selectAllOrders);
  yield call(addAccounted, 'orders', orders.filter((order) => order.status === 'authorized').map((order) => order.id));
}

export function* accountBillsShown(action: ReturnType<typeof listLoaded>) {
  const connected: boolean = yield select(selectLiveConnected);
  if (!connected) return;
  const asking = action.payload.invoices.filter((invoice) => invoice.status === 'closing').map((invoice) => invoice.id);
  yield call(addAccounted, 'bills', asking);
}

function* accountAlerted(action: PayloadAction<number[]>) {
  yield call(addAccounted, billsRequested.match(action) ? 'bills' : 'orders', action.payload);
}

function* forgetOnSignOut() {
  yield call(forgetAccounted);
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

function* keepEscalated() {
  const escalated: number[] = yield select(selectEscalatedOrderIds);
  yield call([localStorage, localStorage.setItem], ESCALATED_STORAGE_KEY, JSON.stringify(escalated));
}

function* keepBills() {
  const bills: number[] = yield select(selectBillRequestIds);
  yield call([localStorage, localStorage.setItem], BILLS_STORAGE_KEY, JSON.stringify(bills));
}

function* billAsked(action: PayloadAction<LiveEvent>) {
  yield put(billsRequested([action.payload.id]));
}

function* billTaken(action: PayloadAction<LiveEvent>) {
  yield put(billsTaken([action.payload.id]));
}

/** A comanda seen in any other state than 'Encerrado' (paid, canceled) no longer asks for anything. */
export function* billSettled(action: PayloadAction<Invoice>) {
  if (action.payload.status === 'closing') return;
  const bills: number[] = yield select(selectBillRequestIds);
  if (bills.includes(action.payload.id)) yield put(billsTaken([action.payload.id]));
}

/**
 * Opening a record that alerts (a new order, a comanda asking for the bill) takes it here at once, and on the shop's
 * other devices through the server, best effort: until that call lands they keep alerting, which is the safe side.
 * `tellServer` also tells it when this device was not alerting for it (the server must know it was opened).
 */
function* takeOnOpening(
  id: number,
  selectWaiting: (state: RootState) => number[],
  taken: (ids: number[]) => Action,
  markSeen: (scope: ShopScope, id: number) => unknown,
  tellServer = false,
) {
  const waiting: number[] = yield select(selectWaiting);
  const alerting = waiting.includes(id);
  if (!alerting && !tellServer) return;
  if (alerting) yield put(taken([id]));
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    yield call(markSeen, scope, id);
  } catch {
    // Nothing to tell the user: the other devices stop once someone acts on the record there.
  }
}

/** An order opened with no network: the other devices hear it once the link is back (ordering/outbox). */
function* markOrderSeenOrQueue(scope: ShopScope, id: number) {
  const key: string = yield call(newCommandKey);
  const status: LiveStatus = yield select(selectLiveStatus);
  const linkDown = isLinkDown(status);
  const entry: OutboxEntry = { key, scope, command: { kind: 'orderSeen', orderId: id }, queuedAt: Date.now(), sentBefore: false };
  if (shouldQueue({ linkDown })) {
    yield call(queueCommand, entry);
    return;
  }
  try {
    yield call(markOrderSeen, scope, id, key);
  } catch (error) {
    if (error instanceof ApiError && shouldQueue({ linkDown, failureStatus: error.status })) yield call(queueCommand, { ...entry, sentBefore: true });
  }
}

/** A queued 'seen' sent when the link came back; a refusal (the order is gone) settles it quietly. */
export function* replayOrderSeen(action: PayloadAction<OutboxEntry>) {
  const { key, scope, command } = action.payload;
  if (command.kind !== 'orderSeen') return;
  try {
    yield call(markOrderSeen, scope, command.orderId, key);
    yield put(queuedCommandSettled({ key, outcome: 'applied' }));
  } catch (error) {
    yield put(queuedCommandSettled({ key, outcome: replayOutcomeOf(error instanceof ApiError ? error.status : -1) }));
  }
}


export function* invoiceOpened(action: PayloadAction<number>) {
  yield call(takeOnOpening, action.payload, selectBillRequestIds, billsTaken, markInvoiceSeen);
}

function* arrived(action: PayloadAction<LiveEvent>) {
  yield put(ordersArrived([action.payload.id]));
}

function* escalatedLive(action: PayloadAction<LiveEvent>) {
  yield put(ordersEscalated([action.payload.id]));
}

function* taken(action: PayloadAction<LiveEvent>) {
  yield put(ordersTaken([action.payload.id]));
}

/**
 * The server escalates a waiting order nobody opened, so opening one tells it even when this device was not
 * alerting for it (it loaded the list after the order came in); an order not loaded yet may be waiting too.
 */
export function* opened(action: PayloadAction<number>) {
  const order: Order | null = yield select(selectOrderById, action.payload);
  const mayWait = order === null || order.status === 'authorized';
  yield call(takeOnOpening, action.payload, selectUnseenOrderIds, ordersTaken, markOrderSeenOrQueue, mayWait);
}

export function* orderAlertsSaga() {
  yield takeEvery(isLive(isArrivalEvent), arrived);
  yield takeEvery(isLive(isTakenEvent), taken);
  yield takeEvery(isLive(isEscalationEvent), escalatedLive);
  yield takeEvery(orderDetailsOpened.type, opened);
  yield fork(takeQueued, 'orderSeen', replayOrderSeen);
  yield takeEvery(isLive(isBillRequestEvent), billAsked);
  yield takeEvery(isLive(isBillTakenEvent), billTaken);
  yield takeEvery(invoiceDetailsOpened.type, invoiceOpened);
  yield takeEvery([invoiceLoaded.type, paymentConfirmed.type], billSettled);
  yield takeEvery(liveReconnected.type, alertForOrdersMissed);
  yield takeEvery(liveReconnected.type, alertForBillsMissed);
  yield takeEvery([liveConnected.type, liveReconnected.type], alertForEscalationsShown);
  yield takeEvery(ordersLoaded.type, accountOrdersShown);
  yield takeEvery(liveConnected.type, accountOrdersHeld);
  yield takeEvery(listLoaded.type, accountBillsShown);
  yield takeEvery([ordersArrived.type, ordersEscalated.type, billsRequested.type], accountAlerted);
  yield takeEvery(signedOut.type, forgetOnSignOut);
  yield takeEvery([ordersArrived.type, ordersEscalated.type, ordersTaken.type, signedOut.type], keepUnseen);
  yield takeEvery([ordersEscalated.type, ordersTaken.type, signedOut.type], keepEscalated);
  yield takeEvery([billsRequested.type, billsTaken.type, signedOut.type], keepBills);
  yield takeEvery(alertSettingsChanged.type, keepAlertSettings);
  yield fork(keepScreenOn);
  yield call(repeatWhileUnseen);
}
