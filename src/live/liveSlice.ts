import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { signedOut } from '@/shared/session/events';
import { isLinkDown } from './linkStatus';
import { applySoundEvent, initialSoundState, type SoundState } from '@/sound/state';

/**
 * closed: no session. joining: the socket is up and the shop's room is being joined; only 'connected'
 * means events are arriving.
 */
export type LiveStatus = 'closed' | 'connecting' | 'joining' | 'connected' | 'disconnected' | 'reconnecting' | 'refused';

export interface LiveState {
  status: LiveStatus;
  error: string | null;
  changedAt: number | null;
  /** When the link last went down, kept through the retries until it is connected again (or closed). */
  downSince: number | null;
  /** The page's sound (sound/state.ts), kept here where it has always been recorded. */
  sound: SoundState;
}

const initialState: LiveState = {
  status: 'closed',
  error: null,
  changedAt: null,
  downSince: null,
  sound: initialSoundState,
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
  },
  extraReducers: (builder) => {
    // Audio permission belongs to the page, not to the session: only the connection resets.
    builder.addCase(signedOut, (state) => ({ ...initialState, sound: state.sound }));
    builder.addDefaultCase((state, action) => applySoundEvent(state.sound, action));
  },
});

export const { liveStatusChanged } = slice.actions;
export default slice.reducer;


export const selectLiveStatus = (state: RootState) => state.live.status;
/** Events are arriving: commands can rely on them instead of reloading. */
export const selectLiveConnected = (state: RootState) => state.live.status === 'connected';
