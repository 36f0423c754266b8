import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import * as api from '@/ordering/invoices/api';
import * as paymentsApi from '@/ordering/payments/api';
import {
  ClosingStepError,
  confirmFromDialog,
  confirmPayment,
  invoicesSaga,
  loadInvoice,
  loadList,
  onLiveEvent,
  onReconnected,
  lookUpClosingPayment,
  replayConfirmation,
} from '@/ordering/invoices/sagas';
import { commandQueued, queuedCommandDue, queuedCommandSettled } from '@/ordering/outbox/slice';
import type { OutboxEntry } from '@/ordering/outbox/rules';
import {
  cashReceivedTyped,
  closingDialogConfirmed,
  closingDialogDismissed,
  closingDialogOpened,
  closingMethodChosen,
  closingPaymentLookedUp,
  invoiceLoaded,
  invoiceLoadFailed,
  invoiceLoadRequested,
  listLoaded,
  listLoadFailed,
  listLoadRequested,
  listRefreshRequested,
  paymentConfirmationFailed,
  paymentConfirmationRequested,
  paymentConfirmed,
  partPaymentRequested,
  shortfallNamed,
  unfinishedOrdersNamed,
} from '@/ordering/invoices/slice';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import { ApiError } from '@/shared/api/errors';
import { errorRaised, successRaised } from '@/shared/notifications/slice';
import { sessionRejected } from '@/shared/session/events';
import { accountToken, anInvoice, anOrder, aPayment, shopUnit } from '../../features/invoices/fixtures';

// The key a command is taken with, and a device without IndexedDB: the outbox's own tests cover those.
jest.mock('@/ordering/outbox/storage', () => ({
  newCommandKey: () => 'key-1',
  keepQueued: jest.fn(() => Promise.resolve()),
  forgetQueued: jest.fn(() => Promise.resolve()),
  readQueued: jest.fn(() => Promise.resolve([])),
  acquireReplayLock: jest.fn(() => Promise.resolve(() => undefined)),
}));

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

describe('loading', () => {
  it('loads the first page with the filters in use', async () => {
    const page = { invoices: [anInvoice()], count: 1 };
    const state = stateWith();
    await expectSaga(loadList)
      .withState(state)
      .provide([[matchers.call(api.fetchInvoices, scope, state.invoices.filters, 0), page]])
      .put(listLoaded(page))
      .run();
  });

  it('reports a failed list load', async () => {
    await expectSaga(loadList)
      .withState(stateWith())
      .provide([[matchers.call.fn(api.fetchInvoices), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .put(listLoadFailed('Falha de rede'))
      .run();
  });

  it('fails without a business unit, saying so', async () => {
    const state = stateWith();
    await expectSaga(loadList)
      .withState({ ...state, auth: { ...state.auth, businessUnit: null } })
      .put(listLoadFailed('BusinessUnit is not loaded'))
      .not.call.fn(api.fetchInvoices)
      .run();
  });

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
    const state = stateWith([anInvoice({ id: 9 })]);
    const listed = { ...state, invoices: { ...state.invoices, status: 'resolved' as const } };
    await expectSaga(onLiveEvent, liveEventReceived({ channel: 'invoice', event: 'seen', id: 9 }))
      .withState(listed)
      .not.put.actionType(invoiceLoadRequested.type)
      .run();
  });

  it('reloads an invoice the server announces once the list is in use', async () => {
    const state = stateWith();
    const listed = { ...state, invoices: { ...state.invoices, status: 'resolved' as const } };
    await expectSaga(onLiveEvent, liveEventReceived({ channel: 'invoice', event: 'created', id: 9 }))
      .withState(listed)
      .put(invoiceLoadRequested(9))
      .run();
  });

  it('ignores invoice events while nothing shows invoices', async () => {
    await expectSaga(onLiveEvent, liveEventReceived({ channel: 'invoice', event: 'created', id: 9 }))
      .withState(stateWith())
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

  it('a live event reaches the reducer through the root saga', async () => {
    const fresh = anInvoice({ id: 3, createdAt: new Date().toISOString() });
    const state = stateWith();
    const { storeState } = await expectSaga(invoicesSaga)
      .withReducer(rootReducer, { ...state, invoices: { ...state.invoices, status: 'resolved' } })
      .provide([[matchers.call(api.fetchInvoice, scope, 3), fresh]])
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'created', id: 3 }))
      .put(invoiceLoaded(fresh))
      .silentRun(50);
    expect((storeState as RootState).invoices.listIds).toEqual([3]);
  });

  it('after a reconnect reloads the list and the open invoice', async () => {
    const state = stateWith();
    await expectSaga(onReconnected)
      .withState({ ...state, invoices: { ...state.invoices, status: 'resolved', openId: 5 } })
      .put(listRefreshRequested())
      .put(invoiceLoadRequested(5))
      .run();
    await expectSaga(invoicesSaga)
      .withState(state)
      .dispatch(liveReconnected())
      .not.put.actionType(listRefreshRequested.type)
      .not.put.actionType(invoiceLoadRequested.type)
      .silentRun(50);
  });

  it('joining the shop room for the first time also reloads what is on screen', async () => {
    const state = stateWith();
    await expectSaga(invoicesSaga)
      .withState({ ...state, invoices: { ...state.invoices, status: 'resolved' } })
      .provide([[matchers.call.fn(api.fetchInvoices), { invoices: [], count: 0 }]])
      .dispatch(liveConnected())
      .put(listRefreshRequested())
      .silentRun(50);
  });

  it('changing the filters reloads the list', async () => {
    await expectSaga(invoicesSaga)
      .withState(stateWith())
      .provide([[matchers.call.fn(api.fetchInvoices), { invoices: [], count: 0 }]])
      .dispatch({ type: 'invoices/filtersChanged', payload: { status: ['closed'], paymentMethods: [] } })
      .put(listLoadRequested())
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

describe("the 'Confirmar pagamento' dialog", () => {
  const waiting = aPayment({ id: 7, ownerId: 1 });
  const noMethod = anInvoice({ id: 1, prepay: true, status: 'open', paymentMethod: null, orders: [anOrder({ status: 'open' })] });
  const withKitchen = anInvoice({
    id: 1,
    status: 'closing',
    paymentMethod: 'cash',
    orders: [anOrder({ id: 5, status: 'started' }), anOrder({ id: 6, status: 'completed' })],
  });

  const withDialog = (invoice: ReturnType<typeof anInvoice>, ...events: Parameters<typeof rootReducer>[1][]) => {
    let state = stateWith([invoice]);
    for (const event of [closingDialogOpened(invoice.id), ...events]) state = rootReducer(state, event) as RootState;
    return state;
  };

  it('as it opens, finds out whether a payment waits to be informed', async () => {
    await expectSaga(lookUpClosingPayment, closingDialogOpened(1))
      .withState(withDialog(noMethod))
      .provide([[matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [waiting], count: 1 }]])
      .put(closingPaymentLookedUp({ id: 1, waitingPayment: 'waiting' }))
      .run();
    await expectSaga(lookUpClosingPayment, closingDialogOpened(1))
      .withState(withDialog(noMethod))
      .provide([[matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [], count: 0 }]])
      .put(closingPaymentLookedUp({ id: 1, waitingPayment: 'none' }))
      .run();
  });

  it('a failed look-up still lets the cashier choose and confirm', async () => {
    await expectSaga(lookUpClosingPayment, closingDialogOpened(1))
      .withState(withDialog(noMethod))
      .provide([[matchers.call.fn(paymentsApi.fetchWaitingPayments), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .put(closingPaymentLookedUp({ id: 1, waitingPayment: 'unknown' }))
      .run();
  });

  it('confirming closes with the method chosen where the comanda has none', async () => {
    const state = withDialog(noMethod, closingMethodChosen('cash'));
    await expectSaga(confirmFromDialog).withState(state).put(paymentConfirmationRequested(1, 'cash')).run();
    expect(rootReducer(state, paymentConfirmationRequested(1, 'cash')).invoices!.closingDialog).toBeNull();
  });

  it('débito is what is recorded when the cashier changes nothing', async () => {
    await expectSaga(confirmFromDialog).withState(withDialog(noMethod)).put(paymentConfirmationRequested(1, 'debitCard')).run();
  });

  it('a comanda with its own method records that one, whatever was chosen', async () => {
    const own = anInvoice({ id: 1, status: 'closing', paymentMethod: 'creditCard', orders: [] });
    await expectSaga(confirmFromDialog)
      .withState(withDialog(own, closingMethodChosen('cash')))
      .put(paymentConfirmationRequested(1, undefined))
      .run();
  });

  it('with orders still in the kitchen, the first Confirmar names them and closes nothing; the second closes', async () => {
    const first = await expectSaga(confirmFromDialog).withState(withDialog(withKitchen)).put(unfinishedOrdersNamed()).run();
    expect(first.effects.put?.some((effect) => effect.payload.action.type === paymentConfirmationRequested.type)).toBeFalsy();
    await expectSaga(confirmFromDialog)
      .withState(withDialog(withKitchen, unfinishedOrdersNamed()))
      .put(paymentConfirmationRequested(1, undefined))
      .run();
  });

  describe('cash below the total', () => {
    const cash = anInvoice({ id: 1, status: 'closing', paymentMethod: 'cash', total: 75.6, orders: [] });

    it('the first Confirmar names what is missing, the second records the cash received as a part; neither closes', async () => {
      const first = await expectSaga(confirmFromDialog)
        .withReducer(rootReducer)
        .withState(withDialog(cash, cashReceivedTyped(20)))
        .put(shortfallNamed())
        .not.put.actionType(paymentConfirmationRequested.type)
        .run();
      expect(first.storeState.invoices!.closingDialog?.shortfall).toBe('asking');
      const second = await expectSaga(confirmFromDialog)
        .withReducer(rootReducer)
        .withState(first.storeState)
        .put(partPaymentRequested({ invoiceId: 1, amount: 20, paymentMethod: 'cash', cashReceived: 20, source: { kind: 'closing' } }))
        .not.put.actionType(paymentConfirmationRequested.type)
        .run();
      expect(second.storeState.invoices!.payingPart[1]).toBe(true);
      expect(second.storeState.invoices!.entities[1]?.status).toBe('closing');
    });

    it('typing another amount starts over: enough cash closes', async () => {
      const state = withDialog(cash, cashReceivedTyped(20), shortfallNamed(), cashReceivedTyped(80));
      expect(state.invoices!.closingDialog?.shortfall).toBe('none');
      await expectSaga(confirmFromDialog).withState(state).put(paymentConfirmationRequested(1, undefined)).run();
    });

    it.each([
      ['the exact total', 75.6],
      ['nothing typed', null],
    ])('%s closes at the first Confirmar', async (_case, received) => {
      await expectSaga(confirmFromDialog)
        .withState(withDialog(cash, cashReceivedTyped(received)))
        .put(paymentConfirmationRequested(1, undefined))
        .run();
    });

    it('counts only where cash is recorded: switching to a card closes the comanda', async () => {
      const state = withDialog(noMethod, closingPaymentLookedUp({ id: 1, waitingPayment: 'waiting' }), closingMethodChosen('cash'), cashReceivedTyped(1));
      await expectSaga(confirmFromDialog).withState(state).put(shortfallNamed()).run();
      const card = rootReducer(state, closingMethodChosen('creditCard')) as RootState;
      await expectSaga(confirmFromDialog).withState(card).put(paymentConfirmationRequested(1, 'creditCard')).run();
    });
  });

  it('a comanda a colleague closed meanwhile closes the dialog instead of closing it again', async () => {
    const closed = { ...withKitchen, status: 'closed' as const };
    await expectSaga(confirmFromDialog)
      .withState(withDialog(closed))
      .put(closingDialogDismissed())
      .not.put.actionType(paymentConfirmationRequested.type)
      .run();
  });

  it('Cancelar starts nothing: the whole flow through the root saga', async () => {
    const { effects } = await expectSaga(invoicesSaga)
      .withReducer(rootReducer)
      .withState(stateWith([withKitchen]))
      .provide([[matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [], count: 0 }]])
      .dispatch(closingDialogOpened(1))
      .dispatch(closingDialogDismissed())
      .silentRun(50);
    expect((effects.call ?? []).some((effect) => effect.payload.fn === api.closeInvoice)).toBe(false);
  });

  it('through the root saga: ask, confirm again, inform the chosen method, close', async () => {
    const closed = { ...noMethod, status: 'closed' as const, orders: [] };
    const result = await expectSaga(invoicesSaga)
      .withReducer(rootReducer)
      .withState(stateWith([{ ...noMethod, orders: [anOrder({ id: 5, status: 'authorized' })] }]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [waiting], count: 1 }],
        [matchers.call.fn(paymentsApi.informPayment), { ...waiting, status: 1, method: 1 }],
        [matchers.call.fn(api.closeInvoice), closed],
      ])
      .dispatch(closingDialogOpened(1))
      .dispatch(closingMethodChosen('creditCard'))
      .dispatch(closingDialogConfirmed())
      .dispatch(closingDialogConfirmed())
      .call(paymentsApi.informPayment, scope, 7, 1, 'key-1.inform')
      .call(api.closeInvoice, scope, 1, 'key-1.close')
      .silentRun(100);
    expect(result.storeState.invoices.closingDialog).toBeNull();
    expect(result.storeState.invoices.entities[1]?.status).toBe('closed');
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
