import { sql, type Kysely } from 'kysely';
import { withId } from '../columns';

/**
 * 'Dividir conta': a comanda paid in parts, each part recorded on its own with its method, the cash handed over and
 * the change, who took it and when; and, on the comanda, what its parts came to so far (paid_cents), so that a list
 * shows 'Pago $ X · Falta $ Y' without reading the parts, and a part is guarded against the total in one statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('paid_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await withId(db, db.schema.createTable('invoice_payments'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('cash_received_cents', 'integer')
    .addColumn('change_cents', 'integer')
    .addColumn('by_user_id', 'integer')
    // The name is copied, as a move's is: who took the part stays known if the user goes.
    .addColumn('by_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('invoice_payments_amount', sql`amount_cents > 0`)
    .addCheckConstraint('invoice_payments_method', sql`method in ('cash', 'creditCard', 'debitCard', 'online', 'pix')`)
    .addCheckConstraint('invoice_payments_cash', sql`(method = 'cash') or (cash_received_cents is null and change_cents is null)`)
    .execute();
  await db.schema.createIndex('invoice_payments_invoice_idx').on('invoice_payments').column('invoice_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_payments').execute();
  await db.schema.alterTable('invoices').dropColumn('paid_cents').execute();
}
