import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import { initialRecordsState, menuRecordReducers, switchReducers, type MenuRecordsState } from '@/shared/menu/records';
import { availabilityChanged as markedFromOrder, photoChanged } from '@/shared/menu/events';
import type { Item, ItemValues } from './api';

export const itemsAdapter = createEntityAdapter<Item>();

/** Lists by category id. */
export type ItemsState = MenuRecordsState<Item>;

const initialState = (): ItemsState => initialRecordsState(itemsAdapter, {});

const availability = switchReducers(itemsAdapter, 'isAvailable');

const slice = createSlice({
  name: 'items',
  initialState,
  reducers: {
    ...menuRecordReducers<Item, ItemValues>(itemsAdapter, (item) => item.groupId),
    availabilityToggled: availability.toggled,
    availabilityChanged: availability.changed,
    availabilityChangeFailed: availability.changeFailed,
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
    // Marked sold out (or back) from an order's screen: the menu's screens show it without a reload.
    builder.addCase(markedFromOrder, (state, action) => {
      const { kind, id, available } = action.payload;
      if (kind === 'items') itemsAdapter.updateOne(state, { id, changes: { isAvailable: available } });
    });
    builder.addCase(photoChanged, (state, action) => {
      const { target, imageId, updatedAt } = action.payload;
      const item = target.kind === 'item' ? state.entities[target.id] : undefined;
      if (item) Object.assign(item, { imageId, updatedAt });
    });
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
  availabilityToggled,
  availabilityChanged,
  availabilityChangeFailed,
  saveRequested,
  saved,
  saveFailed,
  removeRequested,
  removed,
  removeFailed,
} = slice.actions;

export default slice.reducer;
