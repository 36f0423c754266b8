import type { ExpressionBuilder } from 'kysely';
import type { Order, OrderSort, OrderStatus } from '@contract/ordering';
import type { DbOrTrx } from '@server/db/database';
import type { Database } from '@server/db/schema';
import { createdWithin, type InstantRange } from '../common/day-range';
import { keptStatusCount } from './status-counts';
import { orderViewsOf } from './views';

export interface OrderFilter extends InstantRange {
  status?: OrderStatus[];
}

function matching(shopId: number, filter: OrderFilter) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => {
    const conditions = [eb('location_id', '=', shopId), ...createdWithin(filter)];
    if (filter.status?.length) conditions.push(eb('status', 'in', filter.status));
    return eb.and(conditions);
  };
}

/** A page of a shop's orders, newest first unless asked oldest first, and how many match in all. */
export async function listOrders(
  db: DbOrTrx,
  shopId: number,
  filter: OrderFilter,
  page: { offset: number; limit: number },
  sort: OrderSort = 'newest',
): Promise<{ orders: Order[]; count: number }> {
  const direction = sort === 'oldest' ? 'asc' : 'desc';
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where(matching(shopId, filter))
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const onlyStatuses = filter.since === undefined && filter.before === undefined;
  const count = (onlyStatuses ? await keptStatusCount(db, 'orders', shopId, filter.status) : undefined) ?? (await countMatching());
  return { orders: await orderViewsOf(db, rows), count };

  async function countMatching(): Promise<number> {
    const row = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('count'))
      .where(matching(shopId, filter))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}

export async function findOrder(db: DbOrTrx, shopId: number, id: number): Promise<Order | undefined> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  return row ? (await orderViewsOf(db, [row]))[0] : undefined;
}

/** What decides whether cancelling the order needs a manager (cancelNeedsManager), or undefined for no such order. */
export async function cancelGuardOf(db: DbOrTrx, shopId: number, orderId: number) {
  const row = await db
    .selectFrom('orders')
    .innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .select(['orders.status', 'invoices.prepay', 'invoices.paid_cents'])
    .where('orders.id', '=', orderId)
    .where('orders.location_id', '=', shopId)
    .executeTakeFirst();
  return row && { status: row.status, invoice: { prepay: row.prepay === 1, paidCents: row.paid_cents } };
}
