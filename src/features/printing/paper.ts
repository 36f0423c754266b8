import { useSyncExternalStore } from 'react';
import { parsePaperWidth, type PaperWidth } from './rules';

/** Per device: the counter's printer and a waiter's terminal take different rolls. */
export const PAPER_STORAGE_KEY = 'receiptPaper';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const readPaperWidth = (): PaperWidth => parsePaperWidth(localStorage.getItem(PAPER_STORAGE_KEY));

export function choosePaperWidth(width: PaperWidth): void {
  localStorage.setItem(PAPER_STORAGE_KEY, String(width));
  for (const listener of listeners) listener();
}

export const usePaperWidth = (): PaperWidth => useSyncExternalStore(subscribe, readPaperWidth);
