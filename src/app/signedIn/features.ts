import { all, fork } from 'redux-saga/effects';
import invoices from '@/ordering/invoices/slice';
import { invoicesSaga } from '@/ordering/invoices/sagas';
import orders from '@/ordering/orders/slice';
import { ordersSaga } from '@/ordering/orders/sagas';
import ordersView from '@/features/orders/view/slice';
import invoicesView from '@/features/invoices/list/slice';
import { invoicesViewSaga } from '@/features/invoices/list/sagas';
import { ordersViewSaga } from '@/features/orders/view/sagas';
import orderPayments from '@/ordering/payments/slice';
import live from '@/live/liveSlice';
import orderAlerts from '@/ordering/alerts/slice';
import orderPause from '@/features/order-pause/slice';
import { orderPauseSaga } from '@/features/order-pause/sagas';
import alertSettings from '@/ordering/alerts/settings';
import { orderAlertsSaga } from '@/ordering/alerts/sagas';
import { liveSaga } from '@/live/liveSaga';
import tableCalls from '@/ordering/calls/slice';
import { tableCallsSaga } from '@/ordering/calls/sagas';
import outbox from '@/ordering/outbox/slice';
import { outboxSaga } from '@/ordering/outbox/sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/**
 * Live operations: what every signed-in screen needs from the start (the live connection, orders, invoices,
 * payments, and whether the shop paused new orders), and the lists of Pedidos and Comandas over them, which a start
 * on either screen loads before the screen's code arrives. They load with the signed-in chunk, so the login
 * page carries none of them. The menu and the shop's setup load with their own screens (menuFeatures.ts, setupFeatures.ts).
 */
export const liveOperationsReducers = { invoices, invoicesView, live, orders, ordersView, orderAlerts, alertSettings, orderPayments, orderPause, tableCalls, outbox };

export const liveOperations = {
  name: 'liveOperations',
  reducers: liveOperationsReducers,
  *saga(): Generator {
    yield all([fork(liveSaga), fork(ordersSaga), fork(ordersViewSaga), fork(orderAlertsSaga), fork(invoicesSaga), fork(invoicesViewSaga), fork(orderPauseSaga), fork(tableCallsSaga), fork(outboxSaga)]);
  },
} satisfies FeatureGroup;
