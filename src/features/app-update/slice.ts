import { createSlice } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import type { UpdateStatus } from './rules';

export interface AppUpdateState {
  status: UpdateStatus;
}

const initialState: AppUpdateState = { status: 'current' };

const slice = createSlice({
  name: 'appUpdate',
  initialState,
  reducers: {
    /** A new version is installed and waits until the page lets it take over. */
    updateWaiting(state) {
      if (state.status === 'current') state.status = 'waiting';
    },
    /** The user tapped 'Nova versão disponível'. */
    updateAccepted(state) {
      if (state.status === 'waiting') state.status = 'activating';
    },
  },
});

export const { updateWaiting, updateAccepted } = slice.actions;
export default slice.reducer;

export const selectUpdateStatus = (state: RootState) => state.appUpdate.status;
export const selectUpdateWaiting = (state: RootState) => state.appUpdate.status === 'waiting';
