import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { CounterPaymentMethod } from '@contract/payment-methods';
import type { Invoice, InvoiceList, InvoicePaymentMethod } from '@contract/ordering';
import { signedOut } from '@/shared/session/events';
import type { ClosingStep } from './rules';
import type { LoadStatus } from '@/shared/lib/loadStatus';

export interface RecordLoad {
  status: LoadStatus;
  error: string | null;
}

/** Which step of 'Confirmar pagamento' failed; 'lookup' is finding the invoice's payment. */
export type ClosingFailureStep = ClosingStep | 'lookup';

export type MoveKind = 'transfer' | 'merge';

/**
 * A part sent to the server: from 'Dividir conta' (its index in the comanda's split, or null for the rest taken as
 * one part; the dialog's state is features/invoices/split's) or 'Registrar parcial' in 'Confirmar pagamento'.
 */
export interface PartPaymentRequest {
  invoiceId: number;
  amount: number;
  paymentMethod: InvoicePaymentMethod;
  cashReceived: number | null;
  source: { kind: 'split'; part: number | null } | { kind: 'closing' };
}

/**
 * The comandas the device holds and the commands on them. Which of them a screen lists, and its dialogs, are the
 * screen's own (features/invoices/list, features/invoices/dialogs).
 */
export interface InvoicesState extends EntityState<Invoice, number> {
  /** Loads of single invoices (details screen, a tile's first order, live reloads), by id. */
  loads: Record<number, RecordLoad>;
  /** The invoice whose details screen is open: reloaded after a reconnect, and on news of its orders. */
  openId: number | null;
  /** Invoices with 'Confirmar pagamento' under way. */
  pendingClose: Record<number, true>;
  closeFailures: Record<number, ClosingFailureStep>;
  /** Comandas with 'Remover taxa de serviço' under way. */
  removingServiceCharge: Record<number, true>;
  /** Comandas with a part on its way to the server. */
  payingPart: Record<number, true>;
}

export const invoicesAdapter = createEntityAdapter<Invoice>();

export const initialInvoicesState = (): InvoicesState =>
  invoicesAdapter.getInitialState({
    loads: {},
    openId: null,
    pendingClose: {},
    closeFailures: {},
    removingServiceCharge: {},
    payingPart: {},
  });

/** The fresh copy replaces the held one, keeping the orders that a list row does not carry. */
function storeInvoice(state: InvoicesState, invoice: Invoice) {
  const held = state.entities[invoice.id];
  invoicesAdapter.setOne(state, invoice.orders || !held?.orders ? invoice : { ...invoice, orders: held.orders });
}

/** A page of the Comandas list: `refreshed` when it reads again a list already shown (pull to refresh, reconnect). */
export interface InvoiceListPage extends InvoiceList {
  offset: number;
  refreshed: boolean;
}

const storeAll = (state: InvoicesState, invoices: Invoice[]) => {
  for (const invoice of invoices) storeInvoice(state, invoice);
};

// The action types are the ones the comandas had when their list lived here too: recorded sessions use them.
const slice = createSlice({
  name: 'invoices',
  initialState: initialInvoicesState,
  reducers: {
    listLoaded(state, action: PayloadAction<InvoiceListPage>) {
      storeAll(state, action.payload.invoices);
    },
    invoiceLoadRequested(state, action: PayloadAction<number>) {
      state.loads[action.payload] = { status: 'pending', error: null };
    },
    invoiceLoaded(state, action: PayloadAction<Invoice>) {
      storeInvoice(state, action.payload);
      state.loads[action.payload.id] = { status: 'resolved', error: null };
    },
    /**
     * The comandas at tables now, each with its orders ('Salão' loads them): held like any invoice, so their live
     * events reload them.
     */
    openComandasLoaded(state, action: PayloadAction<Invoice[]>) {
      storeAll(state, action.payload);
    },
    invoiceLoadFailed(state, action: PayloadAction<{ id: number; error: string }>) {
      state.loads[action.payload.id] = { status: 'error', error: action.payload.error };
    },
    detailsOpened(state, action: PayloadAction<number>) {
      state.openId = action.payload;
    },
    detailsClosed(state, action: PayloadAction<number>) {
      if (state.openId === action.payload) state.openId = null;
    },
    paymentConfirmationRequested: {
      reducer(state, action: PayloadAction<{ id: number; method?: CounterPaymentMethod }>) {
        const { id } = action.payload;
        state.pendingClose[id] = true;
        delete state.closeFailures[id];
      },
      /** The method is staff's choice from the dialog, used only where the comanda has none. */
      prepare: (id: number, method?: CounterPaymentMethod) => ({ payload: { id, method } }),
    },
    /** The link is down: the confirmation waits on the device (ordering/outbox), and the comanda says so. */
    paymentConfirmationQueued(state, action: PayloadAction<number>) {
      delete state.pendingClose[action.payload];
    },
    paymentConfirmed(state, action: PayloadAction<Invoice>) {
      storeInvoice(state, action.payload);
      delete state.pendingClose[action.payload.id];
    },
    paymentConfirmationFailed(state, action: PayloadAction<{ id: number; step: ClosingFailureStep }>) {
      delete state.pendingClose[action.payload.id];
      state.closeFailures[action.payload.id] = action.payload.step;
    },
    /** 'Remover taxa de serviço', confirmed: the server records who and when. */
    serviceChargeRemovalRequested(state, action: PayloadAction<number>) {
      state.removingServiceCharge[action.payload] = true;
    },
    serviceChargeRemoved(state, action: PayloadAction<Invoice>) {
      storeInvoice(state, action.payload);
      delete state.removingServiceCharge[action.payload.id];
    },
    serviceChargeRemovalFailed(state, action: PayloadAction<number>) {
      delete state.removingServiceCharge[action.payload];
    },
    /** 'Transferir para outra mesa' (to a table) or 'Juntar com…' (into a comanda), chosen in its dialog. */
    moveRequested(_state, _action: PayloadAction<{ invoiceId: number; kind: MoveKind; targetId: number }>) {},
    moveDone(state, action: PayloadAction<Invoice>) {
      storeInvoice(state, action.payload);
    },
    /** The server's refusal in its own words, or the spec's failure text. */
    moveFailed(_state, _action: PayloadAction<{ invoiceId: number; error: string }>) {},
    partPaymentRequested(state, action: PayloadAction<PartPaymentRequest>) {
      state.payingPart[action.payload.invoiceId] = true;
    },
    /** The server took the part: the comanda as it is now ('Dividir conta' marks its part paid, features/invoices/split). */
    partPaymentRecorded(state, action: PayloadAction<{ invoice: Invoice; request: PartPaymentRequest }>) {
      storeInvoice(state, action.payload.invoice);
      delete state.payingPart[action.payload.invoice.id];
    },
    partPaymentFailed(state, action: PayloadAction<number>) {
      delete state.payingPart[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialInvoicesState());
  },
});

export const {
  listLoaded,
  invoiceLoadRequested,
  invoiceLoaded,
  invoiceLoadFailed,
  openComandasLoaded,
  detailsOpened,
  detailsClosed,
  paymentConfirmationRequested,
  paymentConfirmationQueued,
  paymentConfirmed,
  paymentConfirmationFailed,
  serviceChargeRemovalRequested,
  serviceChargeRemoved,
  serviceChargeRemovalFailed,
  moveRequested,
  moveDone,
  moveFailed,
  partPaymentRequested,
  partPaymentRecorded,
  partPaymentFailed,
} = slice.actions;

export default slice.reducer;
