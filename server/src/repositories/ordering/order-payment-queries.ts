import type { ExpressionBuilder } from 'kysely';
import type { OrderPayment, OrderPaymentStatus } from '@contract/order-payments';
import type { DbOrTrx } from '@server/db/database';
import type { Database } from '@server/db/schema';
import { createdWithin, type InstantRange } from '../common/day-range';
import { orderPaymentViewsOf } from './views';

export interface OrderPaymentFilter extends InstantRange {
  status?: OrderPaymentStatus[];
}

function matching(shopId: number, filter: OrderPaymentFilter) {
  return (eb: ExpressionBuilder<Database, 'order_payments'>) => {
    const conditions = [eb('location_id', '=', shopId), ...createdWithin(filter)];
    if (filter.status?.length) conditions.push(eb('status', 'in', filter.status));
    return eb.and(conditions);
  };
}

/** A page of a shop's order payments, newest first, and how many match in all. */
export async function listOrderPayments(
  db: DbOrTrx,
  shopId: number,
  filter: OrderPaymentFilter,
  page: { offset: number; limit: number },
): Promise<{ orderPayments: OrderPayment[]; count: number }> {
  const rows = await db
    .selectFrom('order_payments')
    .selectAll()
    .where(matching(shopId, filter))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { count } = await db
    .selectFrom('order_payments')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(matching(shopId, filter))
    .executeTakeFirstOrThrow();
  return { orderPayments: await orderPaymentViewsOf(db, rows), count: Number(count) };
}

/** The shop a payment belongs to, so the route can check the token may see it before reading more. */
export async function findOrderPaymentShop(db: DbOrTrx, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('order_payments').select('location_id').where('id', '=', id).executeTakeFirst();
  return row?.location_id;
}

export async function findOrderPayment(db: DbOrTrx, id: number): Promise<OrderPayment | undefined> {
  const row = await db.selectFrom('order_payments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [payment] = await orderPaymentViewsOf(db, [row]);
  return payment;
}
