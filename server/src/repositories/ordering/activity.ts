import { HISTORY_MAX_ENTRIES, type History, type HistoryDetail, type InvoiceHistoryAction, type OrderHistoryAction } from '@contract/history';
import type { InvoicePaymentMethod } from '@contract/ordering';
import type { DbOrTrx, Trx } from '@server/db/database';
import type { ActivityTable } from '@server/db/tables/ordering';
import type { Actor } from '@server/security/actor';
import { notFound } from '@server/domain/errors';
import { toReais } from '../common/money';

/*
 * 'Histórico': each staff command on an order or a comanda adds its row here inside the command's own transaction,
 * so a history never shows what did not happen, and never misses what did.
 */

/** What a row keeps beyond its action, as stored: amounts in cents, as every table keeps them. */
export interface ActivityDetail {
  amountCents?: number;
  paymentMethod?: InvoicePaymentMethod;
  fromLocation?: string;
  toLocation?: string;
  otherInvoiceCode?: string;
}

type Subject = { subject: 'order'; action: OrderHistoryAction } | { subject: 'invoice'; action: InvoiceHistoryAction };

export type ActivityOf = Subject & { shopId: number; subjectId: number; at: string; detail?: ActivityDetail };

/** Records one command on an order or a comanda as the actor did it, with the manager who authorized it. */
export async function recordActivity(trx: Trx, actor: Actor, entry: ActivityOf): Promise<void> {
  await trx
    .insertInto('activity')
    .values({
      location_id: entry.shopId,
      subject: entry.subject,
      subject_id: entry.subjectId,
      action: entry.action,
      by_user_id: actor.userId,
      by_member_id: actor.memberId,
      by_name: actor.fullName,
      authorized_by_name: actor.authorizedBy?.name ?? null,
      at: entry.at,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}

function detailOf(stored: string | null): HistoryDetail | null {
  if (stored === null) return null;
  const { amountCents, ...rest } = JSON.parse(stored) as ActivityDetail;
  return amountCents === undefined ? rest : { amount: toReais(amountCents), ...rest };
}

const entryOf = (row: Pick<ActivityTable, 'action' | 'by_name' | 'authorized_by_name' | 'at' | 'detail'>): History['entries'][number] => ({
  action: row.action,
  by: row.by_name,
  authorizedBy: row.authorized_by_name,
  at: row.at,
  detail: detailOf(row.detail),
});

/**
 * The history of one of the shop's orders or comandas, oldest first: its latest HISTORY_MAX_ENTRIES entries. A
 * comanda's includes those of the comandas merged into it (their parts paid are its own now), less their own
 * 'mergedInto', which its 'merged' already tells. 404 when the shop has no such record.
 */
export async function historyOf(db: DbOrTrx, shopId: number, subject: 'order' | 'invoice', id: number): Promise<History> {
  const owner = await db
    .selectFrom(subject === 'order' ? 'orders' : 'invoices')
    .select('id')
    .where('id', '=', id)
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  if (!owner) throw notFound(subject === 'order' ? 'Pedido não encontrado.' : 'Comanda não encontrada.');
  const rows = await db
    .selectFrom('activity')
    .select(['action', 'by_name', 'authorized_by_name', 'at', 'detail'])
    .where('subject', '=', subject)
    .where('location_id', '=', shopId)
    .where((eb) =>
      subject === 'order'
        ? eb('subject_id', '=', id)
        : eb.or([
            eb('subject_id', '=', id),
            eb.and([
              eb('subject_id', 'in', eb.selectFrom('invoices').select('id').where('merged_into_invoice_id', '=', id)),
              eb('action', '<>', 'mergedInto'),
            ]),
          ]),
    )
    .orderBy('id', 'desc')
    .limit(HISTORY_MAX_ENTRIES)
    .execute();
  return { entries: rows.reverse().map(entryOf) };
}
