import type { Kysely } from 'kysely';

// A sign-in is a session: every token minted from it carries its id, so ending the session ends them all, and its
// refresh tokens rotate inside it. Only hashes of refresh tokens are kept; a used one stays (until the session goes)
// so that presenting it again is recognised as reuse. Times are ISO-8601 UTC text, which sorts as it compares.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sign_in_sessions_expires_at_idx').on('sign_in_sessions').column('expires_at').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull().references('sign_in_sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_session_id_idx').on('refresh_tokens').column('session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('sign_in_sessions').execute();
}
