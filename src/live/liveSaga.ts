import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { AccountAck } from '@contract/live';
import type { RootState } from '@/app/rootReducer';
import { renewInstalledSession } from '@/shared/api/client';
import { businessUnitLoaded, signedIn, signedOut, tokensRenewed } from '@/shared/session/events';
import type { BusinessUnit } from '@/shared/session/scope';
import { forgetJoined, joinedBeforeInSession, rememberJoined } from './catchUp';
import { liveConnected, liveEventReceived, liveReconnected, liveRetryRequested } from './events';
import { liveChannelOf, type LiveMessage } from './liveChannel';
import { liveStatusChanged } from './liveSlice';
import { joinShop, openLiveSocket, reconnectNow, type LiveSocket } from './socket';
import { soundSaga } from '@/sound/unlockSaga';

/** Pause between 'account' calls the server refused or left unanswered while the socket stays up. */
export const JOIN_RETRY_MS = 3_000;

const selectAccountToken = (state: RootState) => state.auth.accountToken;
const selectBusinessUnit = (state: RootState) => state.auth.businessUnit;

/** Joins the shop's room, retrying while the socket is up; false when the socket dropped meanwhile. */
export function* joinShopRoom(socket: LiveSocket) {
  let unit: BusinessUnit | null = yield select(selectBusinessUnit);
  if (!unit) {
    // Right after sign-in the socket is up before the session knows its shop.
    const loaded: PayloadAction<BusinessUnit> = yield take(businessUnitLoaded.type);
    unit = loaded.payload;
  }
  while (socket.connected) {
    const ack: AccountAck = yield call(joinShop, socket, unit.id);
    if (ack.ok) return true;
    // Dropped while asking (the server ends a socket whose token runs out): the connection's messages, a refused
    // handshake among them, wait behind this saga, so it does not pause before the next connection joins again.
    if (!socket.connected) return false;
    yield put(liveStatusChanged({ status: 'refused', error: ack.message }));
    yield delay(JOIN_RETRY_MS);
  }
  return false;
}

/** One socket for one token, until cancelled; the channel's buffer holds whatever arrives meanwhile. */
export function* runLiveConnection(token: string) {
  const socket: LiveSocket = yield call(openLiveSocket, token);
  const channel: EventChannel<LiveMessage> = yield call(liveChannelOf, socket);
  yield put(liveStatusChanged({ status: 'connecting' }));
  yield takeLatest(liveRetryRequested.type, function* retryNow() {
    yield call(reconnectNow, socket);
  });
  try {
    while (true) {
      const message: LiveMessage = yield take(channel);
      if (message.type === 'event') {
        yield put(liveEventReceived(message.event));
      } else if (message.status !== 'connected') {
        yield put(liveStatusChanged({ status: message.status, error: message.error }));
        // The server refuses a handshake for a token past its expiry (a tablet asleep, a clock behind): renewing
        // restarts the link with the new token; a renewal refused ends the session instead of retrying for ever.
        if (message.status === 'refused') yield call(renewInstalledSession);
      } else {
        // Rooms do not survive a reconnect: every connection joins again.
        yield put(liveStatusChanged({ status: 'joining' }));
        const joined: boolean = yield call(joinShopRoom, socket);
        if (joined) {
          // Decided for the session, not for this socket: a renewal or a reload opens a new one mid-session.
          const catchingUp: boolean = yield call(joinedBeforeInSession);
          yield call(rememberJoined);
          yield put(liveStatusChanged({ status: 'connected' }));
          yield put(catchingUp ? liveReconnected() : liveConnected());
        }
      }
    }
  } finally {
    channel.close();
  }
}

/**
 * Live while token 2 exists (at start or after sign-in); the socket closes when the session ends, and opens again
 * with the new token when the session is renewed.
 */
export function* liveSaga() {
  yield fork(soundSaga);
  while (true) {
    const token: string | null = yield select(selectAccountToken);
    if (!token) {
      yield take(signedIn.type);
      continue;
    }
    const { ended } = yield race({
      connection: call(runLiveConnection, token),
      ended: take(signedOut.type),
      renewed: take(tokensRenewed.type),
    });
    if (ended) {
      yield call(forgetJoined);
      yield put(liveStatusChanged({ status: 'closed' }));
    }
  }
}
