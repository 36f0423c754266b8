import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { selectBusinessUnit, selectProviderId } from '../auth/selectors';
import { unboundMethodsOf } from './rules';
import { paymentMethodsAdapter } from './slice';

/** The provider and shop every payments call is scoped to; null until the session has both. */
export interface ProviderShop {
  providerId: number;
  shopId: number;
}

export const selectProviderShop = createSelector([selectProviderId, selectBusinessUnit], (providerId, unit): ProviderShop | null =>
  providerId !== null && unit ? { providerId, shopId: unit.id } : null,
);

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
