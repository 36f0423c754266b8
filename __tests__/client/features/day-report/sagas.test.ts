import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { DayReport } from '@contract/day-report';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { dayReportGroup } from '@/features/day-report/group';
import { injectFeatureReducers } from '@/app/signedIn/install';
import * as api from '@/features/day-report/api';
import { EXPORT_FAILED, exportCsv, LOAD_FAILED, loadDayReport, loadTodayCard, refreshOnLiveChange } from '@/features/day-report/sagas';
import reducer, {
  csvExportRequested,
  dayReportLoaded,
  dayReportRefreshed,
  dayReportRequested,
  todayCardShown,
  todayLoaded,
} from '@/features/day-report/slice';
import { todayOf } from '@/shared/filters/rules';
import { downloadBlob } from '@/shared/lib/download';
import { ApiError } from '@/shared/api/errors';
import { errorMessagesOf, scope, shopState } from '../settings/shopState';

injectFeatureReducers(dayReportGroup);

const days = { from: '2026-11-26', until: '2026-11-26' };
const figures = { revenue: 100, orders: 4, invoices: 2, averageTicket: 50, canceledOrders: 1, canceledValue: 10, serviceCharge: 0 };
const report: DayReport = {
  ...days,
  figures,
  lastWeek: figures,
  byPaymentMethod: [],
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenue: 0 })),
  topProducts: [],
  openInvoices: 1,
  calls: { total: 0, unanswered: 0, medianAnswerSeconds: null, p90AnswerSeconds: null, byTable: [] },
};

const stateAsking = (asked = days): RootState => shopState({ dayReport: reducer(undefined, dayReportRequested(asked)) });
const putActions = (effects: { put?: { payload: { action: { type: string } } }[] }) => (effects.put ?? []).map((effect) => effect.payload.action);

describe('Resumo sagas', () => {
  it('loads the days on screen', async () => {
    await expectSaga(loadDayReport, dayReportRequested(days))
      .withState(stateAsking())
      .provide([[matchers.call(api.fetchDayReport, scope, days), report]])
      .put(dayReportLoaded(report))
      .run();
  });

  it('drops an answer for days no longer on screen', () => {
    const state = reducer(reducer(undefined, dayReportRequested({ from: '2026-11-25', until: '2026-11-25' })), dayReportLoaded(report));
    expect(state.report).toBeNull();
    expect(state.status).toBe('pending');
  });

  it('says a failed load, but keeps the figures through a failed quiet refresh', async () => {
    const failing: StaticProvider = [matchers.call.fn(api.fetchDayReport), throwError(new ApiError(0, 'network', 'x'))];
    const asked = await expectSaga(loadDayReport, dayReportRequested(days)).withState(stateAsking()).provide([failing]).run();
    expect(errorMessagesOf(putActions(asked.effects))).toEqual([LOAD_FAILED]);
    const quiet = await expectSaga(loadDayReport, dayReportRefreshed()).withState(stateAsking()).provide([failing]).run();
    expect(putActions(quiet.effects)).toEqual([]);
  });

  it("loads today's card apart from the days Resumo shows", async () => {
    const today = todayOf(Date.now());
    const { storeState } = await expectSaga(loadTodayCard)
      .withReducer(rootReducer, stateAsking({ from: '2026-01-01', until: '2026-01-01' }))
      .provide([[matchers.call(api.fetchDayReport, scope, { from: today, until: today }), report]])
      .put(todayLoaded(report))
      .run();
    expect(storeState.dayReport.days).toEqual({ from: '2026-01-01', until: '2026-01-01' });
  });

  it('refreshes what is shown when orders change live, and nothing when nothing is', async () => {
    const shown = shopState({ dayReport: reducer(reducer(reducer(undefined, dayReportRequested(days)), dayReportLoaded(report)), todayLoaded(report)) });
    await expectSaga(refreshOnLiveChange).withState(shown).put(dayReportRefreshed()).put(todayCardShown()).run();
    const nothing = await expectSaga(refreshOnLiveChange).withState(shopState({ dayReport: reducer(undefined, { type: 'init' }) })).run();
    expect(putActions(nothing.effects)).toEqual([]);
  });

  it("downloads the CSV under the server's name, and says when it cannot", async () => {
    const file = new Blob(['x']);
    await expectSaga(exportCsv, csvExportRequested('orders'))
      .withState(stateAsking())
      .provide([[matchers.call(api.fetchDayReportCsv, scope, days, 'orders'), file], [matchers.call.fn(downloadBlob), undefined]])
      .call(downloadBlob, file, 'resumo-2026-11-26.csv')
      .run();
    await expectSaga(exportCsv, csvExportRequested('tills'))
      .withState(stateAsking())
      .provide([[matchers.call(api.fetchDayReportCsv, scope, days, 'tills'), file], [matchers.call.fn(downloadBlob), undefined]])
      .call(downloadBlob, file, 'caixa-2026-11-26.csv')
      .run();
    const failed = await expectSaga(exportCsv, csvExportRequested('orders'))
      .withState(stateAsking())
      .provide([[matchers.call.fn(api.fetchDayReportCsv), throwError(new ApiError(500, 'internal', 'x'))]])
      .run();
    expect(errorMessagesOf(putActions(failed.effects))).toEqual([EXPORT_FAILED]);
  });
});
