import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import type { DeliverySettings } from './api';
import { needsSlugCheck, type DeliveryValues } from './rules';
import type { CommandStatus, LoadStatus } from '@/shared/lib/loadStatus';

/** idle: nothing to ask the server (empty, malformed or the saved slug). */
export type SlugCheckStatus = 'idle' | 'checking' | 'free' | 'taken' | 'failed';

export interface DeliverySettingsState {
  /** Null when the shop never saved its delivery settings. */
  record: DeliverySettings | null;
  status: LoadStatus;
  error: string | null;
  save: CommandStatus;
  slugCheck: { slug: string; status: SlugCheckStatus };
}

const initialState = (): DeliverySettingsState => ({
  record: null,
  status: 'idle',
  error: null,
  save: 'idle',
  slugCheck: { slug: '', status: 'idle' },
});

const slice = createSlice({
  name: 'deliverySettings',
  initialState,
  reducers: {
    loadRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    loaded(state, action: PayloadAction<DeliverySettings | null>) {
      state.record = action.payload;
      state.status = 'resolved';
      state.slugCheck = { slug: action.payload?.slug ?? '', status: 'idle' };
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    saveRequested(state, _action: PayloadAction<DeliveryValues>) {
      state.save = 'pending';
    },
    saved(state, action: PayloadAction<DeliverySettings>) {
      state.record = action.payload;
      state.save = 'done';
    },
    saveFailed(state) {
      state.save = 'error';
    },
    slugEdited(state, action: PayloadAction<string>) {
      const slug = action.payload;
      state.slugCheck = { slug, status: needsSlugCheck(slug, state.record?.slug) ? 'checking' : 'idle' };
    },
    slugChecked(state, action: PayloadAction<{ slug: string; valid: boolean }>) {
      const { slug, valid } = action.payload;
      if (state.slugCheck.slug === slug) state.slugCheck.status = valid ? 'free' : 'taken';
    },
    slugCheckFailed(state, action: PayloadAction<string>) {
      if (state.slugCheck.slug === action.payload) state.slugCheck.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const { loadRequested, loaded, loadFailed, saveRequested, saved, saveFailed, slugEdited, slugChecked, slugCheckFailed } =
  slice.actions;

export default slice.reducer;
