import type { InvoiceStatus } from '@contract/ordering';
import type { Decision } from './decision';

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

/**
 * The amount of one part's Pix code ('Dividir conta'): the part asked for, above 0, in centavos and at most what the
 * comanda still owes; without one, all it owes. An amount the rules refuse is bad input, naming the field.
 */
export function pixPartAmountOf(dueCents: number, requested: number | undefined): { ok: true; value: number } | { ok: false; message: string } {
  if (requested === undefined) return { ok: true, value: dueCents };
  const cents = Math.round(requested * 100);
  if (!Number.isFinite(requested) || Math.abs(requested * 100 - cents) > 1e-6 || cents <= 0) {
    return { ok: false, message: 'querystring/amount: informe um valor acima de 0, em reais com até 2 casas.' };
  }
  if (cents > dueCents) return { ok: false, message: 'querystring/amount: o valor passa do que falta pagar nesta comanda.' };
  return { ok: true, value: cents };
}

/**
 * Which part of a comanda a Pix code pays, for its txid: the one after the parts recorded so far, once the comanda
 * is paid in parts (a part recorded, or less than all it owes asked for); none when it pays the whole comanda.
 */
export function pixPartNumberOf(recordedParts: number, amountCents: number, dueCents: number): number | undefined {
  return recordedParts > 0 || amountCents < dueCents ? recordedParts + 1 : undefined;
}
