import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { pathTo, paths } from '../../app/paths';
import type { RootState } from '../../app/rootReducer';
import { messageOf } from '../../shared/api/messages';
import { notifyError } from '../../shared/notifications/effects';
import * as api from './api';
import { selectItemGroupById } from './selectors';
import { notifyRemoveFailed } from './shared/failures';
import { UPDATE_FAILED } from '../../shared/notifications/failures';
import { navigateBack, navigateTo } from './shared/navigation';
import { shopScope } from '../auth/scope';
import type { ShopScope } from '../../shared/session/scope';
import {
  activeChanged,
  activeChangeFailed,
  activeToggled,
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
  renamed,
  renameFailed,
  renameRequested,
} from './slice';

export const CREATE_FAILED = 'Não foi possível criar nova categoria.';
export const RENAME_FAILED = 'Não foi possível renomear.';

const itemGroupOf = (id: number) => (state: RootState) => selectItemGroupById(state, id);

export function* loadItemGroups(action: ReturnType<typeof listRequested>) {
  const { offset } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const page: { itemGroups: api.ItemGroup[]; count: number } = yield call(api.fetchItemGroups, scope, offset);
    yield put(listLoaded({ offset, ...page }));
  } catch (error) {
    yield put(listFailed({ offset, error: messageOf(error) }));
  }
}

export function* loadItemGroup(action: ReturnType<typeof loadRequested>) {
  const id = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const itemGroup: api.ItemGroup = yield call(api.fetchItemGroup, scope, id);
    yield put(loaded(itemGroup));
  } catch (error) {
    yield put(loadFailed({ id, error: messageOf(error) }));
  }
}

/** Spec 2: creating a category goes to its details screen. */
export function* createItemGroup(action: ReturnType<typeof createRequested>) {
  const { requestId, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const id: number = yield call(api.createItemGroup, scope, values);
    const itemGroup: api.ItemGroup = { id, ...values, imageId: null, updatedAt: new Date().toISOString() };
    yield put(created({ requestId, itemGroup }));
    yield call(navigateTo, pathTo('ItemGroupDetails', { itemGroupId: id }));
  } catch (error) {
    yield put(createFailed({ requestId }));
    yield notifyError(CREATE_FAILED, error);
  }
}

/** Spec 4: the switch already shows the new value; a failed update puts the old one back. */
export function* toggleActive(action: ReturnType<typeof activeToggled>) {
  const { id, isActive } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const current: api.ItemGroup | undefined = yield select(itemGroupOf(id));
    if (!current) throw new Error('relation not found: item group');
    const itemGroup: api.ItemGroup = yield call(api.updateItemGroup, scope, id, { title: current.title, isActive });
    yield put(activeChanged(itemGroup));
  } catch (error) {
    yield put(activeChangeFailed({ id, isActive: !isActive }));
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* renameItemGroup(action: ReturnType<typeof renameRequested>) {
  const { id, title } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const current: api.ItemGroup | undefined = yield select(itemGroupOf(id));
    if (!current) throw new Error('relation not found: item group');
    const itemGroup: api.ItemGroup = yield call(api.updateItemGroup, scope, id, { title, isActive: current.isActive });
    yield put(renamed(itemGroup));
  } catch (error) {
    yield put(renameFailed({ id }));
    yield notifyError(RENAME_FAILED, error);
  }
}

export function* removeItemGroup(action: ReturnType<typeof removeRequested>) {
  const { id } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    yield call(api.removeItemGroup, scope, id);
    yield put(removed({ id }));
    yield call(navigateBack, paths.ItemGroups);
  } catch (error) {
    yield put(removeFailed({ id }));
    yield notifyRemoveFailed(error);
  }
}

export function* itemGroupsSaga() {
  yield takeLatest(listRequested.type, loadItemGroups);
  yield takeEvery(loadRequested.type, loadItemGroup);
  yield takeLeading(createRequested.type, createItemGroup);
  // Each category's switch waits for its own answer, so switches of different categories may overlap.
  yield takeEvery(activeToggled.type, toggleActive);
  yield takeLeading(renameRequested.type, renameItemGroup);
  yield takeLeading(removeRequested.type, removeItemGroup);
}
