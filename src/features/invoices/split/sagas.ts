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
import { refusalTextOf } from '@/ordering/invoices/rules';
import { invoiceLoaded, invoiceLoadRequested } from '@/ordering/invoices/slice';
import * as api from './api';
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
 * A copy of the comanda that does not say whether it has a split (a list's) is read before the dialog takes it for
 * one with none, and sends the first split over one another device set.
 */
export function* readSplit(action: ReturnType<typeof splitDialogOpened>) {
  const { invoiceId, split } = action.payload;
  if (split !== undefined) return;
  try {
    const scope: ShopScope = yield call(shopScope);
    const invoice: Invoice = yield call(invoicesApi.fetchInvoice, scope, invoiceId);
    yield put(invoiceLoaded(invoice));
  } catch {
    // The parts wait, Pagar off, for the comanda's next reload (a live one, or the next opening).
  }
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
  yield takeLatest(splitDialogOpened.type, readSplit);
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
