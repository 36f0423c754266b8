import { sql, type Kysely } from 'kysely';
import { withId } from '../columns';

/** The catalogue entry a shop binds, public, to take payments through the payment provider. */
export const ONLINE_PAYMENT_METHOD_NAME = 'Online';

// Paying online starts a charge at the payment provider; only the provider's signed confirmation (a webhook)
// completes the bill's waiting payment. Each webhook event is kept by id so a replayed one changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_methods')
    .addColumn('online', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<{ payment_methods: { name: string; online: number } }>)
    .insertInto('payment_methods')
    .values({ name: ONLINE_PAYMENT_METHOD_NAME, online: 1 })
    .execute();

  await withId(db, db.schema.createTable('online_payments'))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('order_payment_id', 'integer', (col) => col.notNull().references('order_payments.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('online_payments_status', sql`status in ('pending', 'paid', 'failed')`)
    .execute();
  await db.schema.createIndex('online_payments_order_payment_id_idx').on('online_payments').column('order_payment_id').execute();

  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_webhook_events_pk', ['provider', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_webhook_events').execute();
  await db.schema.dropTable('online_payments').execute();
  const catalogue = db as Kysely<{
    payment_methods: { id: number; name: string };
    location_payment_methods: { payment_method_id: number };
  }>;
  const online = catalogue.selectFrom('payment_methods').select('id').where('name', '=', ONLINE_PAYMENT_METHOD_NAME);
  await catalogue.deleteFrom('location_payment_methods').where('payment_method_id', 'in', online).execute();
  await catalogue.deleteFrom('payment_methods').where('name', '=', ONLINE_PAYMENT_METHOD_NAME).execute();
  await db.schema.alterTable('payment_methods').dropColumn('online').execute();
}
