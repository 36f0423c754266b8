import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { cancel, fork, take } from 'redux-saga/effects';

/**
 * takeLatest, but per key: a newer load of the same category's products cancels the older one, while loads of
 * two different categories (two screens of the stack) both finish.
 */
export function takeLatestBy<A extends Action>(type: string, keyOf: (action: A) => string | number, worker: (action: A) => unknown) {
  return fork(function* watch() {
    const running = new Map<string | number, Task>();
    while (true) {
      const action: A = yield take(type);
      const key = keyOf(action);
      const previous = running.get(key);
      if (previous?.isRunning()) yield cancel(previous);
      running.set(key, yield fork(worker, action));
    }
  });
}
