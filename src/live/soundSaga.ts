import type { Action } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, take, takeEvery } from 'redux-saga/effects';
import { liveEventReceived } from './events';
import { orderSoundAttempted, soundUnlocked, type SoundOutcome } from './liveSlice';
import { onUserGesture, playOrderSound, unlockSound } from './sound';

/** The approved event is the one that means "a new order to prepare" (spec 4). */
export const isOrderApproved = (action: Action): boolean =>
  liveEventReceived.match(action) && action.payload.channel === 'order' && action.payload.event === 'approved';

export function gestureUnlockChannel(): EventChannel<boolean> {
  // unlockSound runs inside the listener, within the gesture; only its result travels through the channel.
  return eventChannel<boolean>((emit) => onUserGesture(() => void unlockSound().then(emit)), buffers.sliding(1));
}

export function* unlockOnFirstGesture() {
  const channel: EventChannel<boolean> = yield call(gestureUnlockChannel);
  try {
    while (true) {
      const unlocked: boolean = yield take(channel);
      if (unlocked) {
        yield put(soundUnlocked());
        return;
      }
    }
  } finally {
    channel.close();
  }
}

export function* playForApprovedOrder() {
  const outcome: SoundOutcome = yield call(playOrderSound);
  yield put(orderSoundAttempted(outcome));
}

export function* soundSaga() {
  yield fork(unlockOnFirstGesture);
  yield takeEvery(isOrderApproved, playForApprovedOrder);
}
