import { sql, type Kysely } from 'kysely';
import { withId } from '../columns';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
const between = (column: string, min: number, max: number) =>
  sql`${sql.ref(column)} between ${sql.lit(min)} and ${sql.lit(max)}`;
const notNegative = (column: string) => sql`${sql.ref(column)} >= 0`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Invoice and order codes count per shop; an upsert on this row serialises concurrent placements on both
  // databases, where max(code) + 1 would hand the same code to two customers.
  await db.schema
    .createTable('shop_counters')
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('shop_counters_pk', ['location_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
    .addColumn('qrcode_id', 'integer', (col) => col.references('qrcodes.id').onDelete('set null'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mobile', 'text')
    .addColumn('email', 'text')
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('payment_method', 'text')
    .addColumn('prepay', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('closing_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('canceled_at', 'text')
    .addColumn('delivery_fee_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('paid_with_cents', 'integer')
    .addColumn('change_cents', 'integer')
    .addColumn('address_street', 'text')
    .addColumn('address_number', 'text')
    .addColumn('address_complement', 'text')
    .addColumn('address_neighborhood', 'text')
    .addColumn('address_city', 'text')
    .addColumn('address_district', 'text')
    .addColumn('address_cep', 'text')
    .addColumn('access_token', 'text', (col) => col.notNull())
    .addUniqueConstraint('invoices_location_code', ['location_id', 'code'])
    .addCheckConstraint('invoices_status', oneOf('status', ['open', 'closing', 'closed', 'canceled']))
    .addCheckConstraint('invoices_payment_method', oneOf('payment_method', ['cash', 'creditCard', 'debitCard', 'online']))
    .addCheckConstraint('invoices_prepay_flag', sql`prepay in (0, 1)`)
    .addCheckConstraint('invoices_total_range', notNegative('total_cents'))
    .execute();
  await db.schema.createIndex('invoices_location_created_idx').on('invoices').columns(['location_id', 'created_at']).execute();
  await db.schema.createIndex('invoices_location_status_idx').on('invoices').columns(['location_id', 'status']).execute();
  await db.schema.createIndex('invoices_qrcode_idx').on('invoices').column('qrcode_id').execute();

  // delivery_fee_cents is the fee this order brought; the invoice charges it once while a delivery order stands.
  // idempotency_key holds the customer's retry key; request_hash tells a true retry from a reused key.
  await withId(db, db.schema.createTable('orders'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('delivery_fee_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('authorized_at', 'text')
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('canceled_at', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('request_hash', 'text')
    .addUniqueConstraint('orders_location_code', ['location_id', 'code'])
    .addCheckConstraint('orders_type', between('type', 0, 3))
    .addCheckConstraint('orders_status', oneOf('status', ['open', 'authorized', 'started', 'completed', 'canceled']))
    .addCheckConstraint('orders_total_range', notNegative('total_cents'))
    .execute();
  await db.schema.createIndex('orders_invoice_idx').on('orders').column('invoice_id').execute();
  await db.schema.createIndex('orders_location_created_idx').on('orders').columns(['location_id', 'created_at']).execute();
  await db.schema.createIndex('orders_location_status_idx').on('orders').columns(['location_id', 'status']).execute();

  // Lines copy names and prices, so the menu may change or lose the item without rewriting past orders.
  await withId(db, db.schema.createTable('order_items'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (col) => col.references('items.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('portion_name', 'text')
    .addColumn('portion_price_cents', 'integer')
    .addCheckConstraint('order_items_quantity', between('quantity', 1, 99))
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_item_idx').on('order_items').column('item_id').execute();

  await withId(db, db.schema.createTable('order_item_options'))
    .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (col) => col.references('options.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_item_options_item_idx').on('order_item_options').column('order_item_id').execute();
  await db.schema.createIndex('order_item_options_option_idx').on('order_item_options').column('option_id').execute();

  await withId(db, db.schema.createTable('order_payments'))
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('method', 'integer')
    .addColumn('gateway', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_update', 'text', (col) => col.notNull())
    .addCheckConstraint('order_payments_status', between('status', 0, 2))
    .addCheckConstraint('order_payments_method', between('method', 0, 2))
    .addCheckConstraint('order_payments_amount_range', notNegative('amount_cents'))
    .execute();
  await db.schema.createIndex('order_payments_invoice_idx').on('order_payments').column('invoice_id').execute();
  await db.schema
    .createIndex('order_payments_location_created_idx')
    .on('order_payments')
    .columns(['location_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = ['order_payments', 'order_item_options', 'order_items', 'orders', 'invoices', 'shop_counters'];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
