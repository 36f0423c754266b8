import { createReducer, isAnyOf } from '@reduxjs/toolkit';
import { orderSoundAttempted, soundLocked, soundUnlocked, type SoundOutcome } from './events';

export interface SoundState {
  unlocked: boolean;
  /** The browser refused to play: the banner asks for a tap. */
  blocked: boolean;
  lastAttempt: { at: number; outcome: SoundOutcome } | null;
}

export const initialSoundState: SoundState = { unlocked: false, blocked: false, lastAttempt: null };

/** Whether this page may sound. It is kept in the live slice (`live.sound`), which hands it the sound's events. */
export const soundReducer = createReducer(initialSoundState, (builder) => {
  builder
    .addCase(orderSoundAttempted, (state, action) => {
      state.lastAttempt = action.payload;
      if (action.payload.outcome === 'blocked') state.blocked = true;
      if (action.payload.outcome === 'played') state.blocked = false;
    })
    .addCase(soundLocked, (state) => {
      if (!state.unlocked) state.blocked = true;
    })
    .addCase(soundUnlocked, (state) => {
      state.unlocked = true;
      state.blocked = false;
    });
});

export const isSoundEvent = isAnyOf(orderSoundAttempted, soundLocked, soundUnlocked);

type WithSound = { live?: { sound: SoundState } };

// The live slice arrives with the signed-in chunk; before it, and signed out, there is nothing to unlock.
export const selectSoundBlocked = (state: WithSound) => state.live?.sound.blocked ?? false;
