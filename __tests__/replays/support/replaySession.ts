import { buffers, channel, type Channel, type Task } from 'redux-saga';
import { call, cancel, fork, put } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { ActionEntry, ApiEntry, DeviceSource, LiveEntry, LiveJoinEntry, RecordedAction, SessionRecording } from '@contract/session-recording';
import { actionDifference, asRecorded, stateDifference } from './compare';
import { loadApp, type ReplayedApp } from './loadApp';

export interface ReplayReport {
  /** Actions of the recording, and how many the replay dispatched. */
  recordedActions: number;
  replayedActions: number;
  /** Where the replay first parted from the recording; null when actions and final state match. */
  difference: string | null;
  /** Calls the replayed sagas made that the recording never answered. */
  unansweredCalls: string[];
}

/** RTK's nanoid: the random ids the app gives a notice or a request. */
const RANDOM_ID = /^[\w-]{21}$/;

/**
 * The ids the app's sagas made while recording, in the order they were made: the replay's sagas are given the same
 * ones, so the screens' later actions that name them (dismissing a notice) still match.
 */
function idsMadeBySagas(recording: SessionRecording): string[] {
  const ids = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && RANDOM_ID.test(value)) ids.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const entry of recording.entries) if (entry.kind === 'action' && entry.source === 'saga') collect(entry.action.payload);
  return [...ids];
}

const isAction = (entry: SessionRecording['entries'][number]): entry is ActionEntry => entry.kind === 'action';

export function checkRecording(recording: SessionRecording): void {
  if (recording.format !== 'back-office-session') throw new Error('Not a session recording of the back office (format).');
  if (recording.version !== 1) throw new Error(`Recording version ${String(recording.version)} is not one this replay knows (1).`);
  if (recording.dropped > 0) {
    throw new Error(`The recording dropped its first ${recording.dropped} entries to stay within its bound; record a shorter session.`);
  }
}

function responseOf(entry: ApiEntry) {
  const text = entry.responseBody === undefined ? '' : typeof entry.responseBody === 'string' ? entry.responseBody : JSON.stringify(entry.responseBody);
  const response = {
    ok: entry.status >= 200 && entry.status < 300,
    status: entry.status,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([]),
    clone: () => response,
  };
  return response;
}

/**
 * Answers handed over where the recording got them, between the same inputs: asked before then, the asker waits;
 * asked after, it has the answer at once.
 */
function heldAnswers<E>() {
  const released = new Set<E>();
  const waiting = new Map<E, () => void>();
  return {
    when: (entry: E): Promise<void> => (released.has(entry) ? Promise.resolve() : new Promise((resolve) => waiting.set(entry, resolve))),
    release(entry: E) {
      released.add(entry);
      waiting.get(entry)?.();
      waiting.delete(entry);
    },
  };
}

/**
 * The server as the recording heard it: each HTTP call the replayed app makes is matched to the next recorded call
 * of the same method and address, and answered where the recording got its answer, between the same inputs.
 */
function recordedServer(calls: ApiEntry[], unanswered: string[]) {
  const used = new Set<ApiEntry>();
  const held = heldAnswers<ApiEntry>();
  const answer = (entry: ApiEntry) => (entry.status === 0 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(responseOf(entry)));
  return {
    fetch(input: string, init?: { method?: string }) {
      const method = init?.method ?? 'GET';
      const entry = calls.find((call) => !used.has(call) && call.method === method && call.url === input);
      if (!entry) {
        unanswered.push(`${method} ${input}`);
        return Promise.reject(new TypeError(`${method} ${input} is not in the recording`));
      }
      used.add(entry);
      return held.when(entry).then(() => answer(entry));
    },
    release: held.release,
  };
}

/** A channel the sagas open on the browser (the live socket, a first tap, the network), fed from the recording. */
function recordedChannel<T extends NonNullable<unknown>>() {
  let open: Channel<T> | null = null;
  const waiting: T[] = [];
  return {
    open: () => {
      const opened = channel<T>(buffers.expanding());
      for (const value of waiting.splice(0)) opened.put(value);
      open = opened;
      return opened;
    },
    // What arrives before the sagas listen waits for them, as the socket's and the browser's own queues do.
    deliver: (value: T) => (open ? open.put(value) : waiting.push(value)),
  };
}

const sagaActions = (recording: SessionRecording, type: string) =>
  recording.entries.filter((entry): entry is ActionEntry => entry.kind === 'action' && entry.source === 'saga' && entry.action.type === type);

/** Everything the device and the server's live connection told the app, each at its recorded time. */
function recordedInputs(recording: SessionRecording) {
  const joins = recording.entries.filter((entry): entry is LiveJoinEntry => entry.kind === 'liveJoin');
  const joined = heldAnswers<LiveJoinEntry>();
  // The speaker's answers are in the actions that report them: each chime's outcome, and whether audio was locked.
  const soundOutcomes = sagaActions(recording, 'live/orderSoundAttempted').map((entry) => (entry.action.payload as { outcome: unknown }).outcome);
  const soundWasLocked = sagaActions(recording, 'live/soundLocked').length > 0;
  return {
    playSound: () => soundOutcomes.shift() ?? 'failed',
    isSoundLocked: () => soundWasLocked,
    live: recordedChannel<LiveEntry['message']>(),
    device: { gesture: recordedChannel<NonNullable<unknown>>(), network: recordedChannel<NonNullable<unknown>>(), visibility: recordedChannel<NonNullable<unknown>>() } satisfies Record<
      DeviceSource,
      unknown
    >,
    socket: () => ({ connected: true, active: true }),
    join: () => {
      const entry = joins.shift();
      return entry ? joined.when(entry).then(() => entry.ack) : { ok: true };
    },
    releaseJoin: joined.release,
  };
}

/**
 * Feeds the recording to the app in the order it happened: what staff and the app's start-up dispatched, what the
 * server answered, what the live connection and the browser said, each once the clock reaches its time. Between
 * two of them the app's sagas run until they wait for something.
 */
function* drive(app: ReplayedApp, recording: SessionRecording, inputs: ReturnType<typeof recordedInputs>, server: ReturnType<typeof recordedServer>) {
  const tasks: Task[] = [yield fork(app.rootSaga)];
  const advanceTo = (time: number) => jest.advanceTimersByTimeAsync(Math.max(0, time - Date.now()));
  for (const entry of recording.entries) {
    if (entry.kind === 'api') {
      yield call(advanceTo, entry.answeredAt);
      server.release(entry);
    } else if (entry.kind === 'action' && entry.source === 'outside') {
      yield call(advanceTo, entry.at);
      const group = app.groupInstalledBy(entry.action as UnknownAction);
      if (group) {
        app.injectGroup(group);
        yield put(entry.action as UnknownAction);
        tasks.push(yield fork(group.saga));
      } else {
        yield put(entry.action as UnknownAction);
      }
    } else if (entry.kind === 'liveJoin') {
      yield call(advanceTo, entry.at);
      inputs.releaseJoin(entry);
    } else if (entry.kind === 'live') {
      yield call(advanceTo, entry.at);
      inputs.live.deliver(entry.message);
    } else if (entry.kind === 'device') {
      yield call(advanceTo, entry.at);
      inputs.device[entry.source].deliver(entry.value as NonNullable<unknown>);
    }
  }
  yield call(advanceTo, recording.exportedAt);
  for (const task of tasks) yield cancel(task);
}

/**
 * Runs a recording through the app's real root saga, feature sagas and reducers (redux-saga-test-plan's expectSaga),
 * on a fake clock set to the recording's, with every HTTP answer and live message taken from the recording, and
 * compares the actions dispatched and the final state with the recorded ones.
 */
export async function replaySession(recording: SessionRecording): Promise<ReplayReport> {
  checkRecording(recording);
  localStorage.clear();
  // A recording starts in a new tab: nothing joined yet in its session (live/catchUp.ts).
  sessionStorage.clear();
  for (const [key, value] of Object.entries(recording.storage)) localStorage.setItem(key, value);
  window.history.replaceState(null, '', recording.startPath);
  for (const [side, size] of [['innerWidth', recording.viewport.width], ['innerHeight', recording.viewport.height]] as const) {
    Object.defineProperty(window, side, { value: size, configurable: true });
  }
  jest.useFakeTimers({ now: recording.startedAt, doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  const unansweredCalls: string[] = [];
  const server = recordedServer(recording.entries.filter((entry): entry is ApiEntry => entry.kind === 'api'), unansweredCalls);
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = server.fetch as unknown as typeof fetch;
  // The app logs the failures it notifies (a 409 recorded on purpose); a replay's report says what matters.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const app = await loadApp(idsMadeBySagas(recording));
    const inputs = recordedInputs(recording);
    const replayed: UnknownAction[] = [];
    const reducer: Reducer = (state, action: UnknownAction) => {
      if (!action.type.startsWith('@@')) replayed.push(action);
      return app.rootReducer(state, action);
    };
    const result = await expectSaga(drive, app, recording, inputs, server)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === app.openLiveSocket) return inputs.socket();
          if (effect.fn === app.liveChannelOf) return inputs.live.open();
          if (effect.fn === app.joinShop) return inputs.join();
          if (effect.fn === app.playOrderSound || effect.fn === app.playBillSound || effect.fn === app.playEscalatedSound) return inputs.playSound();
          if (effect.fn === app.isSoundLocked) return inputs.isSoundLocked();
          const source = app.deviceSourceOf(effect.fn);
          return source ? inputs.device[source].open() : next();
        },
      })
      .run({ timeout: false });

    const recorded = recording.entries.filter(isAction).map((entry) => entry.action);
    const difference =
      actionDifference(recorded, asRecorded(replayed.map(app.redacted)) as RecordedAction[]) ??
      stateDifference(recording.finalState, asRecorded(app.redacted(result.storeState)));
    return { recordedActions: recorded.length, replayedActions: replayed.length, difference, unansweredCalls };
  } finally {
    consoleError.mockRestore();
    globalThis.fetch = fetchBefore;
    jest.useRealTimers();
  }
}
