import { call, put, takeLatest } from 'redux-saga/effects';
import { shopScope } from '@/session/scope';
import type { ShopScope } from '@/shared/session/scope';
import type { InvoicePaymentMethod } from '@contract/payment-methods';
import * as api from './api';
import { acceptedMethodsLoaded, splitDialogOpened } from './slice';

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
 * 'Dividir conta': the split opens with the methods the shop accepts. A part is sent by the comandas' module
 * (ordering/invoices, `partPaymentRequested`), which 'Registrar parcial' uses too.
 */
export function* invoiceSplitSaga() {
  yield takeLatest(splitDialogOpened.type, loadAcceptedMethods);
}
