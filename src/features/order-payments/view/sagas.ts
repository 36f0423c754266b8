import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { Action } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { OrderPaymentList } from '@contract/order-payments';
import { isUnauthorized } from '@/shared/api/errors';
import { messageOf } from '@/shared/api/messages';
import { sessionRejected } from '@/shared/session/events';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import * as api from '@/ordering/payments/api';
import type { OrderPaymentFilters } from '@/ordering/payments/rules';
import { orderPaymentsLoaded, orderPaymentsMoreLoaded } from '@/ordering/payments/slice';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import { selectOrderPaymentFilters, selectOrderPaymentsPaging, selectOrderPaymentsStatus } from './selectors';
import {
  orderPaymentFiltersChanged,
  orderPaymentsLoadFailed,
  orderPaymentsLoadRequested,
  orderPaymentsMoreFailed,
  orderPaymentsMoreRequested,
  orderPaymentsRefreshRequested,
  type OrderPaymentsViewState,
} from './slice';

/** Invoice events come in bursts (closing, then closed); one reload covers the burst. */
export const LIVE_REFRESH_DEBOUNCE_MS = 500;

/** Spec 8: a 401 on order payments ends the session. */
function* failWith(error: unknown, failed: (message: string) => Action) {
  if (isUnauthorized(error)) yield put(sessionRejected());
  else yield put(failed(messageOf(error)));
}

export function* loadOrderPayments() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const filters: OrderPaymentFilters = yield select(selectOrderPaymentFilters);
    const page: OrderPaymentList = yield call(api.fetchOrderPayments, scope, filters, 0, api.ORDER_PAYMENTS_PAGE_SIZE);
    yield put(orderPaymentsLoaded(page));
  } catch (error) {
    yield call(failWith, error, orderPaymentsLoadFailed);
  }
}

export function* loadMoreOrderPayments() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const filters: OrderPaymentFilters = yield select(selectOrderPaymentFilters);
    const paging: OrderPaymentsViewState['paging'] = yield select(selectOrderPaymentsPaging);
    // A new first page replaces the list; a page of the old one arriving after it would be appended to the new.
    const { page }: { page?: OrderPaymentList } = yield race({
      page: call(api.fetchOrderPayments, scope, filters, paging.offset, api.ORDER_PAYMENTS_PAGE_SIZE),
      reset: take([orderPaymentsLoadRequested.type, orderPaymentsRefreshRequested.type, orderPaymentFiltersChanged.type]),
    });
    if (page) yield put(orderPaymentsMoreLoaded(page));
  } catch (error) {
    yield call(failWith, error, orderPaymentsMoreFailed);
  }
}

const isInvoiceEvent = (action: Action) => liveEventReceived.match(action) && action.payload.channel === 'invoice';

/** Payments follow invoices (asking for the bill creates one, closing pays it); a shown list follows too. */
export function* refreshShownPayments() {
  yield delay(LIVE_REFRESH_DEBOUNCE_MS);
  const status: LoadStatus = yield select(selectOrderPaymentsStatus);
  if (status === 'resolved' || status === 'error') yield put(orderPaymentsRefreshRequested());
}

export function* orderPaymentsViewSaga() {
  yield takeLatest(
    [orderPaymentsLoadRequested.type, orderPaymentsRefreshRequested.type, orderPaymentFiltersChanged.type],
    loadOrderPayments,
  );
  // Leading: a second scroll event while a page is loading would ask for the same offset again.
  yield takeLeading(orderPaymentsMoreRequested.type, loadMoreOrderPayments);
  yield takeLatest((action: Action) => isInvoiceEvent(action) || liveConnected.match(action) || liveReconnected.match(action), refreshShownPayments);
}
