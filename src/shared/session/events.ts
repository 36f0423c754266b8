import { createAction } from '@reduxjs/toolkit';

/** The session ended (sign-out or a refused token): every slice drops what it holds. */
export const signedOut = createAction('auth/signedOut');

/** A call answered 401 where spec 8 says the user is logged out (business unit, profile, payments). */
export const sessionRejected = createAction('auth/sessionRejected');
