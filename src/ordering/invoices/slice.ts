import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { Invoice, InvoiceList, InvoicePaymentMethod } from '@contract/ordering';
import { signedOut } from '@/shared/session/events';
import {
  compareInvoicesNewestFirst,
  defaultInvoiceFilters,
  matchesInvoiceFilters,
  SPLIT_PEOPLE,
  equalSplitOf,
  itemsSplitOf,
  splitLinesOf,
  type ClosingStep,
  type InvoiceFilters,
  type MoveChoice,
} from './rules';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import { toCents } from '@/shared/lib/money';

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

/** A method staff may record where the comanda has none: Dinheiro, Cartão de crédito or Cartão de débito. */
export type CounterPaymentMethod = Exclude<InvoicePaymentMethod, 'online'>;

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

export type SplitMode = 'equal' | 'items';

/** One part being paid in 'Dividir conta': which, its amount, and the method and cash the cashier chose. */
export interface PartForm {
  part: number;
  amount: number;
  method: InvoicePaymentMethod;
  /** The cash typed in 'Valor recebido', in reais; null while empty. */
  received: number | null;
}

/**
 * 'Dividir conta' open on a comanda: equal parts or by items, between how many, each line's part, what was left to
 * pay when the split was set (the parts divide that), the parts paid since, and the part being paid.
 */
export interface SplitDialog {
  invoiceId: number;
  mode: SplitMode;
  parts: number;
  /** Line key (splitLinesOf) → part index. */
  assignment: Record<string, number>;
  /** What remained when the dialog opened: the parts divide it, and keep their amounts as they are paid. */
  base: number;
  paidParts: number[];
  paying: PartForm | null;
  /** The catalogue names of the methods the shop accepts; null until known (or when they could not be read). */
  acceptedNames: string[] | null;
}

/** A part sent to the server: from 'Dividir conta' (its index) or 'Registrar parcial' in 'Confirmar pagamento'. */
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
  splitDialog: SplitDialog | null;
  /** Comandas with a part on its way to the server. */
  payingPart: Record<number, true>;
  /** Splits closed with some of their parts paid, by comanda: opened again, they show the same parts. */
  keptSplits: Record<number, SplitDialog>;
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
    splitDialog: null,
    payingPart: {},
    keptSplits: {},
  });

/** What the parts of a split not paid yet come to, in centavos. */
function unpaidPartsCentsOf(invoice: Invoice, split: SplitDialog): number {
  const amounts =
    split.mode === 'equal'
      ? equalSplitOf(split.base, split.parts)
      : itemsSplitOf(invoice.total, splitLinesOf(invoice), split.assignment, split.parts).amounts;
  return amounts.reduce((sum, amount, index) => (split.paidParts.includes(index) ? sum : sum + toCents(amount)), 0);
}

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
    /** Opens with two equal parts of what remains, or with the split closed earlier while its unpaid parts still add up to it. */
    splitDialogOpened(state, action: PayloadAction<{ invoiceId: number; remaining: number }>) {
      const { invoiceId, remaining } = action.payload;
      const kept = state.keptSplits?.[invoiceId];
      const invoice = state.entities[invoiceId];
      if (kept && invoice && unpaidPartsCentsOf(invoice, kept) === toCents(remaining)) {
        state.splitDialog = { ...kept, paying: null, acceptedNames: null };
        return;
      }
      state.splitDialog = { invoiceId, mode: 'equal', parts: 2, assignment: {}, base: remaining, paidParts: [], paying: null, acceptedNames: null };
    },
    acceptedMethodsLoaded(state, action: PayloadAction<{ invoiceId: number; names: string[] }>) {
      if (state.splitDialog?.invoiceId === action.payload.invoiceId) state.splitDialog.acceptedNames = action.payload.names;
    },
    /** Equal parts or by items; only before a part is paid, since the parts divide what was left then. */
    splitModeChosen(state, action: PayloadAction<SplitMode>) {
      const dialog = state.splitDialog;
      if (!dialog || dialog.paidParts.length > 0) return;
      dialog.mode = action.payload;
    },
    splitPartsChanged(state, action: PayloadAction<number>) {
      const dialog = state.splitDialog;
      if (!dialog || dialog.paidParts.length > 0) return;
      dialog.parts = Math.min(SPLIT_PEOPLE.max, Math.max(SPLIT_PEOPLE.min, Math.floor(action.payload)));
      for (const [key, part] of Object.entries(dialog.assignment)) if (part >= dialog.parts) delete dialog.assignment[key];
    },
    splitLineAssigned(state, action: PayloadAction<{ key: string; part: number }>) {
      const dialog = state.splitDialog;
      if (!dialog || dialog.paidParts.length > 0) return;
      dialog.assignment[action.payload.key] = action.payload.part;
    },
    /** 'Pagar' on a part: its form opens with the first method the shop accepts. */
    partPayOpened(state, action: PayloadAction<{ part: number; amount: number; method: InvoicePaymentMethod }>) {
      if (state.splitDialog) state.splitDialog.paying = { ...action.payload, received: null };
    },
    partMethodChosen(state, action: PayloadAction<InvoicePaymentMethod>) {
      if (state.splitDialog?.paying) state.splitDialog.paying.method = action.payload;
    },
    partCashTyped(state, action: PayloadAction<number | null>) {
      if (state.splitDialog?.paying) state.splitDialog.paying.received = action.payload;
    },
    partPayDismissed(state) {
      if (state.splitDialog) state.splitDialog.paying = null;
    },
    splitDialogDismissed(state) {
      const dialog = state.splitDialog;
      if (dialog && dialog.paidParts.length > 0) {
        state.keptSplits ??= {};
        state.keptSplits[dialog.invoiceId] = { ...dialog, paying: null };
      }
      state.splitDialog = null;
    },
    partPaymentRequested(state, action: PayloadAction<PartPaymentRequest>) {
      state.payingPart[action.payload.invoiceId] = true;
    },
    /** The server took the part: the comanda as it is now; a part of the split is marked paid, its form closed. */
    partPaymentRecorded(state, action: PayloadAction<{ invoice: Invoice; request: PartPaymentRequest }>) {
      const { invoice, request } = action.payload;
      storeSingle(state, invoice);
      delete state.payingPart[invoice.id];
      const dialog = state.splitDialog;
      if (request.source.kind === 'split' && dialog?.invoiceId === invoice.id) {
        if (!dialog.paidParts.includes(request.source.part)) dialog.paidParts.push(request.source.part);
        dialog.paying = null;
        if (invoice.status !== 'open' && invoice.status !== 'closing') {
          state.splitDialog = null;
          if (state.keptSplits) delete state.keptSplits[invoice.id];
        }
      }
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
  splitDialogOpened,
  acceptedMethodsLoaded,
  splitModeChosen,
  splitPartsChanged,
  splitLineAssigned,
  partPayOpened,
  partMethodChosen,
  partCashTyped,
  partPayDismissed,
  splitDialogDismissed,
  partPaymentRequested,
  partPaymentRecorded,
  partPaymentFailed,
} = slice.actions;

export default slice.reducer;
