import type { Kysely } from 'kysely';

// A shop that stopped taking new orders for a while: one row per paused shop, removed when it resumes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_pauses')
    .addColumn('location_id', 'integer', (col) => col.primaryKey().references('locations.id').onDelete('cascade'))
    /** Milliseconds since the epoch. */
    .addColumn('paused_at', 'bigint', (col) => col.notNull())
    /** Milliseconds since the epoch; null pauses until someone resumes. */
    .addColumn('resume_at', 'bigint')
    .execute();
  await db.schema.createIndex('order_pauses_resume_at_idx').on('order_pauses').column('resume_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_pauses').execute();
}
