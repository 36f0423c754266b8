import type { OrderPayment, PaymentOperatorMethod } from '@contract/order-payments';
import { methodOfOperatorCode } from '@contract/payment-methods';
import { paymentCompletionDecisionOf } from '@server/domain/invoice-rules';
import { inTransaction, type DbOrTrx } from '@server/db/database';
import { conflict, notFound } from '@server/domain/errors';
import { lockInvoice } from './invoice-lock';
import { invoiceEvent, type Outcome, type PendingEvent } from '../common/events';
import { findOrderPayment } from './order-payment-queries';
import { closeInvoice, completePayment } from './settlement';
import { nowIso } from '@server/domain/clock';
import type { Actor } from '@server/security/actor';
import { recordActivity } from './activity';
import { tillTakingMoney } from '../till/till-money';

/**
 * Staff informing how a waiting payment was paid (spec section 4, step 1). For a prepaid invoice the payment is
 * all that was missing: the invoice closes and its order is authorized. The comanda's history records who informed it.
 */
export async function completePaymentByOperator(
  db: DbOrTrx,
  shopId: number,
  paymentId: number,
  method: PaymentOperatorMethod,
  actor: Actor,
): Promise<Outcome<OrderPayment>> {
  return inTransaction(db, async (trx) => {
    const owner = await trx
      .selectFrom('order_payments')
      .select('invoice_id')
      .where('id', '=', paymentId)
      .where('location_id', '=', shopId)
      .executeTakeFirst();
    if (!owner) throw notFound('Pagamento não encontrado.');
    const invoice = await lockInvoice(trx, shopId, owner.invoice_id);
    if (!invoice) throw notFound('Pagamento não encontrado.');
    const { status, amount_cents: amountCents } = await trx
      .selectFrom('order_payments')
      .select(['status', 'amount_cents'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const decision = paymentCompletionDecisionOf(status, invoice.status);
    if (!decision.ok) throw conflict(decision.message, decision.code);

    const now = nowIso();
    await completePayment(trx, paymentId, method, now);
    if (invoice.payment_method === null) {
      await trx
        .updateTable('invoices')
        .set({ payment_method: methodOfOperatorCode(method) })
        .where('id', '=', invoice.id)
        .execute();
    }
    const informed = { shopId, subject: 'invoice', subjectId: invoice.id, at: now } as const;
    await recordActivity(trx, actor, { ...informed, action: 'paymentInformed', detail: { amountCents, paymentMethod: methodOfOperatorCode(method) } });
    const events: PendingEvent[] =
      invoice.prepay === 1 ? await closeInvoice(trx, invoice, now, await tillTakingMoney(trx, shopId, actor.device)) : [invoiceEvent(shopId, 'updated', invoice.id)];
    if (invoice.prepay === 1) await recordActivity(trx, actor, { ...informed, action: 'closed' });
    return { result: (await findOrderPayment(trx, paymentId)) as OrderPayment, events };
  });
}
