import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { AccountAck } from '../../contract/live';
import type { RootState } from '../app/rootReducer';
import { selectBusinessUnit } from '../features/auth/selectors';
import { businessUnitLoaded, signedIn } from '../features/auth/slice';
import type { BusinessUnit } from '../features/auth/types';
import { signedOut } from '../shared/session/events';
import { liveConnected, liveEventReceived, liveReconnected } from './events';
import { liveChannelOf, type LiveMessage } from './liveChannel';
import { liveStatusChanged } from './liveSlice';
import { joinShop, openLiveSocket, type LiveSocket } from './socket';
import { soundSaga } from './soundSaga';

/** Pause between 'account' calls the server refused or left unanswered while the socket stays up. */
export const JOIN_RETRY_MS = 3_000;

const selectAccountToken = (state: RootState) => state.auth.accountToken;

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
  let joinedBefore = false;
  try {
    while (true) {
      const message: LiveMessage = yield take(channel);
      if (message.type === 'event') {
        yield put(liveEventReceived(message.event));
      } else if (message.status !== 'connected') {
        yield put(liveStatusChanged({ status: message.status, error: message.error }));
      } else {
        // Rooms do not survive a reconnect: every connection joins again.
        yield put(liveStatusChanged({ status: 'joining' }));
        const joined: boolean = yield call(joinShopRoom, socket);
        if (joined) {
          yield put(liveStatusChanged({ status: 'connected' }));
          yield put(joinedBefore ? liveReconnected() : liveConnected());
          joinedBefore = true;
        }
      }
    }
  } finally {
    channel.close();
  }
}

/** Live while token 2 exists (at start or after sign-in); the socket closes when the session ends. */
export function* liveSaga() {
  yield fork(soundSaga);
  while (true) {
    const token: string | null = yield select(selectAccountToken);
    if (!token) {
      yield take(signedIn.type);
      continue;
    }
    yield race({ connection: call(runLiveConnection, token), ended: take(signedOut.type) });
    yield put(liveStatusChanged({ status: 'closed' }));
  }
}
