import type { Action } from '@reduxjs/toolkit';
import { call, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { liveConnected, liveReconnected } from '@/live/events';
import { selectLiveStatus, type LiveStatus } from '@/live/liveSlice';
import { selectShopScope } from '@/session/scope';
import { sendAsCapturedPerson } from '@/shared/api/client';
import { activePersonToken } from '@/shared/session/person';
import type { ShopScope } from '@/shared/session/scope';
import { queueOf, type OutboxEntry, type OutboxKind } from './rules';
import { ownOutboxKind, runningOutboxKinds } from './owners';
import { selectOutboxEntries } from './selectors';
import {
  commandQueued,
  outboxRestored,
  queuedCommandDue,
  queuedCommandSettled,
  queuedCommandUndone,
  queuedCommandWithdrawn,
} from './slice';
import { acquireReplayLock, forgetQueued, keepQueued, readQueued } from './storage';

/** While commands wait and the link says it is up, how often the queue is tried again (a send that found no network). */
export const OUTBOX_RETRY_MS = 15_000;

const logFailure = (what: string, error: unknown) => call([console, console.error], `Fila de ações: ${what}.`, error);

/**
 * For the commands' owners: keeps a command on the device, shown at once as waiting for the link, with the person
 * who took it.
 */
export function* queueCommand(taken: OutboxEntry) {
  const personToken: string | null = yield call(activePersonToken);
  const entry: OutboxEntry = { ...taken, personToken };
  yield put(commandQueued(entry));
  try {
    yield call(keepQueued, entry);
  } catch (error) {
    yield logFailure('não foi possível guardar a ação no aparelho', error);
  }
}

const settledFor = (key: string) => (action: Action) => queuedCommandSettled.match(action) && action.payload.key === key;

/**
 * Sends the shop's queue in order, one command at a time, each by its owner (`queuedCommandDue`), stopping at the
 * first that still finds no network. Holds the browser's lock meanwhile, and reads what the device keeps first, so
 * a second tab waits and then finds sent what the first tab sent.
 */
export function* replayQueue() {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  const release: () => void = yield call(acquireReplayLock);
  try {
    const stored: OutboxEntry[] = yield call(readQueued);
    yield put(outboxRestored(queueOf(stored, scope)));
    const owners: OutboxKind[] = yield call(runningOutboxKinds);
    for (const entry of queueOf(stored, scope, owners)) {
      const entries: OutboxEntry[] = yield select(selectOutboxEntries);
      if (!entries.some((queued) => queued.key === entry.key)) continue;
      const settled: ReturnType<typeof queuedCommandSettled> = yield call(sendQueued, entry);
      if (settled.payload.outcome === 'unreachable') break;
      yield call(forgetQueued, entry.key);
    }
  } catch (error) {
    yield logFailure('não foi possível reenviar', error);
  } finally {
    release();
  }
}

/** Hands one command to its owner to send, as the person who took it, and waits for how it ended. */
export function* sendQueued(entry: OutboxEntry) {
  const release: () => void = yield call(sendAsCapturedPerson, entry.key, entry.personToken ?? null);
  try {
    yield put(queuedCommandDue(entry));
    const settled: ReturnType<typeof queuedCommandSettled> = yield take(settledFor(entry.key));
    return settled;
  } finally {
    release();
  }
}

/**
 * After the link comes back, and every little while after while commands still wait and it stays up (a send that
 * found no network, a mark whose screen's code came later).
 */
export function* replayWhenLinkReturns() {
  while (true) {
    yield race({ joined: take([liveConnected.type, liveReconnected.type]), later: delay(OUTBOX_RETRY_MS) });
    const entries: OutboxEntry[] = yield select(selectOutboxEntries);
    const status: LiveStatus = yield select(selectLiveStatus);
    if (entries.length > 0 && status === 'connected') yield call(replayQueue);
  }
}

export function* restoreQueue() {
  try {
    const stored: OutboxEntry[] = yield call(readQueued);
    const scope: ShopScope | null = yield select(selectShopScope);
    if (stored.length > 0) yield put(outboxRestored(scope ? queueOf(stored, scope) : stored));
  } catch (error) {
    yield logFailure('não foi possível ler as ações guardadas', error);
  }
}

/** 'Desfazer': the command leaves the device too, unless it was already on its way. */
export function* forgetUndone(action: ReturnType<typeof queuedCommandUndone>) {
  const entries: OutboxEntry[] = yield select(selectOutboxEntries);
  if (entries.some((entry) => entry.key === action.payload.key)) return;
  yield put(queuedCommandWithdrawn(action.payload));
  try {
    yield call(forgetQueued, action.payload.key);
  } catch (error) {
    yield logFailure('não foi possível desfazer', error);
  }
}

export function* outboxSaga() {
  yield takeEvery(queuedCommandUndone.type, forgetUndone);
  yield call(restoreQueue);
  yield call(replayWhenLinkReturns);
}

/**
 * For the owners' sagas: takes the queue's commands of one kind with `replay` for as long as the calling saga runs,
 * and says so to the replay (owners.ts).
 */
export function* takeQueued(kind: OutboxKind, replay: (action: ReturnType<typeof queuedCommandDue>) => unknown) {
  yield takeEvery((action: Action) => queuedCommandDue.match(action) && action.payload.command.kind === kind, replay);
  yield fork(holdOwnership, kind);
}

function* holdOwnership(kind: OutboxKind) {
  const release: () => void = yield call(ownOutboxKind, kind);
  try {
    // Held until the owner's saga is cancelled.
    yield take(() => false);
  } finally {
    release();
  }
}
