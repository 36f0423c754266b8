import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, delay, fork, put, select, takeLatest } from 'redux-saga/effects';
import type { Invoice, Order } from '@contract/ordering';
import { orderRefusalOf } from '@contract/order-transitions';
import { ApiError } from '@/shared/api/errors';
import { messageOf } from '@/shared/api/messages';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { liveConnected, liveEventReceived, liveReconnected, type LiveEvent } from '@/live/events';
import { selectLiveConnected, selectLiveStatus, type LiveStatus } from '@/live/liveSlice';
import { isLinkDown } from '@/live/linkStatus';
import { replayOutcomeOf, shouldQueue, type OutboxEntry } from '@/ordering/outbox/rules';
import { queueCommand, takeQueued } from '@/ordering/outbox/sagas';
import { queuedCommandSettled } from '@/ordering/outbox/slice';
import { newCommandKey } from '@/ordering/outbox/storage';
import { takeLatestPerKey, takeLeadingPerKey } from '@/shared/saga/effects';
import { selectShopScope, shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from './api';
import { canCancelOrder, canCompleteOrder, canStartOrder, orderConflictMessageOf, type OrderAction } from './rules';
import { selectOpenOrderIds, selectOrderDetails, selectOrderById, selectShowsInvoice } from './selectors';
import {
  orderActionDropped,
  orderActionFailed,
  orderActionQueued,
  orderCanceled,
  orderCancelRequested,
  orderCompleted,
  orderCompleteRequested,
  orderDetailsFailed,
  orderDetailsLoaded,
  orderDetailsOpened,
  orderDetailsRefreshRequested,
  orderInvoiceFailed,
  orderInvoiceLoaded,
  orderReceived,
  orderReloadRequested,
  orderStarted,
  orderStartRequested,
  type OrderDetailsState,
} from './slice';

/** Waits between attempts to fetch an order a live event announced: it must not be missed for a hiccup. */
export const LIVE_RELOAD_DELAYS_MS = [1_000, 3_000, 10_000];

function* loadInvoiceOf(scope: ShopScope, invoiceId: number) {
  try {
    const invoice: Invoice = yield call(api.fetchOrderInvoice, scope, invoiceId);
    yield put(orderInvoiceLoaded(invoice));
  } catch (error) {
    yield put(orderInvoiceFailed({ invoiceId, message: messageOf(error) }));
  }
}

/** An open order and its invoice, which decides whether it may be canceled. */
export function* loadOrderDetails(action: PayloadAction<number>) {
  const id = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const order: Order = yield call(api.fetchOrder, scope, id);
    yield put(orderDetailsLoaded(order));
    yield call(loadInvoiceOf, scope, order.invoiceId);
  } catch (error) {
    yield put(orderDetailsFailed({ id, message: messageOf(error) }));
  }
}

const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** Null when the order is not ours to see or the server stayed unreachable; reconnecting reloads the list then. */
export function* fetchOrderPatiently(scope: ShopScope, id: number) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const order: Order = yield call(api.fetchOrder, scope, id);
      return order;
    } catch (error) {
      if (isGone(error) || attempt >= LIVE_RELOAD_DELAYS_MS.length) {
        yield call([console, console.error], `Pedido ${id} não pôde ser recarregado.`, error);
        return null;
      }
      yield delay(LIVE_RELOAD_DELAYS_MS[attempt]);
    }
  }
}

/** An order changed ('seen' changes nothing in it: only the alerts listen to that one). */
export const isOrderEvent = (action: Action) =>
  liveEventReceived.match(action) && action.payload.channel === 'order' && action.payload.event !== 'seen';
export const isInvoiceEvent = (action: Action) => liveEventReceived.match(action) && action.payload.channel === 'invoice';

/** A live event names an order that changed or is new: fetch it, so the list and the open order follow. */
export function* reloadOrderFromLive(action: PayloadAction<LiveEvent>) {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  const order: Order | null = yield call(fetchOrderPatiently, scope, action.payload.id);
  if (!order) return;
  yield put(orderReceived(order));
}

export function* reloadDetailsInvoice(action: PayloadAction<LiveEvent>) {
  const shown: boolean = yield select(selectShowsInvoice, action.payload.id);
  if (!shown) return;
  const scope: ShopScope | null = yield select(selectShopScope);
  if (scope) yield call(loadInvoiceOf, scope, action.payload.id);
}

/** An open order may have missed events: reload it, quietly (each screen's list reloads itself). */
export function* resyncShown() {
  const openIds: number[] = yield select(selectOpenOrderIds);
  for (const id of openIds) yield put(orderDetailsRefreshRequested(id));
}

export function* reloadOrder(action: PayloadAction<number>) {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (scope) yield call(reloadAfterCommand, scope, action.payload);
}

interface Command {
  send: (scope: ShopScope, id: number, idempotencyKey?: string) => Promise<Order>;
  allowed: (order: Order, invoice: Invoice | null) => boolean;
  done: (order: Order) => Action;
  failure: string;
  success?: string;
}

const commands: Record<OrderAction, Command> = {
  start: { send: api.startOrder, allowed: canStartOrder, done: orderStarted, failure: 'Não foi possível iniciar o pedido.' },
  complete: {
    send: api.completeOrder,
    allowed: canCompleteOrder,
    done: orderCompleted,
    failure: 'Não foi possível completar o pedido.',
    success: 'Pedido completado.',
  },
  cancel: {
    send: api.cancelOrder,
    allowed: canCancelOrder,
    done: orderCanceled,
    failure: 'Não foi possível cancelar.',
    success: 'Pedido cancelado.',
  },
};

/** Without live events nothing else would bring the order's (and its invoice's) new state. */
function* reloadAfterCommand(scope: ShopScope, id: number) {
  try {
    const order: Order = yield call(api.fetchOrder, scope, id);
    yield put(orderReceived(order));
    const details: OrderDetailsState | null = yield select(selectOrderDetails, id);
    if (details) yield call(loadInvoiceOf, scope, order.invoiceId);
  } catch (error) {
    yield call([console, console.error], `Pedido ${id} não pôde ser recarregado.`, error);
  }
}

/** Kept on the device until the link is back (ordering/outbox): the tile and the record say it waits. */
function* queueOrderCommand(scope: ShopScope, id: number, kind: OrderAction, key: string, sentBefore: boolean) {
  yield put(orderActionQueued({ id, action: kind }));
  const command = { kind: 'order', action: kind, orderId: id } as const;
  const entry: OutboxEntry = { key, scope, command, queuedAt: Date.now(), sentBefore };
  yield call(queueCommand, entry);
}

export function* runOrderCommand(kind: OrderAction, action: PayloadAction<number>) {
  const id = action.payload;
  const command = commands[kind];
  const order: Order | null = yield select(selectOrderById, id);
  const details: OrderDetailsState | null = yield select(selectOrderDetails, id);
  const invoice = details?.invoice ?? null;
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!order || !scope || !command.allowed(order, invoice)) {
    yield put(orderActionDropped({ id, action: kind }));
    // The order moved on since the button was tapped (a colleague, a live event): nothing was sent; say why.
    const reason = order ? orderConflictMessageOf(orderRefusalOf(kind, order.status, invoice?.status ?? null)) : null;
    if (reason) yield notifyError(reason);
    return;
  }
  // One key for every attempt: a send whose answer was lost and its replay from the queue apply once.
  const key: string = yield call(newCommandKey);
  const status: LiveStatus = yield select(selectLiveStatus);
  const linkDown = isLinkDown(status);
  if (shouldQueue({ linkDown })) {
    yield call(queueOrderCommand, scope, id, kind, key, false);
    return;
  }
  try {
    const updated: Order = yield call(command.send, scope, id, key);
    yield put(command.done(updated));
    if (command.success) yield notifySuccess(command.success);
  } catch (error) {
    if (error instanceof ApiError && shouldQueue({ linkDown, failureStatus: error.status })) {
      yield call(queueOrderCommand, scope, id, kind, key, true);
      return;
    }
    yield put(orderActionFailed({ id, action: kind, message: messageOf(error) }));
    const reason = error instanceof ApiError ? orderConflictMessageOf(error.conflict) : null;
    yield notifyError(reason ?? command.failure, error);
    // 409: someone else moved the order on; show where it is now.
    if (error instanceof ApiError && error.status === 409) yield call(reloadAfterCommand, scope, id);
    return;
  }
  const connected: boolean = yield select(selectLiveConnected);
  if (!connected) yield call(reloadAfterCommand, scope, id);
}

/**
 * A queued command sent when the link came back, with the key it was taken with. The server's refusal (the order
 * moved on meanwhile) is told in the conflict's words, or the spec's failure text, and the order reloaded; no
 * answer at all keeps it queued.
 */
export function* replayOrderCommand(action: PayloadAction<OutboxEntry>) {
  const { key, scope, command: queued } = action.payload;
  if (queued.kind !== 'order') return;
  const command = commands[queued.action];
  const id = queued.orderId;
  try {
    const updated: Order = yield call(command.send, scope, id, key);
    yield put(command.done(updated));
    yield put(queuedCommandSettled({ key, outcome: 'applied' }));
    if (command.success) yield notifySuccess(command.success);
  } catch (error) {
    const outcome = replayOutcomeOf(error instanceof ApiError ? error.status : -1);
    if (outcome === 'unreachable') {
      yield put(queuedCommandSettled({ key, outcome }));
      return;
    }
    const reason = error instanceof ApiError ? orderConflictMessageOf(error.conflict) : null;
    yield notifyError(reason ?? command.failure, error);
    yield call(reloadAfterCommand, scope, id);
    yield put(queuedCommandSettled({ key, outcome }));
    return;
  }
  const connected: boolean = yield select(selectLiveConnected);
  if (!connected) yield call(reloadAfterCommand, scope, id);
}


const idOf = (action: PayloadAction<number>) => action.payload;

export function* ordersSaga() {
  yield takeLatestPerKey(
    (action) => orderDetailsOpened.match(action) || orderDetailsRefreshRequested.match(action),
    (action: PayloadAction<number>) => action.payload,
    loadOrderDetails,
  );
  yield takeLatestPerKey(isOrderEvent, (action: PayloadAction<LiveEvent>) => action.payload.id, reloadOrderFromLive);
  yield takeLatest(isInvoiceEvent, reloadDetailsInvoice);
  yield takeLatest([liveConnected.type, liveReconnected.type], resyncShown);
  yield takeLatestPerKey(orderReloadRequested.match, idOf, reloadOrder);
  // Per order: a double tap sends one command, while Iniciar on one tile and then on the next sends both.
  yield takeLeadingPerKey(orderStartRequested.match, idOf, runOrderCommand, 'start');
  yield takeLeadingPerKey(orderCompleteRequested.match, idOf, runOrderCommand, 'complete');
  yield takeLeadingPerKey(orderCancelRequested.match, idOf, runOrderCommand, 'cancel');
  yield fork(takeQueued, 'order', replayOrderCommand);
}
