import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { pathTo } from '../../app/paths';
import type { RootState } from '../../app/rootReducer';
import { messageOf } from '../../shared/api/messages';
import { notifyError } from '../../shared/notifications/effects';
import { takeLatestPerRecord } from '../../shared/sagas/perRecord';
import { notifyRemoveFailed } from '../item-groups/shared/failures';
import { UPDATE_FAILED } from '../../shared/notifications/failures';
import { navigateBack, navigateTo } from '../item-groups/shared/navigation';
import { shopScope } from '../auth/scope';
import type { ShopScope } from '../../shared/session/scope';
import * as api from './api';
import { selectItemById } from './selectors';
import {
  availabilityChanged,
  availabilityChangeFailed,
  availabilityToggled,
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

export const CREATE_FAILED = 'Não foi possível criar novo produto.';

const itemOf = (id: number) => (state: RootState) => selectItemById(state, id);

export function* loadItems(action: ReturnType<typeof listRequested>) {
  const { groupId, offset } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const page: { items: api.Item[]; count: number } = yield call(api.fetchItems, scope, groupId, offset);
    yield put(listLoaded({ groupId, offset, ...page }));
  } catch (error) {
    yield put(listFailed({ groupId, offset, error: messageOf(error) }));
  }
}

export function* loadItem(action: ReturnType<typeof loadRequested>) {
  const id = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const item: api.Item = yield call(api.fetchItem, scope, id);
    yield put(loaded(item));
  } catch (error) {
    yield put(loadFailed({ id, error: messageOf(error) }));
  }
}

/** Spec 2: after creating a product the app goes to its details screen. */
export function* createItem(action: ReturnType<typeof createRequested>) {
  const { requestId, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const id: number = yield call(api.createItem, scope, values);
    const item: api.Item = { id, ...values, imageId: null, updatedAt: new Date().toISOString() };
    yield put(created({ requestId, item }));
    yield call(navigateTo, pathTo('ItemDetails', { itemGroupId: values.groupId, itemId: id }));
  } catch (error) {
    yield put(createFailed({ requestId }));
    yield notifyError(CREATE_FAILED, error);
  }
}

/** The switch already shows the new value; a failed update puts the old one back. */
export function* toggleAvailability(action: ReturnType<typeof availabilityToggled>) {
  const { id, isAvailable } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const current: api.Item | undefined = yield select(itemOf(id));
    if (!current) throw new Error('relation not found: item');
    const item: api.Item = yield call(api.updateItem, scope, id, { ...api.valuesOf(current), isAvailable });
    yield put(availabilityChanged(item));
  } catch (error) {
    yield put(availabilityChangeFailed({ id, isAvailable: !isAvailable }));
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* saveItem(action: ReturnType<typeof saveRequested>) {
  const { id, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const item: api.Item = yield call(api.updateItem, scope, id, values);
    yield put(saved(item));
  } catch (error) {
    yield put(saveFailed({ id }));
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* removeItem(action: ReturnType<typeof removeRequested>) {
  const { id } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const current: api.Item | undefined = yield select(itemOf(id));
    if (!current) throw new Error('relation not found: item');
    yield call(api.removeItem, scope, id);
    yield put(removed({ id, groupId: current.groupId }));
    yield call(navigateBack, pathTo('Items', { itemGroupId: current.groupId }));
  } catch (error) {
    yield put(removeFailed({ id }));
    yield notifyRemoveFailed(error);
  }
}

export function* itemsSaga() {
  yield takeLatestPerRecord(listRequested.match, (action: ReturnType<typeof listRequested>) => action.payload.groupId, loadItems);
  yield takeEvery(loadRequested.type, loadItem);
  yield takeLeading(createRequested.type, createItem);
  yield takeEvery(availabilityToggled.type, toggleAvailability);
  yield takeLeading(saveRequested.type, saveItem);
  yield takeLeading(removeRequested.type, removeItem);
}
