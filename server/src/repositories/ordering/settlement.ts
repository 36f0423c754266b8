import {
  ORDER_PAYMENT_CANCELED,
  ORDER_PAYMENT_COMPLETED,
  ORDER_PAYMENT_WAITING,
  PAYMENT_GATEWAY,
} from '@contract/order-payments';
import { changeOf, chargedBasisPointsOf, invoiceAmountsOf, invoiceVoidedByOrdersOf } from '@server/domain/invoice-rules';
import type { Trx } from '@server/db/database';
import { conflict } from '@server/domain/errors';
import type { InvoiceRow } from './invoice-lock';
import { invoiceEvent, orderEvent, type PendingEvent } from '../common/events';
import { endSplit, followSplit } from './invoice-splits';

/**
 * Steps shared by the staff and customer commands. Each runs inside the caller's transaction, after the
 * invoice was locked, and returns the live events it implies.
 */

/**
 * Recomputes the invoice's fee, service charge, total and change from its orders, and keeps a waiting payment's
 * amount equal, and its split in step ('Dividir conta', followSplit). The service charge uses the percent the comanda was opened under (never the shop's setting of the
 * moment), so a bill already presented changes only with its own orders or when staff remove the charge.
 */
export async function refreshInvoiceAmounts(
  trx: Trx,
  invoice: Pick<InvoiceRow, 'id' | 'paid_with_cents' | 'service_charge_basis_points' | 'service_charge_removed_at'>,
  now: string,
): Promise<number> {
  const orders = await trx
    .selectFrom('orders')
    .select(['type', 'status', 'total_cents as totalCents', 'delivery_fee_cents as deliveryFeeCents'])
    .where('invoice_id', '=', invoice.id)
    .execute();
  const { totalCents, deliveryFeeCents, serviceChargeCents } = invoiceAmountsOf(orders, chargedBasisPointsOf(invoice));
  await trx
    .updateTable('invoices')
    .set({
      total_cents: totalCents,
      delivery_fee_cents: deliveryFeeCents,
      service_charge_cents: serviceChargeCents,
      change_cents: changeOf(invoice.paid_with_cents, totalCents),
    })
    .where('id', '=', invoice.id)
    .execute();
  await trx
    .updateTable('order_payments')
    .set({ amount_cents: totalCents, last_update: now })
    .where('invoice_id', '=', invoice.id)
    .where('status', '=', ORDER_PAYMENT_WAITING)
    .where('amount_cents', '!=', totalCents)
    .execute();
  await followSplit(trx, invoice.id);
  return totalCents;
}

/** Cancels the invoice and its waiting payment when canceling left it nothing to do (every order canceled). */
export async function voidInvoiceIfEmpty(trx: Trx, invoice: InvoiceRow, now: string): Promise<boolean> {
  const orders = await trx.selectFrom('orders').select('status').where('invoice_id', '=', invoice.id).execute();
  const voided = invoiceVoidedByOrdersOf(invoice, orders.map((order) => order.status));
  if (!voided) return false;
  await trx.updateTable('invoices').set({ status: 'canceled', canceled_at: now }).where('id', '=', invoice.id).execute();
  await trx
    .updateTable('order_payments')
    .set({ status: ORDER_PAYMENT_CANCELED, last_update: now })
    .where('invoice_id', '=', invoice.id)
    .where('status', '=', ORDER_PAYMENT_WAITING)
    .execute();
  await endSplit(trx, invoice.id);
  return true;
}

/**
 * Marks a waiting payment completed; 409 when it no longer waits (someone else completed or canceled it first).
 * method null means paid online.
 */
export async function completePayment(trx: Trx, paymentId: number, method: number | null, now: string): Promise<void> {
  const { numUpdatedRows } = await trx
    .updateTable('order_payments')
    .set({ status: ORDER_PAYMENT_COMPLETED, method, gateway: PAYMENT_GATEWAY, last_update: now })
    .where('id', '=', paymentId)
    .where('status', '=', ORDER_PAYMENT_WAITING)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw conflict('Este pagamento não está mais aguardando.', 'payment_confirmed');
}

/** The waiting payment of an invoice, if any. */
export async function waitingPaymentOf(trx: Trx, invoiceId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('order_payments')
    .select('id')
    .where('invoice_id', '=', invoiceId)
    .where('status', '=', ORDER_PAYMENT_WAITING)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Closes the invoice; orders still waiting for their payment (prepaid) become authorized and are announced
 * as approved, so the kitchen hears them. Staff closing it at a device with an open till name that till, which took
 * what the parts had not.
 */
export async function closeInvoice(trx: Trx, invoice: InvoiceRow, now: string, tillId: number | null = null): Promise<PendingEvent[]> {
  const { numUpdatedRows } = await trx
    .updateTable('invoices')
    .set({ status: 'closed', closed_at: now, till_id: tillId })
    .where('id', '=', invoice.id)
    .where('status', 'in', ['open', 'closing'])
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw conflict('Esta comanda já foi encerrada ou cancelada.', 'invoice_finished');
  await endSplit(trx, invoice.id);
  const authorized = await trx
    .updateTable('orders')
    .set({ status: 'authorized', authorized_at: now })
    .where('invoice_id', '=', invoice.id)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return [
    ...authorized.map((order) => orderEvent(invoice.location_id, 'approved', order.id)),
    invoiceEvent(invoice.location_id, 'closed', invoice.id),
  ];
}
