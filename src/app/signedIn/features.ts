import { all, fork } from 'redux-saga/effects';
import invoices from '../../features/invoices/slice';
import { invoicesSaga } from '../../features/invoices/sagas';
import orders from '../../features/orders/slice';
import { ordersSaga } from '../../features/orders/sagas';
import orderPayments from '../../features/order-payments/slice';
import { orderPaymentsSaga } from '../../features/order-payments/sagas';
import paymentMethods from '../../features/payment-methods/slice';
import { paymentMethodsSaga } from '../../features/payment-methods/sagas';
import qrCodes from '../../features/qr-codes/slice';
import { qrCodesSaga } from '../../features/qr-codes/sagas';
import deliverySettings from '../../features/delivery-settings/slice';
import { deliverySettingsSaga } from '../../features/delivery-settings/sagas';
import shopSettings from '../../features/settings/slice';
import { shopSettingsSaga } from '../../features/settings/sagas';
import itemGroups from '../../features/item-groups/slice';
import { itemGroupsSaga } from '../../features/item-groups/sagas';
import items from '../../features/items/slice';
import { itemsSaga } from '../../features/items/sagas';
import portions from '../../features/portions/slice';
import { portionsSaga } from '../../features/portions/sagas';
import optionGroups from '../../features/option-groups/slice';
import { optionGroupsSaga } from '../../features/option-groups/sagas';
import options from '../../features/options/slice';
import { optionsSaga } from '../../features/options/sagas';
import menuImages from '../../features/menu-images/slice';
import { menuImagesSaga } from '../../features/menu-images/sagas';
import live from '../../live/liveSlice';
import { liveSaga } from '../../live/liveSaga';

/**
 * The state and sagas of the signed-in screens. They load with the signed-in chunk, so the login page carries
 * none of them (nor the live connection's client). A feature is added here: its reducer and its root saga.
 */
export const signedInReducers = {
  itemGroups,
  items,
  portions,
  optionGroups,
  options,
  menuImages,
  invoices,
  live,
  orders,
  orderPayments,
  paymentMethods,
  qrCodes,
  deliverySettings,
  shopSettings,
};

export function* signedInSaga() {
  yield all([
    fork(itemGroupsSaga),
    fork(itemsSaga),
    fork(portionsSaga),
    fork(optionGroupsSaga),
    fork(optionsSaga),
    fork(menuImagesSaga),
    fork(liveSaga),
    fork(ordersSaga),
    fork(orderPaymentsSaga),
    fork(invoicesSaga),
    fork(paymentMethodsSaga),
    fork(qrCodesSaga),
    fork(deliverySettingsSaga),
    fork(shopSettingsSaga),
  ]);
}

export type SignedInState = { [K in keyof typeof signedInReducers]: ReturnType<(typeof signedInReducers)[K]> };
