/**
 * Resumo's numbers on calls from the table: how long the room took to answer them. Pure, so both databases read
 * the same rows and the arithmetic lives in one place.
 */

/** The instants of one call: made, claimed ('Vou atender'), closed ('Concluir'). */
export interface CallTimes {
  createdAt: string;
  claimedAt: string | null;
  doneAt: string | null;
}

/**
 * Whole seconds from the call to its answer: the claim, or the close when nobody claimed it first. Null while
 * nobody answered it. A clock running backwards never makes it negative.
 */
export function answerSecondsOf(call: CallTimes): number | null {
  const answeredAt = call.claimedAt ?? call.doneAt;
  if (answeredAt === null) return null;
  return Math.max(0, Math.round((Date.parse(answeredAt) - Date.parse(call.createdAt)) / 1000));
}

/** The median: the middle value, or the mean of the two middle ones (rounded to the second); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/**
 * The p-th percentile by nearest rank: the smallest value that at least p % of the values do not exceed, so it is
 * always a time some table really waited (with 10 calls, the 90th is the 9th fastest). Null for none.
 */
export function percentileOf(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export interface CallFigures {
  /** Calls made in the range. */
  total: number;
  /** Of those, the ones nobody answered (yet). */
  unanswered: number;
  /** Seconds to answer, over the calls answered. */
  medianAnswerSeconds: number | null;
  p90AnswerSeconds: number | null;
}

export function callFiguresOf(calls: readonly CallTimes[]): CallFigures {
  const answered = calls.map(answerSecondsOf).filter((seconds): seconds is number => seconds !== null);
  return {
    total: calls.length,
    unanswered: calls.length - answered.length,
    medianAnswerSeconds: medianOf(answered),
    p90AnswerSeconds: percentileOf(answered, 90),
  };
}

/** Calls per table, the busiest first, then by name (Mesa 2 before Mesa 10). */
export function callsPerTableOf(locations: readonly string[]): Array<{ location: string; calls: number }> {
  const counts = new Map<string, number>();
  for (const location of locations) counts.set(location, (counts.get(location) ?? 0) + 1);
  return [...counts]
    .map(([location, calls]) => ({ location, calls }))
    .sort((a, b) => b.calls - a.calls || a.location.localeCompare(b.location, 'pt-BR', { numeric: true }));
}
