import type { LoadStatus } from '@/shared/lib/loadStatus';
/**
 * The state of one paged list of menu records (a shop's categories, a category's products, an item's portions…).
 * Every list is ordered oldest first on the server, so a record created here belongs at its end, and the next
 * page always starts at the number of rows already held.
 */

export interface ListState {
  ids: number[];
  /** The server's total, which is also what 'Produtos (n)' and its siblings show. */
  count: number;
  status: LoadStatus;
  /** The page after the first, for the infinite scroll. */
  more: LoadStatus;
  error: string | null;
  /** A page has arrived once, so the count stays meaningful while the list refreshes. */
  loaded: boolean;
}

export interface DetailState {
  status: LoadStatus;
  error: string | null;
}

export const emptyList = (): ListState => ({ ids: [], count: 0, status: 'idle', more: 'idle', error: null, loaded: false });

export const hasMoreOf = (list: ListState | undefined): boolean =>
  list !== undefined && list.status === 'resolved' && list.ids.length < list.count;

export const nextOffsetOf = (list: ListState | undefined): number => list?.ids.length ?? 0;

/** The count to show, or null while it is not known. */
export const countOf = (list: ListState | undefined): number | null =>
  list && (list.status === 'resolved' || (list.status === 'pending' && list.loaded)) ? list.count : null;

// The helpers below change an Immer draft inside a slice's reducers.

export function pageRequested(list: ListState, offset: number): void {
  if (offset === 0) {
    list.status = 'pending';
    list.error = null;
  } else {
    list.more = 'pending';
  }
}

export function pageLoaded(list: ListState, offset: number, ids: number[], count: number): void {
  if (offset === 0) {
    list.ids = ids;
    list.status = 'resolved';
    list.loaded = true;
    list.more = 'idle';
  } else {
    list.ids.push(...ids.filter((id) => !list.ids.includes(id)));
    list.more = 'resolved';
  }
  list.count = count;
}

export function pageFailed(list: ListState, offset: number, error: string): void {
  if (offset === 0) {
    list.status = 'error';
    list.error = error;
  } else {
    list.more = 'error';
  }
}

/** A record created here: counted at once, and shown when the list is already complete. */
export function recordAdded(list: ListState, id: number): void {
  if (list.status !== 'resolved' || list.ids.includes(id)) return;
  if (list.ids.length === list.count) list.ids.push(id);
  list.count += 1;
}

export function recordRemoved(list: ListState, id: number): void {
  const index = list.ids.indexOf(id);
  if (index >= 0) list.ids.splice(index, 1);
  if (list.status === 'resolved') list.count = Math.max(0, list.count - 1);
}

/** One shared value, so a selector asked about a record not requested yet answers the same thing every time. */
const IDLE_DETAIL: DetailState = Object.freeze({ status: 'idle', error: null });

export function detailOf(details: Record<number, DetailState>, id: number): DetailState {
  return details[id] ?? IDLE_DETAIL;
}
