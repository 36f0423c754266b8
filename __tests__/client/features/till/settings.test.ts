import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import * as api from '@/features/till/api';
import { tillGroup } from '@/features/till/group';
import { loadTillSettings, saveRequired } from '@/features/till/sagas';
import { selectTillState } from '@/features/till/selectors';
import { requiredChangeRequested } from '@/features/till/slice';
import { ApiError } from '@/shared/api/errors';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import { errorMessagesOf, scope, shopState } from '../settings/shopState';

jest.mock('@/features/till/api');

injectFeatureReducers(tillGroup);

type Effects = { put?: { payload: { action: { type: string; payload?: unknown } } }[] };
const putActions = (effects: Effects) => (effects.put ?? []).map((effect) => effect.payload.action);

describe("'Exigir caixa aberto'", () => {
  it('reads the setting with the screen', async () => {
    const { storeState } = await expectSaga(loadTillSettings)
      .withReducer(rootReducer, shopState())
      .provide([[matchers.call(api.fetchTillSettings, scope), { required: true }]])
      .run();
    expect(selectTillState(storeState).settings).toEqual({ required: true, saving: false });
  });

  it('shows the change at once and keeps what the server saved', async () => {
    const { storeState } = await expectSaga(saveRequired, requiredChangeRequested(true))
      .withReducer(rootReducer, shopState())
      .provide([[matchers.call(api.saveTillSettings, scope, { required: true }), { required: true }]])
      .run();
    expect(selectTillState(storeState).settings).toEqual({ required: true, saving: false });
  });

  it('puts the toggle back and says so when the server refuses', async () => {
    const state = rootReducer(shopState(), requiredChangeRequested(true)) as RootState;
    expect(selectTillState(state).settings).toEqual({ required: true, saving: true });
    const { storeState, effects } = await expectSaga(saveRequired, requiredChangeRequested(true))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(api.saveTillSettings), throwError(new ApiError(403, 'permission_required', 'x'))]])
      .run();
    expect(selectTillState(storeState).settings).toEqual({ required: false, saving: false });
    expect(errorMessagesOf(putActions(effects as Effects))).toEqual([UPDATE_FAILED]);
  });
});
