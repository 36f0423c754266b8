import type { Kysely } from 'kysely';

/**
 * 'Salão': where each QR code's tile sits on the shop's map, as staff arranged them. One row per QR code placed;
 * a code never arranged has none and comes after the arranged ones. Rows go with their QR code or their shop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('table_positions')
    .addColumn('qrcode_id', 'integer', (col) => col.primaryKey().references('qrcodes.id').onDelete('cascade'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('table_positions_location_idx').on('table_positions').columns(['location_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('table_positions').execute();
}
