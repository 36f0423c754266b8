import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { RootState } from '@/app/rootReducer';
import { installSessionRenewer } from '@/shared/api/client';
import { clearStoredSession } from '@/shared/api/tokens';
import { forgetPushSubscription } from '@/features/push/subscription';
import { signedOut } from '@/shared/session/events';
import { onRenewal, renewSession, type RenewalOutcome } from './renewal';
import { renewalDelayMs } from '@/session/rules';
import { sessionExpired, signedIn, tokensRenewed } from '@/session/slice';

/** After a renewal that got no answer: the token may still be good for a while; ask again soon. */
export const RENEWAL_RETRY_MS = 15_000;

type Tokens = { userToken: string; accountToken: string };

const selectAccountToken = (state: RootState) => state.auth.accountToken;

export function* endSession() {
  yield call(clearStoredSession);
  // The server forgot this device's subscription with the sign-in; the browser stops listening too.
  yield call(forgetPushSubscription);
  yield put(signedOut());
}

/** Ends the session on this device with the login screen's 'Sua sessão expirou. Entre novamente.'. */
export function* expireSession() {
  yield call(endSession);
  yield put(sessionExpired());
}

/** Every renewal's outcome, from the timer below or from a call or handshake refused for expiry, into the store. */
export function* applyRenewals() {
  const channel: EventChannel<RenewalOutcome> = yield call(() => eventChannel<RenewalOutcome>((emit) => onRenewal(emit)));
  try {
    while (true) {
      const outcome: RenewalOutcome = yield take(channel);
      if (outcome.kind === 'renewed') {
        yield put(tokensRenewed({ userToken: outcome.userToken, accountToken: outcome.accountToken }));
      } else if (outcome.kind === 'refused') {
        yield call(expireSession);
      }
    }
  } finally {
    channel.close();
  }
}

/** Renews the tokens ahead of their expiry, for as long as the user stays signed in. */
export function* scheduleRenewals() {
  let token: string | null = yield select(selectAccountToken);
  while (true) {
    if (!token) {
      const started: PayloadAction<Tokens> = yield take([signedIn.type, tokensRenewed.type]);
      token = started.payload.accountToken;
      continue;
    }
    const { due, renewed, ended } = yield race({
      due: delay(renewalDelayMs(token, Date.now())),
      renewed: take(tokensRenewed.type),
      ended: take(signedOut.type),
    });
    if (ended) {
      token = null;
    } else if (renewed) {
      token = (renewed as PayloadAction<Tokens>).payload.accountToken;
    } else if (due) {
      const outcome: RenewalOutcome = yield call(renewSession);
      if (outcome.kind === 'renewed') token = outcome.accountToken;
      else if (outcome.kind === 'refused') token = null;
      else yield delay(RENEWAL_RETRY_MS);
    }
  }
}

/** Lets the one HTTP client renew a session whose token it finds expired. */
export function* installRenewalForCalls() {
  yield call(installSessionRenewer, async () => (await renewSession()).kind === 'renewed');
}
