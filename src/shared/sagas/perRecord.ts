import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { cancel, fork, take } from 'redux-saga/effects';

/**
 * takeLatest per record: a second event for the same record cancels the reload still running for it (an
 * older answer must not land last), while events for different records reload side by side.
 */
export function takeLatestPerRecord<A extends Action>(
  pattern: (action: Action) => boolean,
  keyOf: (action: A) => string | number,
  worker: (action: A) => unknown,
) {
  return fork(function* watchPerRecord() {
    const running = new Map<string | number, Task>();
    while (true) {
      const action = (yield take(pattern)) as A;
      for (const [key, task] of running) if (!task.isRunning()) running.delete(key);
      const key = keyOf(action);
      const previous = running.get(key);
      if (previous) yield cancel(previous);
      running.set(key, (yield fork(worker, action)) as Task);
    }
  });
}

/**
 * takeLeading per record: while a command runs for a record, the same command for it is ignored (a double tap),
 * while the same command for another record (two tiles tapped in a row) runs at once.
 */
export function takeLeadingPerRecord<A extends Action, Args extends unknown[]>(
  pattern: (action: Action) => boolean,
  keyOf: (action: A) => string | number,
  worker: (...args: [...Args, A]) => unknown,
  ...args: Args
) {
  return fork(function* watchPerRecord() {
    const running = new Map<string | number, Task>();
    while (true) {
      const action = (yield take(pattern)) as A;
      for (const [key, task] of running) if (!task.isRunning()) running.delete(key);
      const key = keyOf(action);
      if (running.has(key)) continue;
      running.set(key, (yield fork(worker, ...args, action)) as Task);
    }
  });
}
