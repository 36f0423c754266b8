import { createEntityAdapter } from '@reduxjs/toolkit';
import { menuRecordReducers, type InCategory, type MenuRecordsState } from '@/shared/menu/records';
import { menuRecordSlice } from '@/shared/menu/recordSlice';
import type { Portion, PortionKey, PortionValues } from './api';

export const portionsAdapter = createEntityAdapter<Portion>();

/** Lists by product id. */
export type PortionsState = MenuRecordsState<Portion>;

const records = menuRecordReducers<Portion, PortionValues, PortionKey, InCategory>(portionsAdapter, (portion) => portion.itemId);

const slice = menuRecordSlice({ name: 'portions', adapter: portionsAdapter, reducers: records });

export const portionActions = slice.actions;

export default slice.reducer;
