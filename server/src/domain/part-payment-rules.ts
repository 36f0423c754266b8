/**
 * The rules of a comanda paid in parts ('Dividir conta', 'Registrar parcial') as pure functions: whether it takes
 * one more part, the method it closes under, and a total that may not fall below what its parts paid.
 */
import type { InvoicePaymentMethod, InvoiceStatus } from '@contract/ordering';
import { isInvoicePaymentMethod, takesChange } from '@contract/payment-methods';
import type { ConflictCode } from '@contract/errors';
import { allow, refuse, type Decision } from './decision';

/** '$ 12,30', as the app writes amounts, for the messages below. */
const moneyText = (cents: number): string => {
  const reais = Math.floor(cents / 100).toLocaleString('pt-BR');
  return `$ ${reais},${String(cents % 100).padStart(2, '0')}`;
};

/** Amounts of a part arrive in reais; more than 2 decimals is not an amount of money. */
const centsOfTyped = (reais: unknown): number | null => {
  if (typeof reais !== 'number' || !Number.isFinite(reais)) return null;
  const cents = Math.round(reais * 100);
  return Math.abs(reais * 100 - cents) < 1e-6 ? cents : null;
};

/** A part as staff send it ('Dividir conta', a partial payment). */
export interface PartRequest {
  amount: number;
  paymentMethod: string;
  cashReceived?: number | null;
  /** The part of the comanda's split it pays (split-rules.ts); absent for a payment outside the split. */
  splitPart?: number;
}

/** A part the rules accepted, in cents, with the change for cash. */
export interface AcceptedPart {
  amountCents: number;
  method: InvoicePaymentMethod;
  cashReceivedCents: number | null;
  changeCents: number | null;
}

/** A part refused: bad input (400, naming the field) or a comanda that cannot take it now (409). */
export type PartDecision = { ok: true; value: AcceptedPart } | { ok: false; kind: 'invalid' | 'conflict'; message: string; code?: ConflictCode };

/**
 * Whether a comanda takes one more part: while it is open (or its bill was asked for) and something remains; an
 * amount above 0, in centavos, not above what remains; a method the shop accepts; for cash, at least the amount
 * handed over (the change is the difference).
 */
export function partDecisionOf(
  invoice: { status: InvoiceStatus; totalCents: number; paidCents: number },
  part: PartRequest,
  accepted: readonly InvoicePaymentMethod[],
): PartDecision {
  const conflictOf = (message: string, code?: ConflictCode): PartDecision => ({ ok: false, kind: 'conflict', message, code });
  const invalidOf = (message: string): PartDecision => ({ ok: false, kind: 'invalid', message });
  if (invoice.status === 'closed') return conflictOf('Esta comanda já está fechada: não há mais nada a pagar.', 'invoice_finished');
  if (invoice.status === 'canceled') return conflictOf('Esta comanda foi cancelada: não há nada a pagar.', 'invoice_finished');
  const remaining = invoice.totalCents - invoice.paidCents;
  if (remaining <= 0) return conflictOf('O restante desta comanda já foi pago.', 'invoice_paid');

  const amount = centsOfTyped(part.amount);
  if (amount === null || amount <= 0) return invalidOf('body/amount: informe um valor acima de $ 0,00, em reais com até 2 casas.');
  if (amount > remaining) return invalidOf(`body/amount: o valor passa do que falta pagar (${moneyText(remaining)}).`);
  const method = isInvoicePaymentMethod(part.paymentMethod) ? part.paymentMethod : undefined;
  if (!method) return invalidOf('body/paymentMethod: forma de pagamento desconhecida.');
  if (!accepted.includes(method)) return invalidOf('body/paymentMethod: este estabelecimento não aceita esta forma de pagamento.');

  const hasCash = part.cashReceived !== undefined && part.cashReceived !== null;
  if (!takesChange(method)) {
    if (hasCash) return invalidOf('body/cashReceived: o valor recebido só se aplica a pagamento em dinheiro.');
    return { ok: true, value: { amountCents: amount, method, cashReceivedCents: null, changeCents: null } };
  }
  if (!hasCash) return { ok: true, value: { amountCents: amount, method, cashReceivedCents: null, changeCents: null } };
  const received = centsOfTyped(part.cashReceived);
  if (received === null || received < amount) {
    return invalidOf(`body/cashReceived: o valor recebido não cobre a parte (${moneyText(amount)}).`);
  }
  return { ok: true, value: { amountCents: amount, method, cashReceivedCents: received, changeCents: received - amount } };
}

/**
 * The method a comanda paid in parts is recorded under: the parts' method when they all share one, otherwise the
 * method of the largest part (the first of equals).
 */
export function settledMethodOf(parts: readonly { amountCents: number; method: InvoicePaymentMethod }[]): InvoicePaymentMethod | null {
  let largest: { amountCents: number; method: InvoicePaymentMethod } | null = null;
  for (const part of parts) if (largest === null || part.amountCents > largest.amountCents) largest = part;
  return largest?.method ?? null;
}

/** What a comanda still owes after its parts: nothing once it is closed or canceled. */
export function remainingCentsOf(invoice: { status: InvoiceStatus; totalCents: number; paidCents: number }): number {
  if (invoice.status === 'closed' || invoice.status === 'canceled') return 0;
  return Math.max(0, invoice.totalCents - invoice.paidCents);
}

/**
 * A change that lowers a comanda's total (an order canceled, the service charge removed) may not leave it below what
 * its parts already paid: that money would be owed back, which the cash desk cannot record.
 */
export function totalCoversPaidDecisionOf(totalCents: number, paidCents: number): Decision<null> {
  if (totalCents >= paidCents) return allow(null);
  return refuse(
    `Esta comanda já tem ${moneyText(paidCents)} pagos em partes; o total não pode ficar abaixo disso (ficaria ${moneyText(totalCents)}).`,
  );
}
