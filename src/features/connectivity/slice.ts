import { createSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';

export interface ConnectivityState {
  /** What the browser says about the device's network (navigator.onLine and its events). */
  online: boolean;
}

const slice = createSlice({
  name: 'connectivity',
  initialState: (): ConnectivityState => ({ online: typeof navigator === 'undefined' || navigator.onLine }),
  reducers: {
    wentOffline(state) {
      state.online = false;
    },
    cameOnline(state) {
      state.online = true;
    },
  },
});

export const { wentOffline, cameOnline } = slice.actions;
export default slice.reducer;

export const selectOffline = (state: RootState) => !state.connectivity.online;
