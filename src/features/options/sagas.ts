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
import { selectOptionById } from './selectors';
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

export const CREATE_FAILED = 'Não foi possível criar nova opção.';

const optionOf = (id: number) => (state: RootState) => selectOptionById(state, id);

function* currentOption(id: number) {
  const option: api.Option | undefined = yield select(optionOf(id));
  if (!option) throw new Error('relation not found: option');
  return option;
}

export function* loadOptions(action: ReturnType<typeof listRequested>) {
  const { groupId, offset } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const page: { options: api.Option[]; count: number } = yield call(api.fetchOptions, scope, groupId, offset);
    yield put(listLoaded({ groupId, offset, ...page }));
  } catch (error) {
    yield put(listFailed({ groupId, offset, error: messageOf(error) }));
  }
}

export function* loadOption(action: ReturnType<typeof loadRequested>) {
  const id = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const option: api.Option = yield call(api.fetchOption, scope, id);
    yield put(loaded(option));
  } catch (error) {
    yield put(loadFailed({ id, error: messageOf(error) }));
  }
}

/** Spec 2: after creating an option the app goes to its details screen. */
export function* createOption(action: ReturnType<typeof createRequested>) {
  const { requestId, itemGroupId, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const id: number = yield call(api.createOption, scope, values);
    yield put(created({ requestId, option: { id, ...values } }));
    yield call(navigateTo, pathTo('OptionDetails', { itemGroupId, optionGroupId: values.groupId, optionId: id }));
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
    const current: api.Option = yield call(currentOption, id);
    const option: api.Option = yield call(api.updateOption, scope, id, { ...api.valuesOf(current), isAvailable });
    yield put(availabilityChanged(option));
  } catch (error) {
    yield put(availabilityChangeFailed({ id, isAvailable: !isAvailable }));
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* saveOption(action: ReturnType<typeof saveRequested>) {
  const { id, values } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const option: api.Option = yield call(api.updateOption, scope, id, values);
    yield put(saved(option));
  } catch (error) {
    yield put(saveFailed({ id }));
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* removeOption(action: ReturnType<typeof removeRequested>) {
  const { itemGroupId, id } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const current: api.Option = yield call(currentOption, id);
    yield call(api.removeOption, scope, id);
    yield put(removed({ id, groupId: current.groupId }));
    yield call(navigateBack, pathTo('Options', { itemGroupId, optionGroupId: current.groupId }));
  } catch (error) {
    yield put(removeFailed({ id }));
    yield notifyRemoveFailed(error);
  }
}

export function* optionsSaga() {
  yield takeLatestPerRecord(listRequested.match, (action: ReturnType<typeof listRequested>) => action.payload.groupId, loadOptions);
  yield takeEvery(loadRequested.type, loadOption);
  yield takeLeading(createRequested.type, createOption);
  yield takeEvery(availabilityToggled.type, toggleAvailability);
  yield takeLeading(saveRequested.type, saveOption);
  yield takeLeading(removeRequested.type, removeOption);
}
