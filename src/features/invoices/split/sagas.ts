import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, put, take, takeLatest } from 'redux-saga/effects';
import type { Invoice } from '@contract/ordering';
import type { InvoicePaymentMethod } from '@contract/payment-methods';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import { ApiError } from '@/shared/api/errors';
import { notifyError } from '@/shared/notifications/effects';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import * as invoicesApi from '@/ordering/invoices/api';
import { canConfirmPayment, refusalTextOf } from '@/ordering/invoices/rules';
import { invoiceLoaded, invoiceLoadRequested } from '@/ordering/invoices/slice';
import * as api from './api';
import { FIRST_SPLIT } from './rules';
import { acceptedMethodsLoaded, splitChangeRequested, splitChangeSettled, splitDialogOpened } from './slice';

/** The methods the shop accepts, for the parts' forms; without them the counter's four stay offered. */
export function* loadAcceptedMethods(action: ReturnType<typeof splitDialogOpened>) {
  const { invoiceId } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const methods: InvoicePaymentMethod[] = yield call(api.fetchAcceptedMethods, scope);
    yield put(acceptedMethodsLoaded({ invoiceId, methods }));
  } catch {
    // The server refuses a method the shop does not take, saying so.
  }
}

/**
 * A comanda with no split yet gets the first one (two equal parts) on the server as the dialog opens, so its parts
 * can be paid and every device shows the same. A copy that does not say (a list's) is read first rather than
 * taken for none, which would undo a split another device set.
 */
export function* startSplit(action: ReturnType<typeof splitDialogOpened>) {
  const { invoiceId } = action.payload;
  let split = action.payload.split;
  try {
    if (split === undefined) {
      const scope: ShopScope = yield call(shopScope);
      const invoice: Invoice = yield call(invoicesApi.fetchInvoice, scope, invoiceId);
      yield put(invoiceLoaded(invoice));
      if (!canConfirmPayment(invoice)) return;
      split = invoice.split;
    }
  } catch {
    // The dialog shows the first split; its parts wait for a reload (the live one, or the next opening).
    return;
  }
  if (split === null) yield put(splitChangeRequested({ invoiceId, change: FIRST_SPLIT }));
}

/**
 * Sends one change of the split. The comanda it answers goes to the ordering module; a refusal is told in the
 * server's words and the comanda read again, so the dialog shows where it stands and stays usable.
 */
export function* sendSplit(action: ReturnType<typeof splitChangeRequested>) {
  const { invoiceId, change } = action.payload;
  try {
    const scope: ShopScope = yield call(shopScope);
    const invoice: Invoice = yield call(api.setSplit, scope, invoiceId, change);
    yield put(invoiceLoaded(invoice));
    yield put(splitChangeSettled({ invoiceId, change }));
  } catch (error) {
    yield put(splitChangeSettled({ invoiceId, change }));
    const refused = error instanceof ApiError && (error.status === 400 || error.status === 409);
    yield notifyError(refused ? refusalTextOf(error.message) : UPDATE_FAILED, error);
    yield put(invoiceLoadRequested(invoiceId));
  }
}

/**
 * 'Dividir conta': the split opens with the methods the shop accepts, and its changes go to the server. A part is
 * sent by the comandas' module (ordering/invoices, `partPaymentRequested`), which 'Registrar parcial' uses too.
 */
export function* invoiceSplitSaga() {
  yield takeLatest(splitDialogOpened.type, loadAcceptedMethods);
  yield takeLatest(splitDialogOpened.type, startSplit);
  yield call(sendSplitsInTurn);
}

/**
 * Rapid taps, the last one wins: the changes go one at a time, and those tapped while one is on its way collapse into
 * the last (a sliding buffer of one), so the server never takes an earlier tap after a later one.
 */
export function* sendSplitsInTurn() {
  const changes: Channel<ReturnType<typeof splitChangeRequested>> = yield actionChannel(splitChangeRequested.type, buffers.sliding(1));
  for (;;) {
    const action: ReturnType<typeof splitChangeRequested> = yield take(changes);
    yield call(sendSplit, action);
  }
}
