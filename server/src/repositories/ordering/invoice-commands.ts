import type { Invoice } from '@contract/ordering';
import { isCounterMethod } from '@contract/payment-methods';
import { invoiceCloseDecisionOf } from '@server/domain/invoice-rules';
import { inTransaction, type DbOrTrx } from '@server/db/database';
import { conflict, notFound } from '@server/domain/errors';
import { findInvoiceWithOrders } from './invoice-queries';
import { lockInvoice } from './invoice-lock';
import type { Outcome, PendingEvent } from '../common/events';
import { closeInvoice, completePayment, waitingPaymentOf } from './settlement';
import { nowIso } from '@server/domain/clock';
import type { Actor } from '@server/security/actor';
import { recordActivity } from './activity';
import { tillTakingMoney } from '../till/till-money';

/**
 * Staff 'Confirmar pagamento' (second step): closes an invoice. A payment still waiting must have been informed
 * first unless the customer chose to pay online; a prepaid invoice's order is authorized on closing. Its history
 * records who closed it.
 */
export async function closeInvoiceByStaff(db: DbOrTrx, shopId: number, invoiceId: number, actor: Actor): Promise<Outcome<Invoice>> {
  return inTransaction(db, async (trx) => {
    const invoice = await lockInvoice(trx, shopId, invoiceId);
    if (!invoice) throw notFound('Comanda não encontrada.');
    const waitingPayment = await waitingPaymentOf(trx, invoiceId);
    const decision = invoiceCloseDecisionOf(
      { status: invoice.status, paymentMethod: invoice.payment_method },
      waitingPayment !== undefined,
    );
    if (!decision.ok) throw conflict(decision.message, decision.code);

    let events: PendingEvent[] = [];
    if (decision.value === 'close') {
      const now = nowIso();
      // What the parts left, taken at this counter unless it was paid online.
      const countersMoney = invoice.payment_method !== null && isCounterMethod(invoice.payment_method) && invoice.total_cents > invoice.paid_cents;
      const tillId = await tillTakingMoney(trx, shopId, actor.device, countersMoney);
      if (waitingPayment !== undefined) await completePayment(trx, waitingPayment, null, now);
      events = await closeInvoice(trx, invoice, now, tillId);
      await recordActivity(trx, actor, { shopId, subject: 'invoice', subjectId: invoiceId, action: 'closed', at: now });
    }
    return { result: (await findInvoiceWithOrders(trx, shopId, invoiceId)) as Invoice, events };
  });
}
