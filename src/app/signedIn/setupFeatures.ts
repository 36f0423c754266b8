import { all, fork } from 'redux-saga/effects';
import deliverySettings from '@/features/delivery-settings/slice';
import { deliverySettingsSaga } from '@/features/delivery-settings/sagas';
import paymentMethods from '@/features/payment-methods/slice';
import { paymentMethodsSaga } from '@/features/payment-methods/sagas';
import qrCodes from '@/features/qr-codes/slice';
import { qrCodesSaga } from '@/features/qr-codes/sagas';
import shopSettings from '@/features/settings/slice';
import { shopSettingsSaga } from '@/features/settings/sagas';
import pixSettings from '@/features/pix/slice';
import { pixSettingsSaga } from '@/features/pix/sagas';
import pushNotifications from '@/features/push/slice';
import { pushNotificationsSaga } from '@/features/push/sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/** The shop's setup: payment methods, the Pix key, QR codes, delivery, the menu mode and this device's notifications. */
export const shopSetupReducers = { paymentMethods, qrCodes, deliverySettings, shopSettings, pushNotifications, pixSettings };

export const shopSetup = {
  name: 'shopSetup',
  reducers: shopSetupReducers,
  *saga(): Generator {
    yield all([fork(paymentMethodsSaga), fork(qrCodesSaga), fork(deliverySettingsSaga), fork(shopSettingsSaga), fork(pushNotificationsSaga), fork(pixSettingsSaga)]);
  },
} satisfies FeatureGroup;
