import { createAction } from '@reduxjs/toolkit';
import type { BusinessUnit } from './scope';

/** The session ended (sign-out or a refused token): every slice drops what it holds. */
export const signedOut = createAction('auth/signedOut');

/** A call answered 401 where spec 8 says the user is logged out (business unit, profile, payments). */
export const sessionRejected = createAction('auth/sessionRejected');

/** The two tokens of a session: the user's and the account's (spec 1). */
export interface SessionTokens {
  userToken: string;
  accountToken: string;
}

/** Signed in: the session has both tokens. */
export const signedIn = createAction<SessionTokens>('auth/signedIn');

/** Both tokens were renewed with the refresh token (by this tab or another). */
export const tokensRenewed = createAction<SessionTokens>('auth/tokensRenewed');

/** The session knows the shop it works for. */
export const businessUnitLoaded = createAction<BusinessUnit>('auth/businessUnitLoaded');
