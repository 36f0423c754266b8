import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CloseTillBody, CorrectTillBody, OpenTillBody, Till, TillMovementBody, TillSettings } from '@contract/till';
import type { CommandStatus, LoadStatus } from '@/shared/lib/loadStatus';
import { signedOut } from '@/shared/session/events';

export type TillCommandKind = 'open' | 'movement' | 'close' | 'correction';

/**
 * 'Caixa': the till open on this device (null: none), the day's tills as last read, the command in flight (one at
 * a time, told apart by the request it answers so a form closes on its own answer only) and the closing just
 * confirmed, shown until the screen lets it go.
 */
export interface TillState {
  current: { till: Till | null; status: LoadStatus };
  day: { date: string | null; tills: Till[]; status: LoadStatus };
  command: { requestId: string | null; kind: TillCommandKind | null; status: CommandStatus };
  lastClosing: Till | null;
  /** 'Exigir caixa aberto' as the server has it (null until read), and whether a change is on its way. */
  settings: { required: boolean | null; saving: boolean };
}

export const initialTillState = (): TillState => ({
  current: { till: null, status: 'idle' },
  day: { date: null, tills: [], status: 'idle' },
  command: { requestId: null, kind: null, status: 'idle' },
  lastClosing: null,
  settings: { required: null, saving: false },
});

interface Command<Body> {
  requestId: string;
  body: Body;
}

/** A till the server answered with goes into the day's list in its place, or first when new. */
function keepInDay(state: TillState, till: Till) {
  const index = state.day.tills.findIndex((held) => held.id === till.id);
  if (index >= 0) state.day.tills[index] = till;
  else state.day.tills.unshift(till);
}

function commandAsked(state: TillState, requestId: string, kind: TillCommandKind) {
  state.command = { requestId, kind, status: 'pending' };
}

function commandDone(state: TillState, requestId: string) {
  if (state.command.requestId === requestId) state.command.status = 'done';
}

const slice = createSlice({
  name: 'till',
  initialState: initialTillState,
  reducers: {
    /** The screen opened: the device's till and the day's closings are read. */
    tillScreenOpened(state) {
      state.current.status = 'pending';
      state.day.status = 'pending';
    },
    /** The device's till is read again (a retry, or a command refused because it changed meanwhile). */
    currentTillRequested(state) {
      state.current.status = 'pending';
    },
    currentTillLoaded(state, action: PayloadAction<Till | null>) {
      state.current = { till: action.payload, status: 'resolved' };
      if (action.payload) keepInDay(state, action.payload);
    },
    currentTillFailed(state) {
      state.current.status = 'error';
    },
    dayTillsRequested(state) {
      state.day.status = 'pending';
    },
    dayTillsLoaded(state, action: PayloadAction<{ date: string; tills: Till[] }>) {
      state.day = { ...action.payload, status: 'resolved' };
    },
    dayTillsFailed(state) {
      state.day.status = 'error';
    },
    openRequested(state, action: PayloadAction<Command<OpenTillBody>>) {
      commandAsked(state, action.payload.requestId, 'open');
      state.lastClosing = null;
    },
    tillOpened(state, action: PayloadAction<{ requestId: string; till: Till }>) {
      state.current = { till: action.payload.till, status: 'resolved' };
      keepInDay(state, action.payload.till);
      commandDone(state, action.payload.requestId);
    },
    movementRequested(state, action: PayloadAction<Command<TillMovementBody> & { tillId: number }>) {
      commandAsked(state, action.payload.requestId, 'movement');
    },
    movementRecorded(state, action: PayloadAction<{ requestId: string; till: Till }>) {
      state.current = { till: action.payload.till, status: 'resolved' };
      keepInDay(state, action.payload.till);
      commandDone(state, action.payload.requestId);
    },
    closeRequested(state, action: PayloadAction<Command<CloseTillBody> & { tillId: number }>) {
      commandAsked(state, action.payload.requestId, 'close');
    },
    tillClosed(state, action: PayloadAction<{ requestId: string; till: Till }>) {
      state.current = { till: null, status: 'resolved' };
      keepInDay(state, action.payload.till);
      state.lastClosing = action.payload.till;
      commandDone(state, action.payload.requestId);
    },
    correctionRequested(state, action: PayloadAction<Command<CorrectTillBody> & { tillId: number }>) {
      commandAsked(state, action.payload.requestId, 'correction');
    },
    /** A closed till's count corrected: shown wherever that closing is. */
    tillCorrected(state, action: PayloadAction<{ requestId: string; till: Till }>) {
      keepInDay(state, action.payload.till);
      if (state.lastClosing?.id === action.payload.till.id) state.lastClosing = action.payload.till;
      commandDone(state, action.payload.requestId);
    },
    commandFailed(state, action: PayloadAction<string>) {
      if (state.command.requestId === action.payload) state.command.status = 'error';
    },
    tillSettingsLoaded(state, action: PayloadAction<TillSettings>) {
      state.settings = { required: action.payload.required, saving: false };
    },
    /** The toggle shows the change at once; a refusal puts back what the server has. */
    requiredChangeRequested(state, action: PayloadAction<boolean>) {
      state.settings = { required: action.payload, saving: true };
    },
    requiredChangeFailed(state, action: PayloadAction<boolean>) {
      state.settings = { required: action.payload, saving: false };
    },
    /** The closing just confirmed leaves the screen ('Fechar'). */
    lastClosingDismissed(state) {
      state.lastClosing = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialTillState);
  },
});

export const {
  tillScreenOpened,
  currentTillRequested,
  currentTillLoaded,
  currentTillFailed,
  dayTillsRequested,
  dayTillsLoaded,
  dayTillsFailed,
  openRequested,
  tillOpened,
  movementRequested,
  movementRecorded,
  closeRequested,
  tillClosed,
  correctionRequested,
  tillCorrected,
  commandFailed,
  tillSettingsLoaded,
  requiredChangeRequested,
  requiredChangeFailed,
  lastClosingDismissed,
} = slice.actions;

export default slice.reducer;
