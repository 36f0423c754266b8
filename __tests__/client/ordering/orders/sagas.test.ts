import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/ordering/orders/api';
import {
  fetchOrderPatiently,
  LIVE_RELOAD_DELAYS_MS,
  loadOrderDetails,
  ordersSaga,
  runOrderCommand,
} from '@/ordering/orders/sagas';
import {
  orderActionDropped,
  orderActionFailed,
  orderCanceled,
  orderCancelRequested,
  orderCompleted,
  orderCompleteRequested,
  orderDetailsFailed,
  orderDetailsLoaded,
  orderDetailsOpened,
  orderDetailsRefreshRequested,
  orderInvoiceLoaded,
  orderReceived,
  orderReloadRequested,
  orderStarted,
  orderStartRequested,
} from '@/ordering/orders/slice';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import { ApiError } from '@/shared/api/errors';
import { errorRaised, successRaised } from '@/shared/notifications/slice';
import { invoice, order, scope } from '../../features/orders/fixtures';
import { stateWith } from '../../features/orders/state';
import { selectShownOrders } from '@/features/orders/view/selectors';
import type { StubModule } from '../../support/outboxStorageStub';

jest.mock('@/ordering/outbox/storage', () => jest.requireActual<StubModule>('../../support/outboxStorageStub').outboxStorageStub());

const messagesOf = (actions: { type: string; payload?: unknown }[], type: string) =>
  actions.filter((action) => action.type === type).map((action) => (action.payload as { message: string }).message);

/** The orders state with one order open in its details, invoice loaded. */
function detailsState(open = order(), live: RootState['live']['status'] = 'connected', invoiceStatus = invoice()) {
  let state = stateWith({ list: [open], live });
  state = rootReducer(state, orderDetailsOpened(open.id)) as RootState;
  state = rootReducer(state, orderDetailsLoaded(open)) as RootState;
  return rootReducer(state, orderInvoiceLoaded(invoiceStatus)) as RootState;
}

describe('live events', () => {
  const fresh = order({ id: 9, createdAt: new Date().toISOString() });

  it("reloads the order an 'order' event names, which puts a new one at the top of the list", async () => {
    const { storeState } = await expectSaga(ordersSaga)
      .withReducer(rootReducer, stateWith({ list: [order({ id: 1 })] }))
      .provide([[matchers.call(api.fetchOrder, scope, 9), fresh]])
      .dispatch(liveEventReceived({ channel: 'order', event: 'approved', id: 9 }))
      .put(orderReceived(fresh))
      .silentRun(250);
    expect((storeState as RootState).orders.ids).toEqual([9, 1]);
    expect(selectShownOrders(storeState as RootState).map(({ id }) => id)).toEqual([9, 1]);
  });

  it('ignores events of other channels', async () => {
    await expectSaga(ordersSaga)
      .withState(stateWith({ list: [order()] }))
      .dispatch(liveEventReceived({ channel: 'paymentMethod', event: 'added', id: 9 }))
      .not.call.fn(api.fetchOrder)
      .silentRun(250);
  });

  it('tries again when the reload fails for a moment', async () => {
    let calls = 0;
    const waits: number[] = [];
    const result = await expectSaga(fetchOrderPatiently, scope, 9)
      .provide({
        call(effect, next) {
          if (effect.fn === api.fetchOrder) {
            calls += 1;
            if (calls < 3) throw new ApiError(500, 'internal', 'Erro interno do servidor.');
            return fresh;
          }
          // delay() is a call too; the waits are recorded instead of slept.
          if (typeof effect.args[0] === 'number') {
            waits.push(effect.args[0]);
            return undefined;
          }
          return next();
        },
      })
      .run();
    expect(result.returnValue).toEqual(fresh);
    expect(waits).toEqual(LIVE_RELOAD_DELAYS_MS.slice(0, 2));
  });

  it('gives up at once on an order it may not see', async () => {
    const result = await expectSaga(fetchOrderPatiently, scope, 9)
      .provide([
        [matchers.call.fn(api.fetchOrder), throwError(new ApiError(404, 'not_found', 'Pedido não encontrado.'))],
        [matchers.call.fn(console.error), undefined],
      ])
      .run();
    expect(result.returnValue).toBeNull();
  });

  it("reloads the open order's invoice on its 'invoice' events only", async () => {
    const closed = invoice({ status: 'closed' });
    await expectSaga(ordersSaga)
      .withState(detailsState())
      .provide([[matchers.call(api.fetchOrderInvoice, scope, 50), closed]])
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'updated', id: 77 }))
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'closed', id: 50 }))
      .put(orderInvoiceLoaded(closed))
      .silentRun(250);
  });

  it.each([
    ['a reconnect', liveReconnected()],
    ['the first connection', liveConnected()],
  ])('on %s, reloads the open order', async (_name, action) => {
    await expectSaga(ordersSaga)
      .withState(detailsState())
      .provide([
        [matchers.call.fn(api.fetchOrder), order()],
        [matchers.call.fn(api.fetchOrderInvoice), invoice()],
      ])
      .dispatch(action)
      .put(orderDetailsRefreshRequested(1))
      .call(api.fetchOrder, scope, 1)
      .silentRun(250);
  });
});

describe('order details', () => {
  it('loads the order, then its invoice', async () => {
    await expectSaga(loadOrderDetails, orderDetailsOpened(1))
      .withState(stateWith())
      .provide([
        [matchers.call(api.fetchOrder, scope, 1), order()],
        [matchers.call(api.fetchOrderInvoice, scope, 50), invoice()],
      ])
      .put(orderDetailsLoaded(order()))
      .put(orderInvoiceLoaded(invoice()))
      .run();
  });

  it('reports a missing order', async () => {
    await expectSaga(loadOrderDetails, orderDetailsOpened(1))
      .withState(stateWith())
      .provide([[matchers.call.fn(api.fetchOrder), throwError(new ApiError(404, 'not_found', 'Pedido não encontrado.'))]])
      .put(orderDetailsFailed({ id: 1, message: 'Pedido não encontrado.' }))
      .run();
  });
});

describe('an order a screen asks to read again', () => {
  it('reads it and hands the copy to every screen', async () => {
    const canceled = order({ status: 'canceled' });
    await expectSaga(ordersSaga)
      .withState(stateWith())
      .provide([[matchers.call(api.fetchOrder, scope, 1), canceled]])
      .dispatch(orderReloadRequested(1))
      .put(orderReceived(canceled))
      .silentRun(250);
  });
});

describe('commands', () => {
  const started = order({ status: 'started', startedAt: '2025-11-20T15:05:00.000Z' });

  it('starts an authorized order, without a success toast, and trusts the live events when connected', async () => {
    const { effects } = await expectSaga(runOrderCommand, 'start', orderStartRequested(1))
      .withState(detailsState())
      .provide([[matchers.call(api.startOrder, scope, 1, 'key-1'), started]])
      .put(orderStarted(started))
      .not.put.actionType(successRaised.type)
      .run();
    expect((effects.call ?? []).filter((effect) => effect.payload.fn === api.fetchOrder)).toHaveLength(0);
  });

  it('reloads the order and its invoice after a command when the live connection is not up (still joining)', async () => {
    await expectSaga(runOrderCommand, 'start', orderStartRequested(1))
      .withState(detailsState(order(), 'joining'))
      .provide([
        [matchers.call(api.startOrder, scope, 1, 'key-1'), started],
        [matchers.call(api.fetchOrder, scope, 1), started],
        [matchers.call(api.fetchOrderInvoice, scope, 50), invoice()],
      ])
      .put(orderStarted(started))
      .call(api.fetchOrder, scope, 1)
      .put(orderReceived(started))
      .put(orderInvoiceLoaded(invoice()))
      .run();
  });

  it("completes a started order with 'Pedido completado.'", async () => {
    const completed = order({ status: 'completed' });
    const { allEffects } = await expectSaga(runOrderCommand, 'complete', orderCompleteRequested(1))
      .withState(detailsState(started))
      .provide([[matchers.call(api.completeOrder, scope, 1, 'key-1'), completed]])
      .put(orderCompleted(completed))
      .run();
    const actions = allEffects.filter((effect) => effect.type === 'PUT').map((effect) => effect.payload.action);
    expect(messagesOf(actions, successRaised.type)).toEqual(['Pedido completado.']);
  });

  it("cancels with 'Pedido cancelado.'", async () => {
    const canceled = order({ status: 'canceled' });
    const { allEffects } = await expectSaga(runOrderCommand, 'cancel', orderCancelRequested(1))
      .withState(detailsState())
      .provide([[matchers.call(api.cancelOrder, scope, 1, 'key-1'), canceled]])
      .put(orderCanceled(canceled))
      .run();
    const actions = allEffects.filter((effect) => effect.type === 'PUT').map((effect) => effect.payload.action);
    expect(messagesOf(actions, successRaised.type)).toEqual(['Pedido cancelado.']);
  });

  it.each([
    ['start', orderStartRequested(1), api.startOrder, order(), 'Não foi possível iniciar o pedido.'],
    ['complete', orderCompleteRequested(1), api.completeOrder, started, 'Não foi possível completar o pedido.'],
    ['cancel', orderCancelRequested(1), api.cancelOrder, order(), 'Não foi possível cancelar.'],
  ] as const)('a failed %s says so and frees the buttons', async (kind, action, send, current, message) => {
    const { allEffects } = await expectSaga(runOrderCommand, kind, action)
      .withState(detailsState(current))
      .provide([[matchers.call.fn(send), throwError(new ApiError(500, 'internal', 'Erro interno do servidor.'))]])
      .put(orderActionFailed({ id: 1, action: kind, message: 'Erro interno do servidor.' }))
      .not.call.fn(api.fetchOrder)
      .run();
    const actions = allEffects.filter((effect) => effect.type === 'PUT').map((effect) => effect.payload.action);
    expect(messagesOf(actions, errorRaised.type)).toEqual([message]);
  });

  it('after a 409 shows where the order really is', async () => {
    const movedOn = order({ status: 'canceled' });
    await expectSaga(runOrderCommand, 'start', orderStartRequested(1))
      .withState(detailsState())
      .provide([
        [matchers.call.fn(api.startOrder), throwError(new ApiError(409, 'conflict', 'O pedido já foi cancelado.'))],
        [matchers.call(api.fetchOrder, scope, 1), movedOn],
        [matchers.call.fn(api.fetchOrderInvoice), invoice()],
      ])
      .put(orderReceived(movedOn))
      .run();
  });

  it.each([
    ['start a started order', 'start', orderStartRequested(1), order({ status: 'started' }), invoice()],
    ['complete an authorized order', 'complete', orderCompleteRequested(1), order(), invoice()],
    ['cancel on a closed invoice', 'cancel', orderCancelRequested(1), order(), invoice({ status: 'closed' })],
  ] as const)('does not send what the rules forbid, and says why: %s', async (_name, kind, action, current, currentInvoice) => {
    const { allEffects } = await expectSaga(runOrderCommand, kind, action)
      .withState(detailsState(current, 'connected', currentInvoice))
      .put(orderActionDropped({ id: 1, action: kind }))
      .not.call.fn(api.startOrder)
      .not.call.fn(api.completeOrder)
      .not.call.fn(api.cancelOrder)
      .run();
    const actions = allEffects.filter((effect) => effect.type === 'PUT').map((effect) => effect.payload.action);
    const expected = {
      start: 'Este pedido já foi iniciado por outra pessoa.',
      complete: 'Este pedido ainda não foi iniciado.',
      cancel: 'A comanda deste pedido já foi encerrada.',
    }[kind];
    expect(messagesOf(actions, errorRaised.type)).toEqual([expected]);
  });

  it.each([
    ['order_completed', 'Este pedido já foi concluído por outra pessoa.'],
    ['order_canceled', 'Este pedido já foi cancelado por outra pessoa.'],
    ['order_changed', 'Este pedido mudou enquanto isso.'],
    ['invoice_finished', 'A comanda deste pedido já foi encerrada.'],
  ] as const)('a 409 (%s) names what happened instead of the generic failure', async (code, message) => {
    const { allEffects } = await expectSaga(runOrderCommand, 'cancel', orderCancelRequested(1))
      .withState(detailsState())
      .provide([
        [matchers.call.fn(api.cancelOrder), throwError(new ApiError(409, 'conflict', 'server text', code))],
        [matchers.call.fn(api.fetchOrder), order()],
        [matchers.call.fn(api.fetchOrderInvoice), invoice()],
      ])
      .put(orderActionFailed({ id: 1, action: 'cancel', message: 'server text' }))
      .run();
    const actions = allEffects.filter((effect) => effect.type === 'PUT').map((effect) => effect.payload.action);
    expect(messagesOf(actions, errorRaised.type)).toEqual([message]);
  });

  it('a second tap while the first start runs sends nothing more', async () => {
    let sent = 0;
    await expectSaga(ordersSaga)
      .withState(detailsState())
      .provide([[matchers.call.fn(api.startOrder), dynamic(() => ((sent += 1), new Promise(() => undefined)))]])
      .dispatch(orderStartRequested(1))
      .dispatch(orderStartRequested(1))
      .silentRun(250);
    expect(sent).toBe(1);
  });
});
