import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { Order, OrderSort } from '@contract/ordering';
import { signedOut } from '@/shared/session/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import {
  compareNewestFirst,
  defaultOrderFilters,
  fallsInLoadedRange,
  matchesOrderFilters,
  type OrderFilters,
} from '@/ordering/orders/rules';
import {
  orderCanceled,
  orderCompleted,
  orderDetailsLoaded,
  orderReceived,
  ordersLoaded,
  ordersMoreLoaded,
  orderStarted,
} from '@/ordering/orders/slice';

export interface Paging {
  /** Rows of the server's list consumed so far: where the next page starts. */
  offset: number;
  count: number;
  hasMore: boolean;
}

/**
 * An order on Pedidos' list: the order itself is the ordering module's (`selectOrderById`); the list keeps where
 * it goes (its creation, never changed) and whether the server's list under these filters still counts it.
 */
export interface ListedOrder {
  id: number;
  createdAt: string;
  matchesFilters: boolean;
}

/** Pedidos' view of the orders: which of them its filters, sort and pages show, in the server's order. */
export interface OrdersViewState extends EntityState<ListedOrder, number> {
  status: LoadStatus;
  error: string | null;
  /** A reload of a list already shown failed: the list stays, flagged as possibly stale. */
  refreshError: string | null;
  refreshing: boolean;
  paging: Paging;
  more: { status: 'idle' | 'pending' | 'error'; error: string | null };
  filters: OrderFilters;
  /** The device's choice: the list is kept newest first in `ids` and shown in this order. */
  sort: OrderSort;
}

export const listedOrdersAdapter = createEntityAdapter<ListedOrder>({ sortComparer: compareNewestFirst });

export const initialOrdersViewState: OrdersViewState = listedOrdersAdapter.getInitialState({
  status: 'idle',
  error: null,
  refreshError: null,
  refreshing: false,
  paging: { offset: 0, count: 0, hasMore: false },
  more: { status: 'idle', error: null },
  filters: defaultOrderFilters,
  sort: 'newest',
});

const listedOf = (orders: Order[]): ListedOrder[] =>
  orders.map(({ id, createdAt }) => ({ id, createdAt, matchesFilters: true }));

function setPaging(state: OrdersViewState, offset: number, count: number) {
  state.paging = { offset, count, hasMore: offset < count };
}

/** Keeps the list in step with a fresh copy of one order: it may join the list, or stop counting in it. */
function applyOrder(state: OrdersViewState, order: Order) {
  const listed = state.entities[order.id];
  const matches = matchesOrderFilters(order, state.filters);
  const { offset, count, hasMore } = state.paging;
  if (listed) {
    // It stays on screen, but the server's list no longer counts it: the next page starts one row earlier.
    if (listed.matchesFilters && !matches) setPaging(state, offset - 1, count - 1);
    else if (!listed.matchesFilters && matches) setPaging(state, offset + 1, count + 1);
    listed.matchesFilters = matches;
  } else if (state.status === 'resolved' && matches) {
    const edge = state.sort === 'newest' ? state.ids[state.ids.length - 1] : state.ids[0];
    if (fallsInLoadedRange(order, state.entities[edge], hasMore, state.sort)) {
      listedOrdersAdapter.addOne(state, { id: order.id, createdAt: order.createdAt, matchesFilters: true });
      setPaging(state, offset + 1, count + 1);
    }
  }
}

/** New filters or a new sort: the list is asked for again from its first page. */
function startOver(state: OrdersViewState) {
  listedOrdersAdapter.removeAll(state);
  setPaging(state, 0, 0);
  state.more = { status: 'idle', error: null };
  state.status = 'pending';
  state.error = null;
  state.refreshError = null;
}

const applyReceived = (state: OrdersViewState, action: PayloadAction<Order>) => applyOrder(state, action.payload);

// The action types are the ones this list had when it lived in the ordering module: recorded sessions use them.
const slice = createSlice({
  name: 'orders',
  initialState: initialOrdersViewState,
  reducers: {
    ordersLoadRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    /** Reloads what is shown without a spinner: pull to refresh, reconnects. */
    ordersRefreshRequested(state) {
      state.refreshing = true;
    },
    orderFiltersChanged(state, action: PayloadAction<OrderFilters>) {
      state.filters = action.payload;
      startOver(state);
    },
    /** The device's sort, chosen on Pedidos or read back at start: a list already asked for loads again. */
    orderSortChanged(state, action: PayloadAction<OrderSort>) {
      if (state.sort === action.payload) return;
      state.sort = action.payload;
      if (state.status !== 'idle') startOver(state);
    },
    ordersLoadFailed(state, action: PayloadAction<string>) {
      state.refreshing = false;
      if (state.ids.length > 0) {
        state.status = 'resolved';
        state.refreshError = action.payload;
      } else {
        state.status = 'error';
        state.error = action.payload;
      }
    },
    ordersMoreRequested(state) {
      state.more = { status: 'pending', error: null };
    },
    ordersMoreFailed(state, action: PayloadAction<string>) {
      state.more = { status: 'error', error: action.payload };
    },
    /** A listed order that no longer matches the filters has been shown finished long enough. */
    orderLeftList(state, action: PayloadAction<number>) {
      if (state.entities[action.payload]?.matchesFilters === false) listedOrdersAdapter.removeOne(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(ordersLoaded, (state, action) => {
        listedOrdersAdapter.setAll(state, listedOf(action.payload.orders));
        setPaging(state, action.payload.orders.length, action.payload.count);
        state.status = 'resolved';
        state.error = null;
        state.refreshError = null;
        state.refreshing = false;
        state.more = { status: 'idle', error: null };
      })
      .addCase(ordersMoreLoaded, (state, action) => {
        listedOrdersAdapter.setMany(state, listedOf(action.payload.orders));
        setPaging(state, state.paging.offset + action.payload.orders.length, action.payload.count);
        state.more = { status: 'idle', error: null };
      })
      .addCase(orderReceived, applyReceived)
      .addCase(orderDetailsLoaded, applyReceived)
      .addCase(orderStarted, applyReceived)
      .addCase(orderCompleted, applyReceived)
      .addCase(orderCanceled, applyReceived)
      // The sort is the device's, not the staff member's: it outlives a sign-out.
      .addCase(signedOut, (state) => ({ ...initialOrdersViewState, sort: state.sort }));
  },
});

export const {
  ordersLoadRequested,
  ordersRefreshRequested,
  orderFiltersChanged,
  orderSortChanged,
  ordersLoadFailed,
  ordersMoreRequested,
  ordersMoreFailed,
  orderLeftList,
} = slice.actions;

export default slice.reducer;
