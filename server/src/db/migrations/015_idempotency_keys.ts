import type { Kysely } from 'kysely';

/**
 * The keys a staff device sends with a command it may send again (a retry after a lost answer, the outbox replayed
 * by a second tab): per shop, the first request's answer, so a second request with the same key gets it without the
 * command running twice. The primary key decides between two instances taking the same key at once; a sweep
 * removes keys past their time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    /** The method and path the key was first used for: the same key on another call is refused. */
    .addColumn('request', 'text', (col) => col.notNull())
    /** Null while the first request runs. */
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    /** Milliseconds since the epoch. */
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['location_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at_idx').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
