import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { signedOut } from '@/shared/session/events';
import { isLinkDown } from './linkStatus';
import { soundUnlocked } from './soundEvents';

/**
 * closed: no session. joining: the socket is up and the shop's room is being joined; only 'connected'
 * means events are arriving.
 */
export type LiveStatus = 'closed' | 'connecting' | 'joining' | 'connected' | 'disconnected' | 'reconnecting' | 'refused';

export type SoundOutcome = 'played' | 'blocked' | 'failed';

export interface LiveState {
  status: LiveStatus;
  error: string | null;
  changedAt: number | null;
  /** When the link last went down, kept through the retries until it is connected again (or closed). */
  downSince: number | null;
  sound: {
    unlocked: boolean;
    /** The browser refused to play: the banner asks for a tap. */
    blocked: boolean;
    lastAttempt: { at: number; outcome: SoundOutcome } | null;
  };
}

const initialState: LiveState = {
  status: 'closed',
  error: null,
  changedAt: null,
  downSince: null,
  sound: { unlocked: false, blocked: false, lastAttempt: null },
};

const slice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    liveStatusChanged: {
      reducer(state, action: PayloadAction<{ status: LiveStatus; error?: string; at: number }>) {
        state.status = action.payload.status;
        state.error = action.payload.error ?? null;
        state.changedAt = action.payload.at;
        if (isLinkDown(action.payload.status)) state.downSince ??= action.payload.at;
        else if (action.payload.status === 'connected' || action.payload.status === 'closed') state.downSince = null;
      },
      prepare(payload: { status: LiveStatus; error?: string }) {
        return { payload: { ...payload, at: Date.now() } };
      },
    },
    orderSoundAttempted: {
      reducer(state, action: PayloadAction<{ outcome: SoundOutcome; at: number }>) {
        state.sound.lastAttempt = action.payload;
        if (action.payload.outcome === 'blocked') state.sound.blocked = true;
        if (action.payload.outcome === 'played') state.sound.blocked = false;
      },
      prepare(outcome: SoundOutcome) {
        return { payload: { outcome, at: Date.now() } };
      },
    },
    /** The browser will not sound until a tap: the bar asks for one. */
    soundLocked(state) {
      if (!state.sound.unlocked) state.sound.blocked = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(soundUnlocked, (state) => {
      state.sound.unlocked = true;
      state.sound.blocked = false;
    });
    // Audio permission belongs to the page, not to the session: only the connection resets.
    builder.addCase(signedOut, (state) => ({ ...initialState, sound: state.sound }));
  },
});

export const { liveStatusChanged, orderSoundAttempted, soundLocked } = slice.actions;
export default slice.reducer;


export const selectLiveStatus = (state: RootState) => state.live.status;
/** Events are arriving: commands can rely on them instead of reloading. */
export const selectLiveConnected = (state: RootState) => state.live.status === 'connected';
export const selectLastSoundAttempt = (state: RootState) => state.live.sound.lastAttempt;
