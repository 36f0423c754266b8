import type { Kysely } from 'kysely';

/**
 * The ages at which a shop's kitchen tickets turn amber and red, per shop rather than per device. A shop that saved
 * its kitchen settings before keeps them, with the thresholds a device had by default (contract/kitchen.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kitchen_settings').addColumn('amber_after_min', 'integer', (col) => col.notNull().defaultTo(10)).execute();
  await db.schema.alterTable('kitchen_settings').addColumn('red_after_min', 'integer', (col) => col.notNull().defaultTo(20)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kitchen_settings').dropColumn('red_after_min').execute();
  await db.schema.alterTable('kitchen_settings').dropColumn('amber_after_min').execute();
}
