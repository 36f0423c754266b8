import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, take } from 'redux-saga/effects';
import { tappedEmit } from '@/shared/recording/tap';
import { soundLocked, soundUnlocked } from './events';
import { gestureEnded, onUserGesture } from './gestures';
import { isSoundLocked, unlockSound } from './player';

export function gestureUnlockChannel(): EventChannel<boolean> {
  // unlockSound runs inside the listener, within the gesture; only its result travels through the channel, once the
  // tap has ended, so that the bar it removes cannot move the screen under the finger.
  return eventChannel<boolean>(
    (emit) =>
      onUserGesture((event) => {
        const ended = gestureEnded(event);
        void Promise.all([unlockSound(), ended]).then(([unlocked]) => tappedEmit('gesture', emit)(unlocked));
      }),
    buffers.sliding(1),
  );
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

/**
 * A start without a tap (a reload, a tablet that restarts signed in) cannot sound yet: say so at once, before the
 * first order, and unlock at the first tap. The chime itself is the order alerts' (features/order-alerts).
 */
export function* soundSaga() {
  const locked: boolean = yield call(isSoundLocked);
  if (locked) yield put(soundLocked());
  yield fork(unlockOnFirstGesture);
}
