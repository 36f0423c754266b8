import type { Kysely } from 'kysely';
import { withId } from '../columns';

// Both tables live in the database, not in a server's memory, so every server sharing it enforces the same
// sign-in limits and refuses the same revoked tokens. Times are ISO-8601 UTC text, which sorts as it compares.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_idx').on('login_failures').columns(['key', 'failed_at']).execute();
  await db.schema.createIndex('login_failures_failed_at_idx').on('login_failures').column('failed_at').execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('token_id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires_at_idx').on('revoked_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_tokens').execute();
  await db.schema.dropTable('login_failures').execute();
}
