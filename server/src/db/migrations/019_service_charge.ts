import type { Kysely } from 'kysely';

/**
 * 'Taxa de serviço'. The shop's setting: a percent in basis points (1000 is 10%), null while off. Each comanda
 * keeps the percent it was opened under, so changing the setting mid-service never changes a bill already running;
 * the amount is recomputed from its dine-in orders as they come and go, and `total_cents` includes it. Removing the
 * charge from one comanda is recorded: when, and who (their id and their first name, copied as a call's claimer is).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_settings').addColumn('service_charge_basis_points', 'integer').execute();
  await db.schema.alterTable('invoices').addColumn('service_charge_basis_points', 'integer').execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('service_charge_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('invoices').addColumn('service_charge_removed_at', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('service_charge_removed_by_user_id', 'integer').execute();
  await db.schema.alterTable('invoices').addColumn('service_charge_removed_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Totals go back to what the orders and the delivery fee come to, as before the charge existed.
  const invoices = db as Kysely<{ invoices: { total_cents: number; service_charge_cents: number } }>;
  await invoices
    .updateTable('invoices')
    .set((eb) => ({ total_cents: eb('total_cents', '-', eb.ref('service_charge_cents')) }))
    .execute();
  for (const column of [
    'service_charge_removed_by',
    'service_charge_removed_by_user_id',
    'service_charge_removed_at',
    'service_charge_cents',
    'service_charge_basis_points',
  ]) {
    await db.schema.alterTable('invoices').dropColumn(column).execute();
  }
  await db.schema.alterTable('shop_settings').dropColumn('service_charge_basis_points').execute();
}
