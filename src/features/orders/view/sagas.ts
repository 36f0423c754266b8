import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Order, OrderList, OrderSort } from '@contract/ordering';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import { paths } from '@/shared/routing/paths';
import { signedInStartedOn } from '@/shared/featureGroups/install';
import { messageOf } from '@/shared/api/messages';
import { liveConnected, liveReconnected } from '@/live/events';
import { selectShopScope, shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from '@/ordering/orders/api';
import { matchesOrderFilters, type OrderFilters } from '@/ordering/orders/rules';
import { orderCanceled, orderCompleted, orderReceived, ordersLoaded, ordersMoreLoaded, orderStarted } from '@/ordering/orders/slice';
import { readOrderSort, saveOrderSort } from './sortPreference';
import { selectListedOrder, selectOrderFilters, selectOrderSort, selectOrdersPaging, selectOrdersStatus } from './selectors';
import {
  orderFiltersChanged,
  orderLeftList,
  ordersLoadFailed,
  ordersLoadRequested,
  ordersMoreFailed,
  ordersMoreRequested,
  ordersRefreshRequested,
  orderSortChanged,
  type ListedOrder,
  type Paging,
} from './slice';

/** Pedidos' list: its pages, its reload after a reconnect, its sort kept on the device, finished orders leaving. */
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

/** A list request in flight may have been answered before this order existed: ask again. */
export function* askAgainForNewOrder(action: PayloadAction<Order>) {
  const order = action.payload;
  const status: LoadStatus = yield select(selectOrdersStatus);
  const filters: OrderFilters = yield select(selectOrderFilters);
  const listed: ListedOrder | undefined = yield select(selectListedOrder, order.id);
  if (status === 'pending' && !listed && matchesOrderFilters(order, filters)) yield put(ordersRefreshRequested());
}

/** Started on Pedidos: its first page loads now, not once the screen or the live room is there. */
export function* loadFirstPageEarly(action: PayloadAction<string>) {
  if (action.payload !== paths.Orders && action.payload !== paths.Root) return;
  const status: LoadStatus = yield select(selectOrdersStatus);
  const scope: ShopScope | null = yield select(selectShopScope);
  if (status === 'idle' && scope) yield put(ordersLoadRequested());
}

/**
 * The list may have missed events: reload it, quietly. A list not loaded yet is loaded now: a signed-in start
 * joins the live room while Pedidos' code is still on its way, and its first page need not wait.
 */
export function* resyncList() {
  // A first page on its way was read before the room was joined: let it show, then read again what it may miss.
  const firstStatus: LoadStatus = yield select(selectOrdersStatus);
  if (firstStatus === 'pending') yield take([ordersLoaded.type, ordersLoadFailed.type]);
  const status: LoadStatus = yield select(selectOrdersStatus);
  const scope: ShopScope | null = yield select(selectShopScope);
  if (status !== 'idle') yield put(ordersRefreshRequested());
  else if (scope) yield put(ordersLoadRequested());
}

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
  const listed: ListedOrder | undefined = yield select(selectListedOrder, action.payload.id);
  if (!listed) return;
  yield delay(FINISHED_VISIBLE_MS);
  yield put(orderLeftList(action.payload.id));
}

export function* ordersViewSaga() {
  // Before any list is asked for, so the first one comes in the device's order.
  yield call(restoreOrderSort);
  yield takeLatest([ordersLoadRequested.type, ordersRefreshRequested.type, orderFiltersChanged.type, orderSortChanged.type], loadOrders);
  yield takeEvery(orderSortChanged.type, keepOrderSort);
  // Leading: a second scroll event while a page is loading would ask for the same offset again.
  yield takeLeading(ordersMoreRequested.type, loadMoreOrders);
  yield takeEvery(orderReceived.type, askAgainForNewOrder);
  yield takeLatest(signedInStartedOn.type, loadFirstPageEarly);
  yield takeLatest([liveConnected.type, liveReconnected.type], resyncList);
  yield takeEvery(isLeavingList, letFinishedOrderLeave);
}
