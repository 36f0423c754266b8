import { ORDER_ESCALATION_MINUTES } from '@contract/limits';
import type { OrderEscalationSettings } from '@contract/ordering';
import type { DbOrTrx } from '@server/db/database';
import { nowIso } from '@server/domain/clock';
import { escalationDueOf } from '@server/domain/escalation-rules';
import { orderEvent, type Outcome } from '../common/events';

const MINUTE_MS = 60_000;
/**
 * An order that started waiting longer ago than this is not escalated any more: a shop that turns the warning on
 * (or a server back after a long stop) does not push every old order it never took.
 */
export const ESCALATION_WINDOW_MS = 2 * 60 * MINUTE_MS;
/** Orders one sweep looks at, at most: the rest wait for the next one, seconds later. */
const SWEEP_BATCH = 1_000;

/** The shop's 'Avisar todos se um pedido ficar sem resposta por'; a shop that never saved it has the default. */
export async function findEscalationSettings(db: DbOrTrx, shopId: number): Promise<OrderEscalationSettings> {
  const row = await db.selectFrom('order_escalation_settings').select('minutes').where('location_id', '=', shopId).executeTakeFirst();
  return { minutes: row ? row.minutes : ORDER_ESCALATION_MINUTES.default };
}

export async function saveEscalationSettings(db: DbOrTrx, shopId: number, settings: OrderEscalationSettings): Promise<OrderEscalationSettings> {
  await db
    .insertInto('order_escalation_settings')
    .values({ location_id: shopId, minutes: settings.minutes })
    .onConflict((conflict) => conflict.column('location_id').doUpdateSet({ minutes: settings.minutes }))
    .execute();
  return findEscalationSettings(db, shopId);
}

/**
 * Someone opened the order on a device: it counts as taken from now on (no escalation, and an escalation already
 * made stops), and the shop's other devices hear 'seen' and stop alerting. False when the shop has no such order.
 */
export async function markOrderSeen(db: DbOrTrx, shopId: number, orderId: number): Promise<Outcome<boolean>> {
  const order = await db.selectFrom('orders').select('seen_at').where('id', '=', orderId).where('location_id', '=', shopId).executeTakeFirst();
  if (!order) return { result: false, events: [] };
  if (order.seen_at === null) {
    await db.updateTable('orders').set({ seen_at: nowIso() }).where('id', '=', orderId).where('seen_at', 'is', null).execute();
  }
  return { result: true, events: [orderEvent(shopId, 'seen', orderId)] };
}

/**
 * Escalates the orders that have waited, unopened, unstarted and uncanceled, longer than their shop allows at `now`
 * (milliseconds), each with its 'escalated' event. Several instances may sweep at once: the update decides (only an
 * order not escalated yet is stamped), so each order is escalated, and pushed, by one of them only.
 */
export async function takeUnansweredOrders(db: DbOrTrx, now: number): Promise<Outcome<number[]>> {
  const candidates = await db
    .selectFrom('orders')
    .leftJoin('order_escalation_settings as settings', 'settings.location_id', 'orders.location_id')
    .select(['orders.id as id', 'orders.authorized_at as authorizedAt', 'settings.location_id as configured', 'settings.minutes as minutes'])
    .where('orders.status', '=', 'authorized')
    .where('orders.authorized_at', '>', new Date(now - ESCALATION_WINDOW_MS).toISOString())
    .where('orders.authorized_at', '<=', new Date(now - ORDER_ESCALATION_MINUTES.min * MINUTE_MS).toISOString())
    .where('orders.seen_at', 'is', null)
    .where('orders.escalated_at', 'is', null)
    .orderBy('orders.authorized_at')
    .limit(SWEEP_BATCH)
    .execute();
  const due = candidates
    .filter(({ authorizedAt, configured, minutes }) =>
      authorizedAt !== null && escalationDueOf(Date.parse(authorizedAt), configured === null ? undefined : minutes, now),
    )
    .map((order) => order.id);
  if (due.length === 0) return { result: [], events: [] };
  const escalated = await db
    .updateTable('orders')
    .set({ escalated_at: new Date(now).toISOString() })
    .where('id', 'in', due)
    .where('status', '=', 'authorized')
    .where('seen_at', 'is', null)
    .where('escalated_at', 'is', null)
    .returning(['id', 'location_id'])
    .execute();
  return {
    result: escalated.map((order) => order.id),
    events: escalated.map((order) => orderEvent(order.location_id, 'escalated', order.id)),
  };
}
