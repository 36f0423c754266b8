import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PixSettings } from '@contract/payments';
import { messageOf } from '@/shared/api/messages';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import type { ShopScope } from '@/shared/session/scope';
import { shopScope } from '@/session/scope';
import * as api from './api';
import { loaded, loadFailed, loadRequested, removed, removeFailed, removeRequested, saved, saveFailed, saveRequested } from './slice';

export const PIX_KEY_REMOVED = 'Chave Pix removida.';
export const PIX_KEY_REMOVAL_FAILED = 'Não foi possível remover a chave Pix.';

export function* loadPixSettings() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const record: PixSettings | null = yield call(api.fetchPixSettings, scope);
    yield put(loaded(record));
  } catch (error) {
    yield put(loadFailed(messageOf(error)));
  }
}

/** The server keeps the key and texts as the code carries them; the form then shows what was kept. */
export function* savePixSettings(action: PayloadAction<PixSettings>) {
  try {
    const scope: ShopScope = yield call(shopScope);
    const record: PixSettings = yield call(api.savePixSettings, scope, action.payload);
    yield put(saved(record));
  } catch (error) {
    yield put(saveFailed());
    yield notifyError(UPDATE_FAILED, error);
  }
}

/** 'Remover chave Pix': the comandas stop showing a Pix code from their next look. */
export function* removePixSettings() {
  try {
    const scope: ShopScope = yield call(shopScope);
    yield call(api.deletePixSettings, scope);
    yield put(removed());
    yield notifySuccess(PIX_KEY_REMOVED);
  } catch (error) {
    yield put(removeFailed());
    yield notifyError(PIX_KEY_REMOVAL_FAILED, error);
  }
}

export function* pixSettingsSaga() {
  yield takeLatest(loadRequested.type, loadPixSettings);
  yield takeLeading(saveRequested.type, savePixSettings);
  yield takeLeading(removeRequested.type, removePixSettings);
}
