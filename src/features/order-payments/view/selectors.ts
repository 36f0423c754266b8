import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { isDefaultOrderPaymentFilters, orderPaymentFilterChipsOf } from '@/ordering/payments/rules';
import { selectAllOrderPayments } from '@/ordering/payments/selectors';
import { initialOrderPaymentsViewState } from './slice';

// Installed with Pagamentos' screens (group.ts): before they open, the list is as it starts.
const selectView = (state: RootState) => state.orderPaymentsView ?? initialOrderPaymentsViewState;
const selectListedIds = (state: RootState) => selectView(state).ids;

/** Pagamentos as shown: the payments its pages brought, newest first. */
export const selectShownOrderPayments = createSelector([selectAllOrderPayments, selectListedIds], (payments, ids) => {
  const listed = new Set(ids);
  return payments.filter((payment) => listed.has(payment.id));
});
export const selectOrderPaymentsStatus = (state: RootState) => selectView(state).status;
export const selectOrderPaymentsPaging = (state: RootState) => selectView(state).paging;
export const selectOrderPaymentsMore = (state: RootState) => selectView(state).more;
export const selectOrderPaymentFilters = (state: RootState) => selectView(state).filters;
export const selectOrderPaymentFilterChips = createSelector([selectOrderPaymentFilters], orderPaymentFilterChipsOf);
export const selectHasDefaultOrderPaymentFilters = createSelector([selectOrderPaymentFilters], isDefaultOrderPaymentFilters);
