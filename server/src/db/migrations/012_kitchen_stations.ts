import { sql, type Kysely } from 'kysely';
import { withId } from '../columns';

/**
 * The kitchen display: a shop's stations and the categories each prepares, each item line's done state, and the
 * shop's kitchen settings (a shop without a row has the defaults in contract/kitchen.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('stations'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addUniqueConstraint('stations_location_name', ['location_id', 'name'])
    .execute();

  // The category is the key: it belongs to at most one station, whatever two staff save at once.
  await db.schema
    .createTable('station_categories')
    .addColumn('group_id', 'integer', (col) => col.primaryKey().references('item_groups.id').onDelete('cascade'))
    .addColumn('station_id', 'integer', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('station_categories_station_idx').on('station_categories').column('station_id').execute();

  // prepared_by copies the name, as lines copy the product's: the record stays readable if the user goes.
  await db.schema.alterTable('order_items').addColumn('prepared_at', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('prepared_by', 'text').execute();

  await db.schema
    .createTable('kitchen_settings')
    .addColumn('location_id', 'integer', (col) => col.primaryKey().references('locations.id').onDelete('cascade'))
    .addColumn('auto_complete', 'integer', (col) => col.notNull())
    .addColumn('tickets_from', 'text', (col) => col.notNull())
    .addColumn('board_minutes', 'integer', (col) => col.notNull())
    .addCheckConstraint('kitchen_settings_auto_complete_flag', sql`auto_complete in (0, 1)`)
    .addCheckConstraint('kitchen_settings_tickets_from', sql`tickets_from in ('approved', 'started')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kitchen_settings').execute();
  await db.schema.alterTable('order_items').dropColumn('prepared_by').execute();
  await db.schema.alterTable('order_items').dropColumn('prepared_at').execute();
  await db.schema.dropTable('station_categories').execute();
  await db.schema.dropTable('stations').execute();
}
