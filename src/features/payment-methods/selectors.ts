import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { unboundMethodsOf } from './rules';
import { paymentMethodsAdapter } from './slice';

const selectSlice = (state: RootState) => state.paymentMethods;

export const {
  selectAll: selectAllPaymentMethods,
  selectById: selectPaymentMethodById,
  selectIds: selectPaymentMethodIds,
} = paymentMethodsAdapter.getSelectors(selectSlice);

export const selectPaymentMethodsStatus = (state: RootState) => selectSlice(state).status;
export const selectPaymentMethodsError = (state: RootState) => selectSlice(state).error;
export const selectPaymentMethodDetail = (state: RootState) => selectSlice(state).detail;
export const selectBindStatus = (state: RootState) => selectSlice(state).bind;
export const selectRemoval = (state: RootState) => selectSlice(state).removal;
export const selectIsPublicPending = (state: RootState, id: number) => selectSlice(state).publicPending.includes(id);

export const selectUnboundMethods = createSelector(
  [(state: RootState) => selectSlice(state).catalogue, selectAllPaymentMethods],
  unboundMethodsOf,
);
