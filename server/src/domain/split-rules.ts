/**
 * 'Dividir conta' kept on the server, as pure functions: when a split may be set or changed, what becomes of it when
 * the comanda's total or payments change under it, and whether a part of it may be paid.
 */
import type { InvoiceStatus, SetInvoiceSplitBody } from '@contract/ordering';
import type { PartDecision } from './part-payment-rules';

interface ComandaMoney {
  status: InvoiceStatus;
  totalCents: number;
  paidCents: number;
}

/** A split as it stands: what its equal parts divide (baseCents) and, for the rule below, its mode. */
export interface StandingSplit {
  mode: 'equal' | 'items';
  parts: number;
  baseCents: number;
}

type Refusal = Extract<PartDecision, { ok: false }>;
const conflictOf = (message: string, code?: Refusal['code']): Refusal => ({ ok: false, kind: 'conflict', message, code });
const invalidOf = (message: string): Refusal => ({ ok: false, kind: 'invalid', message });

const finishedRefusalOf = (invoice: ComandaMoney): Refusal | null => {
  if (invoice.status === 'closed') return conflictOf('Esta comanda já está fechada: não há mais nada a dividir.', 'invoice_finished');
  if (invoice.status === 'canceled') return conflictOf('Esta comanda foi cancelada: não há nada a dividir.', 'invoice_finished');
  if (invoice.totalCents - invoice.paidCents <= 0) return conflictOf('O restante desta comanda já foi pago.', 'invoice_paid');
  return null;
};

/**
 * Whether staff may set the split (or drop it, `body` null): while the comanda is open with something to pay, and
 * only before a part of the split is paid, since the parts divide what was left then. By items divides the whole
 * comanda, so it needs one nothing of which was paid; each line goes to a part the split has.
 */
export function splitChangeRefusalOf(invoice: ComandaMoney, paidParts: number, body: SetInvoiceSplitBody | null): Refusal | null {
  const finished = finishedRefusalOf(invoice);
  if (finished) return finished;
  if (paidParts > 0) return conflictOf('Parte desta divisão já foi paga: ela não muda mais. Pague o restante como uma parte.');
  if (body === null) return null;
  if (body.mode === 'items' && invoice.paidCents > 0) {
    return conflictOf('Parte desta comanda já foi paga: dividir por itens só vale para a comanda inteira.');
  }
  const beyond = Object.entries(body.assignment ?? {}).find(([, part]) => part >= body.parts);
  if (beyond) return invalidOf(`body/assignment: o item ${beyond[0]} vai para a Parte ${beyond[1] + 1}, mas a divisão tem ${body.parts} partes.`);
  return null;
}

/** What becomes of a split when the comanda's total or payments changed under it. */
export type SplitFollowing = { kind: 'keep' } | { kind: 'rebase'; baseCents: number } | { kind: 'drop' } | { kind: 'end' };

/**
 * A comanda that ended takes its split with it. Before a part is paid the split follows what remains (a new order,
 * a partial payment: equal parts divide the new rest), except by items once something was paid outside it. Once a
 * part is paid it stands only while what remains is what its unpaid parts owe (base less the parts paid): a new
 * order, an order canceled or a payment outside the split drops it, and the rest is paid as one part or split anew.
 */
export function splitFollowingOf(invoice: ComandaMoney, split: StandingSplit, paidPartsCents: readonly number[]): SplitFollowing {
  if (finishedRefusalOf(invoice)) return { kind: 'end' };
  const remaining = invoice.totalCents - invoice.paidCents;
  if (paidPartsCents.length === 0) {
    if (split.mode === 'items' && invoice.paidCents > 0) return { kind: 'drop' };
    return remaining === split.baseCents ? { kind: 'keep' } : { kind: 'rebase', baseCents: remaining };
  }
  const paid = paidPartsCents.reduce((sum, cents) => sum + cents, 0);
  return split.baseCents === remaining + paid ? { kind: 'keep' } : { kind: 'drop' };
}

/** Whether a payment may be recorded as this part of the comanda's split: one it has, not paid yet. */
export function splitPartRefusalOf(split: StandingSplit | undefined, paidParts: readonly number[], part: number): Refusal | null {
  if (!split) return conflictOf('Esta comanda não está mais dividida (o total mudou ou a divisão foi desfeita); abra Dividir conta de novo.');
  if (part >= split.parts) return invalidOf(`body/splitPart: a divisão desta comanda tem ${split.parts} partes.`);
  if (paidParts.includes(part)) return conflictOf(`A Parte ${part + 1} desta comanda já foi paga.`);
  return null;
}
