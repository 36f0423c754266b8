import type { Invoice, InvoicePaymentMethod } from '@contract/ordering';
import { fromCents, toCents } from '@/shared/lib/money';
import { counterPaymentMethods, invoicePaymentMethods } from '@contract/payment-methods';
import { changeFor } from '../rules';

// ---- 'Dividir conta': parts paid one by one ----

/** How many people an equal split takes. */
export const SPLIT_PEOPLE = { min: 2, max: 20 } as const;

/** An amount split between people: equal parts in centavos, the leftover centavos one each on the first parts. */
export function equalSplitOf(amount: number, people: number): number[] {
  const count = Math.min(SPLIT_PEOPLE.max, Math.max(1, Math.floor(people)));
  const cents = toCents(amount);
  const base = Math.floor(cents / count);
  const leftover = cents - base * count;
  return Array.from({ length: count }, (_, index) => fromCents(base + (index < leftover ? 1 : 0)));
}

/** One order line a split by items can give to a part. */
export interface SplitLine {
  key: string;
  label: string;
  total: number;
}

/** The comanda's lines to split by items: every line of its orders not canceled. */
export function splitLinesOf(invoice: Pick<Invoice, 'orders'>): SplitLine[] {
  return (invoice.orders ?? [])
    .filter((order) => order.status !== 'canceled')
    .flatMap((order) =>
      order.items.map((item, index) => ({
        key: `${order.id}:${index}`,
        label: `${item.quantity}x ${item.name}${item.portion ? ` (${item.portion.name})` : ''}`,
        total: item.total,
      })),
    );
}

export interface ItemsSplit {
  /** Each part's amount: its lines, and its share of the service charge and the delivery fee. */
  amounts: number[];
  /** Lines not given to any part yet: the split is ready only when none is left. */
  unassigned: number;
}

/**
 * A split by items: each line goes to one part (`assignment`: line key → part index). What the comanda charges
 * beyond its lines (the service charge, the delivery fee) is shared in proportion to each part's lines, in
 * centavos, the leftover ones on the first parts, so the parts add up exactly to the total.
 */
export function itemsSplitOf(total: number, lines: readonly SplitLine[], assignment: Readonly<Record<string, number>>, parts: number): ItemsSplit {
  const lineCents = Array.from({ length: parts }, () => 0);
  let unassigned = 0;
  for (const line of lines) {
    const part = assignment[line.key];
    if (part === undefined || part < 0 || part >= parts) unassigned += 1;
    else lineCents[part] += toCents(line.total);
  }
  const linesTotal = lines.reduce((sum, line) => sum + toCents(line.total), 0);
  const extra = toCents(total) - linesTotal;
  const shares = lineCents.map((cents) => (linesTotal === 0 || extra <= 0 ? 0 : Math.floor((extra * cents) / linesTotal)));
  let leftover = unassigned === 0 ? Math.max(0, extra) - shares.reduce((sum, share) => sum + share, 0) : 0;
  const amounts = lineCents.map((cents, index) => {
    let share = shares[index];
    if (leftover > 0 && cents > 0) {
      share += 1;
      leftover -= 1;
    }
    return fromCents(cents + share);
  });
  return { amounts, unassigned };
}

export type SplitMode = 'equal' | 'items';

/** How a split divides: equal parts of what remained when it was set, or each line given to a part. */
export interface SplitShape {
  mode: SplitMode;
  parts: number;
  /** Line key (splitLinesOf) → part index. */
  assignment: Record<string, number>;
  /** What remained when the split was set: equal parts divide it. */
  base: number;
}

/** The parts' amounts as a split stands on a comanda of this total and these lines. */
export function splitAmountsOf(split: SplitShape, total: number, lines: readonly SplitLine[]): ItemsSplit {
  if (split.mode === 'equal') return { amounts: equalSplitOf(split.base, split.parts), unassigned: 0 };
  return itemsSplitOf(total, lines, split.assignment, split.parts);
}

/** What the parts of a split not paid yet come to, in centavos. */
export function unpaidPartsCentsOf(split: SplitShape & { paidParts: readonly number[] }, total: number, lines: readonly SplitLine[]): number {
  const { amounts } = splitAmountsOf(split, total, lines);
  return amounts.reduce((sum, amount, index) => (split.paidParts.includes(index) ? sum : sum + toCents(amount)), 0);
}

/** The methods a part may be paid by: the shop's accepted ones, in the table's order; the counter's until known. */
export function partMethodsOf(accepted: readonly InvoicePaymentMethod[] | null): InvoicePaymentMethod[] {
  if (accepted === null) return [...counterPaymentMethods];
  return invoicePaymentMethods.filter((method) => accepted.includes(method));
}

/** What 'Troco' shows for a part paid in cash; null until what was received covers the part. */
export const partChangeOf = (received: number | null, amount: number): number | null => changeFor(received, amount);
