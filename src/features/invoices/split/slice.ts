import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invoice, InvoicePaymentMethod } from '@contract/ordering';
import { signedOut } from '@/shared/session/events';
import { partPaymentRecorded } from '@/ordering/invoices/slice';
import { sameSplit, type SplitChange } from './rules';

/** One part being paid in 'Dividir conta': which (null: the rest, as one part), its amount, the method and cash chosen. */
export interface PartForm {
  part: number | null;
  amount: number;
  method: InvoicePaymentMethod;
  /** The cash typed in 'Valor recebido', in reais; null while empty. */
  received: number | null;
}

/**
 * 'Dividir conta' open on a comanda. The split itself is the comanda's, kept by the server (ordering/invoices holds
 * it, reloaded live); the dialog keeps only the change it sent and the server has not answered yet, and the part
 * being paid.
 */
export interface SplitDialog {
  invoiceId: number;
  /** The split this device asked for, shown until the server answers (features/invoices/split/rules `splitViewOf`). */
  pending: SplitChange | null;
  paying: PartForm | null;
  /** The methods the shop accepts; null until known (or when they could not be read). */
  acceptedMethods: InvoicePaymentMethod[] | null;
}

export interface InvoiceSplitState {
  splitDialog: SplitDialog | null;
}

export const initialInvoiceSplitState = (): InvoiceSplitState => ({ splitDialog: null });

const slice = createSlice({
  name: 'invoiceSplit',
  initialState: initialInvoiceSplitState,
  reducers: {
    /** 'Dividir conta' tapped: the saga reads the shop's methods and, for a comanda with no split yet, sets the first. */
    splitDialogOpened: {
      reducer(state, action: PayloadAction<{ invoiceId: number; split: Invoice['split'] }>) {
        state.splitDialog = { invoiceId: action.payload.invoiceId, pending: null, paying: null, acceptedMethods: null };
      },
      prepare: (invoice: Pick<Invoice, 'id' | 'split'>) => ({ payload: { invoiceId: invoice.id, split: invoice.split } }),
    },
    acceptedMethodsLoaded(state, action: PayloadAction<{ invoiceId: number; methods: InvoicePaymentMethod[] }>) {
      if (state.splitDialog?.invoiceId === action.payload.invoiceId) state.splitDialog.acceptedMethods = action.payload.methods;
    },
    /** A tap on the mode, the parts or a line's part: shown at once, sent to the server (the last tap wins). */
    splitChangeRequested(state, action: PayloadAction<{ invoiceId: number; change: SplitChange }>) {
      if (state.splitDialog?.invoiceId === action.payload.invoiceId) state.splitDialog.pending = action.payload.change;
    },
    /**
     * The server answered a change (the comanda it sent back is the ordering module's) or refused it; a later tap
     * still waiting to be sent stays shown.
     */
    splitChangeSettled(state, action: PayloadAction<{ invoiceId: number; change: SplitChange }>) {
      const dialog = state.splitDialog;
      if (dialog?.invoiceId === action.payload.invoiceId && dialog.pending && sameSplit(dialog.pending, action.payload.change)) dialog.pending = null;
    },
    /** 'Pagar' on a part, or 'Pagar o restante': its form opens with the first method the shop accepts. */
    partPayOpened(state, action: PayloadAction<{ part: number | null; amount: number; method: InvoicePaymentMethod }>) {
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
      state.splitDialog = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // The server took a part of the split (ordering/invoices sends it, for 'Registrar parcial' too): its form closes,
      // and the comanda it answered marks the part paid; the part that settles the comanda closes the dialog with it.
      .addCase(partPaymentRecorded, (state, action) => {
        const { invoice, request } = action.payload;
        const dialog = state.splitDialog;
        if (request.source.kind !== 'split' || dialog?.invoiceId !== invoice.id) return;
        dialog.paying = null;
        if (invoice.status !== 'open' && invoice.status !== 'closing') state.splitDialog = null;
      })
      .addCase(signedOut, () => initialInvoiceSplitState());
  },
});

export const {
  splitDialogOpened,
  acceptedMethodsLoaded,
  splitChangeRequested,
  splitChangeSettled,
  partPayOpened,
  partMethodChosen,
  partCashTyped,
  partPayDismissed,
  splitDialogDismissed,
} = slice.actions;

export default slice.reducer;
