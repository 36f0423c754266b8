import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { pathTo } from '../../app/paths';
import type { RootState } from '../../app/rootReducer';
import { messageOf } from '../../shared/api/messages';
import { notifyError, notifySuccess } from '../../shared/notifications/effects';
import { takeLatestPerRecord } from '../../shared/sagas/perRecord';
import { notifyRemoveFailed } from '../item-groups/shared/failures';
import { REMOVE_FAILED, UPDATE_FAILED } from '../../shared/notifications/failures';
import { navigateBack, navigateTo } from '../item-groups/shared/navigation';
import { shopScope } from '../auth/scope';
import type { ShopScope } from '../../shared/session/scope';
import * as api from './api';
import { selectOptionCount } from '../options/selectors';
import { canRemoveOptionGroup, HAS_OPTIONS, sequencesOf } from './rules';
import { selectOptionGroupById, selectReorder } from './selectors';
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
  reordered,
  reorderSaveFailed,
  reorderSaveRequested,
  saved,
  saveFailed,
  saveRequested,
  type ReorderState,
} from './slice';

export const CREATE_FAILED = 'Não foi possível criar novo opcional.';
export const REORDERED = 'Ordem alterada com sucesso.';

const optionGroupOf = (id: number) => (state: RootState) => selectOptionGroupById(state, id);

function* currentOptionGroup(id: number) {
  const group: api.OptionGroup | undefined = yield select(optionGroupOf(id));
  if (!group) throw new Error('relation not found: option group');
  return group;
}

export function* loadOptionGroups(action: ReturnType<typeof listRequested>) {
  const { groupId, offset } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const page: { optionGroups: api.OptionGroup[]; count: number } = yield call(api.fetchOptionGroups, scope, groupId, offset);
    yield put(listLoaded({ groupId, offset, ...page }));
  } catch (error) {
    yield put(listFailed({ groupId, offset, error: messageOf(error) }));
  }
}

export function* loadOptionGroup(action: ReturnType<typeof loadRequested>) {
  const id = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const optionGroup: api.OptionGroup = yield call(api.fetchOptionGroup, scope, id);
    yield put(loaded(optionGroup));
  } catch (error) {
    yield put(loadFailed({ id, error: messageOf(error) }));
  }
}

/** Spec 2: after creating an option group the app goes to its details screen. */
export function* createOptionGroup(action: ReturnType<typeof createRequested>) {
  const { requestId, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const id: number = yield call(api.createOptionGroup, scope, values);
    yield put(created({ requestId, optionGroup: { id, ...values, sequence: null } }));
    yield call(navigateTo, pathTo('OptionGroupDetails', { itemGroupId: values.groupId, optionGroupId: id }));
  } catch (error) {
    yield put(createFailed({ requestId }));
    yield notifyError(CREATE_FAILED, error);
  }
}

/** The switch already shows the new value; a failed update puts the old one back. */
export function* toggleActive(action: ReturnType<typeof activeToggled>) {
  const { id, isActive } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const current: api.OptionGroup = yield call(currentOptionGroup, id);
    const optionGroup: api.OptionGroup = yield call(api.updateOptionGroup, scope, current, { ...api.valuesOf(current), isActive });
    yield put(activeChanged(optionGroup));
  } catch (error) {
    yield put(activeChangeFailed({ id, isActive: !isActive }));
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* saveOptionGroup(action: ReturnType<typeof saveRequested>) {
  const { id, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const current: api.OptionGroup = yield call(currentOptionGroup, id);
    const optionGroup: api.OptionGroup = yield call(api.updateOptionGroup, scope, current, values);
    yield put(saved(optionGroup));
  } catch (error) {
    yield put(saveFailed({ id }));
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* removeOptionGroup(action: ReturnType<typeof removeRequested>) {
  const { id } = action.payload;
  // Spec 5: known options settle it here; otherwise the server's 409 says the same.
  const optionCount: number | null = yield select(selectOptionCount, id);
  if (!canRemoveOptionGroup(optionCount)) {
    yield put(removeFailed({ id }));
    yield notifyError(HAS_OPTIONS, undefined, REMOVE_FAILED);
    return;
  }
  try {
    const scope: ShopScope = yield call(shopScope);
    const current: api.OptionGroup = yield call(currentOptionGroup, id);
    yield call(api.removeOptionGroup, scope, id);
    yield put(removed({ id, groupId: current.groupId }));
    yield call(navigateBack, pathTo('OptionGroups', { itemGroupId: current.groupId }));
  } catch (error) {
    yield put(removeFailed({ id }));
    yield notifyRemoveFailed(error);
  }
}

/** Spec 2: 'Salvar' sends the order on screen as sequences 1..n. */
export function* saveReorder() {
  const reorder: ReorderState = yield select(selectReorder);
  const { groupId } = reorder;
  if (groupId === null) return;
  try {
    const scope: ShopScope = yield call(shopScope);
    const optionGroups: api.OptionGroup[] = yield call(api.updateSequences, scope, groupId, sequencesOf(reorder.ids));
    yield put(reordered({ groupId, optionGroups }));
    yield notifySuccess(REORDERED);
  } catch (error) {
    yield put(reorderSaveFailed());
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* optionGroupsSaga() {
  yield takeLatestPerRecord(listRequested.match, (action: ReturnType<typeof listRequested>) => action.payload.groupId, loadOptionGroups);
  yield takeEvery(loadRequested.type, loadOptionGroup);
  yield takeLeading(createRequested.type, createOptionGroup);
  yield takeEvery(activeToggled.type, toggleActive);
  yield takeLeading(saveRequested.type, saveOptionGroup);
  yield takeLeading(removeRequested.type, removeOptionGroup);
  yield takeLeading(reorderSaveRequested.type, saveReorder);
}
