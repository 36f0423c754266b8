import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { isDefaultOrderFilters, orderFilterChipsOf } from './rules';
import { ordersAdapter } from './slice';

const selectOrdersState = (state: RootState) => state.orders;

export const { selectAll: selectAllOrders, selectById: selectListedOrderById } = ordersAdapter.getSelectors(selectOrdersState);

export const selectOrdersStatus = (state: RootState) => state.orders.status;
export const selectOrdersError = (state: RootState) => state.orders.error;
export const selectOrdersRefreshError = (state: RootState) => state.orders.refreshError;
export const selectOrdersRefreshing = (state: RootState) => state.orders.refreshing;
export const selectOrdersPaging = (state: RootState) => state.orders.paging;
export const selectOrdersMore = (state: RootState) => state.orders.more;
export const selectOrderFilters = (state: RootState) => state.orders.filters;
export const selectOrderSort = (state: RootState) => state.orders.sort;
/** Pedidos as shown: the list is kept newest first, and read backwards for a device that chose oldest first. */
export const selectShownOrders = createSelector([selectAllOrders, selectOrderSort], (orders, sort) =>
  sort === 'oldest' ? [...orders].reverse() : orders,
);
export const selectOrderFilterChips = createSelector([selectOrderFilters], orderFilterChipsOf);
export const selectHasDefaultOrderFilters = createSelector([selectOrderFilters], isDefaultOrderFilters);
export const selectOpenOrderIds = createSelector([(state: RootState) => state.orders.details], (details) =>
  Object.keys(details).map(Number),
);
export const selectOrderDetails = (state: RootState, id: number) => state.orders.details[id] ?? null;
export const selectPendingOrderAction = (state: RootState, id: number) => state.orders.pending[id];

/** The freshest copy known of an order: the open one, else the listed one. */
export const selectOrderById = (state: RootState, id: number) =>
  state.orders.details[id]?.order ?? state.orders.entities[id] ?? null;

/** The account and shop every ordering call is scoped to; null until the session knows its shop. */
