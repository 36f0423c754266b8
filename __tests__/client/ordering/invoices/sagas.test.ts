import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import * as api from '@/ordering/invoices/api';
import * as paymentsApi from '@/ordering/payments/api';
import {
  ClosingStepError,
  confirmPayment,
  invoicesSaga,
  loadInvoice,
  onLiveEvent,
  onReconnected,
  replayConfirmation,
} from '@/ordering/invoices/sagas';
import { commandQueued, queuedCommandDue, queuedCommandSettled } from '@/ordering/outbox/slice';
import type { OutboxEntry } from '@/ordering/outbox/rules';
import {
  invoiceLoaded,
  invoiceLoadFailed,
  invoiceLoadRequested,
  paymentConfirmationFailed,
  paymentConfirmationRequested,
  paymentConfirmed,
} from '@/ordering/invoices/slice';
import { liveEventReceived, liveReconnected } from '@/live/events';
import { ApiError } from '@/shared/api/errors';
import { errorRaised, successRaised } from '@/shared/notifications/slice';
import { sessionRejected } from '@/shared/session/events';
import { accountToken, anInvoice, anOrder, aPayment, shopUnit } from '../../features/invoices/fixtures';
import type { StubModule } from '../../support/outboxStorageStub';

jest.mock('@/ordering/outbox/storage', () => jest.requireActual<StubModule>('../../support/outboxStorageStub').outboxStorageStub());

const scope = { accountId: 4, shopId: 10 };

injectSignedInReducers();

type LiveStatus = RootState['live']['status'];

function stateWith(invoices: ReturnType<typeof anInvoice>[] = [], live: LiveStatus = 'connected'): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  let invoicesState = base.invoices;
  for (const invoice of invoices) invoicesState = rootReducer({ ...base, invoices: invoicesState }, invoiceLoaded(invoice)).invoices!;
  return {
    ...base,
    auth: { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit },
    live: { ...base.live, status: live },
    invoices: invoicesState,
  };
}

const errorMessages = (actions: { type: string; payload?: unknown }[]) =>
  actions.filter((action) => action.type === errorRaised.type).map((action) => (action.payload as { message: string }).message);

describe('loading one comanda', () => {
  it('loads one invoice with its orders, or says why not', async () => {
    const invoice = anInvoice({ orders: [anOrder()] });
    await expectSaga(loadInvoice, invoiceLoadRequested(1))
      .withState(stateWith())
      .provide([[matchers.call(api.fetchInvoice, scope, 1), invoice]])
      .put(invoiceLoaded(invoice))
      .run();
    await expectSaga(loadInvoice, invoiceLoadRequested(1))
      .withState(stateWith())
      .provide([[matchers.call.fn(api.fetchInvoice), throwError(new ApiError(404, 'not_found', 'Comanda não encontrada.'))]])
      .put(invoiceLoadFailed({ id: 1, error: 'Comanda não encontrada.' }))
      .run();
  });
});

describe('live', () => {
  it("does not reload for 'seen': someone opened the comanda elsewhere, nothing in it changed", async () => {
    await expectSaga(onLiveEvent, liveEventReceived({ channel: 'invoice', event: 'seen', id: 9 }))
      .withState(stateWith([anInvoice({ id: 9 })]))
      .not.put.actionType(invoiceLoadRequested.type)
      .run();
  });

  it('reloads the open invoice when one of its orders changes', async () => {
    const state = stateWith([anInvoice({ id: 1, orders: [anOrder({ id: 100 })] })]);
    const opened = { ...state, invoices: { ...state.invoices, openId: 1 } };
    await expectSaga(onLiveEvent, liveEventReceived({ channel: 'order', event: 'started', id: 100 }))
      .withState(opened)
      .put(invoiceLoadRequested(1))
      .run();
    await expectSaga(onLiveEvent, liveEventReceived({ channel: 'order', event: 'started', id: 101 }))
      .withState(opened)
      .not.put.actionType(invoiceLoadRequested.type)
      .run();
  });

  it('reloads a comanda it holds when the server announces a change, through the root saga', async () => {
    const held = anInvoice({ id: 3, status: 'open' });
    const changed = { ...held, status: 'closing' as const };
    const { storeState } = await expectSaga(invoicesSaga)
      .withReducer(rootReducer, stateWith([held]))
      .provide([[matchers.call(api.fetchInvoice, scope, 3), changed]])
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'updated', id: 3 }))
      .put(invoiceLoaded(changed))
      .silentRun(50);
    expect((storeState as RootState).invoices.entities[3]?.status).toBe('closing');
  });

  it('leaves a comanda it does not hold to the screens that would show it', async () => {
    await expectSaga(onLiveEvent, liveEventReceived({ channel: 'invoice', event: 'created', id: 9 }))
      .withState(stateWith())
      .not.put.actionType(invoiceLoadRequested.type)
      .run();
  });

  it('after a reconnect reloads the open invoice, and nothing when none is open', async () => {
    const state = stateWith();
    await expectSaga(onReconnected)
      .withState({ ...state, invoices: { ...state.invoices, openId: 5 } })
      .put(invoiceLoadRequested(5))
      .run();
    await expectSaga(invoicesSaga)
      .withState(state)
      .dispatch(liveReconnected())
      .not.put.actionType(invoiceLoadRequested.type)
      .silentRun(50);
  });
});

describe("closing: 'Confirmar pagamento'", () => {
  const closingCash = anInvoice({ id: 1, status: 'closing', paymentMethod: 'cash', paidWith: 50, change: 10 });
  const closed = { ...closingCash, status: 'closed' as const, closedAt: '2025-03-14T16:00:00.000Z', orders: [] };
  const waiting = aPayment({ id: 7, ownerId: 1 });
  const other = aPayment({ id: 8, ownerId: 2 });

  it('informs the payment with the mapped method, then closes', async () => {
    await expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([closingCash]))
      .provide([
        [matchers.call(paymentsApi.fetchWaitingPayments, scope, 0), { orderPayments: [other, waiting], count: 2 }],
        [matchers.call(paymentsApi.informPayment, scope, 7, 0, 'key-1.inform'), { ...waiting, status: 1, method: 0 }],
        [matchers.call(api.closeInvoice, scope, 1, 'key-1.close'), closed],
      ])
      .call(paymentsApi.informPayment, scope, 7, 0, 'key-1.inform')
      .call(api.closeInvoice, scope, 1, 'key-1.close')
      .put(paymentConfirmed(closed))
      .put.like({ action: { type: successRaised.type, payload: { message: 'Pagamento confirmado.' } } })
      .run();
  });

  it('looks through further pages of waiting payments', async () => {
    const card = { ...closingCash, paymentMethod: 'creditCard' as const };
    await expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([card]))
      .provide([
        [matchers.call(paymentsApi.fetchWaitingPayments, scope, 0), { orderPayments: [other], count: 2 }],
        [matchers.call(paymentsApi.fetchWaitingPayments, scope, 1), { orderPayments: [waiting], count: 2 }],
        [matchers.call.fn(paymentsApi.informPayment), waiting],
        [matchers.call.fn(api.closeInvoice), closed],
      ])
      .call(paymentsApi.informPayment, scope, 7, 1, 'key-1.inform')
      .run();
  });

  it('closes directly when there is no waiting payment', async () => {
    await expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([closingCash]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [other], count: 1 }],
        [matchers.call(api.closeInvoice, scope, 1, 'key-1.close'), closed],
      ])
      .not.call.fn(paymentsApi.informPayment)
      .put(paymentConfirmed(closed))
      .run();
  });

  it('skips informing an online payment', async () => {
    const online = { ...closingCash, paymentMethod: 'online' as const };
    await expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([online]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [waiting], count: 1 }],
        [matchers.call(api.closeInvoice, scope, 1, 'key-1.close'), closed],
      ])
      .not.call.fn(paymentsApi.informPayment)
      .call(api.closeInvoice, scope, 1, 'key-1.close')
      .run();
  });

  it('skips informing a payment already completed', async () => {
    await expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([closingCash]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [{ ...waiting, status: 1 }], count: 1 }],
        [matchers.call(api.closeInvoice, scope, 1, 'key-1.close'), closed],
      ])
      .not.call.fn(paymentsApi.informPayment)
      .call(api.closeInvoice, scope, 1, 'key-1.close')
      .run();
  });

  it('a prepaid invoice without a method is informed as debit', async () => {
    const prepaid = anInvoice({ id: 1, prepay: true, status: 'open', paymentMethod: null });
    await expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([prepaid]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [waiting], count: 1 }],
        [matchers.call.fn(paymentsApi.informPayment), waiting],
        [matchers.call.fn(api.closeInvoice), closed],
      ])
      .call(paymentsApi.informPayment, scope, 7, 2, 'key-1.inform')
      .call(api.closeInvoice, scope, 1, 'key-1.close')
      .run();
  });

  it('stops when informing fails: no close, the error notification, the failed step', async () => {
    const refused = new ApiError(409, 'conflict', 'Este pagamento foi cancelado.');
    const { effects } = await expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([closingCash]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [waiting], count: 1 }],
        [matchers.call.fn(paymentsApi.informPayment), throwError(refused)],
      ])
      .not.call.fn(api.closeInvoice)
      .put(paymentConfirmationFailed({ id: 1, step: 'informPayment' }))
      .not.put.actionType(successRaised.type)
      .run();
    const raised = (effects.put ?? []).map((effect) => effect.payload.action);
    expect(errorMessages(raised)).toEqual(['Não foi possível confirmar o pagamento.']);
    const error = raised.find((action) => action.type === errorRaised.type)?.payload.error;
    expect(error).toBeInstanceOf(ClosingStepError);
    expect((error as ClosingStepError).step).toBe('informPayment');
    expect((error as Error).message).toContain('informar o pagamento');
  });

  it('reports a failed close after the payment was informed', async () => {
    const { effects } = await expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([closingCash]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [waiting], count: 1 }],
        [matchers.call.fn(paymentsApi.informPayment), waiting],
        [matchers.call.fn(api.closeInvoice), throwError(new ApiError(409, 'conflict', 'Esta comanda já foi encerrada.'))],
      ])
      .call.fn(paymentsApi.informPayment)
      .put(paymentConfirmationFailed({ id: 1, step: 'close' }))
      .run();
    expect(errorMessages((effects.put ?? []).map((effect) => effect.payload.action))).toEqual([
      'Não foi possível confirmar o pagamento.',
    ]);
  });

  it.each([
    ['payment_confirmed', 'informPayment', 'Esta comanda já foi confirmada.'],
    ['invoice_finished', 'close', 'Esta comanda já foi encerrada.'],
  ] as const)('the slower of two cashiers (%s) is told what happened, and the invoice reloads', async (code, failing, message) => {
    const refused = new ApiError(409, 'conflict', 'server text', code);
    const { effects } = await expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([closingCash]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [waiting], count: 1 }],
        [matchers.call.fn(paymentsApi.informPayment), failing === 'informPayment' ? throwError(refused) : waiting],
        [matchers.call.fn(api.closeInvoice), throwError(refused)],
      ])
      .put(paymentConfirmationFailed({ id: 1, step: failing }))
      .put(invoiceLoadRequested(1))
      .run();
    expect(errorMessages((effects.put ?? []).map((effect) => effect.payload.action))).toEqual([message]);
  });

  it('a refused token while finding the payment ends the session', async () => {
    await expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([closingCash]))
      .provide([[matchers.call.fn(paymentsApi.fetchWaitingPayments), throwError(new ApiError(401, 'unauthorized', 'Unauthorized'))]])
      .put(paymentConfirmationFailed({ id: 1, step: 'lookup' }))
      .put(sessionRejected())
      .not.call.fn(api.closeInvoice)
      .run();
  });

  // With the link down (disconnected, reconnecting) nothing is sent: the outbox keeps it (below).
  it.each<[LiveStatus, boolean]>([
    ['connected', false],
    ['joining', true],
    ['connecting', true],
    ['closed', true],
  ])('with the live connection %s, reloads afterwards: %s', async (live, reloads) => {
    const run = expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([closingCash], live))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [], count: 0 }],
        [matchers.call.fn(api.closeInvoice), closed],
      ]);
    if (reloads) await run.put(invoiceLoadRequested(1)).run();
    else await run.not.put(invoiceLoadRequested(1)).run();
  });

  it('also reloads after a failure when not connected', async () => {
    await expectSaga(confirmPayment, paymentConfirmationRequested(1))
      .withState(stateWith([closingCash], 'joining'))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [], count: 0 }],
        [matchers.call.fn(api.closeInvoice), throwError(new ApiError(500, 'internal', 'Erro interno do servidor.'))],
      ])
      .put(paymentConfirmationFailed({ id: 1, step: 'close' }))
      .put(invoiceLoadRequested(1))
      .run();
  });

  it('a second tap on the same invoice does not start a second closing', async () => {
    const { effects } = await expectSaga(invoicesSaga)
      .withState(stateWith([closingCash]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [], count: 0 }],
        // The server takes a moment: the second tap lands while the first closing is still running.
        [matchers.call.fn(api.closeInvoice), dynamic(() => new Promise((resolve) => setTimeout(() => resolve(closed), 20)))],
      ])
      .dispatch(paymentConfirmationRequested(1))
      .dispatch(paymentConfirmationRequested(1))
      .silentRun(50);
    const closeCalls = (effects.call ?? []).filter((effect) => effect.payload.fn === api.closeInvoice);
    expect(closeCalls).toHaveLength(1);
  });
});

describe("'Confirmar pagamento' while the link is down (the outbox)", () => {
  const closingCash = anInvoice({ id: 1, status: 'closing', paymentMethod: null });
  const closed = { ...closingCash, status: 'closed' as const, closedAt: '2025-03-14T16:00:00.000Z', orders: [] };
  const waiting = aPayment({ id: 7, ownerId: 1 });
  const queued = (sentBefore: boolean): OutboxEntry => ({
    key: 'k1',
    scope,
    command: { kind: 'confirmPayment', invoiceId: 1, method: 'creditCard' },
    queuedAt: 1,
    sentBefore,
  });

  it('waits on the device with the method chosen, sends nothing, and frees the button', async () => {
    const state = rootReducer(stateWith([closingCash], 'reconnecting'), paymentConfirmationRequested(1, 'creditCard')) as RootState;
    const { storeState } = await expectSaga(confirmPayment, paymentConfirmationRequested(1, 'creditCard'))
      .withReducer(rootReducer, state)
      .put.like({ action: { type: commandQueued.type, payload: { key: 'key-1', command: { kind: 'confirmPayment', invoiceId: 1, method: 'creditCard' }, sentBefore: false } } })
      .not.call.fn(paymentsApi.fetchWaitingPayments)
      .not.call.fn(api.closeInvoice)
      .not.put.actionType(errorRaised.type)
      .run();
    expect((storeState as RootState).invoices.pendingClose[1]).toBeUndefined();
  });

  it('a close that found no network waits too, marked as possibly applied', async () => {
    await expectSaga(confirmPayment, paymentConfirmationRequested(1, 'creditCard'))
      .withState(stateWith([closingCash]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [waiting], count: 1 }],
        [matchers.call.fn(paymentsApi.informPayment), { ...waiting, status: 1 }],
        [matchers.call.fn(api.closeInvoice), throwError(new ApiError(0, 'network', 'Sem conexão com o servidor.'))],
      ])
      .put.like({ action: { type: commandQueued.type, payload: { key: 'key-1', sentBefore: true } } })
      .not.put.actionType(paymentConfirmationFailed.type)
      .not.put.actionType(errorRaised.type)
      .run();
  });

  it('replayed, informs and closes with keys made from its own, and says it was confirmed', async () => {
    const { allEffects } = await expectSaga(replayConfirmation, queuedCommandDue(queued(false)))
      .withState(stateWith([closingCash]))
      .provide([
        [matchers.call(api.fetchInvoice, scope, 1), closingCash],
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [waiting], count: 1 }],
        [matchers.call(paymentsApi.informPayment, scope, 7, 1, 'k1.inform'), { ...waiting, status: 1 }],
        [matchers.call(api.closeInvoice, scope, 1, 'k1.close'), closed],
      ])
      .put(paymentConfirmed(closed))
      .put(queuedCommandSettled({ key: 'k1', outcome: 'applied' }))
      .run();
    const actions = allEffects.filter((effect) => effect.type === 'PUT').map((effect) => effect.payload.action);
    expect(actions.filter((action) => action.type === successRaised.type).map((action) => action.payload.message)).toEqual(['Pagamento confirmado.']);
  });

  it.each([
    ['closed', 'Esta comanda já foi confirmada.'],
    ['canceled', 'Esta comanda já foi encerrada.'],
  ] as const)('never sent, on a comanda %s by someone else meanwhile: says so, sends nothing, shows it', async (status, message) => {
    const elsewhere = { ...closingCash, status, orders: [] };
    const { allEffects } = await expectSaga(replayConfirmation, queuedCommandDue(queued(false)))
      .withState(stateWith([closingCash]))
      .provide([[matchers.call(api.fetchInvoice, scope, 1), elsewhere]])
      .put(invoiceLoaded(elsewhere))
      .put(queuedCommandSettled({ key: 'k1', outcome: 'refused' }))
      .not.call.fn(api.closeInvoice)
      .not.call.fn(paymentsApi.informPayment)
      .run();
    const actions = allEffects.filter((effect) => effect.type === 'PUT').map((effect) => effect.payload.action);
    expect(errorMessages(actions)).toEqual([message]);
  });

  it('sent before without an answer, on a closed comanda: asks the server with its key, which knows whose it was', async () => {
    await expectSaga(replayConfirmation, queuedCommandDue(queued(true)))
      .withState(stateWith([closingCash]))
      .provide([
        [matchers.call(api.fetchInvoice, scope, 1), closed],
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [], count: 0 }],
        [matchers.call(api.closeInvoice, scope, 1, 'k1.close'), closed],
      ])
      .put(queuedCommandSettled({ key: 'k1', outcome: 'applied' }))
      .not.put.actionType(errorRaised.type)
      .run();
  });

  it('a refusal on replay is told in its words and the comanda reloaded; no network keeps it', async () => {
    const { allEffects } = await expectSaga(replayConfirmation, queuedCommandDue(queued(false)))
      .withState(stateWith([closingCash]))
      .provide([
        [matchers.call(api.fetchInvoice, scope, 1), closingCash],
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [waiting], count: 1 }],
        [matchers.call.fn(paymentsApi.informPayment), throwError(new ApiError(409, 'conflict', 'text', 'payment_canceled'))],
      ])
      .put(invoiceLoadRequested(1))
      .put(queuedCommandSettled({ key: 'k1', outcome: 'refused' }))
      .run();
    const actions = allEffects.filter((effect) => effect.type === 'PUT').map((effect) => effect.payload.action);
    expect(errorMessages(actions)).toEqual(['O pagamento desta comanda foi cancelado.']);

    await expectSaga(replayConfirmation, queuedCommandDue(queued(false)))
      .withState(stateWith([closingCash]))
      .provide([[matchers.call(api.fetchInvoice, scope, 1), throwError(new ApiError(0, 'network', 'Sem conexão com o servidor.'))]])
      .put(queuedCommandSettled({ key: 'k1', outcome: 'unreachable' }))
      .not.put.actionType(errorRaised.type)
      .run();
  });
});
