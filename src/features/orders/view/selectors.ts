import { createSelector } from '@reduxjs/toolkit';
import type { Order } from '@contract/ordering';
import type { RootState } from '@/app/rootReducer';
import { isDefaultOrderFilters, orderFilterChipsOf } from '@/ordering/orders/rules';
import { listedOrdersAdapter } from './slice';

const selectOrdersView = (state: RootState) => state.ordersView;

export const { selectIds: selectListedOrderIds, selectById: selectListedOrder } = listedOrdersAdapter.getSelectors(selectOrdersView);

export const selectOrdersStatus = (state: RootState) => state.ordersView.status;
export const selectOrdersRefreshError = (state: RootState) => state.ordersView.refreshError;
export const selectOrdersRefreshing = (state: RootState) => state.ordersView.refreshing;
export const selectOrdersPaging = (state: RootState) => state.ordersView.paging;
export const selectOrdersMore = (state: RootState) => state.ordersView.more;
export const selectOrderFilters = (state: RootState) => state.ordersView.filters;
export const selectOrderSort = (state: RootState) => state.ordersView.sort;

/** Pedidos as shown: its orders, kept newest first, read backwards for a device that chose oldest first. */
export const selectShownOrders = createSelector(
  [selectListedOrderIds, (state: RootState) => state.orders.entities, selectOrderSort],
  (ids, orders, sort) => {
    const listed = ids.map((id) => orders[id]).filter((order): order is Order => order !== undefined);
    return sort === 'oldest' ? listed.reverse() : listed;
  },
);
export const selectOrderFilterChips = createSelector([selectOrderFilters], orderFilterChipsOf);
export const selectHasDefaultOrderFilters = createSelector([selectOrderFilters], isDefaultOrderFilters);
