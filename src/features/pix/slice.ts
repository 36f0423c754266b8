import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PixSettings } from '@contract/payments';
import { signedOut } from '@/shared/session/events';
import type { CommandStatus, LoadStatus } from '@/shared/lib/loadStatus';

export interface PixSettingsState {
  /** Null while the shop has no Pix key. */
  record: PixSettings | null;
  status: LoadStatus;
  error: string | null;
  save: CommandStatus;
  /** 'Remover chave Pix'. */
  remove: CommandStatus;
}

const initialState = (): PixSettingsState => ({ record: null, status: 'idle', error: null, save: 'idle', remove: 'idle' });

const slice = createSlice({
  name: 'pixSettings',
  initialState,
  reducers: {
    loadRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    loaded(state, action: PayloadAction<PixSettings | null>) {
      state.record = action.payload;
      state.status = 'resolved';
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    saveRequested(state, _action: PayloadAction<PixSettings>) {
      state.save = 'pending';
    },
    saved(state, action: PayloadAction<PixSettings>) {
      state.record = action.payload;
      state.save = 'done';
    },
    saveFailed(state) {
      state.save = 'error';
    },
    /** 'Remover chave Pix', confirmed. */
    removeRequested(state) {
      state.remove = 'pending';
    },
    removed(state) {
      state.record = null;
      state.remove = 'done';
    },
    removeFailed(state) {
      state.remove = 'error';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const { loadRequested, loaded, loadFailed, saveRequested, saved, saveFailed, removeRequested, removed, removeFailed } =
  slice.actions;
export default slice.reducer;
