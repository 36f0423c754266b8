import { sql, type Kysely } from 'kysely';

// Until now canceling the last order of an open pay-later comanda left it open at $ 0,00 for good; canceling now
// cancels such a comanda with its last order (settlement.ts). The ones left behind are canceled here the same way:
// canceled when their last order was, with any payment still waiting canceled too. Payment statuses are written
// out (0 waiting, 2 canceled, as contract/order-payment-codes.ts has them) so this migration never changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  const emptied = sql`
    status in ('open', 'closing')
    and exists (select 1 from orders where orders.invoice_id = invoices.id)
    and not exists (select 1 from orders where orders.invoice_id = invoices.id and orders.status <> 'canceled')`;
  await sql`
    update order_payments set status = 2, last_update = coalesce(
      (select max(orders.canceled_at) from orders where orders.invoice_id = order_payments.invoice_id), last_update)
    where status = 0 and invoice_id in (select id from invoices where ${emptied})`.execute(db);
  await sql`
    update invoices set status = 'canceled', canceled_at = coalesce(
      (select max(orders.canceled_at) from orders where orders.invoice_id = invoices.id), created_at)
    where ${emptied}`.execute(db);
}

// A comanda canceled with its orders stays canceled: there is nothing to give back.
export async function down(): Promise<void> {}
