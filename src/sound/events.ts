import { createAction } from '@reduxjs/toolkit';

export type SoundOutcome = 'played' | 'blocked' | 'failed';

// The types keep the live slice's names they were recorded under: the sound's state sits in that slice (state.ts).

/** A tap let the page play sound; apart from the live slice so the app-wide bar does not bring the slice along. */
export const soundUnlocked = createAction('live/soundUnlocked');

/** An alert tried to sound, and how it went. */
export const orderSoundAttempted = createAction('live/orderSoundAttempted', (outcome: SoundOutcome) => ({
  payload: { outcome, at: Date.now() },
}));

/** The browser will not sound until a tap: the bar asks for one. */
export const soundLocked = createAction('live/soundLocked');
