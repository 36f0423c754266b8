import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { messageOf } from '../../shared/api/messages';
import { notifyError } from '../../shared/notifications/effects';
import * as api from './api';
import { selectShopScope, selectShopSettings } from './selectors';
import { loaded, loadFailed, loadRequested, saved, saveFailed, saveRequested } from './slice';

export const UPDATE_FAILED = 'Não foi possível alterar.';

export function* shopScope() {
  const scope: api.ShopScope | null = yield select(selectShopScope);
  if (!scope) throw new Error('BusinessUnit is not loaded');
  return scope;
}

export function* loadShopSettings() {
  try {
    const scope: api.ShopScope = yield call(shopScope);
    const record: api.ShopSettings | null = yield call(api.fetchShopSettings, scope);
    yield put(loaded(record));
  } catch (error) {
    yield put(loadFailed(messageOf(error)));
  }
}

export function* saveShopSettings(action: PayloadAction<api.MenuType>) {
  try {
    const scope: api.ShopScope = yield call(shopScope);
    const record: api.ShopSettings | null = yield select(selectShopSettings);
    const result: api.ShopSettings = record
      ? yield call(api.updateShopSettings, scope, record.id, action.payload)
      : yield call(api.createShopSettings, scope, action.payload);
    yield put(saved(result));
  } catch (error) {
    yield put(saveFailed());
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* shopSettingsSaga() {
  yield takeLatest(loadRequested.type, loadShopSettings);
  yield takeLeading(saveRequested.type, saveShopSettings);
}
