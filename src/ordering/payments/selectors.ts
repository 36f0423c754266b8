import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { isDefaultOrderPaymentFilters, orderPaymentFilterChipsOf } from './rules';
import { orderPaymentsAdapter } from './slice';

export const { selectAll: selectAllOrderPayments } = orderPaymentsAdapter.getSelectors((state: RootState) => state.orderPayments);

export const selectOrderPaymentsStatus = (state: RootState) => state.orderPayments.status;
export const selectOrderPaymentsPaging = (state: RootState) => state.orderPayments.paging;
export const selectOrderPaymentsMore = (state: RootState) => state.orderPayments.more;
export const selectOrderPaymentFilters = (state: RootState) => state.orderPayments.filters;
export const selectOrderPaymentFilterChips = createSelector([selectOrderPaymentFilters], orderPaymentFilterChipsOf);
export const selectHasDefaultOrderPaymentFilters = createSelector([selectOrderPaymentFilters], isDefaultOrderPaymentFilters);

/** The provider and shop the payment calls are scoped to; null until the session knows its shop. */
