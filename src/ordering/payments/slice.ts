import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderPayment, OrderPaymentList } from '@contract/order-payments';
import { signedOut } from '@/shared/session/events';
import { comparePaymentsNewestFirst, defaultOrderPaymentFilters, type OrderPaymentFilters } from './rules';
import type { LoadStatus } from '@/shared/lib/loadStatus';

export interface OrderPaymentsState extends EntityState<OrderPayment, number> {
  status: LoadStatus;
  error: string | null;
  paging: { offset: number; count: number; hasMore: boolean };
  more: { status: 'idle' | 'pending' | 'error'; error: string | null };
  filters: OrderPaymentFilters;
}

export const orderPaymentsAdapter = createEntityAdapter<OrderPayment>({ sortComparer: comparePaymentsNewestFirst });

export const initialOrderPaymentsState: OrderPaymentsState = orderPaymentsAdapter.getInitialState({
  status: 'idle',
  error: null,
  paging: { offset: 0, count: 0, hasMore: false },
  more: { status: 'idle', error: null },
  filters: defaultOrderPaymentFilters,
});

const pagingOf = (offset: number, count: number) => ({ offset, count, hasMore: offset < count });

const slice = createSlice({
  name: 'orderPayments',
  initialState: initialOrderPaymentsState,
  reducers: {
    orderPaymentsLoadRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    /** Live changes to invoices move payments: reload the shown list without a spinner. */
    orderPaymentsRefreshRequested() {},
    orderPaymentFiltersChanged(state, action: PayloadAction<OrderPaymentFilters>) {
      state.filters = action.payload;
      orderPaymentsAdapter.removeAll(state);
      state.paging = pagingOf(0, 0);
      state.more = { status: 'idle', error: null };
      state.status = 'pending';
      state.error = null;
    },
    orderPaymentsLoaded(state, action: PayloadAction<OrderPaymentList>) {
      orderPaymentsAdapter.setAll(state, action.payload.orderPayments);
      state.paging = pagingOf(action.payload.orderPayments.length, action.payload.count);
      state.status = 'resolved';
      state.error = null;
      state.more = { status: 'idle', error: null };
    },
    orderPaymentsLoadFailed(state, action: PayloadAction<string>) {
      // A failed quiet reload keeps what is shown.
      if (state.ids.length > 0) {
        state.status = 'resolved';
        return;
      }
      state.status = 'error';
      state.error = action.payload;
    },
    orderPaymentsMoreRequested(state) {
      state.more = { status: 'pending', error: null };
    },
    orderPaymentsMoreLoaded(state, action: PayloadAction<OrderPaymentList>) {
      orderPaymentsAdapter.upsertMany(state, action.payload.orderPayments);
      state.paging = pagingOf(state.paging.offset + action.payload.orderPayments.length, action.payload.count);
      state.more = { status: 'idle', error: null };
    },
    orderPaymentsMoreFailed(state, action: PayloadAction<string>) {
      state.more = { status: 'error', error: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialOrderPaymentsState);
  },
});

export const {
  orderPaymentsLoadRequested,
  orderPaymentsRefreshRequested,
  orderPaymentFiltersChanged,
  orderPaymentsLoaded,
  orderPaymentsLoadFailed,
  orderPaymentsMoreRequested,
  orderPaymentsMoreLoaded,
  orderPaymentsMoreFailed,
} = slice.actions;

export default slice.reducer;
