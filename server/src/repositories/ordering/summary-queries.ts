import type { InvoicePaymentMethod, Summary } from '@contract/ordering';
import { orderStatuses } from '@contract/statuses';
import { invoicePaymentMethods } from '@contract/payment-methods';
import type { DbOrTrx } from '@server/db/database';
import { toReais } from '../common/money';
import { createdWithin, type InstantRange } from '../common/day-range';

/**
 * Orders by status and invoice totals by payment method, for what a shop created in a period; the parts of a comanda
 * paid in parts count under their own methods (its count stays under the comanda's method).
 */
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
  // A comanda paid in parts ('Dividir conta') counts once, under its own method, but each part's amount counts
  // under the part's method: what came in by Pix is counted as Pix. Its own method keeps the rest (an open comanda's
  // unpaid remainder under "not chosen yet").
  const partRows = await db
    .selectFrom('invoice_payments')
    .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
    .select((eb) => [
      'invoices.payment_method as own',
      'invoice_payments.method as method',
      eb.fn.sum<number | string>('invoice_payments.amount_cents').as('cents'),
    ])
    .where((eb) =>
      eb.and([
        eb('invoices.location_id', '=', shopId),
        eb('invoices.status', '!=', 'canceled'),
        ...(range.since === undefined ? [] : [eb('invoices.created_at', '>=', range.since)]),
        ...(range.before === undefined ? [] : [eb('invoices.created_at', '<', range.before)]),
      ]),
    )
    .groupBy(['invoices.payment_method', 'invoice_payments.method'])
    .execute();
  const groups = new Map(invoiceRows.map((row) => [row.payment_method, { count: Number(row.count), cents: Number(row.total ?? 0) }]));
  for (const part of partRows) {
    const cents = Number(part.cents);
    const own = groups.get(part.own);
    if (own) own.cents -= cents;
    const to = groups.get(part.method) ?? { count: 0, cents: 0 };
    to.cents += cents;
    groups.set(part.method, to);
  }
  const methodRows = [...groups].map(([method, group]) => ({ payment_method: method, count: group.count, total: group.cents }));

  // In catalogue order with "not chosen yet" last; the two databases sort NULL differently.
  const rank = (method: InvoicePaymentMethod | null) =>
    method === null ? invoicePaymentMethods.length : invoicePaymentMethods.indexOf(method);
  methodRows.sort((a, b) => rank(a.payment_method) - rank(b.payment_method));
  return {
    orders,
    invoices: methodRows.map((row) => ({
      paymentMethod: row.payment_method,
      count: Number(row.count),
      total: toReais(Number(row.total ?? 0)),
    })),
  };
}
