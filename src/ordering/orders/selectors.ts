import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { ordersAdapter } from './slice';

const selectOrdersState = (state: RootState) => state.orders;

/** Every order the store holds, newest first, whichever screen or event brought it; null for one it never received. */
export const { selectAll: selectAllOrders } = ordersAdapter.getSelectors(selectOrdersState);
export const selectOrderById = (state: RootState, id: number) => state.orders.entities[id] ?? null;

export const selectOpenOrderIds = createSelector([(state: RootState) => state.orders.details], (details) =>
  Object.keys(details).map(Number),
);
export const selectOrderDetails = (state: RootState, id: number) => state.orders.details[id] ?? null;
export const selectPendingOrderAction = (state: RootState, id: number) => state.orders.pending[id];

/** An open order's screen shows the invoice: its live events reload it. */
export const selectShowsInvoice = (state: RootState, invoiceId: number) =>
  Object.keys(state.orders.details).some((id) => state.orders.entities[Number(id)]?.invoiceId === invoiceId);
