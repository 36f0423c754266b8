import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import { defaultOrderPaymentFilters, type OrderPaymentFilters } from '@/ordering/payments/rules';
import { orderPaymentsLoaded, orderPaymentsMoreLoaded } from '@/ordering/payments/slice';

/** Pagamentos' view of the order payments: its filters and how far its pages go; the payments are the module's. */
export interface OrderPaymentsViewState {
  /** The payments its pages brought under these filters; the module keeps them in order, newest first. */
  ids: number[];
  status: LoadStatus;
  error: string | null;
  paging: { offset: number; count: number; hasMore: boolean };
  more: { status: 'idle' | 'pending' | 'error'; error: string | null };
  filters: OrderPaymentFilters;
}

export const initialOrderPaymentsViewState: OrderPaymentsViewState = {
  ids: [],
  status: 'idle',
  error: null,
  paging: { offset: 0, count: 0, hasMore: false },
  more: { status: 'idle', error: null },
  filters: defaultOrderPaymentFilters,
};

const pagingOf = (offset: number, count: number) => ({ offset, count, hasMore: offset < count });

// The action types are the ones this list had when it lived in the ordering module: recorded sessions use them.
const slice = createSlice({
  name: 'orderPayments',
  initialState: initialOrderPaymentsViewState,
  reducers: {
    orderPaymentsLoadRequested(state) {
      state.status = 'pending';
      state.error = null;
    },
    /** Live changes to invoices move payments: reload the shown list without a spinner. */
    orderPaymentsRefreshRequested() {},
    orderPaymentFiltersChanged(state, action: PayloadAction<OrderPaymentFilters>) {
      state.filters = action.payload;
      state.ids = [];
      state.paging = pagingOf(0, 0);
      state.more = { status: 'idle', error: null };
      state.status = 'pending';
      state.error = null;
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
    orderPaymentsMoreFailed(state, action: PayloadAction<string>) {
      state.more = { status: 'error', error: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(orderPaymentsLoaded, (state, action) => {
        state.ids = action.payload.orderPayments.map((payment) => payment.id);
        state.paging = pagingOf(action.payload.orderPayments.length, action.payload.count);
        state.status = 'resolved';
        state.error = null;
        state.more = { status: 'idle', error: null };
      })
      .addCase(orderPaymentsMoreLoaded, (state, action) => {
        const listed = new Set(state.ids);
        state.ids.push(...action.payload.orderPayments.map((payment) => payment.id).filter((id) => !listed.has(id)));
        state.paging = pagingOf(state.paging.offset + action.payload.orderPayments.length, action.payload.count);
        state.more = { status: 'idle', error: null };
      })
      .addCase(signedOut, () => initialOrderPaymentsViewState);
  },
});

export const {
  orderPaymentsLoadRequested,
  orderPaymentsRefreshRequested,
  orderPaymentFiltersChanged,
  orderPaymentsLoadFailed,
  orderPaymentsMoreRequested,
  orderPaymentsMoreFailed,
} = slice.actions;

export default slice.reducer;
