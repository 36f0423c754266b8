import type { Action } from '@reduxjs/toolkit';
import { call, debounce, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DayReport } from '@contract/day-report';
import { liveEventReceived } from '@/live/events';
import { todayOf } from '@/shared/filters/rules';
import { downloadBlob } from '@/shared/lib/download';
import { notifyError } from '@/shared/notifications/effects';
import { selectShopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from './api';
import { csvFileName } from './rules';
import { selectDayReportState } from './selectors';
import {
  csvExportFinished,
  csvExportRequested,
  dayReportFailed,
  dayReportLoaded,
  dayReportRefreshed,
  dayReportRequested,
  todayCardShown,
  todayLoaded,
} from './slice';

export const LOAD_FAILED = 'Não foi possível carregar o resumo.';
export const EXPORT_FAILED = 'Não foi possível exportar o CSV.';
/** A rush brings an event a second: the figures follow at this pace, not at every one. */
export const LIVE_REFRESH_MS = 5_000;

const isOperationsEvent = (action: Action) =>
  liveEventReceived.match(action) && (action.payload.channel === 'order' || action.payload.channel === 'invoice') && action.payload.event !== 'seen';

export function* loadDayReport(action: Action) {
  const { days }: ReturnType<typeof selectDayReportState> = yield select(selectDayReportState);
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!days || !scope) return;
  try {
    const report: DayReport = yield call(api.fetchDayReport, scope, days);
    yield put(dayReportLoaded(report));
  } catch (error) {
    // A quiet refresh keeps the figures it had; only a load the user asked for says it failed.
    if (dayReportRefreshed.match(action)) return;
    yield put(dayReportFailed());
    yield notifyError(LOAD_FAILED, error);
  }
}

/** The tablet's card: today on the device's clock, quietly (the card hides rather than shows an error). */
export function* loadTodayCard() {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) return;
  try {
    const today = todayOf(Date.now());
    const report: DayReport = yield call(api.fetchDayReport, scope, { from: today, until: today });
    yield put(todayLoaded(report));
  } catch {
    // The next live change or visit tries again.
  }
}

export function* exportCsv(action: ReturnType<typeof csvExportRequested>) {
  const kind = action.payload;
  const { days }: ReturnType<typeof selectDayReportState> = yield select(selectDayReportState);
  const scope: ShopScope | null = yield select(selectShopScope);
  try {
    if (!days || !scope) throw new Error('Nothing to export');
    const file: Blob = yield call(api.fetchDayReportCsv, scope, days, kind);
    yield call(downloadBlob, file, csvFileName(days, kind));
  } catch (error) {
    yield notifyError(EXPORT_FAILED, error);
  } finally {
    yield put(csvExportFinished());
  }
}

export function* refreshOnLiveChange() {
  const { status, today }: ReturnType<typeof selectDayReportState> = yield select(selectDayReportState);
  if (status === 'resolved') yield put(dayReportRefreshed());
  if (today) yield put(todayCardShown());
}

export function* dayReportSaga() {
  yield takeLatest([dayReportRequested.type, dayReportRefreshed.type], loadDayReport);
  yield takeLatest(todayCardShown.type, loadTodayCard);
  yield debounce(LIVE_REFRESH_MS, isOperationsEvent, refreshOnLiveChange);
  yield takeLeading(csvExportRequested.type, exportCsv);
}
