import type { Action } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CurrentTill, Till, TillList, TillSettings } from '@contract/till';
import { newCommandKey } from '@/ordering/outbox/storage';
import { messageOf } from '@/shared/api/messages';
import { todayOf } from '@/shared/filters/rules';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from './api';
import { CONFLICT_TEXTS, tillConflictOf } from './rules';
import {
  closeRequested,
  commandFailed,
  correctionRequested,
  currentTillFailed,
  currentTillLoaded,
  currentTillRequested,
  dayTillsFailed,
  dayTillsLoaded,
  dayTillsRequested,
  movementRecorded,
  movementRequested,
  openRequested,
  requiredChangeFailed,
  requiredChangeRequested,
  tillClosed,
  tillCorrected,
  tillOpened,
  tillScreenOpened,
  tillSettingsLoaded,
} from './slice';

export const OPEN_FAILED = 'Não foi possível abrir o caixa.';
export const MOVEMENT_FAILED = { sangria: 'Não foi possível registrar a sangria.', suprimento: 'Não foi possível registrar o suprimento.' } as const;
export const CLOSE_FAILED = 'Não foi possível fechar o caixa.';
export const CORRECTION_FAILED = 'Não foi possível registrar a correção.';
export const CORRECTION_RECORDED = 'Correção registrada.';
export const TILL_OPENED = 'Caixa aberto.';
export const TILL_CLOSED = 'Caixa fechado.';
export const MOVEMENT_RECORDED = { sangria: 'Sangria registrada.', suprimento: 'Suprimento registrado.' } as const;

/** The device's till; the screen shows the failure with its retry. */
export function* loadCurrentTill() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const answer: CurrentTill = yield call(api.fetchCurrentTill, scope);
    yield put(currentTillLoaded(answer.till));
  } catch {
    yield put(currentTillFailed());
  }
}

/** Today's tills on the device's clock, for 'Fechamentos de hoje'. */
export function* loadDayTills() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const date = todayOf(Date.now());
    const list: TillList = yield call(api.fetchTills, scope, date);
    yield put(dayTillsLoaded({ date, tills: list.tills }));
  } catch {
    yield put(dayTillsFailed());
  }
}

/** 'Exigir caixa aberto' as the shop has it; without it the toggle stays hidden. */
export function* loadTillSettings() {
  try {
    const scope: ShopScope = yield call(shopScope);
    const settings: TillSettings = yield call(api.fetchTillSettings, scope);
    yield put(tillSettingsLoaded(settings));
  } catch {
    // The screen works without it: only the toggle waits for the next visit.
  }
}

/** The toggle saved; refused, it goes back to what it was and says so ('Não foi possível alterar.'). */
export function* saveRequired(action: ReturnType<typeof requiredChangeRequested>) {
  try {
    const scope: ShopScope = yield call(shopScope);
    const settings: TillSettings = yield call(api.saveTillSettings, scope, { required: action.payload });
    yield put(tillSettingsLoaded(settings));
  } catch (error) {
    yield put(requiredChangeFailed(!action.payload));
    yield notifyError(UPDATE_FAILED, error);
  }
}

/**
 * A refused command: a till opened or closed meanwhile (another tab, a repeat) is told in the screen's words and
 * the device's till read again, so the screen shows where it stands; anything else in the server's words under the
 * command's title ('Sem conexão com o servidor.').
 */
function* commandRefused(requestId: string, error: unknown, title: string) {
  yield put(commandFailed(requestId));
  const conflict = tillConflictOf(error);
  if (conflict) {
    yield notifyError(CONFLICT_TEXTS[conflict], error, title);
    yield put(currentTillRequested());
    if (conflict === 'till_closed') yield put(dayTillsRequested());
  } else {
    yield notifyError(messageOf(error), error, title);
  }
}

export function* openTill(action: ReturnType<typeof openRequested>) {
  const { requestId, body } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const key: string = yield call(newCommandKey);
    const till: Till = yield call(api.openTill, scope, body, key);
    yield put(tillOpened({ requestId, till }));
    yield notifySuccess(TILL_OPENED);
  } catch (error) {
    yield* commandRefused(requestId, error, OPEN_FAILED);
  }
}

export function* recordMovement(action: ReturnType<typeof movementRequested>) {
  const { requestId, tillId, body } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const key: string = yield call(newCommandKey);
    const till: Till = yield call(api.recordMovement, scope, tillId, body, key);
    yield put(movementRecorded({ requestId, till }));
    yield notifySuccess(MOVEMENT_RECORDED[body.kind]);
  } catch (error) {
    yield* commandRefused(requestId, error, MOVEMENT_FAILED[body.kind]);
  }
}

export function* closeTill(action: ReturnType<typeof closeRequested>) {
  const { requestId, tillId, body } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const key: string = yield call(newCommandKey);
    const till: Till = yield call(api.closeTill, scope, tillId, body, key);
    yield put(tillClosed({ requestId, till }));
    yield notifySuccess(TILL_CLOSED);
  } catch (error) {
    yield* commandRefused(requestId, error, CLOSE_FAILED);
  }
}

export function* correctTill(action: ReturnType<typeof correctionRequested>) {
  const { requestId, tillId, body } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const key: string = yield call(newCommandKey);
    const till: Till = yield call(api.correctTill, scope, tillId, body, key);
    yield put(tillCorrected({ requestId, till }));
    yield notifySuccess(CORRECTION_RECORDED);
  } catch (error) {
    yield* commandRefused(requestId, error, CORRECTION_FAILED);
  }
}

const asksCurrent = (action: Action) => tillScreenOpened.match(action) || currentTillRequested.match(action);
const asksDay = (action: Action) => tillScreenOpened.match(action) || dayTillsRequested.match(action);

/** The command a tap asked for. */
export function* runCommand(action: Action) {
  if (openRequested.match(action)) yield* openTill(action);
  else if (movementRequested.match(action)) yield* recordMovement(action);
  else if (closeRequested.match(action)) yield* closeTill(action);
  else if (correctionRequested.match(action)) yield* correctTill(action);
}

export function* tillSaga() {
  yield takeLatest(asksCurrent, loadCurrentTill);
  yield takeLatest(asksDay, loadDayTills);
  yield takeLatest(tillScreenOpened.type, loadTillSettings);
  yield takeLeading(requiredChangeRequested.type, saveRequired);
  // One command at a time: a second tap while the first is on its way is the same intent, not a second movement.
  yield takeLeading([openRequested.type, movementRequested.type, closeRequested.type, correctionRequested.type], runCommand);
}
