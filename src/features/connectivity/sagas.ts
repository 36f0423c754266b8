import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { liveRetryRequested } from '@/live/events';
import { isLinkDown } from '@/live/linkStatus';
import { liveStatusChanged, type LiveStatus } from '@/live/liveSlice';
import type { RootState } from '@/app/rootReducer';
import { tappedEmit } from '@/shared/recording/tap';
import { canReachServer } from './probe';
import { cameOnline, wentOffline } from './slice';

/** While offline, how often the app tries the network again, in case the browser never says it is back. */
export const OFFLINE_PROBE_MS = 5_000;

/** While the live link is down, how often the indicator asks the server whether it answers again. */
export const LINK_PROBE_MS = 1_000;
/** How long a retry started by the probe is left to connect or fail before the server is asked again. */
export const RETRY_OUTCOME_MS = 5_000;

type Change = 'online' | 'offline';

// The live slice arrives with the signed-in chunk; until then there is no link to bring back.
const selectLinkStatus = (state: RootState): LiveStatus => (state as Partial<RootState>).live?.status ?? 'closed';

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
 * While the live link is down, asks the server every second; as soon as it answers, the link tries again at once
 * instead of waiting for its next attempt, so what arrived meanwhile shows within seconds of the server's return.
 */
export function* reconnectWhenServerAnswers() {
  while (true) {
    const status: LiveStatus = yield select(selectLinkStatus);
    if (status === 'connecting') {
      // A first attempt whose transport opened and then never answered (a page loaded while the server was out of
      // reach) would wait for socket.io's own 20 s timeout: past RETRY_OUTCOME_MS it counts as down.
      const { changed } = (yield race({ changed: take(liveStatusChanged.type), later: delay(RETRY_OUTCOME_MS) })) as { changed?: unknown };
      if (changed) continue;
    } else if (!isLinkDown(status)) {
      yield take(liveStatusChanged.type);
      continue;
    }
    const reachable: boolean = yield call(canReachServer);
    if (reachable) {
      yield put(liveRetryRequested());
      // The attempt just started gets its time: asking again now would cut a slow handshake short.
      yield race({ outcome: take(liveStatusChanged.type), later: delay(RETRY_OUTCOME_MS) });
    }
    yield delay(LINK_PROBE_MS);
  }
}

/**
 * Follows the device's network for the whole life of the page. The browser's online flag is only a hint (it
 * says "online" on a network that reaches nothing, and a page started offline may not be told), so the app also
 * asks its server once at start and keeps asking while offline; a browser's "offline" is always believed.
 */
export function* connectivitySaga() {
  yield fork(reconnectWhenServerAnswers);
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
