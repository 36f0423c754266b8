import { ORDER_PAYMENT_COMPLETED } from '@contract/order-payment-codes';
import type { PixCharge } from '@contract/ordering';
import { inTransaction, type DbOrTrx } from '@server/db/database';
import { brCodeOf, txidOfInvoiceCode } from '@server/domain/br-code';
import { conflict, notFound } from '@server/domain/errors';
import { pixAmountDueOf } from '@server/domain/pix-rules';
import { findPixSettings } from '../shop/pix-settings';
import { toReais } from '../common/money';
import { customerInvoiceFor } from './customer-access';

interface ChargedInvoice {
  id: number;
  location_id: number;
  code: string;
  status: Parameters<typeof pixAmountDueOf>[0]['status'];
  total_cents: number;
}

async function chargeOf(db: DbOrTrx, invoice: ChargedInvoice): Promise<PixCharge> {
  const receiver = await findPixSettings(db, invoice.location_id);
  if (!receiver) throw conflict('Este estabelecimento não cadastrou uma chave Pix.', 'pix_not_configured');
  const paid = await db
    .selectFrom('order_payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('invoice_id', '=', invoice.id)
    .where('status', '=', ORDER_PAYMENT_COMPLETED)
    .executeTakeFirstOrThrow();
  const due = pixAmountDueOf({ status: invoice.status, totalCents: invoice.total_cents }, Number(paid.cents));
  if (!due.ok) throw conflict(due.message, due.code);
  const payload = brCodeOf({
    key: receiver.key,
    merchantName: receiver.merchantName,
    merchantCity: receiver.merchantCity,
    amountCents: due.value,
    txid: txidOfInvoiceCode(invoice.code),
    pointOfInitiation: '12',
  });
  return { payload, amount: toReais(due.value) };
}

/** The static Pix code for what a shop's comanda still owes; 404 when the shop has no such comanda. */
export async function staffPixCharge(db: DbOrTrx, shopId: number, invoiceId: number): Promise<PixCharge> {
  const invoice = await db
    .selectFrom('invoices')
    .select(['id', 'location_id', 'code', 'status', 'total_cents'])
    .where('id', '=', invoiceId)
    .where('location_id', '=', shopId)
    .executeTakeFirst();
  if (!invoice) throw notFound('Comanda não encontrada.');
  return chargeOf(db, invoice);
}

/** The same code for the customer who holds the comanda's access token; any other token finds no comanda. */
export function customerPixCharge(db: DbOrTrx, invoiceId: number, accessToken: string): Promise<PixCharge> {
  return inTransaction(db, async (trx) => chargeOf(trx, await customerInvoiceFor(trx, invoiceId, accessToken)));
}
