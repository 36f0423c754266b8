import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';

export interface ConnectivityState {
  /** The app's server answered the last time it was asked (or the browser said the network is back). */
  online: boolean;
  /** What the browser said of the device's network when the server stopped answering (navigator.onLine). */
  deviceOnline: boolean;
}

const deviceOnline = () => typeof navigator === 'undefined' || navigator.onLine;

const slice = createSlice({
  name: 'connectivity',
  initialState: (): ConnectivityState => ({ online: deviceOnline(), deviceOnline: deviceOnline() }),
  reducers: {
    wentOffline: {
      reducer(state, action: PayloadAction<{ deviceOnline: boolean }>) {
        state.online = false;
        state.deviceOnline = action.payload.deviceOnline;
      },
      // The browser's flag tells a device without network from a server that does not answer.
      prepare: () => ({ payload: { deviceOnline: deviceOnline() } }),
    },
    cameOnline(state) {
      state.online = true;
      state.deviceOnline = true;
    },
  },
});

export const { wentOffline, cameOnline } = slice.actions;
export default slice.reducer;

/** The device has no network at all. */
export const selectOffline = (state: RootState) => !state.connectivity.online && !state.connectivity.deviceOnline;
/** The device has a network, but the app's server does not answer (down, or unreachable from here). */
export const selectServerUnreachable = (state: RootState) => !state.connectivity.online && state.connectivity.deviceOnline;
