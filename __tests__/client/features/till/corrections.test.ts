import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import * as api from '@/features/till/api';
import { tillGroup } from '@/features/till/group';
import { CORRECTION_RECORDED, correctTill } from '@/features/till/sagas';
import { selectTillState } from '@/features/till/selectors';
import { correctionRequested, tillClosed } from '@/features/till/slice';
import { newCommandKey } from '@/ordering/outbox/storage';
import { ApiError } from '@/shared/api/errors';
import { errorMessagesOf, scope, shopState } from '../settings/shopState';
import { aClosedTill } from './fixtures';

jest.mock('@/features/till/api');

injectFeatureReducers(tillGroup);

type Effects = { put?: { payload: { action: { type: string; payload?: unknown } } }[] };
const putActions = (effects: Effects) => (effects.put ?? []).map((effect) => effect.payload.action);

describe("'Corrigir contagem'", () => {
  const closed = aClosedTill();
  const body = { method: 'cash' as const, counted: 122.5, reason: 'Notas na gaveta de baixo' };
  const corrected = aClosedTill({ corrections: [{ id: 3, method: 'cash', counted: 122.5, difference: 0, reason: body.reason, by: 'Carla', at: closed.closedAt! }] });
  const withClosing = () => rootReducer(shopState(), tillClosed({ requestId: 'close', till: closed })) as RootState;

  it('shows the correction on the closing just confirmed and in the day, the closing itself unchanged', async () => {
    const { storeState, effects } = await expectSaga(correctTill, correctionRequested({ requestId: 'r1', tillId: closed.id, body }))
      .withReducer(rootReducer, withClosing())
      .provide([
        [matchers.call.fn(newCommandKey), 'key-1'],
        [matchers.call(api.correctTill, scope, closed.id, body, 'key-1'), corrected],
      ])
      .run();
    const state = selectTillState(storeState);
    expect(state.lastClosing).toEqual(corrected);
    expect(state.day.tills).toEqual([corrected]);
    expect(state.lastClosing?.lines).toEqual(closed.lines);
    expect(putActions(effects as Effects).filter((action) => action.type === 'notifications/successRaised')).toHaveLength(1);
    expect(JSON.stringify(putActions(effects as Effects))).toContain(CORRECTION_RECORDED);
  });

  it('says so when refused and leaves the closing as it was', async () => {
    const asked = correctionRequested({ requestId: 'r2', tillId: closed.id, body });
    const { storeState, effects } = await expectSaga(correctTill, asked)
      .withReducer(rootReducer, rootReducer(withClosing(), asked) as RootState)
      .provide([
        [matchers.call.fn(newCommandKey), 'key-2'],
        [matchers.call.fn(api.correctTill), throwError(new ApiError(403, 'permission_required', 'Sem permissão'))],
      ])
      .run();
    expect(selectTillState(storeState).lastClosing).toEqual(closed);
    expect(selectTillState(storeState).command.status).toBe('error');
    expect(errorMessagesOf(putActions(effects as Effects)).join(' ')).toContain('Sem permissão');
  });
});
