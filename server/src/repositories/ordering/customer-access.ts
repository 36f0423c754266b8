import { createHash, timingSafeEqual } from 'node:crypto';
import type { Trx } from '@server/db/database';
import { notFound } from '@server/domain/errors';
import { lockInvoice, type InvoiceRow } from './invoice-lock';

// Hashing first gives both sides the same length, which timingSafeEqual needs, without revealing the real one.
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The invoice a customer proves with its access token, locked for the transaction. A wrong token answers
 * exactly like an unknown invoice, so ids cannot be probed.
 */
export async function customerInvoiceFor(trx: Trx, invoiceId: number, accessToken: string): Promise<InvoiceRow> {
  const owner = await trx.selectFrom('invoices').select('location_id').where('id', '=', invoiceId).executeTakeFirst();
  const invoice = owner && (await lockInvoice(trx, owner.location_id, invoiceId));
  if (!invoice || !timingSafeEqual(digest(invoice.access_token), digest(accessToken))) {
    throw notFound('Comanda não encontrada.');
  }
  return invoice;
}
