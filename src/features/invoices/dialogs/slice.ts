import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CounterPaymentMethod } from '@contract/payment-methods';
import { signedOut } from '@/shared/session/events';
import type { MoveChoice } from '../rules';
import {
  moveDone,
  moveFailed,
  moveRequested,
  partPaymentRecorded,
  paymentConfirmationRequested,
  type MoveKind,
} from '@/ordering/invoices/slice';

/** Whether the comanda's payment still waits to be informed, as far as the dialog has found out. */
export type WaitingPaymentLookup = 'looking' | 'waiting' | 'none' | 'unknown';

/** 'Faltam $ X. Registrar como pagamento parcial?': not asked yet, or asked (a second Confirmar records the part). */
export type ShortfallStep = 'none' | 'asking';

/** The 'Confirmar pagamento' dialog: what it will record and whether it already asked about unfinished orders. */
export interface ClosingDialog {
  invoiceId: number;
  /** The shop's counter methods; null while they load. */
  offered: CounterPaymentMethod[] | null;
  /** The method Confirmar records; null until one is preselected or chosen. */
  method: CounterPaymentMethod | null;
  waitingPayment: WaitingPaymentLookup;
  /** The orders still with the kitchen were named and the cashier is asked to confirm once more. */
  askingAgain: boolean;
  /** The cash typed in 'Valor recebido', in reais; null while the field is empty. */
  received: number | null;
  /** Cash below the total: not asked yet, asked whether to record it as a partial payment, or refused. */
  shortfall: ShortfallStep;
}

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

/** The comanda screen's two dialogs; the commands they send are the ordering module's. */
export interface InvoiceDialogsState {
  closingDialog: ClosingDialog | null;
  moveDialog: MoveDialog | null;
}

export const initialInvoiceDialogsState = (): InvoiceDialogsState => ({ closingDialog: null, moveDialog: null });

// The action types are the ones these dialogs had when they lived in the ordering module: recorded sessions use them.
const slice = createSlice({
  name: 'invoices',
  initialState: initialInvoiceDialogsState,
  reducers: {
    closingDialogOpened(state, action: PayloadAction<number>) {
      state.closingDialog = {
        invoiceId: action.payload,
        offered: null,
        method: null,
        waitingPayment: 'looking',
        askingAgain: false,
        received: null,
        shortfall: 'none',
      };
    },
    closingPaymentLookedUp(state, action: PayloadAction<{ id: number; waitingPayment: WaitingPaymentLookup }>) {
      if (state.closingDialog?.invoiceId === action.payload.id) state.closingDialog.waitingPayment = action.payload.waitingPayment;
    },
    /** The shop's methods arrived, with the one to preselect; a method the cashier already chose stays. */
    closingMethodsLoaded(state, action: PayloadAction<{ id: number; offered: CounterPaymentMethod[]; preselected: CounterPaymentMethod | null }>) {
      const dialog = state.closingDialog;
      if (dialog?.invoiceId !== action.payload.id) return;
      dialog.offered = action.payload.offered;
      dialog.method ??= action.payload.preselected;
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
    moveDialogDismissed(state) {
      state.moveDialog = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(paymentConfirmationRequested, (state, action) => {
        if (state.closingDialog?.invoiceId === action.payload.id) state.closingDialog = null;
      })
      .addCase(partPaymentRecorded, (state, { payload: { invoice, request } }) => {
        if (request.source.kind === 'closing' && state.closingDialog?.invoiceId === invoice.id) state.closingDialog = null;
      })
      .addCase(moveRequested, (state, action) => {
        if (state.moveDialog?.invoiceId !== action.payload.invoiceId) return;
        state.moveDialog.pending = true;
        state.moveDialog.error = null;
      })
      .addCase(moveDone, (state, action) => {
        if (state.moveDialog?.invoiceId === action.payload.id) state.moveDialog = null;
      })
      .addCase(moveFailed, (state, action) => {
        if (state.moveDialog?.invoiceId !== action.payload.invoiceId) return;
        state.moveDialog.pending = false;
        state.moveDialog.error = action.payload.error;
      })
      .addCase(signedOut, () => initialInvoiceDialogsState());
  },
});

export const {
  closingDialogOpened,
  closingPaymentLookedUp,
  closingMethodsLoaded,
  closingMethodChosen,
  cashReceivedTyped,
  shortfallNamed,
  closingDialogConfirmed,
  unfinishedOrdersNamed,
  closingDialogDismissed,
  moveDialogOpened,
  moveChoicesLoaded,
  moveChoicesFailed,
  moveDialogDismissed,
} = slice.actions;

export default slice.reducer;
