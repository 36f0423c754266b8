import type { Scored } from './audit';

/** Accessibility and best practices on every audited page of the app. */
export const qualityBudgets = { accessibility: 95, 'best-practices': 95 } as const;

/** How staff open the app every day, the service worker serving it: Pedidos and Comandas, stock 4× scoring. */
export const warmBudgets = { performance: 90, lcpMs: 1500 } as const;

/** A cold start measured against the Ionic tabs floor of the same run: within 5 points, TBT within 1.2×. */
export const coldBudgets = { performancePointsBelowFloor: 5, tbtRatioToFloor: 1.2 } as const;

/** The median of each score and metric over several loads of one page (each on its own, not one whole load). */
export function medianOf(loads: Scored[]): Scored {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const of = (pick: (load: Scored) => number) => median(loads.map(pick));
  return {
    cpuSlowdown: of((load) => load.cpuSlowdown),
    scores: {
      performance: of((load) => load.scores.performance),
      accessibility: of((load) => load.scores.accessibility),
      'best-practices': of((load) => load.scores['best-practices']),
    },
    metrics: {
      fcpMs: of((load) => load.metrics.fcpMs),
      lcpMs: of((load) => load.metrics.lcpMs),
      speedIndexMs: of((load) => load.metrics.speedIndexMs),
      tbtMs: of((load) => load.metrics.tbtMs),
      cls: of((load) => load.metrics.cls),
    },
    failing: loads.flatMap((load) => load.failing).filter((audit, index, all) => all.findIndex((other) => other.id === audit.id) === index),
  };
}

/** What a page of the app misses in accessibility and best practices, one line each. */
export function missedQuality(audit: Scored): string[] {
  return (['accessibility', 'best-practices'] as const)
    .filter((category) => audit.scores[category] < qualityBudgets[category])
    .map((category) => `${category} ${audit.scores[category]} < ${qualityBudgets[category]}`);
}

/** What a warm start misses. */
export function missedWarm(audit: Scored): string[] {
  const missed: string[] = [];
  if (audit.scores.performance < warmBudgets.performance) missed.push(`performance ${audit.scores.performance} < ${warmBudgets.performance}`);
  if (!(audit.metrics.lcpMs <= warmBudgets.lcpMs)) missed.push(`LCP ${Math.round(audit.metrics.lcpMs)} ms > ${warmBudgets.lcpMs} ms`);
  return missed;
}

/** What a cold start misses against the floor measured in the same run. */
export function missedCold(audit: Scored, floor: Scored): string[] {
  const missed: string[] = [];
  const lowest = floor.scores.performance - coldBudgets.performancePointsBelowFloor;
  if (audit.scores.performance < lowest) missed.push(`performance ${audit.scores.performance} < floor ${floor.scores.performance} − 5`);
  const ratio = audit.metrics.tbtMs / Math.max(floor.metrics.tbtMs, 1);
  if (ratio > coldBudgets.tbtRatioToFloor) missed.push(`TBT ${ratio.toFixed(2)}× the floor's > ${coldBudgets.tbtRatioToFloor}×`);
  return missed;
}
