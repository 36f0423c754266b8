import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, put, select, spawn, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RootState } from '@/app/rootReducer';
import { isUnauthorized } from '@/shared/api/errors';
import { messageOf } from '@/shared/api/messages';
import { STORAGE_KEYS, writeRefreshToken, writeToken } from '@/shared/api/tokens';
import { sessionRejected } from '@/shared/session/events';
import * as api from './api';
import { applyRenewals, endSession, installRenewalForCalls, scheduleRenewals } from './sessionSagas';
import { providerIdOf } from '@/session/rules';
import {
  businessUnitLoaded,
  profileLoaded,
  sessionLoaded,
  sessionLoadFailed,
  sessionLoadRequested,
  signedIn,
  signInFailed,
  signInRequested,
  signOutRequested,
} from '@/session/slice';
import type { BusinessUnit, Profile } from '@/session/types';

export function* signIn(action: PayloadAction<{ email: string; password: string }>) {
  try {
    const { access_token: userToken, refresh_token: refreshToken }: Awaited<ReturnType<typeof api.fetchUserToken>> = yield call(
      api.fetchUserToken,
      action.payload.email,
      action.payload.password,
    );
    const accountToken: string = yield call(api.fetchAccountToken, userToken);
    yield call(writeToken, 'user', userToken);
    yield call(writeToken, 'account', accountToken);
    yield call(writeRefreshToken, refreshToken);
    yield put(signedIn({ userToken, accountToken }));
    yield put(sessionLoadRequested());
  } catch (error) {
    yield put(signInFailed(messageOf(error)));
  }
}

function storeBusinessUnit(unit: BusinessUnit) {
  localStorage.setItem(STORAGE_KEYS.businessUnit, JSON.stringify(unit));
}

/** Loads the profile and the first business unit of the user; a 401 ends the session (spec 8). */
export function* loadSession() {
  const accountToken: string | null = yield select((state: RootState) => state.auth.accountToken);
  const providerId = providerIdOf(accountToken);
  if (providerId === null) {
    yield call(endSession);
    return;
  }
  try {
    const [units, profile]: [BusinessUnit[], Profile] = yield all([
      call(api.fetchBusinessUnits, providerId),
      call(api.fetchProfile),
    ]);
    if (units.length === 0) throw new Error('BusinessUnit is not loaded');
    yield call(storeBusinessUnit, units[0]);
    yield put(businessUnitLoaded(units[0]));
    yield put(profileLoaded(profile));
    yield put(sessionLoaded());
  } catch (error) {
    if (isUnauthorized(error)) yield call(endSession);
    else yield put(sessionLoadFailed(messageOf(error)));
  }
}

/** Best effort: the tokens expire on their own anyway, so a failure is not worth telling anyone about. */
export function* revokeSession(token: string, alsoToken?: string) {
  try {
    yield call(api.revokeTokens, token, alsoToken);
  } catch {
    // Offline or refused: the session already ended on this device.
  }
}

/**
 * 'Sair': the session ends on this device at once; revoking the tokens on the server runs detached, so neither
 * a slow network nor a failure ever keeps the user signed in.
 */
export function* signOut() {
  const { userToken, accountToken }: RootState['auth'] = yield select((state: RootState) => state.auth);
  yield call(endSession);
  const [token, alsoToken] = [accountToken, userToken].filter((value): value is string => Boolean(value));
  if (token) yield spawn(revokeSession, token, alsoToken);
}

export function* authSaga() {
  yield call(installRenewalForCalls);
  yield fork(applyRenewals);
  yield fork(scheduleRenewals);
  yield takeLeading(signInRequested.type, signIn);
  yield takeLatest(sessionLoadRequested.type, loadSession);
  yield takeLeading(signOutRequested.type, signOut);
  yield takeLeading(sessionRejected.type, endSession);
}
