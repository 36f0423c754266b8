import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderPause } from '@contract/ordering';
import { signedOut } from '@/shared/session/events';
import type { PauseMinutes } from './rules';

export interface OrderPauseState {
  /** What the server last said; null until it answered once. */
  pause: OrderPause | null;
  /** A pause or resume sent and not answered yet: its buttons wait. */
  sending: boolean;
}

const initialState = (): OrderPauseState => ({ pause: null, sending: false });

const slice = createSlice({
  name: 'orderPause',
  initialState,
  reducers: {
    orderPauseLoaded(state, action: PayloadAction<OrderPause>) {
      state.pause = action.payload;
    },
    pauseOrdersRequested(state, _action: PayloadAction<PauseMinutes>) {
      state.sending = true;
    },
    resumeOrdersRequested(state) {
      state.sending = true;
    },
    orderPauseChanged(state, action: PayloadAction<OrderPause>) {
      state.pause = action.payload;
      state.sending = false;
    },
    orderPauseChangeFailed(state) {
      state.sending = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const { orderPauseLoaded, pauseOrdersRequested, resumeOrdersRequested, orderPauseChanged, orderPauseChangeFailed } =
  slice.actions;

export default slice.reducer;
