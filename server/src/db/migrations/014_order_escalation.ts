import { sql, type Kysely } from 'kysely';

/**
 * An order nobody takes escalates: when someone first opened each order (`seen_at`), when the server found it
 * waiting too long unopened (`escalated_at`), and each shop's minutes before that happens (a shop without a row has
 * the default in contract/limits.ts; a row with null minutes turns it off).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('seen_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('escalated_at', 'text').execute();
  // The sweep looks for waiting orders by when they started waiting.
  await db.schema.createIndex('orders_status_authorized_idx').on('orders').columns(['status', 'authorized_at']).execute();
  // Nobody knows whether the orders waiting before this version were opened: they count as seen, so an upgrade
  // pushes nothing for them.
  await sql`update orders set seen_at = coalesce(authorized_at, created_at) where status = 'authorized'`.execute(db);

  await db.schema
    .createTable('order_escalation_settings')
    .addColumn('location_id', 'integer', (col) => col.primaryKey().references('locations.id').onDelete('cascade'))
    .addColumn('minutes', 'integer')
    .addCheckConstraint('order_escalation_settings_minutes', sql`minutes is null or (minutes >= 1 and minutes <= 30)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_escalation_settings').execute();
  await db.schema.dropIndex('orders_status_authorized_idx').execute();
  await db.schema.alterTable('orders').dropColumn('escalated_at').execute();
  await db.schema.alterTable('orders').dropColumn('seen_at').execute();
}
