import type { OrderSort } from '@contract/ordering';

const STORAGE_KEY = 'orders-sort';

/** The sort this device chose for Pedidos, if any (storage may be off: then the spec's default). */
export function readOrderSort(): OrderSort | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === 'newest' || saved === 'oldest' ? saved : null;
  } catch {
    return null;
  }
}

export function saveOrderSort(sort: OrderSort): void {
  try {
    localStorage.setItem(STORAGE_KEY, sort);
  } catch {
    // Private mode or a full storage: the choice lasts until the page closes.
  }
}
