import { all, fork } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import * as api from '@/ordering/invoices/api';
import * as paymentsApi from '@/ordering/payments/api';
import { invoicesSaga } from '@/ordering/invoices/sagas';
import { invoiceLoaded, partPaymentRequested, paymentConfirmationRequested } from '@/ordering/invoices/slice';
import { invoiceDialogsGroup } from '@/features/invoices/dialogs/group';
import { confirmFromDialog, invoiceDialogsSaga, loadClosingMethods, lookUpClosingPayment } from '@/features/invoices/dialogs/sagas';
import * as splitApi from '@/features/invoices/split/api';
import { closingMethodsOf, preselectedMethodOf } from '@/features/invoices/rules';
import {
  cashReceivedTyped,
  closingDialogConfirmed,
  closingDialogDismissed,
  closingDialogOpened,
  closingMethodChosen,
  closingMethodsLoaded,
  closingPaymentLookedUp,
  shortfallNamed,
  unfinishedOrdersNamed,
} from '@/features/invoices/dialogs/slice';
import { ApiError } from '@/shared/api/errors';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { accountToken, anInvoice, anOrder, aPayment, shopUnit } from './fixtures';
import type { StubModule } from '../../support/outboxStorageStub';

jest.mock('@/ordering/outbox/storage', () => jest.requireActual<StubModule>('../../support/outboxStorageStub').outboxStorageStub());

injectSignedInReducers();
// The comanda's screen installs its dialogs (useFeatureGroup); these tests hold their state beside the comandas'.
injectFeatureReducers(invoiceDialogsGroup);
const scope = { accountId: 4, shopId: 10 };

function stateWith(invoices: ReturnType<typeof anInvoice>[]): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  let state: RootState = { ...base, auth: { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit } };
  for (const invoice of invoices) state = rootReducer(state, invoiceLoaded(invoice)) as RootState;
  return state;
}

/** What runs while a comanda's screen is open: the comandas' module and the screen's dialogs. */
function* comandaScreen() {
  yield all([fork(invoicesSaga), fork(invoiceDialogsSaga)]);
}

describe("the 'Confirmar pagamento' dialog", () => {
  const waiting = aPayment({ id: 7, ownerId: 1 });
  const noMethod = anInvoice({ id: 1, prepay: true, status: 'open', paymentMethod: null, orders: [anOrder({ status: 'open' })] });
  const withKitchen = anInvoice({
    id: 1,
    status: 'closing',
    paymentMethod: 'cash',
    orders: [anOrder({ id: 5, status: 'started' }), anOrder({ id: 6, status: 'completed' })],
  });

  const offered = closingMethodsOf(null);
  /** The dialog as the cashier sees it once open: every counter method offered, the comanda's own preselected. */
  const withDialog = (invoice: ReturnType<typeof anInvoice>, ...events: Parameters<typeof rootReducer>[1][]) => {
    let state = stateWith([invoice]);
    const loaded = closingMethodsLoaded({ id: invoice.id, offered, preselected: preselectedMethodOf(invoice.paymentMethod, offered) });
    for (const event of [closingDialogOpened(invoice.id), loaded, ...events]) state = rootReducer(state, event) as RootState;
    return state;
  };
  const paymentWaits = closingPaymentLookedUp({ id: 1, waitingPayment: 'waiting' });
  const noPaymentWaits = closingPaymentLookedUp({ id: 1, waitingPayment: 'none' });

  it('as it opens, offers only the methods the shop accepts and preselects none it does not', async () => {
    const debitCustomer = anInvoice({ id: 1, status: 'closing', paymentMethod: 'debitCard', orders: [] });
    const result = await expectSaga(loadClosingMethods, closingDialogOpened(1))
      .withReducer(rootReducer)
      .withState(rootReducer(stateWith([debitCustomer]), closingDialogOpened(1)) as RootState)
      .provide([[matchers.call.fn(splitApi.fetchAcceptedMethods), ['cash', 'creditCard', 'pix', 'online']]])
      .put(closingMethodsLoaded({ id: 1, offered: ['cash', 'creditCard', 'pix'], preselected: null }))
      .run();
    expect(result.storeState.invoiceDialogs!.closingDialog?.method).toBeNull();
  });

  it('the shop’s list unread, offers every counter method and preselects the customer’s', async () => {
    await expectSaga(loadClosingMethods, closingDialogOpened(1))
      .withState(rootReducer(stateWith([{ ...noMethod, paymentMethod: 'pix' }]), closingDialogOpened(1)) as RootState)
      .provide([[matchers.call.fn(splitApi.fetchAcceptedMethods), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .put(closingMethodsLoaded({ id: 1, offered, preselected: 'pix' }))
      .run();
  });

  it('a method the cashier chose before the list arrived stays chosen', () => {
    let state = rootReducer(stateWith([noMethod]), closingDialogOpened(1)) as RootState;
    state = rootReducer(state, closingMethodChosen('pix')) as RootState;
    state = rootReducer(state, closingMethodsLoaded({ id: 1, offered, preselected: 'cash' })) as RootState;
    expect(state.invoiceDialogs!.closingDialog?.method).toBe('pix');
  });

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
    const state = withDialog(noMethod, paymentWaits, closingMethodChosen('cash'));
    await expectSaga(confirmFromDialog).withState(state).put(paymentConfirmationRequested(1, 'cash')).run();
    expect(rootReducer(state, paymentConfirmationRequested(1, 'cash')).invoiceDialogs!.closingDialog).toBeNull();
  });

  it('nothing closes while no method is chosen', async () => {
    const { effects } = await expectSaga(confirmFromDialog).withState(withDialog(noMethod, paymentWaits)).run();
    expect(effects.put).toBeUndefined();
  });

  it('no payment waiting: the total is recorded as the last part under the method chosen, cash with what was received', async () => {
    const open = anInvoice({ id: 1, status: 'open', paymentMethod: null, total: 75.6, orders: [] });
    await expectSaga(confirmFromDialog)
      .withState(withDialog(open, noPaymentWaits, closingMethodChosen('cash'), cashReceivedTyped(1000)))
      .put(partPaymentRequested({ invoiceId: 1, amount: 75.6, paymentMethod: 'cash', cashReceived: 1000, source: { kind: 'closing' } }))
      .not.put.actionType(paymentConfirmationRequested.type)
      .run();
  });

  it('the customer chose cash, the cashier takes Pix: Pix is what is recorded', async () => {
    const own = anInvoice({ id: 1, status: 'closing', paymentMethod: 'cash', total: 40, orders: [] });
    await expectSaga(confirmFromDialog)
      .withState(withDialog(own, paymentWaits, closingMethodChosen('pix')))
      .put(partPaymentRequested({ invoiceId: 1, amount: 40, paymentMethod: 'pix', cashReceived: null, source: { kind: 'closing' } }))
      .run();
  });

  it('an online comanda is only closed, as the spec says', async () => {
    const online = anInvoice({ id: 1, status: 'closing', paymentMethod: 'online', orders: [] });
    await expectSaga(confirmFromDialog).withState(withDialog(online, paymentWaits)).put(paymentConfirmationRequested(1, undefined)).run();
  });

  it('with orders still in the kitchen, the first Confirmar names them and closes nothing; the second closes', async () => {
    const first = await expectSaga(confirmFromDialog).withState(withDialog(withKitchen, paymentWaits)).put(unfinishedOrdersNamed()).run();
    expect(first.effects.put?.some((effect) => effect.payload.action.type === paymentConfirmationRequested.type)).toBeFalsy();
    await expectSaga(confirmFromDialog)
      .withState(withDialog(withKitchen, paymentWaits, unfinishedOrdersNamed()))
      .put(paymentConfirmationRequested(1, 'cash'))
      .run();
  });

  describe('cash below the total', () => {
    const cash = anInvoice({ id: 1, status: 'closing', paymentMethod: 'cash', total: 75.6, orders: [] });

    it('the first Confirmar names what is missing, the second records the cash received as a part; neither closes', async () => {
      const first = await expectSaga(confirmFromDialog)
        .withReducer(rootReducer)
        .withState(withDialog(cash, paymentWaits, cashReceivedTyped(20)))
        .put(shortfallNamed())
        .not.put.actionType(paymentConfirmationRequested.type)
        .run();
      expect(first.storeState.invoiceDialogs!.closingDialog?.shortfall).toBe('asking');
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
      const state = withDialog(cash, paymentWaits, cashReceivedTyped(20), shortfallNamed(), cashReceivedTyped(80));
      expect(state.invoiceDialogs!.closingDialog?.shortfall).toBe('none');
      await expectSaga(confirmFromDialog).withState(state).put(paymentConfirmationRequested(1, 'cash')).run();
    });

    it.each([
      ['the exact total', 75.6],
      ['nothing typed', null],
    ])('%s closes at the first Confirmar', async (_case, received) => {
      await expectSaga(confirmFromDialog)
        .withState(withDialog(cash, paymentWaits, cashReceivedTyped(received)))
        .put(paymentConfirmationRequested(1, 'cash'))
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
    const { effects } = await expectSaga(comandaScreen)
      .withReducer(rootReducer)
      .withState(stateWith([withKitchen]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [], count: 0 }],
        [matchers.call.fn(splitApi.fetchAcceptedMethods), ['cash']],
      ])
      .dispatch(closingDialogOpened(1))
      .dispatch(closingDialogDismissed())
      .silentRun(50);
    expect((effects.call ?? []).some((effect) => effect.payload.fn === api.closeInvoice)).toBe(false);
  });

  it('through the root saga: ask, confirm again, inform the chosen method, close', async () => {
    const closed = { ...noMethod, status: 'closed' as const, orders: [] };
    const result = await expectSaga(comandaScreen)
      .withReducer(rootReducer)
      .withState(stateWith([{ ...noMethod, orders: [anOrder({ id: 5, status: 'authorized' })] }]))
      .provide([
        [matchers.call.fn(paymentsApi.fetchWaitingPayments), { orderPayments: [waiting], count: 1 }],
        [matchers.call.fn(splitApi.fetchAcceptedMethods), ['cash', 'creditCard']],
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
    expect(result.storeState.invoiceDialogs!.closingDialog).toBeNull();
    expect(result.storeState.invoices.entities[1]?.status).toBe('closed');
  });
});

