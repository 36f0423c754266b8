import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { pathTo } from '@/shared/routing/paths';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { REMOVE_FAILED, UPDATE_FAILED } from '@/shared/notifications/failures';
import { menuRecordSagas, switchActionsOf } from '@/shared/menu/recordSagas';
import type { RemoveRequest } from '@/shared/menu/records';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import { selectOptionCount } from '@/features/options/selectors';
import { optionGroupsApi, updateSequences, type OptionGroup } from './api';
import { canRemoveOptionGroup, HAS_OPTIONS, sequencesOf } from './rules';
import { selectOptionGroupById, selectReorder } from './selectors';
import { optionGroupActions, type ReorderState } from './slice';

export const CREATE_FAILED = 'Não foi possível criar novo opcional.';
export const REORDERED = 'Ordem alterada com sucesso.';

export const optionGroupSagas = menuRecordSagas({
  actions: optionGroupActions,
  api: optionGroupsApi,
  scope: shopScope,
  selectById: selectOptionGroupById,
  parentOf: (group) => group.groupId,
  createdRecordOf: (id, values): OptionGroup => ({ id, ...values, sequence: null }),
  paths: {
    details: (group) => pathTo('OptionGroupDetails', { itemGroupId: group.groupId, optionGroupId: group.id }),
    list: (group) => pathTo('OptionGroups', { itemGroupId: group.groupId }),
  },
  messages: { createFailed: CREATE_FAILED },
  switch: switchActionsOf('isActive', 'active')(optionGroupActions),
});

/** Spec 5: known options settle it here; otherwise the server's 409 says the same. */
export function* removeOptionGroup(action: PayloadAction<RemoveRequest<object>>) {
  const { id } = action.payload;
  const optionCount: number | null = yield select(selectOptionCount, id);
  if (!canRemoveOptionGroup(optionCount)) {
    yield put(optionGroupActions.removeFailed({ id }));
    yield notifyError(HAS_OPTIONS, undefined, REMOVE_FAILED);
    return;
  }
  yield call(optionGroupSagas.remove, action);
}

/** Spec 2: 'Salvar' sends the order on screen as sequences 1..n. */
export function* saveReorder() {
  const reorder: ReorderState = yield select(selectReorder);
  const { groupId } = reorder;
  if (groupId === null) return;
  try {
    const scope: ShopScope = yield call(shopScope);
    const optionGroups: OptionGroup[] = yield call(updateSequences, scope, groupId, sequencesOf(reorder.ids));
    yield put(optionGroupActions.reordered({ groupId, optionGroups }));
    yield notifySuccess(REORDERED);
  } catch (error) {
    yield put(optionGroupActions.reorderSaveFailed());
    yield notifyError(UPDATE_FAILED, error);
  }
}

export function* optionGroupsSaga() {
  yield* optionGroupSagas.root({ remove: removeOptionGroup });
  yield takeLeading(optionGroupActions.reorderSaveRequested.type, saveReorder);
}
