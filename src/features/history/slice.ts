import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HistoryEntry } from '@contract/history';
import { signedOut } from '@/shared/session/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import { historyKeyOf, type HistorySubject } from './rules';

/** One history on screen: what it last read, and where its latest read stands. */
export interface ShownHistory {
  subject: HistorySubject;
  status: LoadStatus;
  entries: HistoryEntry[] | null;
}

export interface HistoryState {
  /** The histories open on screen, by `historyKeyOf`; a closed one leaves, so opening it again reads it afresh. */
  shown: Record<string, ShownHistory>;
}

const initialState = (): HistoryState => ({ shown: {} });

const slice = createSlice({
  name: 'history',
  initialState,
  reducers: {
    /** Opened, or its retry tapped: read now. */
    historyRequested(state, action: PayloadAction<HistorySubject>) {
      const key = historyKeyOf(action.payload);
      state.shown[key] = { subject: action.payload, status: 'pending', entries: state.shown[key]?.entries ?? null };
    },
    /** Its record changed live while it is open: read again quietly, keeping what it shows. */
    historyRefreshed(state, _action: PayloadAction<HistorySubject>) {
      return state;
    },
    historyLoaded(state, action: PayloadAction<{ subject: HistorySubject; entries: HistoryEntry[] }>) {
      const shown = state.shown[historyKeyOf(action.payload.subject)];
      // An answer for a history closed meanwhile is dropped.
      if (!shown) return;
      shown.status = 'resolved';
      shown.entries = action.payload.entries;
    },
    historyFailed(state, action: PayloadAction<HistorySubject>) {
      const shown = state.shown[historyKeyOf(action.payload)];
      if (shown) shown.status = 'error';
    },
    historyClosed(state, action: PayloadAction<HistorySubject>) {
      delete state.shown[historyKeyOf(action.payload)];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const { historyRequested, historyRefreshed, historyLoaded, historyFailed, historyClosed } = slice.actions;

export default slice.reducer;
