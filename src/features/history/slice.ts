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
  /** The sections showing it: Ionic keeps a page behind the one on top, so one record may be open twice. */
  openIn: number;
}

export interface HistoryState {
  /** The histories open on screen, by `historyKeyOf`; one closed everywhere leaves, so opening it again reads it afresh. */
  shown: Record<string, ShownHistory>;
}

const initialState = (): HistoryState => ({ shown: {} });

const slice = createSlice({
  name: 'history',
  initialState,
  reducers: {
    /** A section opened it: read now. */
    historyOpened(state, action: PayloadAction<HistorySubject>) {
      const key = historyKeyOf(action.payload);
      const shown = state.shown[key];
      state.shown[key] = { subject: action.payload, status: 'pending', entries: shown?.entries ?? null, openIn: (shown?.openIn ?? 0) + 1 };
    },
    /** Its retry tapped: read again. */
    historyRequested(state, action: PayloadAction<HistorySubject>) {
      const shown = state.shown[historyKeyOf(action.payload)];
      if (shown) shown.status = 'pending';
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
      const key = historyKeyOf(action.payload);
      const shown = state.shown[key];
      if (shown && shown.openIn > 1) shown.openIn -= 1;
      else delete state.shown[key];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const { historyOpened, historyRequested, historyRefreshed, historyLoaded, historyFailed, historyClosed } = slice.actions;

export default slice.reducer;
