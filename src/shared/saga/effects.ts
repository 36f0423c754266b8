import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { cancel, fork, take } from 'redux-saga/effects';

type Key = string | number;

/** What to do with a new action for a record whose worker still runs. */
type WhileRunning = 'restart' | 'ignore';

function perKey<A extends Action>(
  whileRunning: WhileRunning,
  pattern: (action: Action) => boolean,
  keyOf: (action: A) => Key,
  run: (action: A) => ReturnType<typeof fork>,
) {
  return fork(function* watchPerKey() {
    const running = new Map<Key, Task>();
    while (true) {
      const action = (yield take(pattern)) as A;
      for (const [key, task] of running) if (!task.isRunning()) running.delete(key);
      const key = keyOf(action);
      const previous = running.get(key);
      if (previous && whileRunning === 'ignore') continue;
      if (previous) yield cancel(previous);
      running.set(key, (yield run(action)) as Task);
    }
  });
}

/**
 * takeLatest per record: a second event for the same record cancels the reload still running for it (an
 * older answer must not land last), while events for different records reload side by side.
 */
export function takeLatestPerKey<A extends Action>(
  pattern: (action: Action) => boolean,
  keyOf: (action: A) => Key,
  worker: (action: A) => unknown,
) {
  return perKey('restart', pattern, keyOf, (action: A) => fork(worker, action));
}

/**
 * takeLeading per record: while a command runs for a record, the same command for it is ignored (a double tap),
 * while the same command for another record (two tiles tapped in a row) runs at once.
 */
export function takeLeadingPerKey<A extends Action, Args extends unknown[]>(
  pattern: (action: Action) => boolean,
  keyOf: (action: A) => Key,
  worker: (...args: [...Args, A]) => unknown,
  ...args: Args
) {
  return perKey('ignore', pattern, keyOf, (action: A) => fork(worker, ...args, action));
}
