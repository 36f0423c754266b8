import type { OrderPayment } from '@contract/order-payments';
import type { RootState } from '@/app/rootReducer';
import { rootReducer } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { orderPaymentsViewGroup } from '@/features/order-payments/view/group';
import { initialOrderPaymentsViewState } from '@/features/order-payments/view/slice';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import type { OrderPaymentFilters } from '@/ordering/payments/rules';
import { accountToken, shopUnit } from '../orders/fixtures';

injectSignedInReducers();
// Pagamentos' screens install their list (pageChunks.ts); these tests hold it beside the payments.
injectFeatureReducers(orderPaymentsViewGroup);

export const scope = { accountId: 4, shopId: 10 };

export const payment = (overrides: Partial<OrderPayment> = {}): OrderPayment => ({
  id: 1,
  status: 0,
  createAt: '2025-11-20T15:00:00.000Z',
  lastUpdate: '2025-11-20T15:00:00.000Z',
  amount: 49.8,
  ownerId: 50,
  invoiceCode: '7',
  invoiceLocation: 'Mesa 2',
  method: null,
  ...overrides,
});

export function stateWith(options: { filters?: OrderPaymentFilters } = {}): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  return {
    ...base,
    auth: { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit },
    orderPaymentsView: { ...initialOrderPaymentsViewState, filters: options.filters ?? initialOrderPaymentsViewState.filters },
  };
}
