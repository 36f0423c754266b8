import { all, fork } from 'redux-saga/effects';
import invoices from '../../features/invoices/slice';
import { invoicesSaga } from '../../features/invoices/sagas';
import orders from '../../features/orders/slice';
import { ordersSaga } from '../../features/orders/sagas';
import paymentMethods from '../../features/payment-methods/slice';
import { paymentMethodsSaga } from '../../features/payment-methods/sagas';
import qrCodes from '../../features/qr-codes/slice';
import { qrCodesSaga } from '../../features/qr-codes/sagas';
import live from '../../live/liveSlice';
import { liveSaga } from '../../live/liveSaga';

/**
 * The state and sagas of the signed-in screens. They load with the signed-in chunk, so the login page carries
 * none of them (nor the live connection's client). A feature is added here: its reducer and its root saga.
 */
export const signedInReducers = {
  invoices,
  live,
  orders,
  paymentMethods,
  qrCodes,
};

export function* signedInSaga() {
  yield all([fork(liveSaga), fork(ordersSaga), fork(invoicesSaga), fork(paymentMethodsSaga), fork(qrCodesSaga)]);
}

export type SignedInState = { [K in keyof typeof signedInReducers]: ReturnType<(typeof signedInReducers)[K]> };
