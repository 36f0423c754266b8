import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import type { OutboxEntry, ReplayOutcome } from './rules';

/**
 * Staff commands taken while the link was down, in the order taken, as the device keeps them (storage.ts); the one
 * being sent now cannot be undone.
 */
export interface OutboxState {
  entries: OutboxEntry[];
  sending: string | null;
}

export const initialOutboxState: OutboxState = { entries: [], sending: null };

const slice = createSlice({
  name: 'outbox',
  initialState: initialOutboxState,
  reducers: {
    /** What the device kept (at start, and after another tab sent some of it). */
    outboxRestored(state, action: PayloadAction<OutboxEntry[]>) {
      state.entries = action.payload;
    },
    commandQueued(state, action: PayloadAction<OutboxEntry>) {
      state.entries.push(action.payload);
    },
    /** 'Desfazer' before it was sent: it never will be (once on its way, it is too late). */
    queuedCommandUndone(state, action: PayloadAction<OutboxEntry>) {
      if (state.sending === action.payload.key) return;
      state.entries = state.entries.filter((entry) => entry.key !== action.payload.key);
    },
    /** An undone command left the device: what showed it as requested shows the record as it was. */
    queuedCommandWithdrawn(_state, _action: PayloadAction<OutboxEntry>) {},

    /** The replay sends this command now: its owner (orders, alerts) takes it and tells how it ended. */
    queuedCommandDue(state, action: PayloadAction<OutboxEntry>) {
      state.sending = action.payload.key;
    },
    queuedCommandSettled(state, action: PayloadAction<{ key: string; outcome: ReplayOutcome }>) {
      if (state.sending === action.payload.key) state.sending = null;
      if (action.payload.outcome !== 'unreachable') state.entries = state.entries.filter((entry) => entry.key !== action.payload.key);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialOutboxState);
  },
});

export const {
  outboxRestored,
  commandQueued,
  queuedCommandUndone,
  queuedCommandWithdrawn,
  queuedCommandDue,
  queuedCommandSettled,
} = slice.actions;
export default slice.reducer;
