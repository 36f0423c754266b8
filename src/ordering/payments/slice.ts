import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderPayment, OrderPaymentList } from '@contract/order-payments';
import { signedOut } from '@/shared/session/events';
import { comparePaymentsNewestFirst } from './rules';

/** The order payments the device holds: the pages Pagamentos read (its filters and paging are features/order-payments/view). */
export type OrderPaymentsState = EntityState<OrderPayment, number>;

export const orderPaymentsAdapter = createEntityAdapter<OrderPayment>({ sortComparer: comparePaymentsNewestFirst });

export const initialOrderPaymentsState: OrderPaymentsState = orderPaymentsAdapter.getInitialState();

// The action types are the ones these records had when Pagamentos' list lived here too: recorded sessions use them.
const slice = createSlice({
  name: 'orderPayments',
  initialState: initialOrderPaymentsState,
  reducers: {
    /** A first page replaces what was held: payments that left the filters, or were deleted, go with it. */
    orderPaymentsLoaded(state, action: PayloadAction<OrderPaymentList>) {
      orderPaymentsAdapter.setAll(state, action.payload.orderPayments);
    },
    orderPaymentsMoreLoaded(state, action: PayloadAction<OrderPaymentList>) {
      orderPaymentsAdapter.upsertMany(state, action.payload.orderPayments);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialOrderPaymentsState);
  },
});

export const { orderPaymentsLoaded, orderPaymentsMoreLoaded } = slice.actions;

export default slice.reducer;
