import { tillMethods, type TillMethod, type TillMovementKind } from '@contract/till-values';
import type { CloseTillBody, Till, TillLine } from '@contract/till';
import { ApiError } from '@/shared/api/errors';
import { parseReaisTyped } from '@/shared/forms/reaisInput';
import { formatMoney, formatSignedMoney, fromCents, toCents } from '@/shared/lib/money';
import { formatTime } from '@/shared/lib/time';

/** The notes and coins a drawer holds, largest first, as 'Contar por cédulas e moedas' lists them. */
export const CASH_PIECES = [
  { value: 200, kind: 'note' },
  { value: 100, kind: 'note' },
  { value: 50, kind: 'note' },
  { value: 20, kind: 'note' },
  { value: 10, kind: 'note' },
  { value: 5, kind: 'note' },
  { value: 2, kind: 'note' },
  { value: 1, kind: 'coin' },
  { value: 0.5, kind: 'coin' },
  { value: 0.25, kind: 'coin' },
  { value: 0.1, kind: 'coin' },
  { value: 0.05, kind: 'coin' },
] as const;

/** How many of each piece were counted, by its value; a piece not counted is none. */
export type PieceCounts = Partial<Record<number, number>>;

/** '$ 200' for a note, '$ 0,50' for a coin below a real. */
export const pieceLabel = (value: number): string => (Number.isInteger(value) ? `$ ${value}` : formatMoney(value));

/** What a count typed for one piece is: whole pieces only, anything else none. */
export function pieceCountOf(text: string): number {
  const count = Number(text.trim());
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** The cash the pieces add up to, summed in centavos so that 3 × $ 0,10 is $ 0,30 exactly. */
export function cashCountTotal(counts: PieceCounts): number {
  return fromCents(CASH_PIECES.reduce((cents, { value }) => cents + toCents(value) * (counts[value] ?? 0), 0));
}

/** Short (red), over, or even. */
export const differenceTone = (difference: number): 'short' | 'over' | 'even' => {
  const cents = toCents(difference);
  return cents < 0 ? 'short' : cents > 0 ? 'over' : 'even';
};

/** A movement's amount as the list shows it: a sangria takes cash out ('− $ 30,00'), a suprimento puts it in. */
export const movementAmountText = (kind: TillMovementKind, amount: number): string => formatSignedMoney(kind === 'sangria' ? -amount : amount);

/** The closing's total row: the lines added up in centavos. */
export function closingTotals(lines: readonly TillLine[]): Pick<TillLine, 'expected' | 'counted' | 'difference'> {
  const sum = (pick: (line: TillLine) => number) => fromCents(lines.reduce((cents, line) => cents + toCents(pick(line)), 0));
  return { expected: sum((line) => line.expected), counted: sum((line) => line.counted), difference: sum((line) => line.difference) };
}

/** 'Aberto por Lia às 18:05'. */
export const openedText = (till: Pick<Till, 'openedBy' | 'openedAt'>): string => `Aberto por ${till.openedBy} às ${formatTime(till.openedAt)}`;

/** 'Fechado por Lia às 23:40'; nothing while the till is open. */
export const closedText = (till: Pick<Till, 'closedBy' | 'closedAt'>): string | null =>
  till.closedBy && till.closedAt ? `Fechado por ${till.closedBy} às ${formatTime(till.closedAt)}` : null;

/** What 'Fechar caixa' holds as typed: the cash total and each other method's, in reais. */
export type CountedTexts = Record<TillMethod, string>;

export const EMPTY_COUNT: CountedTexts = { cash: '', pix: '', creditCard: '', debitCard: '', mealVoucher: '' };

/** The closing sent: every method's count, a field left empty counted as nothing. */
export function closeBodyOf(texts: CountedTexts): CloseTillBody {
  const counted: CloseTillBody['counted'] = {};
  for (const method of tillMethods) counted[method] = parseReaisTyped(texts[method]) ?? 0;
  return { counted };
}

/** The closings of a day's list, the open till (this device's or another's) left out. */
export const closedTillsOf = (tills: readonly Till[]): Till[] => tills.filter((till) => till.status === 'closed');

/** The till's refusals the screen words itself: another till open on the device, or this one closed meanwhile. */
export type TillConflict = 'till_open' | 'till_closed';

export function tillConflictOf(error: unknown): TillConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.conflict === 'till_open' || error.conflict === 'till_closed' ? error.conflict : null;
}

export const CONFLICT_TEXTS: Record<TillConflict, string> = {
  till_open: 'Este aparelho já tem um caixa aberto.',
  till_closed: 'Este caixa já foi fechado.',
};
