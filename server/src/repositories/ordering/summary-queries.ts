import { invoicePaymentMethods, orderStatuses, type InvoicePaymentMethod, type Summary } from '@contract/ordering';
import type { DbOrTrx } from '@server/db/database';
import { toReais } from '../common/money';
import { createdWithin, type InstantRange } from '../common/day-range';

/** Orders by status and invoice totals by payment method, for what a shop created in a period. */
export async function summaryOf(db: DbOrTrx, shopId: number, range: InstantRange): Promise<Summary> {
  const orderRows = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll().as('count')])
    .where((eb) => eb.and([eb('location_id', '=', shopId), ...createdWithin(range)]))
    .groupBy('status')
    .execute();
  const orders = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Summary['orders'];
  for (const row of orderRows) orders[row.status] = Number(row.count);

  const invoiceRows = await db
    .selectFrom('invoices')
    .select((eb) => ['payment_method', eb.fn.countAll().as('count'), eb.fn.sum<number | string>('total_cents').as('total')])
    .where((eb) => eb.and([eb('location_id', '=', shopId), eb('status', '!=', 'canceled'), ...createdWithin(range)]))
    .groupBy('payment_method')
    .execute();
  // In catalogue order with "not chosen yet" last; the two databases sort NULL differently.
  const rank = (method: InvoicePaymentMethod | null) =>
    method === null ? invoicePaymentMethods.length : invoicePaymentMethods.indexOf(method);
  invoiceRows.sort((a, b) => rank(a.payment_method) - rank(b.payment_method));
  return {
    orders,
    invoices: invoiceRows.map((row) => ({
      paymentMethod: row.payment_method,
      count: Number(row.count),
      total: toReais(Number(row.total ?? 0)),
    })),
  };
}
