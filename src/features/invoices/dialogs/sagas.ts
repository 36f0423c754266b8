import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { takesChange, type InvoicePaymentMethod } from '@contract/payment-methods';
import type { Invoice } from '@contract/ordering';
import type { OrderPayment } from '@contract/order-payments';
import type { QrCodeDto } from '@contract/shop';
import { messageOf } from '@/shared/api/messages';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from '@/ordering/invoices/api';
import { canConfirmPayment, isPartlyPaid, remainingOf } from '@/ordering/invoices/rules';
import {
  closingMethodsOf,
  closingRouteOf,
  mergeChoicesOf,
  preselectedMethodOf,
  settlesOnline,
  shortfallOf,
  tableChoicesOf,
  unfinishedOrderCountOf,
} from '../rules';
import { fetchAcceptedMethods } from '../split/api';
import { findWaitingPayment } from '@/ordering/invoices/sagas';
import { selectInvoiceById } from '@/ordering/invoices/selectors';
import { partPaymentRequested, paymentConfirmationRequested } from '@/ordering/invoices/slice';
import { selectClosingDialog } from './selectors';
import {
  closingDialogConfirmed,
  closingDialogDismissed,
  closingDialogOpened,
  closingMethodsLoaded,
  closingPaymentLookedUp,
  moveChoicesFailed,
  moveChoicesLoaded,
  moveDialogOpened,
  shortfallNamed,
  unfinishedOrdersNamed,
  type ClosingDialog,
} from './slice';

/** The dialog says what will be recorded, so as it opens it asks whether a payment still waits to be informed. */
export function* lookUpClosingPayment(action: PayloadAction<number>) {
  const id = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const payment: OrderPayment | null = yield call(findWaitingPayment, scope, id);
    yield put(closingPaymentLookedUp({ id, waitingPayment: payment ? 'waiting' : 'none' }));
  } catch {
    // The dialog still offers the choice; confirming looks again and says what failed.
    yield put(closingPaymentLookedUp({ id, waitingPayment: 'unknown' }));
  }
}

/** The dialog offers only what the shop accepts, and preselects only one of those. */
export function* loadClosingMethods(action: PayloadAction<number>) {
  const id = action.payload;
  let accepted: InvoicePaymentMethod[] | null = null;
  try {
    const scope: ShopScope = yield call(shopScope);
    accepted = yield call(fetchAcceptedMethods, scope);
  } catch {
    // Every counter method is offered; the server refuses one the shop does not take, in its own words.
  }
  const invoice: Invoice | undefined = yield select(selectInvoiceById, id);
  const offered = closingMethodsOf(accepted);
  yield put(closingMethodsLoaded({ id, offered, preselected: preselectedMethodOf(invoice?.paymentMethod ?? null, offered) }));
}

/**
 * 'Confirmar' in the dialog records the method the cashier chose (an online comanda's is the platform's): cash
 * typed below what is due is named with what is missing ('Registrar como pagamento parcial?') and, confirmed again,
 * recorded as a part (the comanda stays open with the rest); while the kitchen still has orders of the comanda, the
 * dialog names them and asks once more; then the comanda is closed under the method chosen (closingRouteOf).
 */
export function* confirmFromDialog() {
  const dialog: ClosingDialog | null = yield select(selectClosingDialog);
  if (!dialog) return;
  const invoice: Invoice | undefined = yield select(selectInvoiceById, dialog.invoiceId);
  if (!invoice || !canConfirmPayment(invoice)) {
    yield put(closingDialogDismissed());
    return;
  }
  const online = settlesOnline(invoice);
  // Nothing closes without a method: Confirmar waits for one to be chosen.
  if (!online && dialog.method === null) return;
  const partlyPaid = isPartlyPaid(invoice);
  const due = partlyPaid ? remainingOf(invoice) : invoice.total;
  const counted = !online && takesChange(dialog.method);
  if (counted && shortfallOf(dialog.received, due) !== null) {
    if (dialog.shortfall === 'none' || !dialog.received) {
      yield put(shortfallNamed());
      return;
    }
    const cash = dialog.received;
    yield put(partPaymentRequested({ invoiceId: invoice.id, amount: cash, paymentMethod: 'cash', cashReceived: cash, source: { kind: 'closing' } }));
    return;
  }
  if (!dialog.askingAgain && unfinishedOrderCountOf(invoice) > 0) {
    yield put(unfinishedOrdersNamed());
    return;
  }
  if (online || dialog.method === null) {
    yield put(paymentConfirmationRequested(invoice.id, undefined));
    return;
  }
  const chosen = dialog.method;
  const route = closingRouteOf({ own: invoice.paymentMethod, chosen, paymentWaits: dialog.waitingPayment === 'waiting', partlyPaid, due });
  if (route === 'lastPart') {
    const cashReceived = counted ? dialog.received : null;
    yield put(partPaymentRequested({ invoiceId: invoice.id, amount: due, paymentMethod: chosen, cashReceived, source: { kind: 'closing' } }));
    return;
  }
  yield put(paymentConfirmationRequested(invoice.id, chosen));
}

/** What 'Transferir para outra mesa' or 'Juntar com…' offers, loaded as the dialog opens. */
export function* loadMoveChoices(action: ReturnType<typeof moveDialogOpened>) {
  const { invoiceId, kind } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const invoice: Invoice | undefined = yield select(selectInvoiceById, invoiceId);
    if (!invoice) return;
    if (kind === 'transfer') {
      const qrcodes: QrCodeDto[] = yield call(api.fetchTables, scope);
      yield put(moveChoicesLoaded({ invoiceId, kind, choices: tableChoicesOf(qrcodes, invoice) }));
    } else {
      const open: Invoice[] = yield call(api.fetchOpenInvoices, scope);
      yield put(moveChoicesLoaded({ invoiceId, kind, choices: mergeChoicesOf(open, invoiceId) }));
    }
  } catch (error) {
    yield put(moveChoicesFailed({ invoiceId, error: messageOf(error) }));
  }
}

export function* invoiceDialogsSaga() {
  yield takeLatest(closingDialogOpened.type, lookUpClosingPayment);
  yield takeLatest(closingDialogOpened.type, loadClosingMethods);
  yield takeLeading(closingDialogConfirmed.type, confirmFromDialog);
  yield takeLatest(moveDialogOpened.type, loadMoveChoices);
}
