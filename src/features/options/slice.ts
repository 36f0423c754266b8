import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import { initialRecordsState, menuRecordReducers, switchReducers, type InCategory, type MenuRecordsState } from '@/shared/menu/records';
import { availabilityChanged as markedFromOrder } from '@/shared/menu/events';
import type { Option, OptionValues } from './api';

export const optionsAdapter = createEntityAdapter<Option>();

/** Lists by option group id. */
export type OptionsState = MenuRecordsState<Option>;

const initialState = (): OptionsState => initialRecordsState(optionsAdapter, {});

const availability = switchReducers(optionsAdapter, 'isAvailable');

const slice = createSlice({
  name: 'options',
  initialState,
  reducers: {
    ...menuRecordReducers<Option, OptionValues, { id: number }, InCategory>(optionsAdapter, (option) => option.groupId),
    availabilityToggled: availability.toggled,
    availabilityChanged: availability.changed,
    availabilityChangeFailed: availability.changeFailed,
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
    // Marked sold out (or back) from an order's screen: the menu's screens show it without a reload.
    builder.addCase(markedFromOrder, (state, action) => {
      const { kind, id, available } = action.payload;
      if (kind === 'options') optionsAdapter.updateOne(state, { id, changes: { isAvailable: available } });
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
