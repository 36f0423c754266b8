import type { Invoice, SetInvoiceSplitBody } from '@contract/ordering';
import { inTransaction, type DbOrTrx, type Trx } from '@server/db/database';
import { nowIso } from '@server/domain/clock';
import { conflict, invalid, notFound } from '@server/domain/errors';
import { splitChangeRefusalOf, splitFollowingOf, splitPartRefusalOf, type StandingSplit } from '@server/domain/split-rules';
import { invoiceEvent, type Outcome } from '../common/events';
import { findInvoiceWithOrders, paidSplitPartsOf } from './invoice-queries';
import { lockInvoice, takeForWriting } from './invoice-lock';

/*
 * 'Dividir conta' kept on the server: one split per comanda, set and changed by staff while none of its parts is
 * paid, and followed by the commands that change what the comanda owes (a new order, an order canceled, a payment,
 * a merge) so that every device shows parts that add up to what remains. Each change is heard live as the comanda's
 * 'updated', whose reload carries the split.
 */

async function standingSplitOf(db: DbOrTrx, invoiceId: number): Promise<StandingSplit | undefined> {
  const row = await db.selectFrom('invoice_splits').select(['mode', 'parts', 'base_cents']).where('invoice_id', '=', invoiceId).executeTakeFirst();
  return row && { mode: row.mode, parts: row.parts, baseCents: row.base_cents };
}

/** The comanda ended (closed, canceled, merged into another): its split goes with it. */
export async function endSplit(trx: Trx, invoiceId: number): Promise<void> {
  await trx.deleteFrom('invoice_splits').where('invoice_id', '=', invoiceId).execute();
}

/** The split no longer holds while the comanda goes on: its parts paid stay as payments, no longer parts of a split. */
async function dropSplit(trx: Trx, invoiceId: number): Promise<void> {
  await endSplit(trx, invoiceId);
  await trx.updateTable('invoice_payments').set({ split_part: null }).where('invoice_id', '=', invoiceId).where('split_part', 'is not', null).execute();
}

/**
 * After what the comanda owes changed, in the command's transaction and under its lock: the split follows what
 * remains, is dropped, or ends with the comanda (splitFollowingOf).
 */
export async function followSplit(trx: Trx, invoiceId: number): Promise<void> {
  const split = await standingSplitOf(trx, invoiceId);
  if (!split) return;
  const invoice = await trx.selectFrom('invoices').select(['status', 'total_cents', 'paid_cents']).where('id', '=', invoiceId).executeTakeFirstOrThrow();
  const paid = await paidSplitPartsOf(trx, invoiceId);
  const following = splitFollowingOf(
    { status: invoice.status, totalCents: invoice.total_cents, paidCents: invoice.paid_cents },
    split,
    paid.map((part) => part.amountCents),
  );
  if (following.kind === 'end') await endSplit(trx, invoiceId);
  else if (following.kind === 'drop') await dropSplit(trx, invoiceId);
  else if (following.kind === 'rebase') {
    await trx.updateTable('invoice_splits').set({ base_cents: following.baseCents }).where('invoice_id', '=', invoiceId).execute();
  }
}

/**
 * Whether a part being paid may be recorded as this part of the split; throws 400 or 409 in the rules' words
 * (splitPartRefusalOf). Called under the comanda's lock, before the part is written.
 */
export async function assertSplitPartPayable(trx: Trx, invoiceId: number, part: number): Promise<void> {
  const paid = await paidSplitPartsOf(trx, invoiceId);
  const refusal = splitPartRefusalOf(await standingSplitOf(trx, invoiceId), paid.map((entry) => entry.part), part);
  if (refusal) throw refusal.kind === 'invalid' ? invalid(refusal.message) : conflict(refusal.message, refusal.code);
}

/**
 * Sets a comanda's split (`body`) or undoes it (null). 404 for another shop's comanda; 400 for a line given to a part
 * the split does not have; 409 once the comanda ended or was paid, once a part of the split is paid, or for a split
 * by items of a comanda part of which was paid. The split divides what remains now.
 */
export async function changeSplit(db: DbOrTrx, shopId: number, invoiceId: number, body: SetInvoiceSplitBody | null): Promise<Outcome<Invoice>> {
  return inTransaction(db, async (trx) => {
    if (!(await takeForWriting(trx, shopId, invoiceId))) throw notFound('Comanda não encontrada.');
    const invoice = await lockInvoice(trx, shopId, invoiceId);
    if (!invoice) throw notFound('Comanda não encontrada.');
    const paid = await paidSplitPartsOf(trx, invoiceId);
    const refusal = splitChangeRefusalOf({ status: invoice.status, totalCents: invoice.total_cents, paidCents: invoice.paid_cents }, paid.length, body);
    if (refusal) throw refusal.kind === 'invalid' ? invalid(refusal.message) : conflict(refusal.message, refusal.code);

    if (body === null) await endSplit(trx, invoiceId);
    else {
      const values = {
        mode: body.mode,
        parts: body.parts,
        assignment: JSON.stringify(body.assignment ?? {}),
        base_cents: invoice.total_cents - invoice.paid_cents,
        updated_at: nowIso(),
      };
      await trx
        .insertInto('invoice_splits')
        .values({ location_id: shopId, invoice_id: invoiceId, ...values })
        .onConflict((oc) => oc.column('invoice_id').doUpdateSet(values))
        .execute();
    }
    return { result: (await findInvoiceWithOrders(trx, shopId, invoiceId)) as Invoice, events: [invoiceEvent(shopId, 'updated', invoiceId)] };
  });
}
