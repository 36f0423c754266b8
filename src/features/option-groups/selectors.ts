import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { menuRecordSelectors } from '@/shared/menu/recordSelectors';
import type { OptionGroup } from './api';
import { optionGroupsAdapter } from './slice';

const selectSlice = (state: RootState) => state.optionGroups;

export const {
  selectById: selectOptionGroupById,
  selectList: selectOptionGroupList,
  /** For 'Opcionais (n)'. */
  selectCount: selectOptionGroupCount,
  selectDetail: selectOptionGroupDetail,
  selectCreation: selectOptionGroupCreation,
  selectIsToggling: selectIsTogglingOptionGroup,
  selectSave: selectOptionGroupSave,
  selectRemoval: selectOptionGroupRemoval,
} = menuRecordSelectors(optionGroupsAdapter, selectSlice);

export const selectReorder = (state: RootState) => selectSlice(state).reorder;

/** The category's groups in the order on screen: the arranged order while reordering it, else the saved one. */
export const selectShownOptionGroups = createSelector(
  [
    (state: RootState, groupId: number) => selectOptionGroupList(state, groupId)?.ids,
    (state: RootState, groupId: number) => (selectReorder(state).groupId === groupId ? selectReorder(state).ids : null),
    (state: RootState) => selectSlice(state).entities,
  ],
  (ids, arranged, entities): OptionGroup[] => (arranged ?? ids ?? []).flatMap((id) => (entities[id] ? [entities[id]] : [])),
);
