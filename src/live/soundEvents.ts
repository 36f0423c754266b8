import { createAction } from '@reduxjs/toolkit';

/** A tap let the page play sound; apart from the live slice so the app-wide bar does not bring the slice along. */
export const soundUnlocked = createAction('live/soundUnlocked');
