import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { actionChannel, call, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { Invoice, Order } from '@contract/ordering';
import type { Till } from '@contract/till';
import type { RootState } from '@/app/rootReducer';
import { liveReconnected } from '@/live/events';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { selectBusinessUnit } from '@/session/selectors';
import { ordersArrived } from '@/ordering/alerts/slice';
import { selectShopScope } from '@/session/scope';
import { fetchOrder, fetchOrderInvoice } from '@/ordering/orders/api';
import { fetchInvoice } from '@/ordering/invoices/api';
import type { ShopScope } from '@/shared/session/scope';
import { invoiceReceiptBytes, kitchenTicketBytes, testPageBytes, tillClosingBytes } from './escpos';
import { invoiceReceiptOf } from './invoiceReceipt';
import { kitchenTicketOf } from './kitchenTicket';
import { tillClosingReceiptOf } from './tillClosingReceipt';
import { readPaperWidth } from './paper';
import {
  claimTicket,
  isPrinterConnected,
  PaperOutError,
  onPrinterDisconnected,
  pairPrinter,
  PrinterUnavailableError,
  reconnectPrinter,
  sendToPrinter,
  type PairedPrinter,
  type PrinterConnection,
} from './printerDevice';
import {
  autoPrintChanged,
  pairRequested,
  printerConnected,
  printerForgotten,
  printerNotConnected,
  receiptPrintFailed,
  receiptPrintRequested,
  reconnectRequested,
  retryRequested,
  testPrintRequested,
  tillClosingPrintFailed,
  tillClosingPrintRequested,
  ticketFailed,
  ticketPrinted,
  ticketRequested,
  type PrintingState,
  type ReceiptRequest,
  type TicketRequest,
} from './slice';
import { keepPrintingState, markPrinted, wasPrinted } from './storage';

export const PRINTER_OFFLINE = 'Impressora desconectada. Verifique o cabo, a energia e o papel.';
export const PAPER_OUT = 'Impressora sem papel. Troque a bobina e toque em Tentar novamente.';
export const TEST_PRINTED = 'Página de teste enviada à impressora.';
export const ticketFailedMessage = (code: string) => `Não foi possível imprimir o pedido #${code}.`;

const selectPrinting = (state: RootState) => state.printing as PrintingState;

export const PAIRING_FAILED = 'Não foi possível conectar a impressora.';

export function* pair(action: PayloadAction<PrinterConnection>) {
  try {
    const paired: PairedPrinter | null = yield call(pairPrinter, action.payload);
    yield put(paired ? printerConnected(paired) : printerNotConnected());
  } catch (error) {
    yield put(printerNotConnected());
    yield notifyError(PAIRING_FAILED, error);
  }
}

/** The printer paired before opens without asking, at start and before a retry. */
export function* reconnect() {
  const { printer }: PrintingState = yield select(selectPrinting);
  if (!printer) return false;
  if (isPrinterConnected()) return true;
  let paired: PairedPrinter | null = null;
  try {
    paired = yield call(reconnectPrinter, printer);
  } catch {
    // Not plugged in, or taken by another tab: it stays 'Desconectada' until 'Reconectar' or 'Tentar novamente'.
  }
  yield put(paired ? printerConnected(paired) : printerNotConnected());
  return paired !== null;
}

function disconnects(): EventChannel<true> {
  return eventChannel((emit) => onPrinterDisconnected(() => emit(true)));
}

function* watchDisconnects() {
  const channel: EventChannel<true> = yield call(disconnects);
  while (true) {
    yield take(channel);
    yield put(printerNotConnected());
  }
}

/** A new order, live or found after a reconnect (the alerts hear both), prints where auto-print is on. */
export function* printArrivals(action: PayloadAction<number[]>) {
  const { printer, autoPrint }: PrintingState = yield select(selectPrinting);
  if (!printer || !autoPrint) return;
  for (const orderId of action.payload) yield put(ticketRequested({ orderId, again: false }));
}

/** The ticket as it is now on the server, in the paired printer's language, on this device's roll. */
export function* ticketBytesOf(orderId: number, printer: PairedPrinter) {
  const scope: ShopScope | null = yield select(selectShopScope);
  if (!scope) throw new Error('The shop is not loaded');
  const order: Order = yield call(fetchOrder, scope, orderId);
  const invoice: Invoice = yield call(fetchOrderInvoice, scope, order.invoiceId);
  const shop: { name: string } | null = yield select(selectBusinessUnit);
  const ticket = kitchenTicketOf(order, invoice, shop?.name ?? null);
  const bytes: Uint8Array = yield call(kitchenTicketBytes, ticket, readPaperWidth(), printer.dialect);
  return { code: order.code, bytes };
}

async function printOnce(orderId: number, bytes: Uint8Array, again: boolean): Promise<'printed' | 'printed before'> {
  if (!again && wasPrinted(orderId)) return 'printed before';
  await sendToPrinter(bytes);
  markPrinted(orderId);
  return 'printed';
}

/**
 * One ticket: claimed across this browser's tabs so only one prints it, and printed once unless asked again. A
 * failure keeps it in the queue with what went wrong.
 */
export function* printTicket({ orderId, again }: TicketRequest) {
  const { printer }: PrintingState = yield select(selectPrinting);
  if (!printer || (!again && wasPrinted(orderId))) {
    yield put(ticketPrinted(orderId));
    return;
  }
  let code = String(orderId);
  try {
    const ticket: { code: string; bytes: Uint8Array } = yield call(ticketBytesOf, orderId, printer);
    code = ticket.code;
    yield call(claimTicket, orderId, () => printOnce(orderId, ticket.bytes, again), again);
    yield put(ticketPrinted(orderId));
  } catch (error) {
    yield put(ticketFailed({ orderId, message: failureMessageOf(error, code) }));
  }
}

function failureMessageOf(error: unknown, code: string): string {
  if (error instanceof PrinterUnavailableError) return PRINTER_OFFLINE;
  if (error instanceof PaperOutError) return PAPER_OUT;
  return ticketFailedMessage(code);
}

/** Tickets print one after the other, in the order they were asked for. */
function* printInTurn() {
  const requests: EventChannel<PayloadAction<TicketRequest>> = yield actionChannel(ticketRequested.type);
  while (true) {
    const { payload }: PayloadAction<TicketRequest> = yield take(requests);
    yield call(printTicket, payload);
  }
}

/** The tickets waiting in the queue are asked for again, in order. */
export function* printQueue() {
  const { printer, queue }: PrintingState = yield select(selectPrinting);
  if (!printer) return;
  for (const orderId of queue) yield put(ticketRequested({ orderId, again: false }));
}

/** 'Tentar novamente': the printer is opened again if it was lost, and the queue prints in order. */
export function* retry() {
  const connected: boolean = yield call(reconnect);
  if (!connected) {
    yield notifyError(PRINTER_OFFLINE);
    return;
  }
  yield call(printQueue);
}

/**
 * 'Imprimir' on a comanda where a printer is paired: the comanda as it is now on the server, with its amounts and
 * how it is paid, on the printer. Where the printer cannot print it (unplugged, off, out of paper), the screen
 * prints it through the browser instead, after saying why.
 */
export function* printInvoiceReceipt(action: PayloadAction<ReceiptRequest>) {
  const { invoiceId, invoiceTerm, pixPayload = null } = action.payload;
  try {
    const connected: boolean = yield call(reconnect);
    const { printer }: PrintingState = yield select(selectPrinting);
    if (!connected || !printer) throw new PrinterUnavailableError();
    const scope: ShopScope | null = yield select(selectShopScope);
    if (!scope) throw new Error('The shop is not loaded');
    const invoice: Invoice = yield call(fetchInvoice, scope, invoiceId);
    const shop: { name: string } | null = yield select(selectBusinessUnit);
    const receipt = invoiceReceiptOf(invoice, shop?.name ?? '', invoiceTerm);
    const bytes: Uint8Array = yield call(invoiceReceiptBytes, receipt, readPaperWidth(), printer.dialect, pixPayload);
    yield call(sendToPrinter, bytes);
  } catch (error) {
    yield notifyError(receiptFailureMessageOf(error, invoiceTerm), error);
    yield put(receiptPrintFailed(invoiceId));
  }
}

/**
 * 'Imprimir fechamento' where a printer is paired: the closing on the printer; where it cannot print (unplugged,
 * off, out of paper), the screen prints it through the browser instead, after saying why.
 */
export function* printTillClosing(action: PayloadAction<Till>) {
  const till = action.payload;
  try {
    const connected: boolean = yield call(reconnect);
    const { printer }: PrintingState = yield select(selectPrinting);
    if (!connected || !printer) throw new PrinterUnavailableError();
    const shop: { name: string } | null = yield select(selectBusinessUnit);
    const bytes: Uint8Array = yield call(tillClosingBytes, tillClosingReceiptOf(till, shop?.name ?? ''), readPaperWidth(), printer.dialect);
    yield call(sendToPrinter, bytes);
  } catch (error) {
    yield notifyError(printFailureMessageOf(error, 'o fechamento vai pela impressão do navegador.'), error);
    yield put(tillClosingPrintFailed(till.id));
  }
}

/** 'Impressora sem papel: a comanda vai pela impressão do navegador.' */
export const receiptFailureMessageOf = (error: unknown, invoiceTerm: string): string =>
  printFailureMessageOf(error, `a ${invoiceTerm.toLowerCase()} vai pela impressão do navegador.`);

function printFailureMessageOf(error: unknown, fallback: string): string {
  if (error instanceof PrinterUnavailableError) return `Impressora desconectada: ${fallback}`;
  if (error instanceof PaperOutError) return `Impressora sem papel: ${fallback}`;
  return `Não foi possível imprimir na impressora: ${fallback}`;
}

export function* printTestPage() {
  const { printer }: PrintingState = yield select(selectPrinting);
  if (!printer) return;
  try {
    const shop: { name: string } | null = yield select(selectBusinessUnit);
    const bytes: Uint8Array = yield call(testPageBytes, shop?.name ?? null, readPaperWidth(), printer.dialect);
    yield call(sendToPrinter, bytes);
    yield notifySuccess(TEST_PRINTED);
  } catch (error) {
    yield notifyError(error instanceof PaperOutError ? PAPER_OUT : PRINTER_OFFLINE, error);
  }
}

function* keep() {
  const { printer, autoPrint, queue }: PrintingState = yield select(selectPrinting);
  yield call(keepPrintingState, printer, autoPrint, queue);
}

export function* printingSaga() {
  yield takeLeading(pairRequested.type, pair);
  yield takeLeading(reconnectRequested.type, reconnect);
  yield takeLeading(retryRequested.type, retry);
  yield takeLeading(testPrintRequested.type, printTestPage);
  yield takeLeading(receiptPrintRequested.type, printInvoiceReceipt);
  yield takeLeading(tillClosingPrintRequested.type, printTillClosing);
  yield takeEvery(ordersArrived.type, printArrivals);
  // A ticket asked for while the server could not be reached (its order could not be read) waits in the queue; back
  // in the live room, it prints without anyone tapping 'Tentar novamente'.
  yield takeLeading(liveReconnected.type, printQueue);
  yield takeEvery(
    [printerConnected.type, printerForgotten.type, autoPrintChanged.type, ticketPrinted.type, ticketFailed.type],
    keep,
  );
  yield fork(watchDisconnects);
  yield fork(printInTurn);
  // A paired printer reopens on start, and what could not print before prints now.
  const connected: boolean = yield call(reconnect);
  if (connected) yield call(retry);
}
