import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { countOf, detailOf } from '../item-groups/shared/listState';
import type { OptionGroup } from './api';
import { optionGroupsAdapter } from './slice';

const selectSlice = (state: RootState) => state.optionGroups;

export const { selectById: selectOptionGroupById } = optionGroupsAdapter.getSelectors(selectSlice);

export const selectOptionGroupList = (state: RootState, groupId: number) => selectSlice(state).lists[groupId];

/** For 'Opcionais (n)'. */
export const selectOptionGroupCount = (state: RootState, groupId: number) => countOf(selectOptionGroupList(state, groupId));

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

export const selectOptionGroupDetail = (state: RootState, id: number) => detailOf(selectSlice(state).details, id);
export const selectOptionGroupCreation = (state: RootState) => selectSlice(state).create;
export const selectIsTogglingOptionGroup = (state: RootState, id: number) => selectSlice(state).toggling.includes(id);
export const selectOptionGroupSave = (state: RootState) => selectSlice(state).save;
export const selectOptionGroupRemoval = (state: RootState) => selectSlice(state).remove;
