import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { tappedEmit } from '@/shared/recording/tap';
import { canReachServer } from './probe';
import { cameOnline, wentOffline } from './slice';

/** While offline, how often the app tries the network again, in case the browser never says it is back. */
export const OFFLINE_PROBE_MS = 5_000;

type Change = 'online' | 'offline';

export function connectivityChannel(): EventChannel<Change> {
  return eventChannel<Change>((channelEmit) => {
    const emit = tappedEmit('network', channelEmit);
    const online = () => emit('online');
    const offline = () => emit('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, buffers.sliding(1));
}

function* waitForOffline(channel: EventChannel<Change>) {
  while (true) {
    const change: Change = yield take(channel);
    if (change === 'offline') return;
  }
}

/** Asks the server again every few seconds, and at once when the browser says it is back, until it answers. */
function* waitForNetwork(channel: EventChannel<Change>) {
  while (true) {
    const { change } = (yield race({ change: take(channel), later: delay(OFFLINE_PROBE_MS) })) as { change?: Change };
    if (change !== 'offline') {
      const reachable: boolean = yield call(canReachServer);
      if (reachable) return;
    }
  }
}

/**
 * Follows the device's network for the whole life of the page. The browser's online flag is only a hint (it
 * says "online" on a network that reaches nothing, and a page started offline may not be told), so the app also
 * asks its server once at start and keeps asking while offline; a browser's "offline" is always believed.
 */
export function* connectivitySaga() {
  const channel: EventChannel<Change> = yield call(connectivityChannel);
  try {
    let reachable: boolean = yield call(canReachServer);
    while (true) {
      if (reachable) {
        yield put(cameOnline());
        yield call(waitForOffline, channel);
      }
      yield put(wentOffline());
      yield call(waitForNetwork, channel);
      reachable = true;
    }
  } finally {
    channel.close();
  }
}
