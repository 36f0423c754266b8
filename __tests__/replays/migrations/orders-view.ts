/**
 * Migrates the committed recordings' final state to the orders module and Pedidos' own list (run once with
 * `npx tsx __tests__/replays/migrations/orders-view.ts`; a recording already migrated is left alone).
 *
 * Before, `orders` was Pedidos' list: the listed orders, its filters, sort and paging, the commands in flight and
 * the open orders with their own copy. Now `orders` holds every order the store received (list pages, live
 * reloads, open orders), the commands and the open orders' loads, and `ordersView` holds Pedidos' list as ids.
 * The orders received are read from the recording's own actions, the latest copy of each winning; a sign-out
 * forgets them, as it did the list.
 */
import { migrateRecordings } from './recordings';
import type { Order } from '@contract/ordering';
import { compareNewestFirst, matchesOrderFilters, type OrderFilters } from '@/ordering/orders/rules';

interface OldDetails {
  views: number;
  order: Order | null;
  status: string;
  error: string | null;
  invoice: unknown;
  invoiceError: string | null;
}

interface OldOrdersState {
  ids: number[];
  entities: Record<string, Order>;
  filters: OrderFilters;
  pending: Record<string, string>;
  details: Record<string, OldDetails>;
  [listField: string]: unknown;
}

interface Entry {
  kind: string;
  action?: { type: string; payload?: unknown };
}

/** The actions that carried a fresh copy of orders into the store, and where the copies are in their payload. */
const ordersCarriedBy: Record<string, (payload: unknown) => Order[]> = {
  'orders/ordersLoaded': (payload) => (payload as { orders: Order[] }).orders,
  'orders/ordersMoreLoaded': (payload) => (payload as { orders: Order[] }).orders,
  'orders/orderReceived': (payload) => [payload as Order],
  'orders/orderDetailsLoaded': (payload) => [payload as Order],
  'orders/orderStarted': (payload) => [payload as Order],
  'orders/orderCompleted': (payload) => [payload as Order],
  'orders/orderCanceled': (payload) => [payload as Order],
};

function ordersReceived(entries: Entry[]): Map<number, Order> {
  const received = new Map<number, Order>();
  for (const { kind, action } of entries) {
    if (kind !== 'action' || !action) continue;
    if (action.type === 'auth/signedOut') received.clear();
    for (const order of ordersCarriedBy[action.type]?.(action.payload) ?? []) received.set(order.id, order);
  }
  return received;
}

function migrate(state: Record<string, unknown>, entries: Entry[]): boolean {
  if (!state.orders || state.ordersView) return false;
  const { ids, entities, filters, pending, details, ...list } = state.orders as OldOrdersState;
  const received = ordersReceived(entries);
  const all = [...received.values()].sort(compareNewestFirst);
  state.orders = {
    ids: all.map((order) => order.id),
    entities: Object.fromEntries(all.map((order) => [order.id, order])),
    pending,
    details: Object.fromEntries(Object.entries(details).map(([id, { order: _copy, ...load }]) => [id, load])),
  };
  const listed = ids.map((id) => received.get(id) ?? entities[id]);
  state.ordersView = {
    ...list,
    filters,
    ids,
    entities: Object.fromEntries(
      listed.map(({ id, createdAt, ...order }) => [id, { id, createdAt, matchesFilters: matchesOrderFilters({ id, createdAt, ...order }, filters) }]),
    ),
  };
  return true;
}

migrateRecordings<{ entries: Entry[]; finalState: Record<string, unknown> }>(({ finalState, entries }) => migrate(finalState, entries));
