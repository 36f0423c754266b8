/**
 * The arithmetic of a till ('Caixa') as pure functions: what the drawer and each method should hold, and the
 * closing's line per method. All in cents.
 */
import { tillMethods, type TillMethod, type TillMovementKind } from '@contract/till';

export interface TillTakings {
  floatCents: number;
  movements: readonly { kind: TillMovementKind; amountCents: number }[];
  /** What the till took per method: the parts recorded there, and what comandas closed there took beyond their parts. */
  salesCents: Partial<Record<TillMethod, number>>;
}

/** What each method should hold: the float, suprimentos less sangrias and the cash sales in cash; the sales elsewhere. */
export function expectedCentsOf(takings: TillTakings): Record<TillMethod, number> {
  const moved = takings.movements.reduce((sum, movement) => sum + (movement.kind === 'suprimento' ? movement.amountCents : -movement.amountCents), 0);
  const expected = Object.fromEntries(tillMethods.map((method) => [method, takings.salesCents[method] ?? 0])) as Record<TillMethod, number>;
  expected.cash += takings.floatCents + moved;
  return expected;
}

export interface TillLineCents {
  method: TillMethod;
  expectedCents: number;
  countedCents: number;
}

/**
 * The closing's lines: cash always (the drawer is counted even when nothing was sold), every method the shop accepts,
 * and any other that was expected or counted, so a method dropped from the shop mid-shift still shows its money.
 */
export function closingLinesOf(
  expected: Record<TillMethod, number>,
  countedCents: Partial<Record<TillMethod, number>>,
  accepted: readonly string[],
): TillLineCents[] {
  return tillMethods
    .filter((method) => method === 'cash' || accepted.includes(method) || expected[method] !== 0 || (countedCents[method] ?? 0) !== 0)
    .map((method) => ({ method, expectedCents: expected[method], countedCents: countedCents[method] ?? 0 }));
}
