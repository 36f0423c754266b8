import { sql } from 'kysely';
import type { Invoice, InvoicePaymentList, InvoicePaymentMethod } from '@contract/ordering';
import { methodsOfCatalogueIds, operatorCodeOf, isCounterMethod } from '@contract/payment-methods';
import { inTransaction, type DbOrTrx } from '@server/db/database';
import { nowIso } from '@server/domain/clock';
import { conflict, invalid, notFound } from '@server/domain/errors';
import { partDecisionOf, remainingCentsOf, settledMethodOf, type PartRequest } from '@server/domain/part-payment-rules';
import type { Actor } from '@server/security/actor';
import { invoiceEvent, type Outcome, type PendingEvent } from '../common/events';
import { toReais } from '../common/money';
import { recordActivity } from './activity';
import { tillTakingMoney } from '../till/till-money';
import { findInvoiceWithOrders, paymentsOf } from './invoice-queries';
import { lockInvoice, takeForWriting } from './invoice-lock';
import { onlinePaymentPending } from './service-charge';
import { closeInvoice, completePayment, waitingPaymentOf } from './settlement';
import { assertSplitPartPayable, followSplit } from './invoice-splits';

/*
 * 'Dividir conta': a comanda paid in parts, one at a time, each recorded with its method, the cash and change, who and
 * when. The part that reaches the total closes the comanda in the same transaction, as 'Confirmar pagamento' does.
 * Two cashiers taking the last part at once: the comanda's row is taken for writing before anything is read (a
 * no-op update: the row lock on PostgreSQL, the write lock on SQLite, so neither reads a total the other is about to
 * pay), and the part is added only where it still fits (`paid_cents + amount <= total_cents`), so exactly one wins.
 */

const operatorMethodOf = (method: InvoicePaymentMethod): number | null => (isCounterMethod(method) ? operatorCodeOf(method) : null);

/** The methods staff may record for a shop: the catalogue entries it accepts (public or not), matched by id. */
export async function acceptedMethodsOf(db: DbOrTrx, shopId: number): Promise<InvoicePaymentMethod[]> {
  const rows = await db
    .selectFrom('location_payment_methods')
    .select('payment_method_id')
    .where('location_id', '=', shopId)
    .execute();
  return methodsOfCatalogueIds(rows.map((row) => row.payment_method_id));
}

/** A shop's comanda's parts, with what they came to and what remains; 404 when the shop has no such comanda. */
export async function listInvoicePayments(db: DbOrTrx, shopId: number, invoiceId: number): Promise<InvoicePaymentList> {
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'status', 'total_cents', 'paid_cents'])
    .where('id', '=', invoiceId)
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  if (!invoice) throw notFound('Comanda não encontrada.');
  return {
    payments: await paymentsOf(db, invoiceId),
    paid: toReais(invoice.paid_cents),
    remaining: toReais(remainingCentsOf({ status: invoice.status, totalCents: invoice.total_cents, paidCents: invoice.paid_cents })),
  };
}

/**
 * Records one part of a comanda. 400 for a part the rules refuse (naming the field), 404 for another shop's comanda,
 * 409 once it is closed or canceled, when what remained was paid meanwhile, while its customer pays it online, or for
 * a part of its split already paid or a split no longer standing. A payment outside the split moves the split on
 * (followSplit).
 * The part that reaches the total closes the comanda under the parts' method (the largest part's when they differ),
 * completing a payment that waited for it, with the same events as 'Confirmar pagamento'.
 */
export async function recordInvoicePayment(
  db: DbOrTrx,
  shopId: number,
  invoiceId: number,
  part: PartRequest,
  actor: Actor,
): Promise<Outcome<Invoice>> {
  return inTransaction(db, async (trx) => {
    if (!(await takeForWriting(trx, shopId, invoiceId))) throw notFound('Comanda não encontrada.');
    const invoice = await lockInvoice(trx, shopId, invoiceId);
    if (!invoice) throw notFound('Comanda não encontrada.');
    const decision = partDecisionOf(
      { status: invoice.status, totalCents: invoice.total_cents, paidCents: invoice.paid_cents },
      part,
      await acceptedMethodsOf(trx, shopId),
    );
    if (!decision.ok) throw decision.kind === 'invalid' ? invalid(decision.message) : conflict(decision.message, decision.code);
    const waiting = await waitingPaymentOf(trx, invoiceId);
    if (await onlinePaymentPending(trx, waiting)) {
      throw conflict('O cliente já começou a pagar esta comanda online; aguarde a confirmação antes de registrar partes.');
    }

    const splitPart = part.splitPart ?? null;
    if (splitPart !== null) await assertSplitPartPayable(trx, invoiceId, splitPart);

    const { amountCents, method, cashReceivedCents, changeCents } = decision.value;
    const { numUpdatedRows } = await trx
      .updateTable('invoices')
      .set({ paid_cents: sql`paid_cents + ${amountCents}` })
      .where('id', '=', invoiceId)
      .where('status', 'in', ['open', 'closing'])
      .where(sql<boolean>`paid_cents + ${amountCents} <= total_cents`)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw conflict('O restante desta comanda já foi pago.', 'invoice_paid');
    const now = nowIso();
    const tillId = await tillTakingMoney(trx, shopId, actor.device, isCounterMethod(method));
    await trx
      .insertInto('invoice_payments')
      .values({
        location_id: shopId,
        invoice_id: invoiceId,
        amount_cents: amountCents,
        method,
        cash_received_cents: cashReceivedCents,
        change_cents: changeCents,
        by_user_id: actor.userId,
        by_name: actor.fullName,
        by_member_id: actor.memberId,
        authorized_by_name: actor.authorizedBy?.name ?? null,
        created_at: now,
        till_id: tillId,
        split_part: splitPart,
      })
      .execute();
    const detail = { amountCents, paymentMethod: method };
    await recordActivity(trx, actor, { shopId, subject: 'invoice', subjectId: invoiceId, action: 'paymentRecorded', at: now, detail });

    let events: PendingEvent[] = [invoiceEvent(shopId, 'updated', invoiceId)];
    if (invoice.paid_cents + amountCents >= invoice.total_cents) {
      const parts = await trx.selectFrom('invoice_payments').select(['amount_cents', 'method']).where('invoice_id', '=', invoiceId).orderBy('id').execute();
      const settled = settledMethodOf(parts.map((row) => ({ amountCents: row.amount_cents, method: row.method }))) ?? method;
      if (waiting !== undefined) await completePayment(trx, waiting, operatorMethodOf(settled), now);
      await trx.updateTable('invoices').set({ payment_method: settled }).where('id', '=', invoiceId).execute();
      events = await closeInvoice(trx, invoice, now, tillId);
      await recordActivity(trx, actor, { shopId, subject: 'invoice', subjectId: invoiceId, action: 'closed', at: now });
    } else await followSplit(trx, invoiceId);
    return { result: (await findInvoiceWithOrders(trx, shopId, invoiceId)) as Invoice, events };
  });
}
