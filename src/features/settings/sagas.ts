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
import {
  callEscalationLoaded,
  callEscalationLoadFailed,
  callEscalationLoadRequested,
  callEscalationSaved,
  callEscalationSaveFailed,
  callEscalationSaveRequested,
  escalationLoaded,
  escalationLoadFailed,
  escalationLoadRequested,
  escalationSaved,
  escalationSaveFailed,
  escalationSaveRequested,
  loaded,
  loadFailed,
  loadRequested,
  saved,
  saveFailed,
  saveRequested,
} from './slice';

export const ESCALATION_SAVED = 'Aviso de pedidos sem resposta salvo.';
export const CALL_ESCALATION_SAVED = 'Aviso de chamados sem resposta salvo.';


export function* loadShopSettings() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const record: api.ShopSettings | null = yield call(api.fetchShopSettings, scope);
    yield put(loaded(record));
  } catch (error) {
    yield put(loadFailed(messageOf(error)));
  }
}

export function* saveShopSettings(action: PayloadAction<api.ShopSettingsChange>) {
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

export function* loadEscalation() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const minutes: number | null = yield call(api.fetchEscalationMinutes, scope);
    yield put(escalationLoaded(minutes));
  } catch {
    yield put(escalationLoadFailed());
  }
}

/** Saved as soon as it is chosen, as the kitchen's settings are; a refusal puts the choice back and says so. */
export function* saveEscalation(action: PayloadAction<number | null>) {
  try {
    const scope: ShopScope = yield call(shopScope);
    const minutes: number | null = yield call(api.saveEscalationMinutes, scope, action.payload);
    yield put(escalationSaved(minutes));
    yield notifySuccess(ESCALATION_SAVED);
  } catch (error) {
    yield put(escalationSaveFailed());
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* loadCallEscalation() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const minutes: number | null = yield call(api.fetchCallEscalationMinutes, scope);
    yield put(callEscalationLoaded(minutes));
  } catch {
    yield put(callEscalationLoadFailed());
  }
}

/** As the orders' one: saved as soon as it is chosen; a refusal puts the choice back and says so. */
export function* saveCallEscalation(action: PayloadAction<number | null>) {
  try {
    const scope: ShopScope = yield call(shopScope);
    const minutes: number | null = yield call(api.saveCallEscalationMinutes, scope, action.payload);
    yield put(callEscalationSaved(minutes));
    yield notifySuccess(CALL_ESCALATION_SAVED);
  } catch (error) {
    yield put(callEscalationSaveFailed());
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* shopSettingsSaga() {
  yield takeLatest(callEscalationLoadRequested.type, loadCallEscalation);
  yield takeLeading(callEscalationSaveRequested.type, saveCallEscalation);
  yield takeLatest(loadRequested.type, loadShopSettings);
  yield takeLeading(saveRequested.type, saveShopSettings);
  yield takeLatest(escalationLoadRequested.type, loadEscalation);
  yield takeLeading(escalationSaveRequested.type, saveEscalation);
}
