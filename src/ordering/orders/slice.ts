import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { Invoice, Order, OrderSort } from '@contract/ordering';
import { signedOut } from '@/shared/session/events';
import {
  compareNewestFirst,
  defaultOrderFilters,
  fallsInLoadedRange,
  matchesOrderFilters,
  type OrderAction,
  type OrderFilters,
} from './rules';
import type { LoadStatus } from '@/shared/lib/loadStatus';

export interface Paging {
  /** Rows of the server's list consumed so far: where the next page starts. */
  offset: number;
  count: number;
  hasMore: boolean;
}

export interface OrderDetailsState {
  /** Screens showing the order: Ionic keeps earlier pages mounted, so the same order may be open twice. */
  views: number;
  order: Order | null;
  status: LoadStatus;
  error: string | null;
  invoice: Invoice | null;
  invoiceError: string | null;
}

/** The entities are the list 'Pedidos' in the server's order; open orders live in `details`, by id. */
export interface OrdersState extends EntityState<Order, number> {
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
  /** The command running on each order; every button of that order waits for it. */
  pending: Record<number, OrderAction>;
  details: Record<number, OrderDetailsState>;
}

export const ordersAdapter = createEntityAdapter<Order>({ sortComparer: compareNewestFirst });

export const initialOrdersState: OrdersState = ordersAdapter.getInitialState({
  status: 'idle',
  error: null,
  refreshError: null,
  refreshing: false,
  paging: { offset: 0, count: 0, hasMore: false },
  more: { status: 'idle', error: null },
  filters: defaultOrderFilters,
  sort: 'newest',
  pending: {},
  details: {},
});

export interface OrderPage {
  orders: Order[];
  count: number;
}

function setPaging(state: OrdersState, offset: number, count: number) {
  state.paging = { offset, count, hasMore: offset < count };
}

/** Keeps the list and the open order in step with a fresh copy of one order. */
function applyOrder(state: OrdersState, order: Order) {
  const known = state.entities[order.id];
  const matches = matchesOrderFilters(order, state.filters);
  const { offset, count, hasMore } = state.paging;
  if (known) {
    const matched = matchesOrderFilters(known, state.filters);
    ordersAdapter.setOne(state, order);
    // It stays on screen, but the server's list no longer counts it: the next page starts one row earlier.
    if (matched && !matches) setPaging(state, offset - 1, count - 1);
    else if (!matched && matches) setPaging(state, offset + 1, count + 1);
  } else if (state.status === 'resolved' && matches) {
    const edge = state.sort === 'newest' ? state.ids[state.ids.length - 1] : state.ids[0];
    if (fallsInLoadedRange(order, state.entities[edge], hasMore, state.sort)) {
      ordersAdapter.addOne(state, order);
      setPaging(state, offset + 1, count + 1);
    }
  }
  const details = state.details[order.id];
  if (details) details.order = order;
}

/** New filters or a new sort: the list is asked for again from its first page. */
function startOver(state: OrdersState) {
  ordersAdapter.removeAll(state);
  setPaging(state, 0, 0);
  state.more = { status: 'idle', error: null };
  state.status = 'pending';
  state.error = null;
  state.refreshError = null;
}

/** The open details showing an invoice's orders. */
function detailsOfInvoice(state: OrdersState, invoiceId: number): OrderDetailsState[] {
  return Object.values(state.details).filter((details) => details.order?.invoiceId === invoiceId);
}

function finishAction(state: OrdersState, id: number) {
  delete state.pending[id];
}

const slice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
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
    ordersLoaded(state, action: PayloadAction<OrderPage>) {
      ordersAdapter.setAll(state, action.payload.orders);
      setPaging(state, action.payload.orders.length, action.payload.count);
      state.status = 'resolved';
      state.error = null;
      state.refreshError = null;
      state.refreshing = false;
      state.more = { status: 'idle', error: null };
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
    ordersMoreLoaded(state, action: PayloadAction<OrderPage>) {
      ordersAdapter.upsertMany(state, action.payload.orders);
      setPaging(state, state.paging.offset + action.payload.orders.length, action.payload.count);
      state.more = { status: 'idle', error: null };
    },
    ordersMoreFailed(state, action: PayloadAction<string>) {
      state.more = { status: 'error', error: action.payload };
    },
    /** A fresh copy of one order from the server (a live event, a command's answer, a reload). */
    orderReceived(state, action: PayloadAction<Order>) {
      applyOrder(state, action.payload);
    },
    /** A listed order that no longer matches the filters has been shown finished long enough. */
    orderLeftList(state, action: PayloadAction<number>) {
      const order = state.entities[action.payload];
      if (order && !matchesOrderFilters(order, state.filters)) ordersAdapter.removeOne(state, action.payload);
    },
    orderDetailsOpened(state, action: PayloadAction<number>) {
      const id = action.payload;
      const details = state.details[id];
      if (details) {
        details.views += 1;
        details.status = 'pending';
        return;
      }
      state.details[id] = {
        views: 1,
        order: state.entities[id] ?? null,
        status: 'pending',
        error: null,
        invoice: null,
        invoiceError: null,
      };
    },
    /** Reloads an open order without counting a new screen: retries, reconnects. */
    orderDetailsRefreshRequested(state, action: PayloadAction<number>) {
      const details = state.details[action.payload];
      if (details?.status === 'error') details.status = 'pending';
    },
    orderDetailsClosed(state, action: PayloadAction<number>) {
      const details = state.details[action.payload];
      if (!details) return;
      details.views -= 1;
      if (details.views <= 0) delete state.details[action.payload];
    },
    orderDetailsLoaded(state, action: PayloadAction<Order>) {
      applyOrder(state, action.payload);
      const details = state.details[action.payload.id];
      if (details) {
        details.status = 'resolved';
        details.error = null;
      }
    },
    orderDetailsFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      const details = state.details[action.payload.id];
      if (!details) return;
      details.status = 'error';
      details.error = action.payload.message;
    },
    orderInvoiceLoaded(state, action: PayloadAction<Invoice>) {
      // The orders inside would duplicate what this feature already holds.
      const { orders: _orders, ...invoice } = action.payload;
      for (const details of detailsOfInvoice(state, invoice.id)) {
        details.invoice = invoice;
        details.invoiceError = null;
      }
    },
    orderInvoiceFailed(state, action: PayloadAction<{ invoiceId: number; message: string }>) {
      for (const details of detailsOfInvoice(state, action.payload.invoiceId)) details.invoiceError = action.payload.message;
    },
    orderStartRequested(state, action: PayloadAction<number>) {
      state.pending[action.payload] = 'start';
    },
    orderCompleteRequested(state, action: PayloadAction<number>) {
      state.pending[action.payload] = 'complete';
    },
    orderCancelRequested(state, action: PayloadAction<number>) {
      state.pending[action.payload] = 'cancel';
    },
    orderStarted(state, action: PayloadAction<Order>) {
      finishAction(state, action.payload.id);
      applyOrder(state, action.payload);
    },
    orderCompleted(state, action: PayloadAction<Order>) {
      finishAction(state, action.payload.id);
      applyOrder(state, action.payload);
    },
    orderCanceled(state, action: PayloadAction<Order>) {
      finishAction(state, action.payload.id);
      applyOrder(state, action.payload);
    },
    orderActionFailed(state, action: PayloadAction<{ id: number; action: OrderAction; message: string }>) {
      finishAction(state, action.payload.id);
    },
    /** The rules no longer allow the command (the order moved on meanwhile): nothing was sent. */
    orderActionDropped(state, action: PayloadAction<{ id: number; action: OrderAction }>) {
      finishAction(state, action.payload.id);
    },
  },
  extraReducers: (builder) => {
    // The sort is the device's, not the staff member's: it outlives a sign-out.
    builder.addCase(signedOut, (state) => ({ ...initialOrdersState, sort: state.sort }));
  },
});

export const {
  ordersLoadRequested,
  ordersRefreshRequested,
  orderFiltersChanged,
  orderSortChanged,
  ordersLoaded,
  ordersLoadFailed,
  ordersMoreRequested,
  ordersMoreLoaded,
  ordersMoreFailed,
  orderReceived,
  orderLeftList,
  orderDetailsOpened,
  orderDetailsRefreshRequested,
  orderDetailsClosed,
  orderDetailsLoaded,
  orderDetailsFailed,
  orderInvoiceLoaded,
  orderInvoiceFailed,
  orderStartRequested,
  orderCompleteRequested,
  orderCancelRequested,
  orderStarted,
  orderCompleted,
  orderCanceled,
  orderActionFailed,
  orderActionDropped,
} = slice.actions;

export default slice.reducer;
