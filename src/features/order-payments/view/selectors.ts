import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { isDefaultOrderPaymentFilters, orderPaymentFilterChipsOf } from '@/ordering/payments/rules';
import { selectAllOrderPayments } from '@/ordering/payments/selectors';

const selectListedIds = (state: RootState) => state.orderPaymentsView.ids;

/** Pagamentos as shown: the payments its pages brought, newest first. */
export const selectShownOrderPayments = createSelector([selectAllOrderPayments, selectListedIds], (payments, ids) => {
  const listed = new Set(ids);
  return payments.filter((payment) => listed.has(payment.id));
});
export const selectOrderPaymentsStatus = (state: RootState) => state.orderPaymentsView.status;
export const selectOrderPaymentsPaging = (state: RootState) => state.orderPaymentsView.paging;
export const selectOrderPaymentsMore = (state: RootState) => state.orderPaymentsView.more;
export const selectOrderPaymentFilters = (state: RootState) => state.orderPaymentsView.filters;
export const selectOrderPaymentFilterChips = createSelector([selectOrderPaymentFilters], orderPaymentFilterChipsOf);
export const selectHasDefaultOrderPaymentFilters = createSelector([selectOrderPaymentFilters], isDefaultOrderPaymentFilters);
