import type { Order } from '@contract/ordering';
import { cancelNeedsManager, orderStatusTimestamp, orderTransitionOf, type OrderAction } from '@server/domain/order-rules';
import { totalCoversPaidDecisionOf } from '@server/domain/part-payment-rules';
import { inTransaction, type DbOrTrx } from '@server/db/database';
import { conflict, notFound } from '@server/domain/errors';
import { lockInvoice } from './invoice-lock';
import { invoiceEvent, orderEvent, type Outcome } from '../common/events';
import { findOrder } from './order-queries';
import { refreshInvoiceAmounts, voidInvoiceIfEmpty } from './settlement';
import { nowIso } from '@server/domain/clock';
import type { Actor } from '@server/security/actor';
import { recordActivity } from './activity';

const ORDER_CHANGED_MESSAGE = 'O pedido mudou enquanto isso; recarregue e tente de novo.';

const historyActionOf = { started: 'orderStarted', completed: 'orderCompleted', canceled: 'orderCanceled' } as const;

/**
 * Starts, completes or cancels an order of a shop. The rule is checked and the row written in one transaction,
 * and the UPDATE only matches the status that was checked, so of two staff acting at once exactly one wins and
 * the other gets a 409 with nothing changed. The order's history records who did it, and who authorized it.
 * `managerCleared` says the caller may cancel a started or paid order: checked again here under the lock, since the
 * order may have been started between the route's check and this transaction.
 */
export async function transitionOrder(
  db: DbOrTrx,
  shopId: number,
  orderId: number,
  action: OrderAction,
  actor: Actor,
  managerCleared = true,
): Promise<Outcome<Order>> {
  return inTransaction(db, async (trx) => {
    const owner = await trx
      .selectFrom('orders')
      .select('invoice_id')
      .where('id', '=', orderId)
      .where('location_id', '=', shopId)
      .executeTakeFirst();
    if (!owner) throw notFound('Pedido não encontrado.');
    const invoice = await lockInvoice(trx, shopId, owner.invoice_id);
    if (!invoice) throw notFound('Pedido não encontrado.');
    // Read after the lock: the status seen before it may already be stale.
    const { status } = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();

    const decision = orderTransitionOf(action, status, invoice.status);
    if (!decision.ok) throw conflict(decision.message, decision.code);
    if (action === 'cancel' && !managerCleared && cancelNeedsManager(status, { prepay: invoice.prepay === 1, paidCents: invoice.paid_cents })) {
      throw conflict(ORDER_CHANGED_MESSAGE, 'order_changed');
    }
    const next = decision.value;
    const now = nowIso();
    const { numUpdatedRows } = await trx
      .updateTable('orders')
      .set({ status: next, [orderStatusTimestamp[next]]: now })
      .where('id', '=', orderId)
      .where('status', '=', status)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw conflict(ORDER_CHANGED_MESSAGE, 'order_changed');

    await recordActivity(trx, actor, { shopId, subject: 'order', subjectId: orderId, action: historyActionOf[next], at: now });
    const events = [orderEvent(shopId, next, orderId)];
    if (next === 'canceled') {
      const covered = totalCoversPaidDecisionOf(await refreshInvoiceAmounts(trx, invoice, now), invoice.paid_cents);
      if (!covered.ok) throw conflict(covered.message);
      await voidInvoiceIfEmpty(trx, invoice, now);
      events.push(invoiceEvent(shopId, 'updated', invoice.id));
    }
    const order = await findOrder(trx, shopId, orderId);
    return { result: order as Order, events };
  });
}
