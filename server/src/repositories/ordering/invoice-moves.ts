import type { Invoice } from '@contract/ordering';
import { inTransaction, type DbOrTrx, type Trx } from '@server/db/database';
import { nowIso } from '@server/domain/clock';
import { conflict, invalid, notFound } from '@server/domain/errors';
import { mergeDecisionOf, transferDecisionOf, type MovableInvoice } from '@server/domain/invoice-move-rules';
import type { Actor } from '@server/security/actor';
import { invoiceEvent, orderEvent, type Outcome, type PendingEvent } from '../common/events';
import { recordActivity } from './activity';
import { findInvoiceWithOrders } from './invoice-queries';
import { lockInvoice, type InvoiceRow } from './invoice-lock';
import { refreshInvoiceAmounts, waitingPaymentOf } from './settlement';

/*
 * Where a comanda's future orders go. A customer's order never finds its comanda by the table: the first order at a
 * QR code opens a comanda and hands its id and access token to the customer's phone, and every later order from that
 * phone names them (customer-orders.ts, joinInvoiceDecisionOf); an order without them opens a new comanda at the
 * place of the QR code it came through. So:
 * - after a transfer the comanda is at the new table (its `location` and `qrcode_id`), and so is every order of it,
 *   past and future, since an order's place is read from its comanda. The party's phones keep ordering into it,
 *   whichever QR code's page they order from, and the kitchen reads the new table on those orders;
 * - a new party at the old table scans its QR code without that token and opens a comanda of its own there: nothing
 *   it orders lands in the moved comanda;
 * - an order through the new table's QR code without the token opens its own comanda too, as it did before the
 *   transfer: the model joins by token, never by table, and a transfer does not change that;
 * - after a merge the ended comanda names the one it became (`merged_into_invoice_id`), and an order still naming
 *   the ended one goes to the comanda it became (customer-orders.ts follows it), so a phone of either party keeps
 *   ordering into the one bill.
 * Every command here locks the comandas it changes (in id order), as placing an order locks the one it joins, so an
 * order placed at the same moment on any instance runs wholly before or wholly after the move and is never lost.
 */

/** Who made a move, as the move's record and the comanda's history copy it. */
const movedBy = (actor: Actor) => ({
  by_user_id: actor.userId,
  by_name: actor.fullName,
  by_member_id: actor.memberId,
  authorized_by_name: actor.authorizedBy?.name ?? null,
});

async function movableOf(trx: Trx, invoice: InvoiceRow): Promise<MovableInvoice> {
  return {
    code: invoice.code,
    status: invoice.status,
    prepay: invoice.prepay === 1,
    paymentWaiting: (await waitingPaymentOf(trx, invoice.id)) !== undefined,
  };
}

const movedOrders = (shopId: number, ids: readonly number[]): PendingEvent[] => ids.map((id) => orderEvent(shopId, 'moved', id));

const withMoves = async (trx: Trx, shopId: number, id: number): Promise<Invoice> => (await findInvoiceWithOrders(trx, shopId, id)) as Invoice;

/**
 * 'Transferir para outra mesa': the comanda goes to the place of one of the shop's active QR codes, recorded with
 * who moved it and when. 400 for a QR code that is not the shop's or not active.
 */
export async function transferInvoice(
  db: DbOrTrx,
  shopId: number,
  invoiceId: number,
  qrcodeId: number,
  actor: Actor,
): Promise<Outcome<Invoice>> {
  return inTransaction(db, async (trx) => {
    const invoice = await lockInvoice(trx, shopId, invoiceId);
    if (!invoice) throw notFound('Comanda não encontrada.');
    const qrcode = await trx
      .selectFrom('qrcodes')
      .select(['id', 'location_name'])
      .where('id', '=', qrcodeId)
      .where('location_id', '=', shopId)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!qrcode) throw invalid('body qrcodeId: escolha uma mesa com QR code ativo deste estabelecimento.');
    const decision = transferDecisionOf(await movableOf(trx, invoice), invoice.location, qrcode.location_name);
    if (!decision.ok) throw conflict(decision.message, decision.code);

    const now = nowIso();
    await trx.updateTable('invoices').set({ location: qrcode.location_name, qrcode_id: qrcode.id }).where('id', '=', invoice.id).execute();
    await trx
      .insertInto('invoice_moves')
      .values({
        location_id: shopId,
        invoice_id: invoice.id,
        target_invoice_id: null,
        kind: 'transfer',
        from_location: invoice.location,
        to_location: qrcode.location_name,
        ...movedBy(actor),
        created_at: now,
      })
      .execute();
    const detail = { fromLocation: invoice.location, toLocation: qrcode.location_name };
    await recordActivity(trx, actor, { shopId, subject: 'invoice', subjectId: invoice.id, action: 'transferred', at: now, detail });
    const orders = await trx.selectFrom('orders').select('id').where('invoice_id', '=', invoice.id).orderBy('id').execute();
    return {
      result: await withMoves(trx, shopId, invoice.id),
      events: [invoiceEvent(shopId, 'updated', invoice.id), ...movedOrders(shopId, orders.map((order) => order.id))],
    };
  });
}

/**
 * 'Juntar com…': the source comanda's orders and payments move to the target, whose totals are recomputed; the
 * source ends canceled, naming the target, with nothing left on it. Refused where either is finished, prepaid or
 * has a payment in flight (mergeDecisionOf). 400 for a source that is not the shop's.
 */
export async function mergeInvoices(
  db: DbOrTrx,
  shopId: number,
  targetId: number,
  sourceId: number,
  actor: Actor,
): Promise<Outcome<Invoice>> {
  return inTransaction(db, async (trx) => {
    // Both locked in id order, so two merges of the same pair the other way round never wait on each other.
    const [first, second] = targetId < sourceId ? [targetId, sourceId] : [sourceId, targetId];
    const lockedFirst = await lockInvoice(trx, shopId, first);
    const lockedSecond = first === second ? lockedFirst : await lockInvoice(trx, shopId, second);
    const target = targetId === first ? lockedFirst : lockedSecond;
    const source = sourceId === first ? lockedFirst : lockedSecond;
    if (!target) throw notFound('Comanda não encontrada.');
    if (!source) throw invalid('body invoiceId: escolha uma comanda aberta deste estabelecimento.');
    const decision = mergeDecisionOf({ id: target.id, ...(await movableOf(trx, target)) }, { id: source.id, ...(await movableOf(trx, source)) });
    if (!decision.ok) throw conflict(decision.message, decision.code);

    const now = nowIso();
    const moved = await trx.updateTable('orders').set({ invoice_id: target.id }).where('invoice_id', '=', source.id).returning('id').execute();
    await trx.updateTable('order_payments').set({ invoice_id: target.id, last_update: now }).where('invoice_id', '=', source.id).execute();
    // Parts already paid on the source ('Dividir conta') count on the target, which owes the rest; they were parts of
    // the source's split, which ends with it, not of any split the target has.
    await trx.updateTable('invoice_payments').set({ invoice_id: target.id, split_part: null }).where('invoice_id', '=', source.id).execute();
    await trx.updateTable('invoices').set({ paid_cents: target.paid_cents + source.paid_cents }).where('id', '=', target.id).execute();
    await trx.updateTable('invoices').set({ paid_cents: 0 }).where('id', '=', source.id).execute();
    await trx
      .updateTable('invoices')
      .set({ status: 'canceled', canceled_at: now, merged_into_invoice_id: target.id })
      .where('id', '=', source.id)
      .execute();
    // Comandas merged into the source earlier now lead straight to the target.
    await trx.updateTable('invoices').set({ merged_into_invoice_id: target.id }).where('merged_into_invoice_id', '=', source.id).execute();
    await refreshInvoiceAmounts(trx, source, now);
    await refreshInvoiceAmounts(trx, target, now);
    await trx
      .insertInto('invoice_moves')
      .values({
        location_id: shopId,
        invoice_id: source.id,
        target_invoice_id: target.id,
        kind: 'merge',
        from_location: source.location,
        to_location: target.location,
        ...movedBy(actor),
        created_at: now,
      })
      .execute();
    const merged = { shopId, subject: 'invoice', at: now, detail: { fromLocation: source.location, toLocation: target.location } } as const;
    await recordActivity(trx, actor, { ...merged, subjectId: target.id, action: 'merged', detail: { ...merged.detail, otherInvoiceCode: source.code } });
    await recordActivity(trx, actor, { ...merged, subjectId: source.id, action: 'mergedInto', detail: { ...merged.detail, otherInvoiceCode: target.code } });
    return {
      result: await withMoves(trx, shopId, target.id),
      events: [
        invoiceEvent(shopId, 'updated', target.id),
        invoiceEvent(shopId, 'updated', source.id),
        ...movedOrders(shopId, moved.map((order) => order.id)),
      ],
    };
  });
}
