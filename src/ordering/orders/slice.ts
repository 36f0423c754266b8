import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { Invoice, Order } from '@contract/ordering';
import { signedOut } from '@/shared/session/events';
import { compareNewestFirst, isStaleCopy, type OrderAction } from './rules';
import type { LoadStatus } from '@/shared/lib/loadStatus';

export interface OrderDetailsState {
  /** Screens showing the order: Ionic keeps earlier pages mounted, so the same order may be open twice. */
  views: number;
  status: LoadStatus;
  error: string | null;
  invoice: Invoice | null;
  invoiceError: string | null;
}

/**
 * Every order the store has received (list pages, live reloads, open orders, the orders to prepare), by id, newest
 * first; each screen keeps its own view of them (Pedidos' filtered, paged list is features/orders/view, the
 * kitchen's tickets features/kitchen). Open orders' loads live in `details`, by id.
 */
export interface OrdersState extends EntityState<Order, number> {
  /** The command running on each order; every button of that order waits for it. */
  pending: Record<number, OrderAction>;
  details: Record<number, OrderDetailsState>;
}

export const ordersAdapter = createEntityAdapter<Order>({ sortComparer: compareNewestFirst });

export const initialOrdersState: OrdersState = ordersAdapter.getInitialState({ pending: {}, details: {} });

export interface OrderPage {
  orders: Order[];
  count: number;
}

/** The open details showing an invoice's orders. */
function detailsOfInvoice(state: OrdersState, invoiceId: number): OrderDetailsState[] {
  return Object.entries(state.details)
    .filter(([id]) => state.entities[Number(id)]?.invoiceId === invoiceId)
    .map(([, details]) => details);
}

function finishAction(state: OrdersState, id: number) {
  delete state.pending[id];
}

/** Keeps the copy received unless it is behind the one held (rules: isStaleCopy). */
function keepFresh(state: OrdersState, orders: readonly Order[]) {
  ordersAdapter.setMany(
    state,
    orders.filter((order) => !isStaleCopy(order, state.entities[order.id])),
  );
}

const receiveOrder = (state: OrdersState, action: PayloadAction<Order>) => {
  keepFresh(state, [action.payload]);
};

const receivePage = (state: OrdersState, action: PayloadAction<OrderPage>) => {
  keepFresh(state, action.payload.orders);
};

const finishCommand = (state: OrdersState, action: PayloadAction<Order>) => {
  finishAction(state, action.payload.id);
  keepFresh(state, [action.payload]);
};

const slice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    /** A page of a list a screen asked for (Pedidos' first or a refresh); the screen keeps which orders it shows. */
    ordersLoaded: receivePage,
    /** The next page of a list a screen shows. */
    ordersMoreLoaded: receivePage,
    /** A fresh copy of one order from the server (a live event, a command's answer, a reload). */
    orderReceived: receiveOrder,
    /**
     * The orders to prepare and those completed lately, as the kitchen read them (features/kitchen, which follows
     * them and reads them again after a lost link); screens keep which they show.
     */
    preparationOrdersLoaded(state, action: PayloadAction<Order[]>) {
      keepFresh(state, action.payload);
    },
    /** A screen's own command on the order was refused (a kitchen tick, a bump): read where it stands now. */
    orderReloadRequested(state, _action: PayloadAction<number>) {
      return state;
    },
    orderDetailsOpened(state, action: PayloadAction<number>) {
      const id = action.payload;
      const details = state.details[id];
      if (details) {
        details.views += 1;
        details.status = 'pending';
        return;
      }
      state.details[id] = { views: 1, status: 'pending', error: null, invoice: null, invoiceError: null };
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
      keepFresh(state, [action.payload]);
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
      // The orders inside would duplicate what this module already holds.
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
    orderStarted: finishCommand,
    orderCompleted: finishCommand,
    orderCanceled: finishCommand,
    orderActionFailed(state, action: PayloadAction<{ id: number; action: OrderAction; message: string }>) {
      finishAction(state, action.payload.id);
    },
    /** The link is down: the command waits on the device (ordering/outbox) and the buttons follow the queue. */
    orderActionQueued(state, action: PayloadAction<{ id: number; action: OrderAction }>) {
      finishAction(state, action.payload.id);
    },
    /** The rules no longer allow the command (the order moved on meanwhile): nothing was sent. */
    orderActionDropped(state, action: PayloadAction<{ id: number; action: OrderAction }>) {
      finishAction(state, action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialOrdersState);
  },
});

export const {
  ordersLoaded,
  ordersMoreLoaded,
  orderReceived,
  preparationOrdersLoaded,
  orderReloadRequested,
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
  orderActionQueued,
  orderActionDropped,
} = slice.actions;

export default slice.reducer;
