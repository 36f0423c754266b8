import orderPaymentsView from './slice';
import { orderPaymentsViewSaga } from './sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/**
 * Pagamentos' list: its filters, paging and live refresh, installed with its screens (pageChunks.ts) rather than
 * loaded with Pedidos; the payments themselves are the ordering module's (ordering/payments).
 */
export const orderPaymentsViewReducers = { orderPaymentsView };

export const orderPaymentsViewGroup = {
  name: 'orderPaymentsView',
  reducers: orderPaymentsViewReducers,
  saga: orderPaymentsViewSaga,
} satisfies FeatureGroup;
