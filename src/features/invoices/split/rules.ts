import type { Invoice, InvoicePaymentMethod, SplitMode } from '@contract/ordering';
import { SPLIT_PARTS } from '@contract/limits';
import { fromCents, toCents } from '@/shared/lib/money';
import { counterPaymentMethods, invoicePaymentMethods } from '@contract/payment-methods';
import { remainingOf } from '@/ordering/invoices/rules';
import { changeFor } from '../rules';

// ---- 'Dividir conta': parts paid one by one ----

/** An amount split between people: equal parts in centavos, the leftover centavos one each on the first parts. */
export function equalSplitOf(amount: number, people: number): number[] {
  const count = Math.min(SPLIT_PARTS.max, Math.max(1, Math.floor(people)));
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

/** What staff choose of a split: equal parts or by items, between how many, each line's part. */
export interface SplitChange {
  mode: SplitMode;
  parts: number;
  /** Line key (splitLinesOf) → part index. */
  assignment: Record<string, number>;
}

/** How a split divides: its choices, and what remained when it was set (equal parts divide that). */
export interface SplitShape extends SplitChange {
  base: number;
}

/** A split as the dialog shows it: the server's, the parts paid of it. */
export interface SplitView extends SplitShape {
  paidParts: number[];
}

/** What a comanda with no split yet opens with, and sends. */
export const FIRST_SPLIT: SplitChange = { mode: 'equal', parts: SPLIT_PARTS.min, assignment: {} };

/**
 * The split the dialog shows: the comanda's as the server keeps it, with the change this device sent and the server
 * has not answered yet, so a second tap counts from the first; two equal parts of what remains before there is one.
 */
export function splitViewOf(invoice: Pick<Invoice, 'split' | 'status' | 'total' | 'paid'>, pending: SplitChange | null): SplitView {
  const standing: SplitView = invoice.split ?? { ...FIRST_SPLIT, base: remainingOf(invoice), paidParts: [] };
  return pending ? { ...standing, ...pending } : standing;
}

/** Between 2 and 20 parts; lines of the parts gone have no part again. */
export function withParts(split: SplitChange, parts: number): SplitChange {
  const count = Math.min(SPLIT_PARTS.max, Math.max(SPLIT_PARTS.min, Math.floor(parts)));
  const assignment = Object.fromEntries(Object.entries(split.assignment).filter(([, part]) => part < count));
  return { mode: split.mode, parts: count, assignment };
}

export const withMode = (split: SplitChange, mode: SplitMode): SplitChange => ({ mode, parts: split.parts, assignment: split.assignment });

export const withLine = (split: SplitChange, key: string, part: number): SplitChange => ({
  mode: split.mode,
  parts: split.parts,
  assignment: { ...split.assignment, [key]: part },
});

/** The same choices: mode, parts and each line's part. */
export function sameSplit(a: SplitChange, b: SplitChange): boolean {
  const lines = Object.keys(a.assignment);
  return (
    a.mode === b.mode &&
    a.parts === b.parts &&
    lines.length === Object.keys(b.assignment).length &&
    lines.every((key) => a.assignment[key] === b.assignment[key])
  );
}

/** The parts' amounts as a split stands on a comanda of this total and these lines. */
export function splitAmountsOf(split: SplitShape, total: number, lines: readonly SplitLine[]): ItemsSplit {
  if (split.mode === 'equal') return { amounts: equalSplitOf(split.base, split.parts), unassigned: 0 };
  return itemsSplitOf(total, lines, split.assignment, split.parts);
}

/** The methods a part may be paid by: the shop's accepted ones, in the table's order; the counter's until known. */
export function partMethodsOf(accepted: readonly InvoicePaymentMethod[] | null): InvoicePaymentMethod[] {
  if (accepted === null) return [...counterPaymentMethods];
  return invoicePaymentMethods.filter((method) => accepted.includes(method));
}

/** What 'Troco' shows for a part paid in cash; null until what was received covers the part. */
export const partChangeOf = (received: number | null, amount: number): number | null => changeFor(received, amount);
