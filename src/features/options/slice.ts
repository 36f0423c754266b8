import { createEntityAdapter } from '@reduxjs/toolkit';
import { menuRecordReducers, type InCategory, type MenuRecordsState } from '@/shared/menu/records';
import { menuRecordSlice, namedSwitchReducers } from '@/shared/menu/recordSlice';
import type { Option, OptionValues } from './api';

export const optionsAdapter = createEntityAdapter<Option>();

/** Lists by option group id. */
export type OptionsState = MenuRecordsState<Option>;

const records = menuRecordReducers<Option, OptionValues, { id: number }, InCategory>(optionsAdapter, (option) => option.groupId);

const availability = namedSwitchReducers(optionsAdapter, 'isAvailable', 'availability');

const slice = menuRecordSlice({ name: 'options', adapter: optionsAdapter, reducers: { ...records, ...availability }, soldOutAs: 'options' });

export const optionActions = slice.actions;

/** Other features' tests put a loaded option in the store with it. */
export const { loaded } = optionActions;

export default slice.reducer;
