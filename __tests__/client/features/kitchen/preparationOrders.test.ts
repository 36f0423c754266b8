import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { kitchenGroup } from '@/features/kitchen/group';
import * as api from '@/features/kitchen/api';
import { catchUpPreparationOrders, kitchenSaga, loadPreparationOrders } from '@/features/kitchen/sagas';
import { selectPreparationOrdersLoad } from '@/features/kitchen/selectors';
import reducer, {
  initialKitchenState,
  preparationOrdersFailed,
  preparationOrdersRefreshRequested,
  preparationOrdersRequested,
} from '@/features/kitchen/slice';
import { preparationOrdersLoaded } from '@/ordering/orders/slice';
import { liveConnected, liveReconnected } from '@/live/events';
import { signedOut } from '@/shared/session/events';
import { ApiError } from '@/shared/api/errors';
import { order } from '../orders/fixtures';
import { scope, shopState } from '../settings/shopState';

injectFeatureReducers(kitchenGroup);

const waiting = order({ id: 3, status: 'authorized' });
const ready = order({ id: 4, status: 'completed' });
const after = (...actions: UnknownAction[]) => actions.reduce((state: RootState, action) => rootReducer(state, action) as RootState, shopState());

describe('where the read of the orders to prepare stands', () => {
  it('follows them once the kitchen asks, and records where their read stands', () => {
    expect(initialKitchenState().preparationOrdersLoad).toBeUndefined();
    let state = reducer(undefined, preparationOrdersRequested());
    expect(state.preparationOrdersLoad).toBe('pending');
    state = reducer(state, preparationOrdersLoaded([waiting, ready]));
    expect(state.preparationOrdersLoad).toBe('resolved');
  });

  it('reads them again quietly: asking again or a reconnect leaves a loaded set shown', () => {
    const shown = reducer(reducer(undefined, preparationOrdersRequested()), preparationOrdersLoaded([waiting]));
    expect(reducer(shown, preparationOrdersRequested()).preparationOrdersLoad).toBe('resolved');
    expect(reducer(shown, preparationOrdersRefreshRequested()).preparationOrdersLoad).toBe('resolved');
    expect(reducer(shown, preparationOrdersFailed({ message: 'x' })).preparationOrdersLoad).toBe('resolved');
  });

  it('records a failed first read, which asking again retries', () => {
    let state = reducer(reducer(undefined, preparationOrdersRequested()), preparationOrdersFailed({ message: 'x' }));
    expect(state.preparationOrdersLoad).toBe('error');
    state = reducer(state, preparationOrdersRequested());
    expect(state.preparationOrdersLoad).toBe('pending');
  });

  it('forgets them on signing out', () => {
    const state = after(preparationOrdersRequested(), preparationOrdersLoaded([waiting]), signedOut());
    expect(selectPreparationOrdersLoad(state)).toBeUndefined();
  });
});

describe('reading the orders to prepare', () => {
  it('reads those to prepare and those completed lately together, and hands them to the ordering module', async () => {
    const { storeState } = await expectSaga(loadPreparationOrders)
      .withReducer(rootReducer, shopState())
      .provide([
        [matchers.call(api.fetchOrdersToPrepare, scope), [waiting]],
        [matchers.call(api.fetchRecentlyCompleted, scope), [ready]],
      ])
      .put(preparationOrdersLoaded([waiting, ready]))
      .run();
    expect((storeState as RootState).orders.entities[4]).toEqual(ready);
  });

  it('announces a failed read with the reason', async () => {
    await expectSaga(loadPreparationOrders)
      .withState(shopState())
      .provide([
        [matchers.call.fn(api.fetchOrdersToPrepare), throwError(new ApiError(500, 'internal', 'Erro interno do servidor.'))],
        [matchers.call.fn(api.fetchRecentlyCompleted), []],
      ])
      .put(preparationOrdersFailed({ message: 'Erro interno do servidor.' }))
      .run();
  });

  it.each([
    ['a reconnect', liveReconnected()],
    ['the first connection', liveConnected()],
  ])('on %s, reads them again once the kitchen followed them, whatever is shown now', async (_name, action) => {
    await expectSaga(kitchenSaga)
      .withReducer(rootReducer, after(preparationOrdersRequested(), preparationOrdersLoaded([])))
      .provide([
        [matchers.call(api.fetchOrdersToPrepare, scope), [waiting]],
        [matchers.call(api.fetchRecentlyCompleted, scope), [ready]],
      ])
      .dispatch(action)
      .put(preparationOrdersRefreshRequested())
      .put(preparationOrdersLoaded([waiting, ready]))
      .silentRun(250);
  });

  it('reads them again after a reconnect when the first read failed', async () => {
    await expectSaga(catchUpPreparationOrders)
      .withState(after(preparationOrdersRequested(), preparationOrdersFailed({ message: 'x' })))
      .put(preparationOrdersRefreshRequested())
      .run();
  });

  it('reads nothing on a reconnect when the kitchen never followed them, nor while the first read is on its way', async () => {
    for (const state of [shopState(), after(preparationOrdersRequested())]) {
      await expectSaga(catchUpPreparationOrders).withState(state).not.put(preparationOrdersRefreshRequested()).run();
    }
  });
});
