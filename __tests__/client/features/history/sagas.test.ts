import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { HistoryEntry } from '@contract/history';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import * as api from '@/features/history/api';
import { historyGroup } from '@/features/history/group';
import { HISTORY_LOAD_FAILED, type HistorySubject } from '@/features/history/rules';
import { loadHistory, refreshAfterReconnect, refreshOnLiveChange } from '@/features/history/sagas';
import { selectShownHistory } from '@/features/history/selectors';
import reducer, { historyClosed, historyFailed, historyLoaded, historyOpened, historyRefreshed, historyRequested } from '@/features/history/slice';
import { liveEventReceived } from '@/live/events';
import { ApiError } from '@/shared/api/errors';
import { errorMessagesOf, scope, shopState } from '../settings/shopState';

injectFeatureReducers(historyGroup);

const comanda: HistorySubject = { kind: 'invoice', id: 7 };
const order: HistorySubject = { kind: 'order', id: 7 };
const entries: HistoryEntry[] = [
  { action: 'paymentRecorded', by: 'Ana Souza', authorizedBy: null, at: '2026-11-29T20:14:00.000Z', detail: { amount: 20, paymentMethod: 'pix' } },
  { action: 'serviceChargeRemoved', by: 'Bruno', authorizedBy: 'Carla', at: '2026-11-29T20:16:00.000Z', detail: { amount: 4 } },
];

const stateShowing = (...subjects: HistorySubject[]): RootState =>
  shopState({ history: subjects.reduce((state, subject) => reducer(state, historyOpened(subject)), reducer(undefined, { type: 'init' })) });
const putActions = (effects: { put?: { payload: { action: { type: string } } }[] }) => (effects.put ?? []).map((effect) => effect.payload.action);
const failing: StaticProvider = [matchers.call.fn(api.fetchHistory), throwError(new ApiError(0, 'network', 'x'))];

describe("'Histórico' sagas", () => {
  it('reads the history of the record opened, and shows it', async () => {
    const { storeState } = await expectSaga(loadHistory, historyOpened(comanda))
      .withReducer(rootReducer, stateShowing(comanda))
      .provide([[matchers.call(api.fetchHistory, scope, comanda), { entries }]])
      .put(historyLoaded({ subject: comanda, entries }))
      .run();
    expect(selectShownHistory(storeState as RootState, comanda)).toMatchObject({ status: 'resolved', entries });
    expect(selectShownHistory(storeState as RootState, order).status).toBe('idle');
  });

  it('says a failed read and offers the retry, but keeps the entries through a failed quiet refresh', async () => {
    const asked = await expectSaga(loadHistory, historyRequested(comanda)).withState(stateShowing(comanda)).provide([failing]).run();
    expect(putActions(asked.effects)).toContainEqual(historyFailed(comanda));
    expect(errorMessagesOf(putActions(asked.effects))).toEqual([HISTORY_LOAD_FAILED]);
    const quiet = await expectSaga(loadHistory, historyRefreshed(comanda)).withState(stateShowing(comanda)).provide([failing]).run();
    expect(putActions(quiet.effects)).toEqual([]);
  });

  it('keeps what it showed while a retry reads again, and drops an answer for a history closed meanwhile', () => {
    const shown = reducer(reducer(undefined, historyOpened(comanda)), historyLoaded({ subject: comanda, entries }));
    const failed = reducer(reducer(shown, historyRequested(comanda)), historyFailed(comanda));
    expect(failed.shown['invoice:7']).toMatchObject({ status: 'error', entries });
    const closed = reducer(reducer(shown, historyClosed(comanda)), historyLoaded({ subject: comanda, entries }));
    expect(closed.shown).toEqual({});
  });

  it('keeps a history open in two sections (a page Ionic keeps behind another) until both close', () => {
    const twice = reducer(reducer(undefined, historyOpened(comanda)), historyOpened(comanda));
    const once = reducer(twice, historyClosed(comanda));
    expect(once.shown['invoice:7']).toMatchObject({ openIn: 1, status: 'pending' });
    expect(reducer(once, historyClosed(comanda)).shown).toEqual({});
  });

  it.each([
    ['its comanda changed', liveEventReceived({ channel: 'invoice', event: 'updated', id: 7 }), [historyRefreshed(comanda)]],
    ['its comanda was only seen', liveEventReceived({ channel: 'invoice', event: 'seen', id: 7 }), []],
    ['the order of the same id changed', liveEventReceived({ channel: 'order', event: 'started', id: 7 }), []],
    ['another comanda changed', liveEventReceived({ channel: 'invoice', event: 'updated', id: 8 }), []],
    ['a call came', liveEventReceived({ channel: 'call', event: 'created', id: 7 }), []],
  ])('an open history reads again quietly when %s', async (_case, event, refreshes) => {
    const run = await expectSaga(refreshOnLiveChange, event).withState(stateShowing(comanda)).run();
    expect(putActions(run.effects)).toEqual(refreshes);
  });

  it('reads every open history again after a lost link, and none when none is open', async () => {
    const run = await expectSaga(refreshAfterReconnect).withState(stateShowing(comanda, order)).run();
    expect(putActions(run.effects)).toEqual([historyRefreshed(comanda), historyRefreshed(order)]);
    const none = await expectSaga(refreshAfterReconnect).withState(shopState()).run();
    expect(putActions(none.effects)).toEqual([]);
  });
});
