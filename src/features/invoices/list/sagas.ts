import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Invoice, InvoiceList } from '@contract/ordering';
import { paths } from '@/shared/routing/paths';
import { signedInStartedOn } from '@/shared/featureGroups/install';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import { messageOf } from '@/shared/api/messages';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from '@/ordering/invoices/api';
import { selectInvoiceById } from '@/ordering/invoices/selectors';
import { invoiceLoadRequested, listLoaded } from '@/ordering/invoices/slice';
import {
  selectInvoiceFilters,
  selectInvoiceGeneration,
  selectInvoiceListStatus,
  selectInvoicePaging,
  selectMoreInvoices,
} from './selectors';
import {
  filtersChanged,
  listLoadFailed,
  listLoadRequested,
  listRefreshRequested,
  moreLoadFailed,
  moreOutdated,
  moreRequested,
  type Paging,
} from './slice';

export function* loadList() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const filters: ReturnType<typeof selectInvoiceFilters> = yield select(selectInvoiceFilters);
    // A first load (or one after new filters) leaves the list pending; a refresh keeps what was shown.
    const status: string = yield select(selectInvoiceListStatus);
    const page: InvoiceList = yield call(api.fetchInvoices, scope, filters, 0);
    yield put(listLoaded({ ...page, offset: 0, refreshed: status !== 'pending' }));
  } catch (error) {
    yield put(listLoadFailed(messageOf(error)));
  }
}

export function* loadMore() {
  const more: ReturnType<typeof selectMoreInvoices> = yield select(selectMoreInvoices);
  if (more.status !== 'pending') return;
  const paging: Paging = yield select(selectInvoicePaging);
  const generation: number = yield select(selectInvoiceGeneration);
  try {
    const scope: ShopScope = yield call(shopScope);
    const filters: ReturnType<typeof selectInvoiceFilters> = yield select(selectInvoiceFilters);
    const page: InvoiceList = yield call(api.fetchInvoices, scope, filters, paging.offset);
    const current: number = yield select(selectInvoiceGeneration);
    const status: string = yield select(selectInvoiceListStatus);
    if (current !== generation || status !== 'resolved') yield put(moreOutdated());
    else yield put(listLoaded({ ...page, offset: paging.offset, refreshed: false }));
  } catch (error) {
    yield put(moreLoadFailed(messageOf(error)));
  }
}

/** Started on Comandas: its first page loads now, not once the screen is there. */
export function* loadFirstPageEarly(action: PayloadAction<string>) {
  if (action.payload !== paths.Invoices) return;
  const listStatus: string = yield select(selectInvoiceListStatus);
  if (listStatus === 'idle') yield put(listLoadRequested());
}

/** Whatever changed before the room was joined, or while the socket was down, was missed: the list is read again. */
export function* onReconnected() {
  // A first page on its way was read before the room was joined: let it show, then read again what it may miss.
  const firstStatus: string = yield select(selectInvoiceListStatus);
  if (firstStatus === 'pending') yield take([listLoaded.type, listLoadFailed.type]);
  const listStatus: string = yield select(selectInvoiceListStatus);
  if (listStatus !== 'idle') yield put(listRefreshRequested());
}

/** A comanda the device does not hold yet (a first order somewhere) is read, so the list can place it. */
export function* loadNewInvoice(action: ReturnType<typeof liveEventReceived>) {
  const { channel, event, id } = action.payload;
  if (channel !== 'invoice' || event === 'seen') return;
  const listStatus: string = yield select(selectInvoiceListStatus);
  const held: Invoice | undefined = yield select(selectInvoiceById, id);
  if (listStatus !== 'idle' && !held) yield put(invoiceLoadRequested(id));
}

export function* reloadOnFiltersChanged() {
  yield put(listLoadRequested());
}

export function* invoicesViewSaga() {
  yield takeLatest([listLoadRequested.type, listRefreshRequested.type], loadList);
  yield takeLatest(filtersChanged.type, reloadOnFiltersChanged);
  // Infinite scroll fires again while a page is on its way; one request per page.
  yield takeLeading(moreRequested.type, loadMore);
  yield takeEvery(liveEventReceived.type, loadNewInvoice);
  yield takeLatest(signedInStartedOn.type, loadFirstPageEarly);
  yield takeLatest([liveConnected.type, liveReconnected.type], onReconnected);
}
