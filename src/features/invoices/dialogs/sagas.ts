import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { takesChange } from '@contract/payment-methods';
import type { Invoice } from '@contract/ordering';
import type { OrderPayment } from '@contract/order-payments';
import type { QrCodeDto } from '@contract/shop';
import { messageOf } from '@/shared/api/messages';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import * as api from '@/ordering/invoices/api';
import { canConfirmPayment, isPartlyPaid, remainingOf } from '@/ordering/invoices/rules';
import { countsCashOf, mergeChoicesOf, shortfallOf, tableChoicesOf, unfinishedOrderCountOf } from '../rules';
import { findWaitingPayment } from '@/ordering/invoices/sagas';
import { selectInvoiceById } from '@/ordering/invoices/selectors';
import { partPaymentRequested, paymentConfirmationRequested } from '@/ordering/invoices/slice';
import { selectClosingDialog } from './selectors';
import {
  closingDialogConfirmed,
  closingDialogDismissed,
  closingDialogOpened,
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

/**
 * 'Confirmar' in the dialog: cash typed below what is due is named with what is missing ('Registrar como pagamento
 * parcial?') and, confirmed again, recorded as a part (the comanda stays open with the rest); while the kitchen still
 * has orders of the comanda, the dialog names them and asks once more; then the spec's closing runs with the method
 * staff chose, where the comanda has none of its own. A comanda already partly paid is settled by recording what
 * remains as its last part, which closes it.
 */
export function* confirmFromDialog() {
  const dialog: ClosingDialog | null = yield select(selectClosingDialog);
  if (!dialog) return;
  const invoice: Invoice | undefined = yield select(selectInvoiceById, dialog.invoiceId);
  if (!invoice || !canConfirmPayment(invoice)) {
    yield put(closingDialogDismissed());
    return;
  }
  const partly = isPartlyPaid(invoice);
  const partMethod = invoice.paymentMethod ?? dialog.method;
  const counted = partly ? takesChange(partMethod) : countsCashOf(invoice.paymentMethod, dialog.waitingPayment === 'none' ? null : dialog.method);
  const due = partly ? remainingOf(invoice) : invoice.total;
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
  // Nothing left (an order canceled after the parts): the spec's closing, with nothing more recorded.
  if (partly && due > 0) {
    const cashReceived = counted ? dialog.received : null;
    yield put(partPaymentRequested({ invoiceId: invoice.id, amount: due, paymentMethod: partMethod, cashReceived, source: { kind: 'closing' } }));
    return;
  }
  yield put(paymentConfirmationRequested(invoice.id, invoice.paymentMethod === null ? dialog.method : undefined));
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
  yield takeLeading(closingDialogConfirmed.type, confirmFromDialog);
  yield takeLatest(moveDialogOpened.type, loadMoveChoices);
}
