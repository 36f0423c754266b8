import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Invoice, Order, OrderList, OrderSort } from '@contract/ordering';
import { orderRefusalOf } from '@contract/order-transitions';
import { paths } from '@/shared/routing/paths';
import type { RootState } from '@/app/rootReducer';
import { signedInStartedOn } from '@/shared/featureGroups/install';
import { ApiError } from '@/shared/api/errors';
import { messageOf } from '@/shared/api/messages';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { liveConnected, liveEventReceived, liveReconnected, type LiveEvent } from '@/live/events';
import { selectLiveConnected } from '@/live/liveSlice';
import { takeLatestPerKey, takeLeadingPerKey } from '@/shared/saga/effects';
import { selectShopScope, shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from './api';
import { readOrderSort, saveOrderSort } from './sortPreference';
import {
  canCancelOrder,
  canCompleteOrder,
  canStartOrder,
  matchesOrderFilters,
  orderConflictMessageOf,
  type OrderAction,
  type OrderFilters,
} from './rules';
import {
  selectOpenOrderIds,
  selectOrderDetails,
  selectOrderById,
  selectOrderFilters,
  selectOrderSort,
  selectOrdersPaging,
  selectOrdersStatus,
  selectListedOrderById,
} from './selectors';
import {
  orderActionDropped,
  orderActionFailed,
  orderCanceled,
  orderCancelRequested,
  orderCompleted,
  orderCompleteRequested,
  orderDetailsFailed,
  orderDetailsLoaded,
  orderDetailsOpened,
  orderDetailsRefreshRequested,
  orderFiltersChanged,
  orderSortChanged,
  orderInvoiceFailed,
  orderInvoiceLoaded,
  orderLeftList,
  orderReceived,
  ordersLoaded,
  ordersLoadFailed,
  ordersLoadRequested,
  ordersMoreFailed,
  ordersMoreLoaded,
  ordersMoreRequested,
  ordersRefreshRequested,
  orderStarted,
  orderStartRequested,
  type OrderDetailsState,
  type Paging,
} from './slice';

/** Waits between attempts to fetch an order a live event announced: it must not be missed for a hiccup. */
export const LIVE_RELOAD_DELAYS_MS = [1_000, 3_000, 10_000];

export function* loadOrders(action: Action) {
  // A new sort reloads only a list that was asked for (the reducer then starts it over).
  if (orderSortChanged.match(action)) {
    const status: LoadStatus = yield select(selectOrdersStatus);
    if (status !== 'pending') return;
  }
  try {
    const scope: ShopScope = yield call(shopScope);
    const filters: OrderFilters = yield select(selectOrderFilters);
    const paging: Paging = yield select(selectOrdersPaging);
    const limit = ordersRefreshRequested.match(action)
      ? Math.min(Math.max(paging.offset, api.ORDERS_PAGE_SIZE), api.ORDERS_MAX_PAGE_SIZE)
      : api.ORDERS_PAGE_SIZE;
    const sort: OrderSort = yield select(selectOrderSort);
    const page: OrderList = yield call(api.fetchOrders, scope, filters, 0, limit, sort);
    yield put(ordersLoaded(page));
  } catch (error) {
    yield put(ordersLoadFailed(messageOf(error)));
  }
}

export function* loadMoreOrders() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const filters: OrderFilters = yield select(selectOrderFilters);
    const sort: OrderSort = yield select(selectOrderSort);
    const paging: Paging = yield select(selectOrdersPaging);
    // A new first page replaces the list; a page of the old one arriving after it would be appended to the new.
    const { page }: { page?: OrderList } = yield race({
      page: call(api.fetchOrders, scope, filters, paging.offset, api.ORDERS_PAGE_SIZE, sort),
      reset: take([ordersLoadRequested.type, ordersRefreshRequested.type, orderFiltersChanged.type, orderSortChanged.type]),
    });
    if (page) yield put(ordersMoreLoaded(page));
  } catch (error) {
    yield put(ordersMoreFailed(messageOf(error)));
  }
}

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
  const status: LoadStatus = yield select(selectOrdersStatus);
  const filters: OrderFilters = yield select(selectOrderFilters);
  const listed: Order | undefined = yield select(selectListedOrderById, order.id);
  // A list request in flight may have been answered before this order existed: ask again.
  if (status === 'pending' && !listed && matchesOrderFilters(order, filters)) yield put(ordersRefreshRequested());
}

const selectShowsInvoice = (state: RootState, invoiceId: number) =>
  Object.values(state.orders.details).some((details) => details.order?.invoiceId === invoiceId);

export function* reloadDetailsInvoice(action: PayloadAction<LiveEvent>) {
  const shown: boolean = yield select(selectShowsInvoice, action.payload.id);
  if (!shown) return;
  const scope: ShopScope | null = yield select(selectShopScope);
  if (scope) yield call(loadInvoiceOf, scope, action.payload.id);
}

/**
 * Whatever is on screen may have missed events: reload it, quietly. A list not loaded yet is loaded now: a
 * signed-in start joins the live room while Pedidos' code is still on its way, and its first page need not wait.
 */
/** Started on Pedidos: its first page loads now, not once the screen or the live room is there. */
export function* loadFirstPageEarly(action: PayloadAction<string>) {
  if (action.payload !== paths.Orders && action.payload !== paths.Root) return;
  const status: LoadStatus = yield select(selectOrdersStatus);
  const scope: ShopScope | null = yield select(selectShopScope);
  if (status === 'idle' && scope) yield put(ordersLoadRequested());
}

export function* resyncShown() {
  // A first page on its way was read before the room was joined: let it show, then read again what it may miss.
  const firstStatus: LoadStatus = yield select(selectOrdersStatus);
  if (firstStatus === 'pending') yield take([ordersLoaded.type, ordersLoadFailed.type]);
  const status: LoadStatus = yield select(selectOrdersStatus);
  const scope: ShopScope | null = yield select(selectShopScope);
  if (status !== 'idle') yield put(ordersRefreshRequested());
  else if (scope) yield put(ordersLoadRequested());
  const openIds: number[] = yield select(selectOpenOrderIds);
  for (const id of openIds) yield put(orderDetailsRefreshRequested(id));
}

interface Command {
  send: (scope: ShopScope, id: number) => Promise<Order>;
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
  try {
    const updated: Order = yield call(command.send, scope, id);
    yield put(command.done(updated));
    if (command.success) yield notifySuccess(command.success);
  } catch (error) {
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

const idOf = (action: PayloadAction<number>) => action.payload;

/** The device's sort, chosen on an earlier day. */
export function* restoreOrderSort() {
  const saved: OrderSort | null = yield call(readOrderSort);
  if (saved) yield put(orderSortChanged(saved));
}

export function* keepOrderSort(action: PayloadAction<OrderSort>) {
  yield call(saveOrderSort, action.payload);
}

/** An order that no longer matches the filters (finished, on the default list) stays this long, then leaves. */
export const FINISHED_VISIBLE_MS = 4_000;

const isLeavingList = (action: Action): action is PayloadAction<Order> =>
  orderReceived.match(action) || orderStarted.match(action) || orderCompleted.match(action) || orderCanceled.match(action);

/** The tile shows its new state for a moment, so whoever finished it sees it happen, and then makes room. */
export function* letFinishedOrderLeave(action: PayloadAction<Order>) {
  const filters: OrderFilters = yield select(selectOrderFilters);
  if (matchesOrderFilters(action.payload, filters)) return;
  const listed: Order | undefined = yield select(selectListedOrderById, action.payload.id);
  if (!listed) return;
  yield delay(FINISHED_VISIBLE_MS);
  yield put(orderLeftList(action.payload.id));
}

export function* ordersSaga() {
  // Before any list is asked for, so the first one comes in the device's order.
  yield call(restoreOrderSort);
  yield takeLatest([ordersLoadRequested.type, ordersRefreshRequested.type, orderFiltersChanged.type, orderSortChanged.type], loadOrders);
  yield takeEvery(orderSortChanged.type, keepOrderSort);
  // Leading: a second scroll event while a page is loading would ask for the same offset again.
  yield takeLeading(ordersMoreRequested.type, loadMoreOrders);
  yield takeLatestPerKey(
    (action) => orderDetailsOpened.match(action) || orderDetailsRefreshRequested.match(action),
    (action: PayloadAction<number>) => action.payload,
    loadOrderDetails,
  );
  yield takeLatestPerKey(isOrderEvent, (action: PayloadAction<LiveEvent>) => action.payload.id, reloadOrderFromLive);
  yield takeLatest(isInvoiceEvent, reloadDetailsInvoice);
  yield takeLatest(signedInStartedOn.type, loadFirstPageEarly);
  yield takeLatest([liveConnected.type, liveReconnected.type], resyncShown);
  // Per order: a double tap sends one command, while Iniciar on one tile and then on the next sends both.
  yield takeLeadingPerKey(orderStartRequested.match, idOf, runOrderCommand, 'start');
  yield takeLeadingPerKey(orderCompleteRequested.match, idOf, runOrderCommand, 'complete');
  yield takeLeadingPerKey(orderCancelRequested.match, idOf, runOrderCommand, 'cancel');
  yield takeEvery(isLeavingList, letFinishedOrderLeave);
}
