import { sql, type Kysely } from 'kysely';
import { withId } from '../columns';

/**
 * 'Dividir conta' kept on the server, so a reload, another device or another cashier sees the same parts: one split
 * per comanda (its mode, how many parts, each line's part as JSON text, what remained when it was set), and on each
 * part paid the part of the split it paid (invoice_payments.split_part), which a part index may be paid by only once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('invoice_splits'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().unique().references('invoices.id').onDelete('cascade'))
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('parts', 'integer', (col) => col.notNull())
    .addColumn('assignment', 'text', (col) => col.notNull())
    .addColumn('base_cents', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('invoice_splits_mode', sql`mode in ('equal', 'items')`)
    .addCheckConstraint('invoice_splits_parts', sql`parts >= 2 and parts <= 20`)
    // 200 lines of at most 17 characters each, with their part and the JSON around them, stay well under this.
    .addCheckConstraint('invoice_splits_assignment', sql`length(assignment) <= 8000`)
    .addCheckConstraint('invoice_splits_base', sql`base_cents >= 0`)
    .execute();
  await db.schema
    .alterTable('invoice_payments')
    .addColumn('split_part', 'integer', (col) => col.check(sql`split_part >= 0 and split_part < 20`))
    .execute();
  // The lock on the comanda already runs its parts one at a time; this holds even where a command forgot it.
  await db.schema
    .createIndex('invoice_payments_split_part')
    .on('invoice_payments')
    .columns(['invoice_id', 'split_part'])
    .unique()
    .where(sql.ref('split_part'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoice_payments_split_part').execute();
  await db.schema.alterTable('invoice_payments').dropColumn('split_part').execute();
  await db.schema.dropTable('invoice_splits').execute();
}
