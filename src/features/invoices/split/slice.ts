import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invoice, InvoicePaymentMethod } from '@contract/ordering';
import { signedOut } from '@/shared/session/events';
import { toCents } from '@/shared/lib/money';
import { remainingOf } from '@/ordering/invoices/rules';
import { partPaymentRecorded } from '@/ordering/invoices/slice';
import { SPLIT_PEOPLE, splitLinesOf, unpaidPartsCentsOf, type SplitLine, type SplitMode, type SplitShape } from './rules';

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
export interface SplitDialog extends SplitShape {
  invoiceId: number;
  paidParts: number[];
  paying: PartForm | null;
  /** The methods the shop accepts; null until known (or when they could not be read). */
  acceptedMethods: InvoicePaymentMethod[] | null;
}

/** 'Dividir conta' tapped on a comanda: what is left to pay, and the total and lines a split by items divides. */
export interface SplitOpening {
  invoiceId: number;
  remaining: number;
  total: number;
  lines: SplitLine[];
}

export interface InvoiceSplitState {
  splitDialog: SplitDialog | null;
  /** Splits closed with some of their parts paid, by comanda: opened again, they show the same parts. */
  keptSplits: Record<number, SplitDialog>;
}

export const initialInvoiceSplitState = (): InvoiceSplitState => ({ splitDialog: null, keptSplits: {} });

const slice = createSlice({
  name: 'invoiceSplit',
  initialState: initialInvoiceSplitState,
  reducers: {
    /** Opens with two equal parts of what remains, or with the split closed earlier while its unpaid parts still add up to it. */
    splitDialogOpened: {
      reducer(state, action: PayloadAction<SplitOpening>) {
        const { invoiceId, remaining, total, lines } = action.payload;
        const kept = state.keptSplits[invoiceId];
        if (kept && unpaidPartsCentsOf(kept, total, lines) === toCents(remaining)) {
          state.splitDialog = { ...kept, paying: null, acceptedMethods: null };
          return;
        }
        state.splitDialog = { invoiceId, mode: 'equal', parts: 2, assignment: {}, base: remaining, paidParts: [], paying: null, acceptedMethods: null };
      },
      prepare: (invoice: Pick<Invoice, 'id' | 'status' | 'total' | 'paid' | 'orders'>) => ({
        payload: { invoiceId: invoice.id, remaining: remainingOf(invoice), total: invoice.total, lines: splitLinesOf(invoice) },
      }),
    },
    acceptedMethodsLoaded(state, action: PayloadAction<{ invoiceId: number; methods: InvoicePaymentMethod[] }>) {
      if (state.splitDialog?.invoiceId === action.payload.invoiceId) state.splitDialog.acceptedMethods = action.payload.methods;
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
      if (dialog && dialog.paidParts.length > 0) state.keptSplits[dialog.invoiceId] = { ...dialog, paying: null };
      state.splitDialog = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // The server took a part of the split (ordering/invoices sends it, for 'Registrar parcial' too): it is marked
      // paid and its form closes; the part that settles the comanda closes the split with it.
      .addCase(partPaymentRecorded, (state, action) => {
        const { invoice, request } = action.payload;
        const dialog = state.splitDialog;
        if (request.source.kind !== 'split' || dialog?.invoiceId !== invoice.id) return;
        if (!dialog.paidParts.includes(request.source.part)) dialog.paidParts.push(request.source.part);
        dialog.paying = null;
        if (invoice.status !== 'open' && invoice.status !== 'closing') {
          state.splitDialog = null;
          delete state.keptSplits[invoice.id];
        }
      })
      .addCase(signedOut, () => initialInvoiceSplitState());
  },
});

export const {
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
} = slice.actions;

export default slice.reducer;
