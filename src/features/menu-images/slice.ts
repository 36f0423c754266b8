import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import type { CommandStatus } from '@/shared/lib/loadStatus';
import { photoChanged, type ImageTarget } from '@/shared/menu/events';
import { targetKeyOf } from './api';

export interface MenuImagesState {
  /** By target key ('item:4', 'itemGroup:2', 'cover'). */
  uploads: Record<string, CommandStatus>;
  /** When the cover last changed here; its URL carries it so the new one is fetched. */
  coverChangedAt: string | null;
}

const initialState = (): MenuImagesState => ({ uploads: {}, coverChangedAt: null });

const slice = createSlice({
  name: 'menuImages',
  initialState,
  reducers: {
    uploadRequested(state, action: PayloadAction<{ target: ImageTarget; fileKey: string }>) {
      state.uploads[targetKeyOf(action.payload.target)] = 'pending';
    },
    uploadFailed(state, action: PayloadAction<{ target: ImageTarget }>) {
      state.uploads[targetKeyOf(action.payload.target)] = 'error';
    },
    uploadReset(state, action: PayloadAction<{ target: ImageTarget }>) {
      delete state.uploads[targetKeyOf(action.payload.target)];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(photoChanged, (state, action) => {
      const { target, updatedAt } = action.payload;
      state.uploads[targetKeyOf(target)] = 'done';
      if (target.kind === 'cover') state.coverChangedAt = updatedAt;
    });
    builder.addCase(signedOut, initialState);
  },
});

export const { uploadRequested, uploadFailed, uploadReset } = slice.actions;
export default slice.reducer;
