import { createEntityAdapter } from '@reduxjs/toolkit';
import { menuRecordReducers, type MenuRecordsState } from '@/shared/menu/records';
import { menuRecordSlice, namedSwitchReducers } from '@/shared/menu/recordSlice';
import type { Item, ItemValues } from './api';

export const itemsAdapter = createEntityAdapter<Item>();

/** Lists by category id. */
export type ItemsState = MenuRecordsState<Item>;

const records = menuRecordReducers<Item, ItemValues>(itemsAdapter, (item) => item.groupId);
const availability = namedSwitchReducers(itemsAdapter, 'isAvailable', 'availability');

const slice = menuRecordSlice({ name: 'items', adapter: itemsAdapter, reducers: { ...records, ...availability }, soldOutAs: 'items', photoAs: 'item' });

export const itemActions = slice.actions;

/** Other features' tests put a loaded product in the store with it. */
export const { loaded } = itemActions;

export default slice.reducer;
