import type { PrinterDialect } from './escpos';

/** How the printer is plugged: USB (WebUSB) or a serial port, Bluetooth ones included (Web Serial). */
export type PrinterConnection = 'usb' | 'serial';

/** A printer this device paired, kept so it reconnects on the next start without asking. */
export interface PairedPrinter {
  connection: PrinterConnection;
  name: string;
  vendorId: number | null;
  productId: number | null;
  serialNumber: string | null;
  dialect: PrinterDialect;
}

/** What the @point-of-sale transports report on 'connected'. */
interface ConnectedInfo {
  manufacturerName?: string;
  productName?: string;
  serialNumber?: string;
  vendorId: number | null;
  productId: number | null;
  language: PrinterDialect['language'] | null;
  codepageMapping: string | null;
}

interface ReceiptPrinter {
  connect(): Promise<void>;
  /** Starts reading what the printer sends back ('data' events); false where it cannot answer. */
  listen(): Promise<boolean | undefined>;
  reconnect(previous: { vendorId: number | null; productId: number | null; serialNumber?: string | null }): Promise<void>;
  print(data: Uint8Array): Promise<void>;
  addEventListener(event: 'connected', listener: (info: ConnectedInfo) => void): void;
  addEventListener(event: 'disconnected', listener: () => void): void;
  addEventListener(event: 'data', listener: (data: DataView) => void): void;
}

export const canPrintOver = (connection: PrinterConnection): boolean =>
  typeof navigator !== 'undefined' && (connection === 'usb' ? 'usb' in navigator : 'serial' in navigator);

/** The transports report a pairing the user cancelled by not reporting anything: this long is enough to know. */
const CONNECT_SETTLE_MS = 300;
/** A printer unplugged while it prints is reported by the browser shortly after the write returns. */
const PRINT_SETTLE_MS = 500;

interface Link {
  connection: PrinterConnection;
  printer: ReceiptPrinter;
  connected: boolean;
  /** The printer answers status queries: ESC/POS over a link that reads back. */
  answers: boolean;
  /** Called with the next byte the printer sends. */
  awaitingStatus: ((status: number) => void) | null;
}

let current: Link | null = null;
const disconnectListeners = new Set<() => void>();

/**
 * ESC/POS 'transmit real-time status' (DLE EOT 4): the roll sensor. The encoder writes receipts, not status
 * queries, so these three bytes are the one command written here.
 */
const PAPER_STATUS_QUERY = new Uint8Array([0x10, 0x04, 0x04]);
/** Bits 5 and 6 of the answer: the roll has run out. */
const PAPER_END = 0x60;
const STATUS_WAIT_MS = 800;

async function transportFor(connection: PrinterConnection): Promise<ReceiptPrinter> {
  if (current?.connection === connection) return current.printer;
  const Transport =
    connection === 'usb'
      ? (await import('@point-of-sale/webusb-receipt-printer')).default
      : (await import('@point-of-sale/webserial-receipt-printer')).default;
  const printer = new Transport() as ReceiptPrinter;
  const link: Link = { connection, printer, connected: false, answers: false, awaitingStatus: null };
  printer.addEventListener('data', (data) => {
    if (data.byteLength > 0) link.awaitingStatus?.(data.getUint8(data.byteLength - 1));
  });
  printer.addEventListener('disconnected', () => {
    link.connected = false;
    for (const listener of disconnectListeners) listener();
  });
  current = link;
  return printer;
}

const pairedOf = (connection: PrinterConnection, info: ConnectedInfo): PairedPrinter => ({
  connection,
  name: [info.manufacturerName, info.productName].filter(Boolean).join(' ') || (connection === 'usb' ? 'Impressora USB' : 'Impressora serial'),
  vendorId: info.vendorId,
  productId: info.productId,
  serialNumber: info.serialNumber ?? null,
  // A serial port says nothing about its printer: ESC/POS, the language of nearly every thermal printer sold here.
  dialect: { language: info.language ?? 'esc-pos', codepageMapping: info.codepageMapping },
});

async function linkUp(connection: PrinterConnection, attempt: (printer: ReceiptPrinter) => Promise<void>): Promise<PairedPrinter | null> {
  const printer = await transportFor(connection);
  const connected = new Promise<ConnectedInfo>((resolve) => printer.addEventListener('connected', resolve));
  await attempt(printer);
  const info = await Promise.race([connected, new Promise<null>((resolve) => setTimeout(() => resolve(null), CONNECT_SETTLE_MS))]);
  if (!info || !current) return null;
  current.connected = true;
  const paired = pairedOf(connection, info);
  current.answers = paired.dialect.language === 'esc-pos' && (await printer.listen().catch(() => false)) === true;
  return paired;
}

/** Asks the browser for a printer (its chooser needs a tap); null when none was chosen or it could not be opened. */
export const pairPrinter = (connection: PrinterConnection): Promise<PairedPrinter | null> =>
  linkUp(connection, (printer) => printer.connect());

/** Opens the printer paired before, without asking; null when it is not plugged in. */
export const reconnectPrinter = (paired: PairedPrinter): Promise<PairedPrinter | null> =>
  linkUp(paired.connection, (printer) => printer.reconnect(paired));

export const isPrinterConnected = (): boolean => current?.connected ?? false;

export function onPrinterDisconnected(listener: () => void): () => void {
  disconnectListeners.add(listener);
  return () => disconnectListeners.delete(listener);
}

export class PrinterUnavailableError extends Error {
  constructor() {
    super('A impressora não está conectada.');
    this.name = 'PrinterUnavailableError';
  }
}

export class PaperOutError extends Error {
  constructor() {
    super('A impressora está sem papel.');
    this.name = 'PaperOutError';
  }
}

/** True when the printer says its roll ran out; false when it has paper or does not answer (most do, some cannot). */
async function paperRanOut(link: Link): Promise<boolean> {
  if (!link.answers) return false;
  const status = new Promise<number | null>((resolve) => {
    link.awaitingStatus = resolve;
    setTimeout(() => resolve(null), STATUS_WAIT_MS);
  });
  await link.printer.print(PAPER_STATUS_QUERY);
  const answer = await status;
  link.awaitingStatus = null;
  return answer !== null && (answer & PAPER_END) === PAPER_END;
}

/**
 * Sends the bytes. The transports log a failed write instead of reporting it, so a printer that is not connected,
 * or that the browser reports unplugged while it printed, counts as not printed; so does one out of paper, asked
 * before (it would keep the ticket in its buffer and print it on a new roll, as well as the retry) and after.
 */
export async function sendToPrinter(bytes: Uint8Array): Promise<void> {
  const link = current;
  if (!link?.connected) throw new PrinterUnavailableError();
  if (await paperRanOut(link)) throw new PaperOutError();
  await link.printer.print(bytes);
  await new Promise((resolve) => setTimeout(resolve, PRINT_SETTLE_MS));
  if (!link.connected) throw new PrinterUnavailableError();
  if (await paperRanOut(link)) throw new PaperOutError();
}

/**
 * Several tabs of one browser hear the same new order: the first to claim its ticket prints it. A reprint someone
 * asked for (`waitTurn`) waits for another tab's print of that ticket instead of being dropped.
 */
export async function claimTicket<T>(orderId: number, print: () => Promise<T>, waitTurn = false): Promise<T | 'claimed elsewhere'> {
  if (typeof navigator === 'undefined' || !navigator.locks) return print();
  return navigator.locks.request(`kitchen-ticket-${orderId}`, { ifAvailable: !waitTurn }, async (lock) =>
    lock ? print() : 'claimed elsewhere',
  );
}
