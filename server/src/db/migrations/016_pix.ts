import type { Kysely } from 'kysely';
import { replaceCheck, type Check } from '../check-constraints';

const WIDENED: Check[] = [
  { table: 'invoices', name: 'invoices_payment_method', condition: "payment_method in ('cash', 'creditCard', 'debitCard', 'online', 'pix')" },
  { table: 'order_payments', name: 'order_payments_method', condition: 'method between 0 and 3' },
];

const NARROWED: Check[] = [
  { table: 'invoices', name: 'invoices_payment_method', condition: "payment_method in ('cash', 'creditCard', 'debitCard', 'online')" },
  { table: 'order_payments', name: 'order_payments_method', condition: 'method between 0 and 2' },
];

/**
 * Pix: the shop's receiver (key, name and city, as the BR Code carries them), and 'pix' as a method a comanda
 * records (the invoice's `pix`, the order payment's operator method 3).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pix_settings')
    .addColumn('location_id', 'integer', (col) => col.primaryKey().references('locations.id').onDelete('cascade'))
    .addColumn('pix_key', 'text', (col) => col.notNull())
    .addColumn('merchant_name', 'text', (col) => col.notNull())
    .addColumn('merchant_city', 'text', (col) => col.notNull())
    .execute();
  for (const check of WIDENED) await replaceCheck(db, check);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pix = db as Kysely<{ invoices: { payment_method: string | null }; order_payments: { method: number | null } }>;
  await pix.updateTable('invoices').set({ payment_method: 'debitCard' }).where('payment_method', '=', 'pix').execute();
  await pix.updateTable('order_payments').set({ method: 2 }).where('method', '=', 3).execute();
  for (const check of NARROWED) await replaceCheck(db, check);
  await db.schema.dropTable('pix_settings').execute();
}
