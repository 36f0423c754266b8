import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import type { MenuType, ShopSettings } from './api';
import type { CommandStatus, LoadStatus } from '@/shared/lib/loadStatus';

export interface ShopSettingsState {
  /** Null when the shop never saved its settings. */
  record: ShopSettings | null;
  status: LoadStatus;
  error: string | null;
  save: CommandStatus;
}

const initialState = (): ShopSettingsState => ({ record: null, status: 'idle', error: null, save: 'idle' });

const slice = createSlice({
  name: 'shopSettings',
  initialState,
  reducers: {
    loadRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    loaded(state, action: PayloadAction<ShopSettings | null>) {
      state.record = action.payload;
      state.status = 'resolved';
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    saveRequested(state, _action: PayloadAction<MenuType>) {
      state.save = 'pending';
    },
    saved(state, action: PayloadAction<ShopSettings>) {
      state.record = action.payload;
      state.save = 'done';
    },
    saveFailed(state) {
      state.save = 'error';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const { loadRequested, loaded, loadFailed, saveRequested, saved, saveFailed } = slice.actions;

export default slice.reducer;
