import type { Invoice } from '@contract/ordering';
import { inTransaction, type DbOrTrx } from '@server/db/database';
import { nowIso } from '@server/domain/clock';
import { conflict, notFound } from '@server/domain/errors';
import { serviceChargeRemovalDecisionOf } from '@server/domain/invoice-rules';
import { totalCoversPaidDecisionOf } from '@server/domain/part-payment-rules';
import type { Actor } from '@server/security/actor';
import { invoiceEvent, type Outcome } from '../common/events';
import { recordActivity } from './activity';
import { findInvoiceWithOrders } from './invoice-queries';
import { lockInvoice } from './invoice-lock';
import { refreshInvoiceAmounts, waitingPaymentOf } from './settlement';

/** Whether the customer started paying the comanda's waiting payment online: that charge carries the total as it was. */
export async function onlinePaymentPending(db: DbOrTrx, paymentId: number | undefined): Promise<boolean> {
  if (paymentId === undefined) return false;
  const row = await db
    .selectFrom('online_payments')
    .select('id')
    .where('order_payment_id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * 'Remover taxa de serviço' on one comanda: who (and the manager who authorized it) and when are recorded on it and
 * in its history, its total (and a waiting payment's
 * amount) drop by the charge, and the shop's devices hear an invoice `updated`. Removing it again answers the
 * comanda as it is, with no event.
 */
export async function removeServiceCharge(
  db: DbOrTrx,
  shopId: number,
  invoiceId: number,
  actor: Actor,
): Promise<Outcome<Invoice>> {
  return inTransaction(db, async (trx) => {
    const invoice = await lockInvoice(trx, shopId, invoiceId);
    if (!invoice) throw notFound('Comanda não encontrada.');
    const decision = serviceChargeRemovalDecisionOf({
      status: invoice.status,
      serviceChargeBasisPoints: invoice.service_charge_basis_points,
      removed: invoice.service_charge_removed_at !== null,
      onlinePaymentPending: await onlinePaymentPending(trx, await waitingPaymentOf(trx, invoiceId)),
    });
    if (!decision.ok) throw conflict(decision.message, decision.code);

    const events = [];
    if (decision.value === 'remove') {
      const now = nowIso();
      const removed = {
        service_charge_removed_at: now,
        service_charge_removed_by_user_id: actor.userId,
        service_charge_removed_by: actor.name,
        service_charge_removed_by_member_id: actor.memberId,
        service_charge_removal_authorized_by: actor.authorizedBy?.name ?? null,
      };
      await trx.updateTable('invoices').set(removed).where('id', '=', invoiceId).execute();
      const covered = totalCoversPaidDecisionOf(await refreshInvoiceAmounts(trx, { ...invoice, ...removed }, now), invoice.paid_cents);
      if (!covered.ok) throw conflict(covered.message);
      const detail = { amountCents: invoice.service_charge_cents };
      await recordActivity(trx, actor, { shopId, subject: 'invoice', subjectId: invoiceId, action: 'serviceChargeRemoved', at: now, detail });
      events.push(invoiceEvent(shopId, 'updated', invoiceId));
    }
    return { result: (await findInvoiceWithOrders(trx, shopId, invoiceId)) as Invoice, events };
  });
}
