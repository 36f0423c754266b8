import type { Kysely } from 'kysely';

// Request counts of the public API's rate limits, per key (an address, a QR code) and time window, kept in the
// database every instance shares so a client cannot multiply its allowance by the number of servers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    /** Milliseconds since the epoch. */
    .addColumn('window_ends_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_window_ends_at_idx').on('rate_limit_hits').column('window_ends_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
