import { ORDER_PAYMENT_COMPLETED } from '@contract/order-payment-codes';
import type { PixCharge } from '@contract/ordering';
import { inTransaction, type DbOrTrx } from '@server/db/database';
import { brCodeOf, txidOf } from '@server/domain/br-code';
import { conflict, invalid, notFound } from '@server/domain/errors';
import { pixAmountDueOf, pixPartAmountOf, pixPartNumberOf } from '@server/domain/pix-rules';
import { findPixSettings } from '../shop/pix-settings';
import { toReais } from '../common/money';
import { customerInvoiceFor } from './customer-access';

interface ChargedInvoice {
  id: number;
  location_id: number;
  code: string;
  status: Parameters<typeof pixAmountDueOf>[0]['status'];
  total_cents: number;
  /** The parts already paid ('Dividir conta'). */
  paid_cents: number;
}

async function chargeOf(db: DbOrTrx, invoice: ChargedInvoice, requested?: number): Promise<PixCharge> {
  const receiver = await findPixSettings(db, invoice.location_id);
  if (!receiver) throw conflict('Este estabelecimento não cadastrou uma chave Pix.', 'pix_not_configured');
  const paid = await db
    .selectFrom('order_payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('invoice_id', '=', invoice.id)
    .where('status', '=', ORDER_PAYMENT_COMPLETED)
    .executeTakeFirstOrThrow();
  const due = pixAmountDueOf({ status: invoice.status, totalCents: invoice.total_cents }, Number(paid.cents) + invoice.paid_cents);
  if (!due.ok) throw conflict(due.message, due.code);
  const amount = pixPartAmountOf(due.value, requested);
  if (!amount.ok) throw invalid(amount.message);
  const recorded = await db
    .selectFrom('invoice_payments')
    .select((eb) => eb.fn.countAll<number>().as('parts'))
    .where('invoice_id', '=', invoice.id)
    .executeTakeFirstOrThrow();
  const part = pixPartNumberOf(Number(recorded.parts), amount.value, due.value);
  const payload = brCodeOf({
    key: receiver.key,
    merchantName: receiver.merchantName,
    merchantCity: receiver.merchantCity,
    amountCents: amount.value,
    txid: txidOf(invoice.code, part),
    pointOfInitiation: '12',
  });
  return { payload, amount: toReais(amount.value) };
}

/**
 * The static Pix code for what a shop's comanda still owes, or for one part of it (`amount`, at most that); 404 when
 * the shop has no such comanda.
 */
export async function staffPixCharge(db: DbOrTrx, shopId: number, invoiceId: number, amount?: number): Promise<PixCharge> {
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'location_id', 'code', 'status', 'total_cents', 'paid_cents'])
    .where('id', '=', invoiceId)
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  if (!invoice) throw notFound('Comanda não encontrada.');
  return chargeOf(db, invoice, amount);
}

/** The same code for the customer who holds the comanda's access token; any other token finds no comanda. */
export function customerPixCharge(db: DbOrTrx, invoiceId: number, accessToken: string): Promise<PixCharge> {
  return inTransaction(db, async (trx) => chargeOf(trx, await customerInvoiceFor(trx, invoiceId, accessToken)));
}
