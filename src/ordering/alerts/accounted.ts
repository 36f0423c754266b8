/**
 * The waiting orders and bill requests this device has accounted for while its live link was up: alerted, or shown
 * in a list it loaded then. A catch-up alerts for whatever waits that is not here. Kept in localStorage, not in
 * the page's state, so a reload catches up against what the device knew before it, not against the list it loaded
 * since (which already holds what arrived in between).
 */
export type AccountedKind = 'orders' | 'bills';

const STORAGE_KEYS: Record<AccountedKind, string> = { orders: 'accountedOrders', bills: 'accountedBills' };

/** Enough for a shift's waiting records; the oldest fall out first. */
export const ACCOUNTED_LIMIT = 500;

export function readAccounted(kind: AccountedKind): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS[kind]) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export function addAccounted(kind: AccountedKind, ids: readonly number[]): void {
  const known = readAccounted(kind);
  const added = ids.filter((id, index) => !known.includes(id) && ids.indexOf(id) === index);
  if (added.length === 0) return;
  localStorage.setItem(STORAGE_KEYS[kind], JSON.stringify([...known, ...added].slice(-ACCOUNTED_LIMIT)));
}

export function forgetAccounted(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}
