import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { countOf, detailOf } from '../item-groups/shared/listState';
import type { Portion } from './api';
import { portionsAdapter } from './slice';

const selectSlice = (state: RootState) => state.portions;

export const { selectById: selectPortionById } = portionsAdapter.getSelectors(selectSlice);

export const selectPortionList = (state: RootState, itemId: number) => selectSlice(state).lists[itemId];

/** For 'Porções (n)'. */
export const selectPortionCount = (state: RootState, itemId: number) => countOf(selectPortionList(state, itemId));

export const selectListedPortions = createSelector(
  [(state: RootState, itemId: number) => selectPortionList(state, itemId)?.ids, (state: RootState) => selectSlice(state).entities],
  (ids, entities): Portion[] => (ids ?? []).flatMap((id) => (entities[id] ? [entities[id]] : [])),
);

export const selectPortionDetail = (state: RootState, id: number) => detailOf(selectSlice(state).details, id);
export const selectPortionCreation = (state: RootState) => selectSlice(state).create;
export const selectPortionSave = (state: RootState) => selectSlice(state).save;
export const selectPortionRemoval = (state: RootState) => selectSlice(state).remove;
