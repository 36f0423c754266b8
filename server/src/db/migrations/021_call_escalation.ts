import { sql, type Kysely } from 'kysely';

/**
 * A call from a table nobody claims escalates as an unanswered order does: when the server found it waiting too long
 * (`escalated_at`), and each shop's minutes before that happens (a shop without a row has the default in
 * contract/limits.ts; a row with null minutes turns it off).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('table_calls').addColumn('escalated_at', 'text').execute();
  await db.schema
    .createTable('call_escalation_settings')
    .addColumn('location_id', 'integer', (col) => col.primaryKey().references('locations.id').onDelete('cascade'))
    .addColumn('minutes', 'integer')
    .addCheckConstraint('call_escalation_settings_minutes', sql`minutes is null or (minutes >= 1 and minutes <= 30)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('call_escalation_settings').execute();
  await db.schema.alterTable('table_calls').dropColumn('escalated_at').execute();
}
