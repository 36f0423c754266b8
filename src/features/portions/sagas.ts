import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { pathTo } from '../../app/paths';
import { messageOf } from '../../shared/api/messages';
import { notifyError } from '../../shared/notifications/effects';
import { takeLatestPerRecord } from '../../shared/sagas/perRecord';
import { notifyRemoveFailed } from '../item-groups/shared/failures';
import { UPDATE_FAILED } from '../../shared/notifications/failures';
import { navigateBack, navigateTo } from '../item-groups/shared/navigation';
import { shopScope } from '../auth/scope';
import type { ShopScope } from '../../shared/session/scope';
import * as api from './api';
import {
  created,
  createFailed,
  createRequested,
  listFailed,
  listLoaded,
  listRequested,
  loaded,
  loadFailed,
  loadRequested,
  removed,
  removeFailed,
  removeRequested,
  saved,
  saveFailed,
  saveRequested,
} from './slice';

export const CREATE_FAILED = 'Não foi possível criar nova porção.';

export function* loadPortions(action: ReturnType<typeof listRequested>) {
  const { itemId, offset } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const page: { portions: api.Portion[]; count: number } = yield call(api.fetchPortions, scope, itemId, offset);
    yield put(listLoaded({ itemId, offset, ...page }));
  } catch (error) {
    yield put(listFailed({ itemId, offset, error: messageOf(error) }));
  }
}

export function* loadPortion(action: ReturnType<typeof loadRequested>) {
  const { itemId, id } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const portion: api.Portion = yield call(api.fetchPortion, scope, itemId, id);
    yield put(loaded(portion));
  } catch (error) {
    yield put(loadFailed({ id, error: messageOf(error) }));
  }
}

/** Spec 2: after creating a portion the app goes to its details screen. */
export function* createPortion(action: ReturnType<typeof createRequested>) {
  const { requestId, itemGroupId, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const id: number = yield call(api.createPortion, scope, values);
    const portion: api.Portion = { id, ...values, createdAt: new Date().toISOString() };
    yield put(created({ requestId, portion }));
    yield call(navigateTo, pathTo('PortionDetails', { itemGroupId, itemId: values.itemId, portionId: id }));
  } catch (error) {
    yield put(createFailed({ requestId }));
    yield notifyError(CREATE_FAILED, error);
  }
}

export function* savePortion(action: ReturnType<typeof saveRequested>) {
  const { id, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const portion: api.Portion = yield call(api.updatePortion, scope, id, values);
    yield put(saved(portion));
  } catch (error) {
    yield put(saveFailed({ id }));
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* removePortion(action: ReturnType<typeof removeRequested>) {
  const { itemGroupId, itemId, id } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    yield call(api.removePortion, scope, itemId, id);
    yield put(removed({ itemId, id }));
    yield call(navigateBack, pathTo('Portions', { itemGroupId, itemId }));
  } catch (error) {
    yield put(removeFailed({ id }));
    yield notifyRemoveFailed(error);
  }
}

export function* portionsSaga() {
  yield takeLatestPerRecord(listRequested.match, (action: ReturnType<typeof listRequested>) => action.payload.itemId, loadPortions);
  yield takeEvery(loadRequested.type, loadPortion);
  yield takeLeading(createRequested.type, createPortion);
  yield takeLeading(saveRequested.type, savePortion);
  yield takeLeading(removeRequested.type, removePortion);
}
