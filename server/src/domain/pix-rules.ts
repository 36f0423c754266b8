import type { InvoiceStatus } from '@contract/ordering';
import type { Decision } from './ordering-rules';

/**
 * What a comanda's Pix code asks for: its total less what was paid already, while it is open or its bill was
 * asked for; nothing once it is closed, canceled, paid, or at zero.
 */
export function pixAmountDueOf(invoice: { status: InvoiceStatus; totalCents: number }, paidCents: number): Decision<number> {
  const due = invoice.totalCents - paidCents;
  if (invoice.status === 'closed' || invoice.status === 'canceled' || due <= 0) {
    return { ok: false, message: 'Esta comanda não tem valor a pagar.', code: 'nothing_to_pay' };
  }
  return { ok: true, value: due };
}
