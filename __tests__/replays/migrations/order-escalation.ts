/**
 * Migrates the committed recordings' final state to the escalated orders (run once with
 * `npx tsx __tests__/replays/migrations/order-escalation.ts`; a recording already migrated is left alone).
 *
 * The order alerts gained the set of orders the server escalated (`orderAlerts.escalated`), and the shop's settings
 * its escalation minutes (`shopSettings.escalation`). The recordings were made before any order could escalate, so
 * the set is empty and the minutes were never loaded.
 *
 * Opening a waiting order now tells the server even when the device was not alerting for it (the server escalates
 * the orders nobody opened): each opening of an order the recording shows waiting gets the server's answer to that
 * call (204), right after it.
 */
import { migrateRecordings } from './recordings';

interface Entry {
  kind: string;
  at: number;
  method?: string;
  url?: string;
  action?: { type: string; payload?: unknown };
}

/** The ids of the orders last loaded waiting ('authorized') before each entry, read from the recording's actions. */
function answerSeenCalls(entries: Entry[]): boolean {
  const waiting = new Set<number>();
  let changed = false;
  for (let index = 0; index < entries.length; index++) {
    const { action, kind, at } = entries[index];
    if (kind !== 'action' || !action) continue;
    if (action.type === 'orders/ordersLoaded') {
      for (const order of (action.payload as { orders: { id: number; status: string }[] }).orders) {
        if (order.status === 'authorized') waiting.add(order.id);
        else waiting.delete(order.id);
      }
    }
    if (action.type !== 'orders/orderDetailsOpened' || !waiting.has(action.payload as number)) continue;
    const seen = `/orders/${action.payload as number}/seen`;
    if (entries.some((entry) => entry.kind === 'api' && entry.method === 'PUT' && entry.url?.endsWith(seen))) continue;
    const list = entries.find((entry) => entry.kind === 'api' && entry.url?.includes('/orders?'));
    const shopPath = list?.url?.slice(0, list.url.indexOf('/orders?')) ?? '';
    entries.splice(index + 1, 0, { kind: 'api', method: 'PUT', url: `${shopPath}${seen}`, at: at + 1, answeredAt: at + 20, status: 204 } as Entry);
    changed = true;
  }
  return changed;
}

function migrate(state: Record<string, unknown>): boolean {
  let changed = false;
  const alerts = state.orderAlerts as Record<string, unknown> | undefined;
  if (alerts && !('escalated' in alerts)) {
    alerts.escalated = [];
    changed = true;
  }
  const settings = state.shopSettings as Record<string, unknown> | undefined;
  if (settings && !('escalation' in settings)) {
    settings.escalation = { minutes: null, status: 'idle', save: 'idle' };
    changed = true;
  }
  return changed;
}

migrateRecordings<{ entries: Entry[]; finalState: Record<string, unknown> }>(({ finalState, entries }) => {
  const answered = answerSeenCalls(entries);
  return migrate(finalState) || answered;
});
