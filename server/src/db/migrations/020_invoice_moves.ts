import { sql, type Kysely } from 'kysely';
import { withId } from '../columns';

/**
 * Comandas moved between tables and merged ('Transferir para outra mesa', 'Juntar com…'): each move recorded with
 * who made it and when, and, on a comanda merged into another, the one it became (a customer still holding the
 * merged comanda's token orders into that one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('merged_into_invoice_id', 'integer', (col) => col.references('invoices.id'))
    .execute();
  await withId(db, db.schema.createTable('invoice_moves'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    // The comanda moved (transfer), or the one merged away into target_invoice_id (merge).
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('target_invoice_id', 'integer', (col) => col.references('invoices.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    // The places as they were named when the move was made: the record stays readable if a QR code is renamed.
    .addColumn('from_location', 'text', (col) => col.notNull())
    .addColumn('to_location', 'text', (col) => col.notNull())
    .addColumn('by_user_id', 'integer')
    // Names are copied, as a claimed call's are: who moved it stays known if the user goes.
    .addColumn('by_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('invoice_moves_kind', sql`kind in ('transfer', 'merge')`)
    .addCheckConstraint('invoice_moves_target', sql`(kind = 'merge') = (target_invoice_id is not null)`)
    .execute();
  await db.schema.createIndex('invoice_moves_invoice_idx').on('invoice_moves').column('invoice_id').execute();
  await db.schema.createIndex('invoice_moves_target_idx').on('invoice_moves').column('target_invoice_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_moves').execute();
  await db.schema.alterTable('invoices').dropColumn('merged_into_invoice_id').execute();
}
