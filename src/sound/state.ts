import type { Action } from '@reduxjs/toolkit';
import { orderSoundAttempted, soundLocked, soundUnlocked } from './events';

export interface SoundState {
  unlocked: boolean;
  /** The browser refused to play: the banner asks for a tap. */
  blocked: boolean;
}

export const initialSoundState: SoundState = { unlocked: false, blocked: false };

/**
 * Whether this page may sound, after one of the sound's events (anything else leaves it as it is). The state is
 * kept in the live slice (`live.sound`), which hands it every action on a draft it may change.
 */
export function applySoundEvent(sound: SoundState, action: Action): void {
  if (orderSoundAttempted.match(action)) {
    if (action.payload.outcome === 'blocked') sound.blocked = true;
    if (action.payload.outcome === 'played') sound.blocked = false;
  } else if (soundLocked.match(action)) {
    if (!sound.unlocked) sound.blocked = true;
  } else if (soundUnlocked.match(action)) {
    sound.unlocked = true;
    sound.blocked = false;
  }
}

type WithSound = { live?: { sound: SoundState } };

// The live slice arrives with the signed-in chunk; before it, and signed out, there is nothing to unlock.
export const selectSoundBlocked = (state: WithSound) => state.live?.sound.blocked ?? false;
