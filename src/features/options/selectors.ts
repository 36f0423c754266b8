import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { countOf, detailOf } from '../item-groups/shared/listState';
import type { Option } from './api';
import { optionsAdapter } from './slice';

const selectSlice = (state: RootState) => state.options;

export const { selectById: selectOptionById } = optionsAdapter.getSelectors(selectSlice);

export const selectOptionList = (state: RootState, optionGroupId: number) => selectSlice(state).lists[optionGroupId];

/** For 'Opções (n)', and to know whether the option group may be removed. */
export const selectOptionCount = (state: RootState, optionGroupId: number) => countOf(selectOptionList(state, optionGroupId));

export const selectListedOptions = createSelector(
  [
    (state: RootState, optionGroupId: number) => selectOptionList(state, optionGroupId)?.ids,
    (state: RootState) => selectSlice(state).entities,
  ],
  (ids, entities): Option[] => (ids ?? []).flatMap((id) => (entities[id] ? [entities[id]] : [])),
);

export const selectOptionDetail = (state: RootState, id: number) => detailOf(selectSlice(state).details, id);
export const selectOptionCreation = (state: RootState) => selectSlice(state).create;
export const selectIsTogglingOption = (state: RootState, id: number) => selectSlice(state).toggling.includes(id);
export const selectOptionSave = (state: RootState) => selectSlice(state).save;
export const selectOptionRemoval = (state: RootState) => selectSlice(state).remove;
