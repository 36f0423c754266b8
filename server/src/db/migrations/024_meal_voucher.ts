import type { Kysely } from 'kysely';
import { replaceCheck, type Check } from '../check-constraints';

// Written out rather than derived from contract/payment-methods.ts: a migration states what the database held at
// that step, and a method added later comes with its own migration.
const WIDENED: Check[] = [
  {
    table: 'invoices',
    name: 'invoices_payment_method',
    condition: "payment_method in ('cash', 'creditCard', 'debitCard', 'online', 'pix', 'mealVoucher')",
  },
  { table: 'order_payments', name: 'order_payments_method', condition: 'method between 0 and 4' },
  {
    table: 'invoice_payments',
    name: 'invoice_payments_method',
    condition: "method in ('cash', 'creditCard', 'debitCard', 'online', 'pix', 'mealVoucher')",
  },
];

const NARROWED: Check[] = [
  { table: 'invoices', name: 'invoices_payment_method', condition: "payment_method in ('cash', 'creditCard', 'debitCard', 'online', 'pix')" },
  { table: 'order_payments', name: 'order_payments_method', condition: 'method between 0 and 3' },
  { table: 'invoice_payments', name: 'invoice_payments_method', condition: "method in ('cash', 'creditCard', 'debitCard', 'online', 'pix')" },
];

/**
 * 'Vale-refeição' as a method a comanda records: the catalogue has offered it since the start, and now the invoice,
 * its parts and the order payment's operator method 4 take it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const check of WIDENED) await replaceCheck(db, check);
}

/** Back to the spec's nearest: a meal voucher is a card, so what it recorded becomes debit. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const voucher = db as Kysely<{
    invoices: { payment_method: string | null };
    invoice_payments: { method: string };
    order_payments: { method: number | null };
  }>;
  await voucher.updateTable('invoices').set({ payment_method: 'debitCard' }).where('payment_method', '=', 'mealVoucher').execute();
  await voucher.updateTable('invoice_payments').set({ method: 'debitCard' }).where('method', '=', 'mealVoucher').execute();
  await voucher.updateTable('order_payments').set({ method: 2 }).where('method', '=', 4).execute();
  for (const check of NARROWED) await replaceCheck(db, check);
}
