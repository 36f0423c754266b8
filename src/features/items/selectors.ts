import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { countOf, detailOf } from '../item-groups/shared/listState';
import type { Item } from './api';
import { itemsAdapter } from './slice';

const selectSlice = (state: RootState) => state.items;

export const { selectById: selectItemById } = itemsAdapter.getSelectors(selectSlice);

export const selectItemList = (state: RootState, groupId: number) => selectSlice(state).lists[groupId];

/** How many products the category has, or null while unknown; 'Produtos (n)' and the option groups link use it. */
export const selectItemCount = (state: RootState, groupId: number) => countOf(selectItemList(state, groupId));

export const selectListedItems = createSelector(
  [(state: RootState, groupId: number) => selectItemList(state, groupId)?.ids, (state: RootState) => selectSlice(state).entities],
  (ids, entities): Item[] => (ids ?? []).flatMap((id) => (entities[id] ? [entities[id]] : [])),
);

export const selectItemDetail = (state: RootState, id: number) => detailOf(selectSlice(state).details, id);
export const selectItemCreation = (state: RootState) => selectSlice(state).create;
export const selectIsTogglingItem = (state: RootState, id: number) => selectSlice(state).toggling.includes(id);
export const selectItemSave = (state: RootState) => selectSlice(state).save;
export const selectItemRemoval = (state: RootState) => selectSlice(state).remove;
