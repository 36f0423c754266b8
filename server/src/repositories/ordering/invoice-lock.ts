import { sql, type Kysely, type Selectable } from 'kysely';
import { isPostgres } from '@server/db/columns';
import type { Trx } from '@server/db/database';
import type { InvoicesTable } from '@server/db/tables/ordering';

export type InvoiceRow = Selectable<InvoicesTable>;

/**
 * Reads an invoice of a shop and, on PostgreSQL, locks its row until the transaction ends, so every change to
 * an invoice or its orders and payments runs one at a time (SQLite already runs one write transaction at a time).
 * Every command locks the invoice before touching its orders, so two commands never wait on each other in a circle.
 */
export async function lockInvoice(trx: Trx, shopId: number, invoiceId: number): Promise<InvoiceRow | undefined> {
  return trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('location_id', '=', shopId)
    .$if(isPostgres(trx as unknown as Kysely<unknown>), (query) => query.forUpdate())
    .executeTakeFirst();
}

/**
 * Takes the comanda's row for writing before reading it (a no-op update: the row lock on PostgreSQL, the write lock on
 * SQLite), so two instances never both read a comanda the other is about to change; false when the shop has no such
 * comanda.
 */
export async function takeForWriting(trx: Trx, shopId: number, invoiceId: number): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('invoices')
    .set({ paid_cents: sql`paid_cents` })
    .where('id', '=', invoiceId)
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}
