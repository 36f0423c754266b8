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
import { confirmFromDialog, invoiceDialogsSaga, lookUpClosingPayment } from '@/features/invoices/dialogs/sagas';
import {
  cashReceivedTyped,
  closingDialogConfirmed,
  closingDialogDismissed,
  closingDialogOpened,
  closingMethodChosen,
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
    expect(rootReducer(state, paymentConfirmationRequested(1, 'cash')).invoiceDialogs!.closingDialog).toBeNull();
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
      const state = withDialog(cash, cashReceivedTyped(20), shortfallNamed(), cashReceivedTyped(80));
      expect(state.invoiceDialogs!.closingDialog?.shortfall).toBe('none');
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
    const { effects } = await expectSaga(comandaScreen)
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
    const result = await expectSaga(comandaScreen)
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
    expect(result.storeState.invoiceDialogs!.closingDialog).toBeNull();
    expect(result.storeState.invoices.entities[1]?.status).toBe('closed');
  });
});

