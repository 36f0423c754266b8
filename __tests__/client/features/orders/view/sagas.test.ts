import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { all, fork } from 'redux-saga/effects';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/ordering/orders/api';
import { ordersSaga } from '@/ordering/orders/sagas';
import { orderDetailsLoaded, orderDetailsOpened, ordersLoaded, ordersMoreLoaded } from '@/ordering/orders/slice';
import { loadMoreOrders, loadOrders, ordersViewSaga, resyncList } from '@/features/orders/view/sagas';
import { ordersLoadFailed, ordersLoadRequested, ordersMoreRequested, ordersRefreshRequested } from '@/features/orders/view/slice';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import { ApiError } from '@/shared/api/errors';
import { order, scope } from '../fixtures';
import { stateWith } from '../state';

const defaults = { status: ['authorized', 'started'] as const };

/** The module and Pedidos' list together, as the live operations run them. */
function* ordersAndList() {
  yield all([fork(ordersSaga), fork(ordersViewSaga)]);
}

describe('loading the list', () => {
  it('asks for the first page with the filters in use', async () => {
    const page = { orders: [order()], count: 1 };
    await expectSaga(loadOrders, ordersLoadRequested())
      .withState(stateWith())
      .provide([[matchers.call(api.fetchOrders, scope, { status: [...defaults.status] }, 0, api.ORDERS_PAGE_SIZE, 'newest'), page]])
      .put(ordersLoaded(page))
      .run();
  });

  it('a refresh brings back as many rows as were shown', async () => {
    const list = Array.from({ length: 30 }, (_, index) => order({ id: index + 1 }));
    const page = { orders: list, count: 30 };
    await expectSaga(loadOrders, ordersRefreshRequested())
      .withState(stateWith({ list, count: 40 }))
      .provide([[matchers.call(api.fetchOrders, scope, { status: [...defaults.status] }, 0, 30, 'newest'), page]])
      .put(ordersLoaded(page))
      .run();
  });

  it('reports a failure with its message', async () => {
    await expectSaga(loadOrders, ordersLoadRequested())
      .withState(stateWith())
      .provide([[matchers.call.fn(api.fetchOrders), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .put(ordersLoadFailed('Falha de rede'))
      .run();
  });

  it('fails without a business unit, saying so', async () => {
    const state = stateWith();
    await expectSaga(loadOrders, ordersLoadRequested())
      .withState({ ...state, auth: { ...state.auth, businessUnit: null } })
      .put(ordersLoadFailed('BusinessUnit is not loaded'))
      .not.call.fn(api.fetchOrders)
      .run();
  });

  it('loads the next page from the offset reached', async () => {
    const list = [order({ id: 1 }), order({ id: 2 })];
    const page = { orders: [order({ id: 3 })], count: 3 };
    await expectSaga(loadMoreOrders)
      .withState(stateWith({ list, count: 3 }))
      .provide([[matchers.call(api.fetchOrders, scope, { status: [...defaults.status] }, 2, api.ORDERS_PAGE_SIZE, 'newest'), page]])
      .put(ordersMoreLoaded(page))
      .run();
  });

  it('drops a next page that arrives after the list was reloaded', async () => {
    await expectSaga(ordersViewSaga)
      .withState(stateWith({ list: [order()], count: 5 }))
      .provide([
        [
          matchers.call.fn(api.fetchOrders),
          dynamic(({ args }) => (args[2] === 0 ? { orders: [], count: 0 } : new Promise(() => undefined))),
        ],
      ])
      .dispatch(ordersMoreRequested())
      .dispatch(ordersLoadRequested())
      .not.put.actionType(ordersMoreLoaded.type)
      .put(ordersLoaded({ orders: [], count: 0 }))
      .silentRun(250);
  });
});

describe('Pedidos and the live orders', () => {
  const fresh = order({ id: 9, createdAt: new Date().toISOString() });

  it('asks for the list again when a new order arrives while a load is on its way', async () => {
    const state = rootReducer(stateWith({ list: [order({ id: 1 })] }), ordersLoadRequested()) as RootState;
    await expectSaga(ordersAndList)
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call(api.fetchOrder, scope, 9), fresh],
        [matchers.call.fn(api.fetchOrders), new Promise(() => undefined)],
      ])
      .dispatch(liveEventReceived({ channel: 'order', event: 'approved', id: 9 }))
      .put(ordersRefreshRequested())
      .silentRun(250);
  });

  it('does not ask again for an order its list already shows', async () => {
    const state = rootReducer(stateWith({ list: [fresh] }), ordersLoadRequested()) as RootState;
    await expectSaga(ordersAndList)
      .withReducer(rootReducer, state)
      .provide([[matchers.call(api.fetchOrder, scope, 9), fresh]])
      .dispatch(liveEventReceived({ channel: 'order', event: 'started', id: 9 }))
      .not.put(ordersRefreshRequested())
      .silentRun(250);
  });

  it.each([
    ['a reconnect', liveReconnected()],
    ['the first connection', liveConnected()],
  ])('on %s, reloads the list', async (_name, action) => {
    let state = stateWith({ list: [order()] });
    state = rootReducer(state, orderDetailsOpened(1)) as RootState;
    state = rootReducer(state, orderDetailsLoaded(order())) as RootState;
    await expectSaga(ordersViewSaga)
      .withState(state)
      .provide([[matchers.call.fn(api.fetchOrders), { orders: [], count: 0 }]])
      .dispatch(action)
      .put(ordersRefreshRequested())
      .call.fn(api.fetchOrders)
      .silentRun(250);
  });

  it('loads a list not loaded yet, without refreshing it', async () => {
    await expectSaga(resyncList).withState(stateWith()).put(ordersLoadRequested()).not.put(ordersRefreshRequested()).run();
  });

  it('loads nothing before the shop is known', async () => {
    const state = stateWith();
    await expectSaga(resyncList)
      .withState({ ...state, auth: { ...state.auth, businessUnit: null } })
      .not.put(ordersLoadRequested())
      .not.put(ordersRefreshRequested())
      .run();
  });
});
