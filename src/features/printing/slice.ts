import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Till } from '@contract/till';
import type { PairedPrinter, PrinterConnection } from './printerDevice';
import { readAutoPrint, readPairedPrinter, readPrintQueue } from './storage';

export type PrinterLinkState = 'idle' | 'connecting' | 'connected' | 'disconnected';

export interface PrintingState {
  printer: PairedPrinter | null;
  link: PrinterLinkState;
  /** Print each new order's kitchen ticket as it arrives (off until turned on, per device). */
  autoPrint: boolean;
  /** Tickets that could not print, oldest first, kept (across reloads) until they print: nothing is dropped. */
  queue: number[];
  /** Why the last ticket did not print; shown until the queue empties. */
  failure: string | null;
  /** The comanda whose receipt the printer could not print: its screen prints it through the browser instead. */
  browserFallback: number | null;
  /** The till whose closing the printer could not print: 'Caixa' prints it through the browser instead. */
  tillClosingFallback: number | null;
}

export interface ReceiptRequest {
  invoiceId: number;
  /** 'Comanda' or 'Compra', as the screen names it. */
  invoiceTerm: string;
  /** The comanda's Pix code for what it owes, printed as a QR under the total; null without one. */
  pixPayload?: string | null;
}

export interface TicketRequest {
  orderId: number;
  /** 'Reimprimir': print even if this browser printed it before. */
  again: boolean;
}

const initialState = (): PrintingState => ({
  printer: readPairedPrinter(),
  link: 'idle',
  autoPrint: readAutoPrint(),
  queue: readPrintQueue(),
  failure: null,
  browserFallback: null,
  tillClosingFallback: null,
});

const slice = createSlice({
  name: 'printing',
  initialState,
  reducers: {
    pairRequested(state, _action: PayloadAction<PrinterConnection>) {
      state.link = 'connecting';
    },
    reconnectRequested(state) {
      if (state.printer) state.link = 'connecting';
    },
    printerConnected(state, action: PayloadAction<PairedPrinter>) {
      state.printer = action.payload;
      state.link = 'connected';
    },
    printerNotConnected(state) {
      state.link = state.printer ? 'disconnected' : 'idle';
    },
    printerForgotten(state) {
      state.printer = null;
      state.link = 'idle';
      state.autoPrint = false;
    },
    autoPrintChanged(state, action: PayloadAction<boolean>) {
      state.autoPrint = action.payload;
    },
    testPrintRequested() {},
    ticketRequested(_state, _action: PayloadAction<TicketRequest>) {},
    /** Printed here, or by another tab of this browser: either way it is on paper. */
    ticketPrinted(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((id) => id !== action.payload);
      if (state.queue.length === 0) state.failure = null;
    },
    ticketFailed(state, action: PayloadAction<{ orderId: number; message: string }>) {
      if (!state.queue.includes(action.payload.orderId)) state.queue.push(action.payload.orderId);
      state.failure = action.payload.message;
    },
    retryRequested() {},
    /** 'Imprimir' on a comanda with a printer paired: its receipt goes to the printer. */
    receiptPrintRequested(_state, _action: PayloadAction<ReceiptRequest>) {},
    receiptPrintFailed(state, action: PayloadAction<number>) {
      state.browserFallback = action.payload;
    },
    /** 'Imprimir fechamento' with a printer paired: the closing goes to the printer. */
    tillClosingPrintRequested(_state, _action: PayloadAction<Till>) {},
    tillClosingPrintFailed(state, action: PayloadAction<number>) {
      state.tillClosingFallback = action.payload;
    },
    browserFallbackTaken(state) {
      state.browserFallback = null;
      state.tillClosingFallback = null;
    },
  },
});

export const {
  pairRequested,
  reconnectRequested,
  printerConnected,
  printerNotConnected,
  printerForgotten,
  autoPrintChanged,
  testPrintRequested,
  ticketRequested,
  ticketPrinted,
  ticketFailed,
  retryRequested,
  receiptPrintRequested,
  receiptPrintFailed,
  tillClosingPrintRequested,
  tillClosingPrintFailed,
  browserFallbackTaken,
} = slice.actions;
export default slice.reducer;
