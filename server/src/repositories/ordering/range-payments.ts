import type { InvoicePaymentMethod } from '@contract/payment-methods';
import type { InvoiceStatus } from '@contract/statuses';
import type { DbOrTrx } from '@server/db/database';
import type { InstantRange } from '../common/day-range';

/** One payment a comanda received: a part ('Dividir conta'), or the whole comanda paid at once. */
export interface RangePayment {
  invoiceId: number;
  invoiceCode: string;
  location: string;
  invoiceStatus: InvoiceStatus;
  serviceChargeCents: number;
  deliveryFeeCents: number;
  method: InvoicePaymentMethod | null;
  amountCents: number;
  cashReceivedCents: number | null;
  changeCents: number | null;
  by: string;
  at: string;
}

/**
 * The payments of the comandas a range opened (not canceled), the parts oldest first, then the comandas paid at once: the comandas Resumo counts, so their
 * amounts per method add up to its 'Formas de pagamento'. A comanda closed at once is one payment of its total,
 * under its method, by who closed it; one paid in parts is its parts.
 */
export async function paymentsWithin(db: DbOrTrx, shopId: number, range: InstantRange): Promise<RangePayment[]> {
  const since = range.since ?? '';
  const before = range.before ?? '';
  const invoiceFields = [
    'invoices.id as invoiceId',
    'invoices.code as invoiceCode',
    'invoices.location as location',
    'invoices.status as invoiceStatus',
    'invoices.service_charge_cents as serviceChargeCents',
    'invoices.delivery_fee_cents as deliveryFeeCents',
  ] as const;
  const parts = await db
    .selectFrom('invoice_payments')
    .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
    .select([
      ...invoiceFields,
      'invoice_payments.method as method',
      'invoice_payments.amount_cents as amountCents',
      'invoice_payments.cash_received_cents as cashReceivedCents',
      'invoice_payments.change_cents as changeCents',
      'invoice_payments.by_name as by',
      'invoice_payments.created_at as at',
    ])
    .where('invoices.location_id', '=', shopId)
    .where('invoices.status', '!=', 'canceled')
    .where('invoices.created_at', '>=', since)
    .where('invoices.created_at', '<', before)
    .orderBy('invoice_payments.created_at')
    .orderBy('invoice_payments.id')
    .execute();
  const wholes = await db
    .selectFrom('invoices')
    .leftJoin('activity', (join) =>
      join
        .onRef('activity.subject_id', '=', 'invoices.id')
        .on('activity.subject', '=', 'invoice')
        .on('activity.action', '=', 'closed'),
    )
    .select([
      ...invoiceFields,
      'invoices.payment_method as method',
      'invoices.total_cents as amountCents',
      'invoices.paid_with_cents as cashReceivedCents',
      'invoices.change_cents as changeCents',
      'invoices.closed_at as closedAt',
      'invoices.created_at as openedAt',
      'activity.by_name as by',
    ])
    .where('invoices.location_id', '=', shopId)
    .where('invoices.status', '=', 'closed')
    .where('invoices.paid_cents', '=', 0)
    .where('invoices.created_at', '>=', since)
    .where('invoices.created_at', '<', before)
    .orderBy('activity.id')
    .execute();
  // Should a comanda's history hold more than one 'closed', the last one's person is who took the payment.
  const closed = new Map(wholes.map((whole) => [whole.invoiceId, whole]));
  return [...parts, ...[...closed.values()].map(({ closedAt, openedAt, by, ...whole }) => ({ ...whole, by: by ?? '', at: closedAt ?? openedAt }))];
}
