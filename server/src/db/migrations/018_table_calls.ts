import { sql, type Kysely } from 'kysely';
import { withId } from '../columns';

/**
 * Calls from the table: a customer at a QR code asks for a waiter or for cutlery; one member of staff claims the
 * call, someone closes it. At most one call per QR code and reason is not done yet: the partial unique index
 * decides between two identical calls sent at once, on any instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('table_calls'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('qrcode_id', 'integer', (col) => col.references('qrcodes.id').onDelete('set null'))
    // The place as the QR code named it when the call was made: the record stays readable if the code is renamed.
    .addColumn('location_name', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('claimed_by_user_id', 'integer')
    // Names are copied, as a prepared item's are: who took the call stays known if the user goes.
    .addColumn('claimed_by', 'text')
    .addColumn('done_at', 'text')
    .addColumn('done_by_user_id', 'integer')
    .addColumn('done_by', 'text')
    .addCheckConstraint('table_calls_reason', sql`reason in ('waiter', 'cutlery')`)
    .addCheckConstraint('table_calls_status', sql`status in ('open', 'claimed', 'done')`)
    .execute();
  await db.schema
    .createIndex('table_calls_one_open_per_reason')
    .on('table_calls')
    .columns(['qrcode_id', 'reason'])
    .unique()
    .where(sql.ref('status'), '<>', 'done')
    .execute();
  await db.schema.createIndex('table_calls_location_status_idx').on('table_calls').columns(['location_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('table_calls').execute();
}
