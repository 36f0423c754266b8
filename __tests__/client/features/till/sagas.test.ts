import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import type { ConflictCode } from '@contract/errors';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { rootReducer } from '@/app/rootReducer';
import * as api from '@/features/till/api';
import { tillGroup } from '@/features/till/group';
import { CONFLICT_TEXTS } from '@/features/till/rules';
import {
  CLOSE_FAILED,
  closeTill,
  loadCurrentTill,
  loadDayTills,
  MOVEMENT_FAILED,
  MOVEMENT_RECORDED,
  OPEN_FAILED,
  openTill,
  recordMovement,
  TILL_CLOSED,
  TILL_OPENED,
  tillSaga,
} from '@/features/till/sagas';
import { selectDayClosings, selectTillState } from '@/features/till/selectors';
import reducer, {
  closeRequested,
  currentTillFailed,
  currentTillLoaded,
  currentTillRequested,
  dayTillsLoaded,
  dayTillsRequested,
  lastClosingDismissed,
  movementRequested,
  openRequested,
  tillClosed,
  tillOpened,
  tillScreenOpened,
} from '@/features/till/slice';
import { newCommandKey } from '@/ordering/outbox/storage';
import { ApiError } from '@/shared/api/errors';
import { todayOf } from '@/shared/filters/rules';
import { signedOut } from '@/shared/session/events';
import { scope, shopState } from '../settings/shopState';
import { aClosedTill, aTill } from './fixtures';

// The calls themselves are never made: each test provides its answers, or makes one wait.
jest.mock('@/features/till/api');

injectFeatureReducers(tillGroup);

type Effects = { put?: { payload: { action: { type: string; payload?: unknown } } }[] };
const putActions = (effects: Effects) => (effects.put ?? []).map((effect) => effect.payload.action);
const successesOf = (actions: { type: string; payload?: unknown }[]) =>
  actions.filter((action) => action.type === 'notifications/successRaised').map((action) => (action.payload as { message: string }).message);
const conflict = (code: ConflictCode) => new ApiError(409, 'conflict', 'x', code);
const key: [matchers.Matcher, string] = [matchers.call.fn(newCommandKey), 'key-1'];

describe('the till slice', () => {
  it('keeps the device’s till, puts a new one first in the day and replaces one it holds', () => {
    const closedEarlier = aClosedTill({ id: 1 });
    let state = reducer(undefined, dayTillsLoaded({ date: '2026-11-29', tills: [closedEarlier] }));
    const opened = aTill({ id: 2 });
    state = reducer(state, openRequested({ requestId: 'r1', body: { float: 100 } }));
    state = reducer(state, tillOpened({ requestId: 'r1', till: opened }));
    expect(state.current).toEqual({ till: opened, status: 'resolved' });
    expect(state.command).toEqual({ requestId: 'r1', kind: 'open', status: 'done' });
    expect(state.day.tills.map((till) => till.id)).toEqual([2, 1]);

    const closed = aClosedTill({ id: 2, number: 2 });
    state = reducer(state, closeRequested({ requestId: 'r2', tillId: 2, body: { counted: {} } }));
    state = reducer(state, tillClosed({ requestId: 'r2', till: closed }));
    expect(state.current.till).toBeNull();
    expect(state.lastClosing).toEqual(closed);
    expect(state.day.tills).toEqual([closed, closedEarlier]);
    expect(reducer(state, lastClosingDismissed()).lastClosing).toBeNull();
    expect(reducer(state, signedOut())).toEqual(reducer(undefined, { type: 'init' }));
  });

  it("lists only the day's closed tills under 'Fechamentos de hoje'", () => {
    const till = reducer(undefined, dayTillsLoaded({ date: '2026-11-29', tills: [aTill({ id: 3 }), aClosedTill({ id: 2 })] }));
    expect(selectDayClosings(shopState({ till })).map((held) => held.id)).toEqual([2]);
  });

  it('marks only its own request done or failed', () => {
    const asked = reducer(undefined, openRequested({ requestId: 'mine', body: { float: 0 } }));
    expect(reducer(asked, tillOpened({ requestId: 'other', till: aTill() })).command.status).toBe('pending');
  });
});

describe('the till sagas', () => {
  it("reads the device's till, and says when it cannot", async () => {
    const till = aTill();
    await expectSaga(loadCurrentTill)
      .withState(shopState())
      .provide([[matchers.call(api.fetchCurrentTill, scope), { till }]])
      .put(currentTillLoaded(till))
      .run();
    await expectSaga(loadCurrentTill)
      .withState(shopState())
      .provide([[matchers.call.fn(api.fetchCurrentTill), throwError(new ApiError(0, 'network', 'x'))]])
      .put(currentTillFailed())
      .run();
  });

  it("reads today's tills on the device's clock", async () => {
    const date = todayOf(Date.now());
    const tills = [aClosedTill()];
    await expectSaga(loadDayTills)
      .withState(shopState())
      .provide([[matchers.call(api.fetchTills, scope, date), { tills }]])
      .put(dayTillsLoaded({ date, tills }))
      .run();
  });

  it('reads both when the screen opens', async () => {
    const { storeState } = await expectSaga(tillSaga)
      .withReducer(rootReducer, shopState())
      .provide([
        [matchers.call.fn(api.fetchCurrentTill), { till: null }],
        [matchers.call.fn(api.fetchTills), { tills: [aClosedTill()] }],
      ])
      .dispatch(tillScreenOpened())
      .silentRun(50);
    const till = selectTillState(storeState);
    expect(till.current).toEqual({ till: null, status: 'resolved' });
    expect(till.day.tills).toHaveLength(1);
  });

  it('opens the till with the float under its own Idempotency-Key', async () => {
    const till = aTill();
    const run = await expectSaga(openTill, openRequested({ requestId: 'r1', body: { float: 100 } }))
      .withState(shopState())
      .provide([key, [matchers.call(api.openTill, scope, { float: 100 }, 'key-1'), till]])
      .put(tillOpened({ requestId: 'r1', till }))
      .run();
    expect(successesOf(putActions(run.effects))).toEqual([TILL_OPENED]);
  });

  it.each([
    ['sangria', 30, 'Fornecedor'],
    ['suprimento', 10, 'Troco'],
  ] as const)('records a %s and says so', async (kind, amount, reason) => {
    const body = { kind, amount, reason };
    const till = aTill({ movements: [{ id: 1, ...body, by: 'Lia', at: new Date().toISOString() }] });
    const run = await expectSaga(recordMovement, movementRequested({ requestId: 'r1', tillId: 1, body }))
      .withState(shopState())
      .provide([key, [matchers.call(api.recordMovement, scope, 1, body, 'key-1'), till]])
      .run();
    expect(successesOf(putActions(run.effects))).toEqual([MOVEMENT_RECORDED[kind]]);
  });

  it('closes the till with what was counted, and keeps the closing to show', async () => {
    const closed = aClosedTill();
    const body = { counted: { cash: 102.5, pix: 30, creditCard: 55, debitCard: 0, mealVoucher: 0 } };
    const run = await expectSaga(closeTill, closeRequested({ requestId: 'r1', tillId: 1, body }))
      .withState(shopState())
      .provide([key, [matchers.call(api.closeTill, scope, 1, body, 'key-1'), closed]])
      .put(tillClosed({ requestId: 'r1', till: closed }))
      .run();
    expect(successesOf(putActions(run.effects))).toEqual([TILL_CLOSED]);
  });

  it("words a till closed meanwhile, and reads the device's till and the day again", async () => {
    const body = { kind: 'sangria' as const, amount: 30, reason: 'Fornecedor' };
    const run = await expectSaga(recordMovement, movementRequested({ requestId: 'r1', tillId: 1, body }))
      .withState(shopState())
      .provide([key, [matchers.call.fn(api.recordMovement), throwError(conflict('till_closed'))]])
      .put(currentTillRequested())
      .put(dayTillsRequested())
      .run();
    const raised = putActions(run.effects).find((action) => action.type === 'notifications/errorRaised');
    expect(raised?.payload).toMatchObject({ message: CONFLICT_TEXTS.till_closed, title: MOVEMENT_FAILED.sangria });
  });

  it('words a till already open on the device, and reads it', async () => {
    const run = await expectSaga(openTill, openRequested({ requestId: 'r1', body: { float: 50 } }))
      .withState(shopState())
      .provide([key, [matchers.call.fn(api.openTill), throwError(conflict('till_open'))]])
      .put(currentTillRequested())
      .run();
    const raised = putActions(run.effects).find((action) => action.type === 'notifications/errorRaised');
    expect(raised?.payload).toMatchObject({ message: CONFLICT_TEXTS.till_open, title: OPEN_FAILED });
  });

  it("says any other failure in the server's words under the command's title, and reloads nothing", async () => {
    const run = await expectSaga(closeTill, closeRequested({ requestId: 'r1', tillId: 1, body: { counted: {} } }))
      .withState(shopState())
      .provide([key, [matchers.call.fn(api.closeTill), throwError(new ApiError(0, 'network', 'Sem conexão com o servidor.'))]])
      .run();
    const actions = putActions(run.effects);
    expect(actions.find((action) => action.type === 'notifications/errorRaised')?.payload).toMatchObject({
      message: 'Sem conexão com o servidor.',
      title: CLOSE_FAILED,
    });
    expect(actions.map((action) => action.type)).not.toContain(currentTillRequested.type);
  });

  it('sends one command at a time: a second tap while the first is on its way is dropped', async () => {
    // On a real channel: expectSaga queues the actions it dispatches, which a takeLeading would then take in turn.
    const opening = jest.mocked(api.openTill).mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(aTill()), 20)));
    const channel = stdChannel();
    const task = runSaga({ channel, dispatch: (action: Action) => channel.put(action), getState: () => shopState() }, tillSaga);
    channel.put(openRequested({ requestId: 'r1', body: { float: 100 } }));
    channel.put(openRequested({ requestId: 'r2', body: { float: 100 } }));
    await new Promise((resolve) => setTimeout(resolve, 40));
    task.cancel();
    expect(opening).toHaveBeenCalledTimes(1);
  });
});
