import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { messageOf } from '@/shared/api/messages';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { CHANGES_SAVED } from '@/shared/notifications/successes';
import * as api from './api';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import { selectShopSettings } from './selectors';
import { loaded, loadFailed, loadRequested, saved, saveFailed, saveRequested } from './slice';


export function* loadShopSettings() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const record: api.ShopSettings | null = yield call(api.fetchShopSettings, scope);
    yield put(loaded(record));
  } catch (error) {
    yield put(loadFailed(messageOf(error)));
  }
}

export function* saveShopSettings(action: PayloadAction<api.MenuType>) {
  try {
    const scope: ShopScope = yield call(shopScope);
    const record: api.ShopSettings | null = yield select(selectShopSettings);
    const result: api.ShopSettings = record
      ? yield call(api.updateShopSettings, scope, record.id, action.payload)
      : yield call(api.createShopSettings, scope, action.payload);
    yield put(saved(result));
    yield notifySuccess(CHANGES_SAVED);
  } catch (error) {
    yield put(saveFailed());
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* shopSettingsSaga() {
  yield takeLatest(loadRequested.type, loadShopSettings);
  yield takeLeading(saveRequested.type, saveShopSettings);
}
