import type { Kysely } from 'kysely';

// One browser's Web Push subscription, for one shop, made from one sign-in: ending the sign-in ends the pushes.
// The endpoint is the push service's address for that browser and so identifies the subscription.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (col) => col.primaryKey())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (col) => col.notNull().references('sign_in_sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_shop_id_idx').on('push_subscriptions').column('shop_id').execute();
  await db.schema.createIndex('push_subscriptions_session_id_idx').on('push_subscriptions').column('session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
