import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import { initialRecordsState, menuRecordReducers, type InCategory, type MenuRecordsState } from '@/shared/menu/records';
import type { Portion, PortionKey, PortionValues } from './api';

export const portionsAdapter = createEntityAdapter<Portion>();

/** Lists by product id. */
export type PortionsState = MenuRecordsState<Portion>;

const initialState = (): PortionsState => initialRecordsState(portionsAdapter, {});

const slice = createSlice({
  name: 'portions',
  initialState,
  reducers: menuRecordReducers<Portion, PortionValues, PortionKey, InCategory>(portionsAdapter, (portion) => portion.itemId),
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const {
  listRequested,
  listLoaded,
  listFailed,
  loadRequested,
  loaded,
  loadFailed,
  createRequested,
  created,
  createFailed,
  saveRequested,
  saved,
  saveFailed,
  removeRequested,
  removed,
  removeFailed,
} = slice.actions;

export default slice.reducer;
