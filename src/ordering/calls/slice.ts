import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { TableCall } from '@contract/calls';
import { signedOut } from '@/shared/session/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { CallCommand } from './rules';

/**
 * The shop's calls from tables as the server last listed them: the ones not yet done, and those done in the last
 * hour. The server is the truth: every live event and every catch-up reloads the list whole, so a reload of the page
 * brings back whatever still waits.
 */
export interface TableCallsState extends EntityState<TableCall, number> {
  status: LoadStatus;
  error: string | null;
  /** The command running on each call; its buttons wait for it. */
  pending: Record<number, CallCommand>;
}

export const callsAdapter = createEntityAdapter<TableCall>();

const initialState: TableCallsState = callsAdapter.getInitialState({ status: 'idle', error: null, pending: {} });

export interface CallCommandRequest {
  id: number;
  command: CallCommand;
}

const slice = createSlice({
  name: 'tableCalls',
  initialState,
  reducers: {
    callsLoadRequested(state) {
      state.status = state.status === 'resolved' ? 'resolved' : 'pending';
    },
    callsLoaded(state, action: PayloadAction<TableCall[]>) {
      callsAdapter.setAll(state, action.payload);
      state.status = 'resolved';
      state.error = null;
    },
    callsLoadFailed(state, action: PayloadAction<string>) {
      if (state.status !== 'resolved') state.status = 'error';
      state.error = action.payload;
    },
    callCommandRequested(state, action: PayloadAction<CallCommandRequest>) {
      state.pending[action.payload.id] ??= action.payload.command;
    },
    callCommandDone(state, action: PayloadAction<TableCall>) {
      delete state.pending[action.payload.id];
      callsAdapter.setOne(state, action.payload);
    },
    callCommandFailed(state, action: PayloadAction<number>) {
      delete state.pending[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const { callsLoadRequested, callsLoaded, callsLoadFailed, callCommandRequested, callCommandDone, callCommandFailed } = slice.actions;
export default slice.reducer;
