import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { isUnauthorized } from '../../shared/api/errors';
import { messageOf } from '../../shared/api/messages';
import { clearStoredSession, STORAGE_KEYS, writeToken } from '../../shared/api/tokens';
import { sessionRejected, signedOut } from '../../shared/session/events';
import * as api from './api';
import { providerIdOf } from './rules';
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
} from './slice';
import type { BusinessUnit, Profile } from './types';

export function* signIn(action: PayloadAction<{ email: string; password: string }>) {
  try {
    const { access_token: userToken }: Awaited<ReturnType<typeof api.fetchUserToken>> = yield call(
      api.fetchUserToken,
      action.payload.email,
      action.payload.password,
    );
    const accountToken: string = yield call(api.fetchAccountToken, userToken);
    yield call(writeToken, 'user', userToken);
    yield call(writeToken, 'account', accountToken);
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

export function* endSession() {
  yield call(clearStoredSession);
  yield put(signedOut());
}

export function* authSaga() {
  yield takeLeading(signInRequested.type, signIn);
  yield takeLatest(sessionLoadRequested.type, loadSession);
  yield takeLeading([signOutRequested.type, sessionRejected.type], endSession);
}
