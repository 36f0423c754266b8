import type { Action } from '@reduxjs/toolkit';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { History } from '@contract/history';
import { liveEventReceived, liveReconnected } from '@/live/events';
import { notifyError } from '@/shared/notifications/effects';
import { takeLatestPerKey } from '@/shared/saga/effects';
import { selectShopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from './api';
import { HISTORY_LOAD_FAILED, historyKeyOf, type HistorySubject } from './rules';
import { selectShownSubjects } from './selectors';
import { historyFailed, historyLoaded, historyOpened, historyRefreshed, historyRequested } from './slice';

type HistoryRead = ReturnType<typeof historyOpened> | ReturnType<typeof historyRequested> | ReturnType<typeof historyRefreshed>;

const isHistoryRead = (action: Action): action is HistoryRead =>
  historyOpened.match(action) || historyRequested.match(action) || historyRefreshed.match(action);

export function* loadHistory(action: HistoryRead) {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    const history: History = yield call(api.fetchHistory, scope, action.payload);
    yield put(historyLoaded({ subject: action.payload, entries: history.entries }));
  } catch (error) {
    // A quiet refresh keeps the entries it had; a read the user asked for says it failed, and offers a retry.
    if (historyRefreshed.match(action)) return;
    yield put(historyFailed(action.payload));
    yield notifyError(HISTORY_LOAD_FAILED, error);
  }
}

/** A record open in a 'Histórico' changed (here or on another device): its history reads again. */
export function* refreshOnLiveChange(action: ReturnType<typeof liveEventReceived>) {
  const { channel } = action.payload;
  if ((channel !== 'order' && channel !== 'invoice') || action.payload.event === 'seen') return;
  const changed = historyKeyOf({ kind: channel, id: action.payload.id });
  const shown: HistorySubject[] = yield select(selectShownSubjects);
  const subject = shown.find((open) => historyKeyOf(open) === changed);
  if (subject) yield put(historyRefreshed(subject));
}

/** Back from a lost link, every open history may have missed entries. */
export function* refreshAfterReconnect() {
  const shown: HistorySubject[] = yield select(selectShownSubjects);
  for (const subject of shown) yield put(historyRefreshed(subject));
}

export function* historySaga() {
  yield takeLatestPerKey(isHistoryRead, (action: HistoryRead) => historyKeyOf(action.payload), loadHistory);
  yield takeEvery(liveEventReceived.type, refreshOnLiveChange);
  yield takeEvery(liveReconnected.type, refreshAfterReconnect);
}
