import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { messageOf } from '@/shared/api/messages';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { CHANGES_SAVED } from '@/shared/notifications/successes';
import * as api from './api';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import { selectQrCodesNextOffset } from './selectors';
import {
  created,
  createFailed,
  createRequested,
  detailFailed,
  detailLoaded,
  detailRequested,
  listFailed,
  listLoaded,
  listRequested,
  moreFailed,
  moreLoaded,
  moreRequested,
  saved,
  saveFailed,
  saveRequested,
} from './slice';

export const CREATE_FAILED = 'Não foi possível criar novo QR code.';

export function* loadQrCodes() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const page: { qrCodes: api.QrCode[]; count: number } = yield call(api.fetchQrCodes, scope, 0);
    yield put(listLoaded(page));
  } catch (error) {
    yield put(listFailed(messageOf(error)));
  }
}

export function* loadMoreQrCodes() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const offset: number = yield select(selectQrCodesNextOffset);
    const page: { qrCodes: api.QrCode[]; count: number } = yield call(api.fetchQrCodes, scope, offset);
    yield put(moreLoaded(page));
  } catch (error) {
    yield put(moreFailed());
    yield notifyError(messageOf(error), error);
  }
}

export function* loadQrCode(action: PayloadAction<number>) {
  const id = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const qrCode: api.QrCode = yield call(api.fetchQrCode, scope, id);
    yield put(detailLoaded(qrCode));
  } catch (error) {
    yield put(detailFailed({ id, message: messageOf(error) }));
  }
}

export function* createQrCode(action: ReturnType<typeof createRequested>) {
  const { requestId, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const qrCode: api.QrCode = yield call(api.createQrCode, scope, values);
    yield put(created({ requestId, qrCode }));
  } catch (error) {
    yield put(createFailed(requestId));
    yield notifyError(CREATE_FAILED, error);
  }
}

export function* saveQrCode(action: ReturnType<typeof saveRequested>) {
  const { id, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const qrCode: api.QrCode = yield call(api.updateQrCode, scope, id, values);
    yield put(saved(qrCode));
    yield notifySuccess(CHANGES_SAVED);
  } catch (error) {
    yield put(saveFailed(id));
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* qrCodesSaga() {
  yield takeLatest(listRequested.type, loadQrCodes);
  yield takeLeading(moreRequested.type, loadMoreQrCodes);
  yield takeLatest(detailRequested.type, loadQrCode);
  yield takeLeading(createRequested.type, createQrCode);
  yield takeLeading(saveRequested.type, saveQrCode);
}
