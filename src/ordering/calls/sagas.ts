import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { TableCall, TableCallList } from '@contract/calls';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import { selectLiveConnected } from '@/live/liveSlice';
import { ApiError } from '@/shared/api/errors';
import { messageOf } from '@/shared/api/messages';
import { notifyError } from '@/shared/notifications/effects';
import { takeLeadingPerKey } from '@/shared/saga/effects';
import type { ShopScope } from '@/shared/session/scope';
import { signedOut } from '@/shared/session/events';
import { selectShopScope } from '@/session/scope';
import { orderSoundAttempted, type SoundOutcome } from '@/sound/events';
import { playCallSound, playEscalatedSound, vibrateForOrder } from '@/sound/player';
import { repeatMsOf } from '@/ordering/alerts/rules';
import { selectAlertSettings } from '@/ordering/alerts/selectors';
import type { AlertSettings } from '@/ordering/alerts/settings';
import * as api from './api';
import { callCommandFailure, canRunCallCommand, isCallConflict, isCallEvent, newlyWaiting, type CallCommand } from './rules';
import { selectCallById, selectEscalatedCallCount, selectWaitingCallIds } from './selectors';
import {
  callCommandDone,
  callCommandFailed,
  callCommandRequested,
  callsLoaded,
  callsLoadFailed,
  callsLoadRequested,
  type CallCommandRequest,
} from './slice';

const isLiveCallEvent = (action: Action) => liveEventReceived.match(action) && isCallEvent(action.payload);

/**
 * The list, whole, from the server: on the first join of the shop's room, on every catch-up after a join that
 * followed another (src/live/catchUp.ts decides), on each live call event and when a screen asks.
 */
export function* loadCalls() {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    const { calls }: TableCallList = yield call(api.fetchCalls, scope);
    yield put(callsLoaded(calls));
  } catch (error) {
    yield put(callsLoadFailed(messageOf(error)));
  }
}

const apiOf: Record<CallCommand, (scope: ShopScope, id: number) => Promise<TableCall>> = {
  claim: api.claimCall,
  finish: api.finishCall,
};

/**
 * 'Vou atender' or 'Concluir'. When someone else was first, the server's 409 says who ('Este chamado já foi
 * assumido por Ana.') and the list reloads to show it.
 */
export function* runCallCommand(action: PayloadAction<CallCommandRequest>) {
  const { id, command } = action.payload;
  const scope: ShopScope | null = yield select(selectShopScope);
  const current: TableCall | undefined = yield select(selectCallById, id);
  if (!scope || !current || !canRunCallCommand(command, current)) {
    yield put(callCommandFailed(id));
    return;
  }
  try {
    const updated: TableCall = yield call(apiOf[command], scope, id);
    yield put(callCommandDone(updated));
  } catch (error) {
    yield put(callCommandFailed(id));
    const conflict = error instanceof ApiError && isCallConflict(error.conflict);
    yield notifyError(conflict ? (error as ApiError).message : callCommandFailure[command], error);
    if (conflict) yield call(loadCalls);
    return;
  }
  // Without the live link nobody else would bring the other devices' changes.
  const connected: boolean = yield select(selectLiveConnected);
  if (!connected) yield call(loadCalls);
}

/**
 * The call's own sound, or, while a call the server escalated waits (nobody claimed it in the shop's minutes), the
 * louder alert an escalated order plays, with its longer vibration.
 */
export function* chimeForCall() {
  const escalated: number = yield select(selectEscalatedCallCount);
  if (escalated > 0) {
    const outcome: SoundOutcome = yield call(playEscalatedSound);
    yield put(orderSoundAttempted(outcome));
    yield call(vibrateForOrder, true);
    return;
  }
  const { volume }: AlertSettings = yield select(selectAlertSettings);
  const outcome: SoundOutcome = yield call(playCallSound, volume);
  yield put(orderSoundAttempted(outcome));
  yield call(vibrateForOrder);
}

/**
 * While a call waits unclaimed, its own sound plays at once and then at the device's alert interval (Configurações);
 * a new call chimes at once; the last one claimed, on any device, ends it.
 */
export function* repeatWhileCalling() {
  while (true) {
    let waiting: number[] = yield select(selectWaitingCallIds);
    if (waiting.length === 0) {
      yield take([callsLoaded.type, callCommandDone.type]);
      continue;
    }
    yield call(chimeForCall);
    const { repeatMs }: AlertSettings = yield select(selectAlertSettings);
    const escalated: number = yield select(selectEscalatedCallCount);
    const deadline = Date.now() + repeatMsOf(repeatMs, escalated);
    while (true) {
      const { due } = yield race({
        due: delay(Math.max(0, deadline - Date.now())),
        changed: take([callsLoaded.type, callCommandDone.type, signedOut.type]),
      });
      const now: number[] = yield select(selectWaitingCallIds);
      const arrived = newlyWaiting(waiting, now);
      const escalatedNow: number = yield select(selectEscalatedCallCount);
      waiting = now;
      // A call escalating switches to the louder alert at once, as a new call chimes at once.
      if (due || now.length === 0 || arrived.length > 0 || escalatedNow > escalated) break;
    }
  }
}

export function* tableCallsSaga() {
  yield takeLatest([liveConnected.type, liveReconnected.type, callsLoadRequested.type, isLiveCallEvent], loadCalls);
  // Per call: a double tap sends one command, while 'Vou atender' on two calls sends both.
  yield takeLeadingPerKey(callCommandRequested.match, (action: PayloadAction<CallCommandRequest>) => action.payload.id, runCallCommand);
  yield call(repeatWhileCalling);
}
