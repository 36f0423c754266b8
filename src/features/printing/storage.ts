import { PRINTER_STORAGE_KEY } from './pairedFlag';
import type { PairedPrinter } from './printerDevice';

/** Per device, like the paper: which printer it paired, whether it prints new orders, what still waits to print. */
export const AUTO_PRINT_STORAGE_KEY = 'kitchenAutoPrint';
export const PRINT_QUEUE_STORAGE_KEY = 'printQueue';
/** Orders whose ticket this browser printed, shared by its tabs, so a reload or a second tab never prints one twice. */
export const PRINTED_STORAGE_KEY = 'printedTickets';
const PRINTED_KEPT = 500;

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

const readIds = (key: string): number[] => {
  const value = readJson(key);
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
};

export function readPairedPrinter(): PairedPrinter | null {
  const value = readJson(PRINTER_STORAGE_KEY) as PairedPrinter | null;
  return value && (value.connection === 'usb' || value.connection === 'serial') && typeof value.name === 'string' ? value : null;
}

export const readAutoPrint = (): boolean => localStorage.getItem(AUTO_PRINT_STORAGE_KEY) === 'true';
export const readPrintQueue = (): number[] => readIds(PRINT_QUEUE_STORAGE_KEY);

export function keepPrintingState(printer: PairedPrinter | null, autoPrint: boolean, queue: number[]): void {
  if (printer) localStorage.setItem(PRINTER_STORAGE_KEY, JSON.stringify(printer));
  else localStorage.removeItem(PRINTER_STORAGE_KEY);
  localStorage.setItem(AUTO_PRINT_STORAGE_KEY, String(autoPrint));
  localStorage.setItem(PRINT_QUEUE_STORAGE_KEY, JSON.stringify(queue));
}

export const wasPrinted = (orderId: number): boolean => readIds(PRINTED_STORAGE_KEY).includes(orderId);

export function markPrinted(orderId: number): void {
  const printed = readIds(PRINTED_STORAGE_KEY).filter((id) => id !== orderId);
  localStorage.setItem(PRINTED_STORAGE_KEY, JSON.stringify([...printed, orderId].slice(-PRINTED_KEPT)));
}
