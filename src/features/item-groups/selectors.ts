import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { ItemGroup } from './api';
import { detailOf } from './shared/listState';
import { itemGroupsAdapter } from './slice';

const selectSlice = (state: RootState) => state.itemGroups;

export const { selectById: selectItemGroupById } = itemGroupsAdapter.getSelectors(selectSlice);

export const selectItemGroupList = (state: RootState) => selectSlice(state).list;

/** The loaded categories in the shop's order. */
export const selectListedItemGroups = createSelector(
  [(state: RootState) => selectSlice(state).list.ids, (state: RootState) => selectSlice(state).entities],
  (ids, entities): ItemGroup[] => ids.flatMap((id) => (entities[id] ? [entities[id]] : [])),
);

export const selectItemGroupDetail = (state: RootState, id: number) => detailOf(selectSlice(state).details, id);
export const selectItemGroupCreation = (state: RootState) => selectSlice(state).create;
export const selectIsTogglingItemGroup = (state: RootState, id: number) => selectSlice(state).toggling.includes(id);
export const selectItemGroupRename = (state: RootState) => selectSlice(state).rename;
export const selectItemGroupRemoval = (state: RootState) => selectSlice(state).remove;
