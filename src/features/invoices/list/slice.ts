import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invoice } from '@contract/ordering';
import { signedOut } from '@/shared/session/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import { compareInvoicesNewestFirst, defaultInvoiceFilters, matchesInvoiceFilters, type InvoiceFilters } from '@/ordering/invoices/rules';
import {
  invoiceLoaded,
  listLoaded,
  moveDone,
  partPaymentRecorded,
  paymentConfirmed,
  serviceChargeRemoved,
  type RecordLoad,
} from '@/ordering/invoices/slice';

export interface Paging {
  /** Where the next page starts: how many of the list's invoices are held. */
  offset: number;
  count: number;
  hasMore: boolean;
}

/** A row of the list: the invoice itself is the module's (`selectInvoiceById`); the row keeps where it goes. */
export interface ListedInvoice {
  id: number;
  createdAt: string;
}

/** Comandas' view of the invoices: which of them its filters and pages show, in the server's order. */
export interface InvoicesViewState {
  rows: ListedInvoice[];
  /** Counts list replacements, so a page asked for before one is not appended to the new list. */
  generation: number;
  status: LoadStatus;
  error: string | null;
  /** A reload that keeps the current list on screen (pull to refresh, reconnect). */
  refreshing: boolean;
  more: RecordLoad;
  paging: Paging;
  filters: InvoiceFilters;
}

const emptyPaging: Paging = { offset: 0, count: 0, hasMore: false };

export const initialInvoicesViewState = (): InvoicesViewState => ({
  rows: [],
  generation: 0,
  status: 'idle',
  error: null,
  refreshing: false,
  more: { status: 'idle', error: null },
  paging: emptyPaging,
  filters: defaultInvoiceFilters(),
});

const pagingOf = (offset: number, count: number): Paging => ({ offset, count, hasMore: offset < count });

const rowOf = ({ id, createdAt }: Invoice): ListedInvoice => ({ id, createdAt });

/**
 * An invoice heard of one by one (live, details) that is new to a list whose filters it matches is placed where
 * the server would put it, so a new invoice appears at the top without a reload.
 */
function placeInList(state: InvoicesViewState, invoice: Invoice) {
  if (state.status !== 'resolved' || state.rows.some((row) => row.id === invoice.id)) return;
  if (!matchesInvoiceFilters(invoice, state.filters)) return;
  const index = state.rows.findIndex((row) => compareInvoicesNewestFirst(invoice, row) < 0);
  // Past the last loaded row it belongs to a page not loaded yet.
  if (index === -1 && state.paging.hasMore) return;
  state.rows.splice(index === -1 ? state.rows.length : index, 0, rowOf(invoice));
  state.paging = pagingOf(state.paging.offset + 1, state.paging.count + 1);
}

/**
 * A comanda canceled with its last order leaves a list that does not show canceled ones as the news arrives, rather
 * than staying 'Em aberto' at $ 0,00 until the next reload.
 */
function dropCanceledFromList(state: InvoicesViewState, invoice: Invoice) {
  if (invoice.status !== 'canceled' || matchesInvoiceFilters(invoice, state.filters)) return;
  const index = state.rows.findIndex((row) => row.id === invoice.id);
  if (index === -1) return;
  state.rows.splice(index, 1);
  state.paging = pagingOf(state.paging.offset - 1, state.paging.count - 1);
}

function applyInvoice(state: InvoicesViewState, invoice: Invoice) {
  placeInList(state, invoice);
  dropCanceledFromList(state, invoice);
}

// The action types are the ones this list had when it lived in the ordering module: recorded sessions use them.
const slice = createSlice({
  name: 'invoices',
  initialState: initialInvoicesViewState,
  reducers: {
    listLoadRequested(state) {
      state.status = 'pending';
      state.error = null;
      state.refreshing = false;
      state.rows = [];
      state.paging = emptyPaging;
      state.more = { status: 'idle', error: null };
    },
    listRefreshRequested(state) {
      state.refreshing = true;
    },
    listLoadFailed(state, action: PayloadAction<string>) {
      state.refreshing = false;
      // A failed background refresh keeps the list the user is reading.
      if (state.status === 'resolved' && state.rows.length) return;
      state.status = 'error';
      state.error = action.payload;
    },
    moreRequested(state) {
      if (state.status !== 'resolved' || !state.paging.hasMore) return;
      state.more = { status: 'pending', error: null };
    },
    /** A page asked for before the list was replaced: the new list starts over without it. */
    moreOutdated(state) {
      state.more = { status: 'idle', error: null };
    },
    moreLoadFailed(state, action: PayloadAction<string>) {
      state.more = { status: 'error', error: action.payload };
    },
    filtersChanged(state, action: PayloadAction<InvoiceFilters>) {
      state.filters = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      /**
       * Live arrivals shift the server's pages by one each, so a page may repeat a row already shown: it is
       * skipped, and the next page starts after what the server sent.
       */
      .addCase(listLoaded, (state, { payload: { invoices, count, offset } }) => {
        const shown = new Set(state.rows.map((row) => row.id));
        const fresh = invoices.map(rowOf);
        state.rows = offset > 0 ? [...state.rows, ...fresh.filter((row) => !shown.has(row.id))] : fresh;
        state.paging = pagingOf(Math.max(offset > 0 ? state.paging.offset : 0, offset + invoices.length), count);
        if (offset > 0) {
          state.more = { status: 'resolved', error: null };
          return;
        }
        state.generation += 1;
        state.status = 'resolved';
        state.error = null;
        state.refreshing = false;
        state.more = { status: 'idle', error: null };
      })
      .addCase(invoiceLoaded, (state, action) => applyInvoice(state, action.payload))
      .addCase(paymentConfirmed, (state, action) => applyInvoice(state, action.payload))
      .addCase(serviceChargeRemoved, (state, action) => applyInvoice(state, action.payload))
      .addCase(moveDone, (state, action) => applyInvoice(state, action.payload))
      .addCase(partPaymentRecorded, (state, action) => applyInvoice(state, action.payload.invoice))
      .addCase(signedOut, () => initialInvoicesViewState());
  },
});

export const { listLoadRequested, listRefreshRequested, listLoadFailed, moreRequested, moreOutdated, moreLoadFailed, filtersChanged } =
  slice.actions;

export default slice.reducer;
