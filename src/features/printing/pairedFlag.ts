/** Where the paired printer is kept (storage.ts); apart, so the signed-in start can ask without loading printing. */
export const PRINTER_STORAGE_KEY = 'receiptPrinter';

export const hasPairedPrinter = (): boolean => typeof localStorage !== 'undefined' && localStorage.getItem(PRINTER_STORAGE_KEY) !== null;
