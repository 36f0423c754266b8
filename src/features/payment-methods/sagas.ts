import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RootState } from '@/app/rootReducer';
import { liveConnected, liveEventReceived, liveReconnected, type LiveEvent } from '@/live/events';
import { takeLatestPerKey } from '@/shared/saga/effects';
import { ApiError, isUnauthorized } from '@/shared/api/errors';
import { messageOf } from '@/shared/api/messages';
import { REMOVE_FAILED, UPDATE_FAILED } from '@/shared/notifications/failures';
import { notifyError } from '@/shared/notifications/effects';
import { sessionRejected } from '@/shared/session/events';
import * as api from './api';
import { isReloadWanted } from './rules';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import { selectPaymentMethodIds, selectPaymentMethodsStatus } from './selectors';
import {
  bindFailed,
  bindRequested,
  bound,
  detailFailed,
  detailLoaded,
  detailRequested,
  dropped,
  loaded,
  loadFailed,
  loadRequested,
  publicChanged,
  publicChangeFailed,
  publicToggled,
  reloaded,
  removed,
  removeFailed,
  removeRequested,
} from './slice';

export const BIND_FAILED = 'Não foi possível adicionar o método de pagamento.';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Spec 8: a refused token while reading payment methods ends the session instead of showing an error. */
function* failLoad(error: unknown, fail: () => PayloadAction<unknown>) {
  if (isUnauthorized(error)) yield put(sessionRejected());
  else yield put(fail());
}

export function* loadPaymentMethods() {
  try {
    const shop: ShopScope = yield call(shopScope);
    const [methods, catalogue]: [api.PaymentMethod[], api.CatalogueMethod[]] = yield all([
      call(api.fetchPaymentMethods, shop),
      call(api.fetchCatalogue),
    ]);
    yield put(loaded({ methods, catalogue }));
  } catch (error) {
    yield call(failLoad, error, () => loadFailed(messageOf(error)));
  }
}

export function* loadPaymentMethod(action: PayloadAction<number>) {
  const id = action.payload;
  try {
    const shop: ShopScope = yield call(shopScope);
    const method: api.PaymentMethod = yield call(api.fetchPaymentMethod, shop, id);
    yield put(detailLoaded(method));
  } catch (error) {
    yield call(failLoad, error, () => detailFailed({ id, message: messageOf(error) }));
  }
}

export function* bindPaymentMethod(action: ReturnType<typeof bindRequested>) {
  try {
    const shop: ShopScope = yield call(shopScope);
    const method: api.PaymentMethod = yield call(api.bindPaymentMethod, shop, action.payload);
    yield put(bound(method));
  } catch (error) {
    yield put(bindFailed());
    yield notifyError(BIND_FAILED, error);
  }
}

export function* changePublic(action: ReturnType<typeof publicToggled>) {
  const { id, isPublic } = action.payload;
  try {
    const shop: ShopScope = yield call(shopScope);
    const method: api.PaymentMethod = yield call(api.updatePaymentMethod, shop, id, isPublic);
    yield put(publicChanged(method));
  } catch (error) {
    yield put(publicChangeFailed({ id, isPublic: !isPublic }));
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* removePaymentMethod(action: PayloadAction<number>) {
  const id = action.payload;
  try {
    const shop: ShopScope = yield call(shopScope);
    yield call(api.removePaymentMethod, shop, id);
    yield put(removed(id));
  } catch (error) {
    yield put(removeFailed(id));
    yield notifyError(REMOVE_FAILED, error);
  }
}

export const isPaymentMethodEvent = (action: Action) =>
  liveEventReceived.match(action) && action.payload.channel === 'paymentMethod';

/** Spec 4: added and updated reload the method; removed drops it locally. */
export function* applyLiveEvent(action: PayloadAction<LiveEvent>) {
  const event = action.payload;
  if (event.event === 'removed') {
    yield put(dropped(event.id));
    return;
  }
  const status: LoadStatus = yield select(selectPaymentMethodsStatus);
  const known: number[] = yield select((state: RootState) => selectPaymentMethodIds(state));
  if (!isReloadWanted(status === 'resolved', known, event.id)) return;
  try {
    const shop: ShopScope = yield call(shopScope);
    const method: api.PaymentMethod = yield call(api.fetchPaymentMethod, shop, event.id);
    yield put(reloaded(method));
  } catch (error) {
    // Unbound again before the reload reached it.
    if (isNotFound(error)) yield put(dropped(event.id));
    else if (isUnauthorized(error)) yield put(sessionRejected());
  }
}

/** Events sent before the room was joined, or while offline, never arrive, so a shown list is read again. */
export function* reloadAfterReconnect() {
  const status: LoadStatus = yield select(selectPaymentMethodsStatus);
  if (status === 'resolved') yield put(loadRequested());
}

export function* paymentMethodsSaga() {
  yield takeLatest(loadRequested.type, loadPaymentMethods);
  yield takeLatest(detailRequested.type, loadPaymentMethod);
  yield takeLeading(bindRequested.type, bindPaymentMethod);
  // Per method the switch is disabled until its change settles, so every toggle that arrives is meant.
  yield takeEvery(publicToggled.type, changePublic);
  yield takeLeading(removeRequested.type, removePaymentMethod);
  yield takeLatestPerKey(isPaymentMethodEvent, (action: PayloadAction<LiveEvent>) => action.payload.id, applyLiveEvent);
  yield takeLatest([liveConnected.type, liveReconnected.type], reloadAfterReconnect);
}
