import { sql, type Kysely } from 'kysely';
import { withId } from '../columns';

/**
 * The till of a shift ('Caixa'): one open till per device of a shop (the partial unique index), its float, the cash
 * taken out and put in with a reason, and at closing one row per method with what was expected and what was counted.
 * A closed till gets the shop's next number and is never written again. The money a device records while its till is
 * open names that till: a part of a comanda (invoice_payments.till_id), and what a comanda's closing took beyond its
 * parts (invoices.till_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('tills'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('device_key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('number', 'integer')
    .addColumn('float_cents', 'integer', (col) => col.notNull())
    .addColumn('opened_by_user_id', 'integer')
    .addColumn('opened_by_member_id', 'integer')
    // Names are copied, as a payment's are: who opened and closed stays known if the person goes.
    .addColumn('opened_by_name', 'text', (col) => col.notNull())
    .addColumn('opened_at', 'text', (col) => col.notNull())
    .addColumn('closed_by_user_id', 'integer')
    .addColumn('closed_by_member_id', 'integer')
    .addColumn('closed_by_name', 'text')
    .addColumn('closed_at', 'text')
    .addCheckConstraint('tills_status', sql`status in ('open', 'closed')`)
    .addCheckConstraint('tills_float', sql`float_cents >= 0 and float_cents <= 100000000`)
    .addCheckConstraint('tills_closed', sql`(status = 'open') = (number is null and closed_at is null)`)
    .execute();
  await db.schema.createIndex('tills_open_device').on('tills').columns(['location_id', 'device_key']).unique().where(sql.ref('status'), '=', 'open').execute();
  await db.schema.createIndex('tills_number').on('tills').columns(['location_id', 'number']).unique().execute();
  await db.schema.createIndex('tills_opened_idx').on('tills').columns(['location_id', 'opened_at']).execute();

  await withId(db, db.schema.createTable('till_movements'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('till_id', 'integer', (col) => col.notNull().references('tills.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('by_user_id', 'integer')
    .addColumn('by_member_id', 'integer')
    .addColumn('by_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('till_movements_kind', sql`kind in ('sangria', 'suprimento')`)
    .addCheckConstraint('till_movements_amount', sql`amount_cents > 0 and amount_cents <= 100000000`)
    .execute();
  await db.schema.createIndex('till_movements_till_idx').on('till_movements').column('till_id').execute();

  await db.schema
    .createTable('till_counts')
    .addColumn('till_id', 'integer', (col) => col.notNull().references('tills.id').onDelete('cascade'))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('expected_cents', 'integer', (col) => col.notNull())
    .addColumn('counted_cents', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('till_counts_pk', ['till_id', 'method'])
    .addCheckConstraint('till_counts_method', sql`method in ('cash', 'pix', 'creditCard', 'debitCard', 'mealVoucher')`)
    .execute();

  // A closing never changes: a count found wrong later is a correction beside it, with who, when and why.
  await withId(db, db.schema.createTable('till_corrections'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('till_id', 'integer', (col) => col.notNull().references('tills.id').onDelete('cascade'))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('counted_cents', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('by_user_id', 'integer')
    .addColumn('by_member_id', 'integer')
    .addColumn('by_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('till_corrections_method', sql`method in ('cash', 'pix', 'creditCard', 'debitCard', 'mealVoucher')`)
    .addCheckConstraint('till_corrections_counted', sql`counted_cents >= 0 and counted_cents <= 100000000`)
    .execute();
  await db.schema.createIndex('till_corrections_till_idx').on('till_corrections').column('till_id').execute();

  // 'Exigir caixa aberto': a shop without a row, or with 0, takes payments at a device with no open till (the spec's flow).
  await db.schema
    .createTable('till_settings')
    .addColumn('location_id', 'integer', (col) => col.primaryKey().references('locations.id').onDelete('cascade'))
    .addColumn('required', 'integer', (col) => col.notNull())
    .addCheckConstraint('till_settings_required', sql`required in (0, 1)`)
    .execute();

  await db.schema.alterTable('invoice_payments').addColumn('till_id', 'integer', (col) => col.references('tills.id')).execute();
  await db.schema.alterTable('invoices').addColumn('till_id', 'integer', (col) => col.references('tills.id')).execute();
  await db.schema.createIndex('invoice_payments_till_idx').on('invoice_payments').column('till_id').execute();
  await db.schema.createIndex('invoices_till_idx').on('invoices').column('till_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_till_idx').execute();
  await db.schema.dropIndex('invoice_payments_till_idx').execute();
  await db.schema.alterTable('invoices').dropColumn('till_id').execute();
  await db.schema.alterTable('invoice_payments').dropColumn('till_id').execute();
  await db.schema.dropTable('till_settings').execute();
  await db.schema.dropTable('till_corrections').execute();
  await db.schema.dropTable('till_counts').execute();
  await db.schema.dropTable('till_movements').execute();
  await db.schema.dropTable('tills').execute();
}
