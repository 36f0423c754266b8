import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { CounterPaymentMethod } from '@contract/payment-methods';
import type { Invoice, InvoiceList, InvoicePaymentMethod } from '@contract/ordering';
import { signedOut } from '@/shared/session/events';
import {
  compareInvoicesNewestFirst,
  defaultInvoiceFilters,
  matchesInvoiceFilters,
  type ClosingStep,
  type InvoiceFilters,
  type MoveChoice,
} from './rules';
import type { LoadStatus } from '@/shared/lib/loadStatus';

export interface Paging {
  /** Where the next page starts: how many of the list's invoices are held. */
  offset: number;
  count: number;
  hasMore: boolean;
}

export interface RecordLoad {
  status: LoadStatus;
  error: string | null;
}

/** Which step of 'Confirmar pagamento' failed; 'lookup' is finding the invoice's payment. */
export type ClosingFailureStep = ClosingStep | 'lookup';

/** Whether the comanda's payment still waits to be informed, as far as the dialog has found out. */
export type WaitingPaymentLookup = 'looking' | 'waiting' | 'none' | 'unknown';

/** The 'Confirmar pagamento' dialog: what it will record and whether it already asked about unfinished orders. */
export interface ClosingDialog {
  invoiceId: number;
  method: CounterPaymentMethod;
  waitingPayment: WaitingPaymentLookup;
  /** The orders still with the kitchen were named and the cashier is asked to confirm once more. */
  askingAgain: boolean;
  /** The cash typed in 'Valor recebido', in reais; null while the field is empty. */
  received: number | null;
  /** Cash below the total: not asked yet, asked whether to record it as a partial payment, or refused. */
  shortfall: ShortfallStep;
}

/** 'Faltam $ X. Registrar como pagamento parcial?': not asked yet, or asked (a second Confirmar records the part). */
export type ShortfallStep = 'none' | 'asking';

/** The spec's mapping records anything that is not cash or credit as debit, so debit is what is preselected. */
export const DEFAULT_COUNTER_METHOD: CounterPaymentMethod = 'debitCard';

export type MoveKind = 'transfer' | 'merge';

/** 'Transferir para outra mesa' or 'Juntar com…' open on a comanda: what it offers, and the move under way. */
export interface MoveDialog {
  invoiceId: number;
  kind: MoveKind;
  /** Null while the tables or comandas load. */
  choices: MoveChoice[] | null;
  /** Why the choices did not load, or why the server refused the move (its own words). */
  error: string | null;
  pending: boolean;
}

/**
 * A part sent to the server: from 'Dividir conta' (its index; the split's own state is features/invoices/split's)
 * or 'Registrar parcial' in 'Confirmar pagamento'.
 */
export interface PartPaymentRequest {
  invoiceId: number;
  amount: number;
  paymentMethod: InvoicePaymentMethod;
  cashReceived: number | null;
  source: { kind: 'split'; part: number } | { kind: 'closing' };
}

export interface InvoicesState extends EntityState<Invoice, number> {
  /** The list screen's invoices, in the server's order; entities also hold invoices opened from elsewhere. */
  listIds: number[];
  /** Counts list replacements, so a page asked for before one is not appended to the new list. */
  generation: number;
  status: LoadStatus;
  error: string | null;
  /** A reload that keeps the current list on screen (pull to refresh, reconnect). */
  refreshing: boolean;
  more: RecordLoad;
  paging: Paging;
  filters: InvoiceFilters;
  /** Loads of single invoices (details screen, a tile's first order, live reloads), by id. */
  loads: Record<number, RecordLoad>;
  /** The invoice whose details screen is open: reloaded after a reconnect. */
  openId: number | null;
  /** Invoices with 'Confirmar pagamento' under way. */
  pendingClose: Record<number, true>;
  closeFailures: Record<number, ClosingFailureStep>;
  closingDialog: ClosingDialog | null;
  /** Comandas with 'Remover taxa de serviço' under way. */
  removingServiceCharge: Record<number, true>;
  moveDialog: MoveDialog | null;
  /** Comandas with a part on its way to the server. */
  payingPart: Record<number, true>;
}

export const invoicesAdapter = createEntityAdapter<Invoice>();

const emptyPaging: Paging = { offset: 0, count: 0, hasMore: false };

export const initialInvoicesState = (): InvoicesState =>
  invoicesAdapter.getInitialState({
    listIds: [],
    generation: 0,
    status: 'idle',
    error: null,
    refreshing: false,
    more: { status: 'idle', error: null },
    paging: emptyPaging,
    filters: defaultInvoiceFilters(),
    loads: {},
    openId: null,
    pendingClose: {},
    closeFailures: {},
    closingDialog: null,
    removingServiceCharge: {},
    moveDialog: null,
    payingPart: {},
  });

const pagingOf = (offset: number, count: number): Paging => ({ offset, count, hasMore: offset < count });

/** The fresh copy replaces the held one, keeping the orders that a list row does not carry. */
function storeInvoice(state: InvoicesState, invoice: Invoice) {
  const held = state.entities[invoice.id];
  invoicesAdapter.setOne(state, invoice.orders || !held?.orders ? invoice : { ...invoice, orders: held.orders });
}

/**
 * An invoice heard of one by one (live, details) that is new to a list whose filters it matches is placed where
 * the server would put it, so a new invoice appears at the top without a reload.
 */
function placeInList(state: InvoicesState, invoice: Invoice) {
  if (state.status !== 'resolved' || state.listIds.includes(invoice.id)) return;
  if (!matchesInvoiceFilters(invoice, state.filters)) return;
  const index = state.listIds.findIndex((id) => compareInvoicesNewestFirst(invoice, state.entities[id]) < 0);
  // Past the last loaded row it belongs to a page not loaded yet.
  if (index === -1 && state.paging.hasMore) return;
  state.listIds.splice(index === -1 ? state.listIds.length : index, 0, invoice.id);
  state.paging = pagingOf(state.paging.offset + 1, state.paging.count + 1);
}

/**
 * A comanda canceled with its last order leaves a list that does not show canceled ones as the news arrives, rather
 * than staying 'Em aberto' at $ 0,00 until the next reload.
 */
function dropCanceledFromList(state: InvoicesState, invoice: Invoice) {
  if (invoice.status !== 'canceled' || matchesInvoiceFilters(invoice, state.filters)) return;
  const index = state.listIds.indexOf(invoice.id);
  if (index === -1) return;
  state.listIds.splice(index, 1);
  state.paging = pagingOf(state.paging.offset - 1, state.paging.count - 1);
}

function storeSingle(state: InvoicesState, invoice: Invoice) {
  storeInvoice(state, invoice);
  placeInList(state, invoice);
  dropCanceledFromList(state, invoice);
}

export interface InvoicePage extends InvoiceList {
  offset: number;
  generation: number;
}

/**
 * Live arrivals shift the server's pages by one each, so a page may repeat a row already shown: it is
 * skipped, and the next page starts after what the server sent.
 */
function setList(state: InvoicesState, { invoices, count, offset }: InvoicePage) {
  for (const invoice of invoices) storeInvoice(state, invoice);
  const fresh = invoices.map((invoice) => invoice.id);
  const shown = new Set(state.listIds);
  state.listIds = offset > 0 ? [...state.listIds, ...fresh.filter((id) => !shown.has(id))] : fresh;
  state.paging = pagingOf(Math.max(offset > 0 ? state.paging.offset : 0, offset + invoices.length), count);
}

const slice = createSlice({
  name: 'invoices',
  initialState: initialInvoicesState,
  reducers: {
    listLoadRequested(state) {
      state.status = 'pending';
      state.error = null;
      state.refreshing = false;
      state.listIds = [];
      state.paging = emptyPaging;
      state.more = { status: 'idle', error: null };
    },
    listRefreshRequested(state) {
      state.refreshing = true;
    },
    listLoaded(state, action: PayloadAction<InvoiceList>) {
      setList(state, { ...action.payload, offset: 0, generation: state.generation });
      state.generation += 1;
      state.status = 'resolved';
      state.error = null;
      state.refreshing = false;
      state.more = { status: 'idle', error: null };
    },
    listLoadFailed(state, action: PayloadAction<string>) {
      state.refreshing = false;
      // A failed background refresh keeps the list the user is reading.
      if (state.status === 'resolved' && state.listIds.length) return;
      state.status = 'error';
      state.error = action.payload;
    },
    moreRequested(state) {
      if (state.status !== 'resolved' || !state.paging.hasMore) return;
      state.more = { status: 'pending', error: null };
    },
    moreLoaded(state, action: PayloadAction<InvoicePage>) {
      if (action.payload.generation !== state.generation || state.status !== 'resolved') {
        state.more = { status: 'idle', error: null };
        return;
      }
      setList(state, action.payload);
      state.more = { status: 'resolved', error: null };
    },
    moreLoadFailed(state, action: PayloadAction<string>) {
      state.more = { status: 'error', error: action.payload };
    },
    filtersChanged(state, action: PayloadAction<InvoiceFilters>) {
      state.filters = action.payload;
    },
    invoiceLoadRequested(state, action: PayloadAction<number>) {
      state.loads[action.payload] = { status: 'pending', error: null };
    },
    invoiceLoaded(state, action: PayloadAction<Invoice>) {
      storeSingle(state, action.payload);
      state.loads[action.payload.id] = { status: 'resolved', error: null };
    },
    /**
     * The comandas at tables now, each with its orders ('Salão' loads them): held like any invoice, so their live
     * events reload them, and kept out of the Comandas list, which follows its own filters and pages.
     */
    openComandasLoaded(state, action: PayloadAction<Invoice[]>) {
      for (const invoice of action.payload) storeInvoice(state, invoice);
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
    closingDialogOpened(state, action: PayloadAction<number>) {
      state.closingDialog = {
        invoiceId: action.payload,
        method: DEFAULT_COUNTER_METHOD,
        waitingPayment: 'looking',
        askingAgain: false,
        received: null,
        shortfall: 'none',
      };
    },
    closingPaymentLookedUp(state, action: PayloadAction<{ id: number; waitingPayment: WaitingPaymentLookup }>) {
      if (state.closingDialog?.invoiceId === action.payload.id) state.closingDialog.waitingPayment = action.payload.waitingPayment;
    },
    closingMethodChosen(state, action: PayloadAction<CounterPaymentMethod>) {
      if (!state.closingDialog) return;
      state.closingDialog.method = action.payload;
      state.closingDialog.shortfall = 'none';
    },
    /** What the cashier typed in 'Valor recebido' (also the customer's own amount the field opens with). */
    cashReceivedTyped(state, action: PayloadAction<number | null>) {
      if (!state.closingDialog) return;
      state.closingDialog.received = action.payload;
      state.closingDialog.shortfall = 'none';
    },
    shortfallNamed(state) {
      if (state.closingDialog) state.closingDialog.shortfall = 'asking';
    },
    /** 'Confirmar' in the dialog; the saga decides whether to ask once more or to close. */
    closingDialogConfirmed() {},
    unfinishedOrdersNamed(state) {
      if (state.closingDialog) state.closingDialog.askingAgain = true;
    },
    closingDialogDismissed(state) {
      state.closingDialog = null;
    },
    paymentConfirmationRequested: {
      reducer(state, action: PayloadAction<{ id: number; method?: CounterPaymentMethod }>) {
        const { id } = action.payload;
        state.pendingClose[id] = true;
        delete state.closeFailures[id];
        if (state.closingDialog?.invoiceId === id) state.closingDialog = null;
      },
      /** The method is staff's choice from the dialog, used only where the comanda has none. */
      prepare: (id: number, method?: CounterPaymentMethod) => ({ payload: { id, method } }),
    },
    /** The link is down: the confirmation waits on the device (ordering/outbox), and the comanda says so. */
    paymentConfirmationQueued(state, action: PayloadAction<number>) {
      delete state.pendingClose[action.payload];
    },
    paymentConfirmed(state, action: PayloadAction<Invoice>) {
      storeSingle(state, action.payload);
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
      storeSingle(state, action.payload);
      delete state.removingServiceCharge[action.payload.id];
    },
    serviceChargeRemovalFailed(state, action: PayloadAction<number>) {
      delete state.removingServiceCharge[action.payload];
    },
    moveDialogOpened(state, action: PayloadAction<{ invoiceId: number; kind: MoveKind }>) {
      state.moveDialog = { ...action.payload, choices: null, error: null, pending: false };
    },
    moveChoicesLoaded(state, action: PayloadAction<{ invoiceId: number; kind: MoveKind; choices: MoveChoice[] }>) {
      const dialog = state.moveDialog;
      if (dialog?.invoiceId !== action.payload.invoiceId || dialog.kind !== action.payload.kind) return;
      dialog.choices = action.payload.choices;
    },
    moveChoicesFailed(state, action: PayloadAction<{ invoiceId: number; error: string }>) {
      if (state.moveDialog?.invoiceId === action.payload.invoiceId) state.moveDialog.error = action.payload.error;
    },
    /** A table or a comanda chosen in the dialog; the saga sends it. */
    moveRequested(state, action: PayloadAction<{ invoiceId: number; kind: MoveKind; targetId: number }>) {
      if (state.moveDialog?.invoiceId !== action.payload.invoiceId) return;
      state.moveDialog.pending = true;
      state.moveDialog.error = null;
    },
    moveDone(state, action: PayloadAction<Invoice>) {
      storeSingle(state, action.payload);
      if (state.moveDialog?.invoiceId === action.payload.id) state.moveDialog = null;
    },
    moveFailed(state, action: PayloadAction<{ invoiceId: number; error: string }>) {
      if (state.moveDialog?.invoiceId !== action.payload.invoiceId) return;
      state.moveDialog.pending = false;
      state.moveDialog.error = action.payload.error;
    },
    moveDialogDismissed(state) {
      state.moveDialog = null;
    },
    partPaymentRequested(state, action: PayloadAction<PartPaymentRequest>) {
      state.payingPart[action.payload.invoiceId] = true;
    },
    /** The server took the part: the comanda as it is now ('Dividir conta' marks its part paid, features/invoices/split). */
    partPaymentRecorded(state, action: PayloadAction<{ invoice: Invoice; request: PartPaymentRequest }>) {
      const { invoice, request } = action.payload;
      storeSingle(state, invoice);
      delete state.payingPart[invoice.id];
      if (request.source.kind === 'closing' && state.closingDialog?.invoiceId === invoice.id) state.closingDialog = null;
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
  listLoadRequested,
  listRefreshRequested,
  listLoaded,
  listLoadFailed,
  moreRequested,
  moreLoaded,
  moreLoadFailed,
  filtersChanged,
  invoiceLoadRequested,
  invoiceLoaded,
  invoiceLoadFailed,
  openComandasLoaded,
  detailsOpened,
  detailsClosed,
  closingDialogOpened,
  closingPaymentLookedUp,
  closingMethodChosen,
  cashReceivedTyped,
  shortfallNamed,
  closingDialogConfirmed,
  unfinishedOrdersNamed,
  closingDialogDismissed,
  paymentConfirmationRequested,
  paymentConfirmationQueued,
  paymentConfirmed,
  paymentConfirmationFailed,
  serviceChargeRemovalRequested,
  serviceChargeRemoved,
  serviceChargeRemovalFailed,
  moveDialogOpened,
  moveChoicesLoaded,
  moveChoicesFailed,
  moveRequested,
  moveDone,
  moveFailed,
  moveDialogDismissed,
  partPaymentRequested,
  partPaymentRecorded,
  partPaymentFailed,
} = slice.actions;

export default slice.reducer;
