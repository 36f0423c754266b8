import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/ordering/payments/api';
import { orderPaymentsLoaded, orderPaymentsMoreLoaded } from '@/ordering/payments/slice';
import { loadMoreOrderPayments, loadOrderPayments, orderPaymentsViewSaga as orderPaymentsSaga } from '@/features/order-payments/view/sagas';
import {
  orderPaymentsLoadFailed,
  orderPaymentsLoadRequested,
  orderPaymentsMoreFailed,
  orderPaymentsMoreRequested,
  orderPaymentsRefreshRequested,
} from '@/features/order-payments/view/slice';
import { liveEventReceived, liveReconnected } from '@/live/events';
import { ApiError } from '@/shared/api/errors';
import { sessionRejected } from '@/shared/session/events';
import { payment, scope, stateWith } from './fixtures';

const page = { orderPayments: [payment()], count: 1 };
const loadedState = (count = 1) => rootReducer(stateWith(), orderPaymentsLoaded({ ...page, count })) as RootState;

describe('order payments sagas', () => {
  it('loads the first page with the filters in use', async () => {
    const filters = { status: [1 as const], startDate: '2025-11-01' };
    await expectSaga(loadOrderPayments)
      .withState(stateWith({ filters }))
      .provide([[matchers.call(api.fetchOrderPayments, scope, filters, 0, api.ORDER_PAYMENTS_PAGE_SIZE), page]])
      .put(orderPaymentsLoaded(page))
      .run();
  });

  it('reports a failure', async () => {
    await expectSaga(loadOrderPayments)
      .withState(stateWith())
      .provide([[matchers.call.fn(api.fetchOrderPayments), throwError(new ApiError(500, 'internal', 'Erro interno do servidor.'))]])
      .put(orderPaymentsLoadFailed('Erro interno do servidor.'))
      .not.put(sessionRejected())
      .run();
  });

  it.each([
    ['the first page', loadOrderPayments, orderPaymentsLoadFailed.type],
    ['a further page', loadMoreOrderPayments, orderPaymentsMoreFailed.type],
  ])('a 401 on %s ends the session', async (_name, saga, failedType) => {
    await expectSaga(saga)
      .withState(loadedState(5))
      .provide([[matchers.call.fn(api.fetchOrderPayments), throwError(new ApiError(401, 'unauthorized', 'Token expirado.'))]])
      .put(sessionRejected())
      .not.put.actionType(failedType)
      .run();
  });

  it('loads the next page from the offset reached', async () => {
    const next = { orderPayments: [payment({ id: 2 })], count: 5 };
    await expectSaga(loadMoreOrderPayments)
      .withState(loadedState(5))
      .provide([[matchers.call(api.fetchOrderPayments, scope, { status: [] }, 1, api.ORDER_PAYMENTS_PAGE_SIZE), next]])
      .put(orderPaymentsMoreLoaded(next))
      .run();
  });

  it('drops a next page that arrives after the list was reloaded', async () => {
    await expectSaga(orderPaymentsSaga)
      .withState(loadedState(5))
      .provide([
        [matchers.call.fn(api.fetchOrderPayments), dynamic(({ args }) => (args[2] === 0 ? page : new Promise(() => undefined)))],
      ])
      .dispatch(orderPaymentsMoreRequested())
      .dispatch(orderPaymentsLoadRequested())
      .put(orderPaymentsLoaded(page))
      .not.put.actionType(orderPaymentsMoreLoaded.type)
      .silentRun(250);
  });

  it('one quiet reload follows a burst of invoice events and a reconnect', async () => {
    let calls = 0;
    await expectSaga(orderPaymentsSaga)
      .withState(loadedState())
      .provide([[matchers.call.fn(api.fetchOrderPayments), dynamic(() => ((calls += 1), page))]])
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'closing', id: 3 }))
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'closed', id: 3 }))
      .dispatch(liveReconnected())
      .put(orderPaymentsRefreshRequested())
      .silentRun(700);
    expect(calls).toBe(1);
  });

  it('no reload for a list nobody opened', async () => {
    await expectSaga(orderPaymentsSaga)
      .withState(stateWith())
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'closed', id: 3 }))
      .not.put(orderPaymentsRefreshRequested())
      .silentRun(700);
  });
});
