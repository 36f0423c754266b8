import type { Scored } from './audit';

/** The budgets for every audited page. */
export const budgets = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  tbtMs: 200,
  cls: 0.1,
} as const;

/** What a scored load misses, one line each; empty when it meets every budget. */
export function missedBudgets(audit: Scored): string[] {
  const missed: string[] = [];
  for (const category of ['performance', 'accessibility', 'best-practices'] as const) {
    if (audit.scores[category] < budgets[category]) {
      missed.push(`${category} ${audit.scores[category]} < ${budgets[category]}`);
    }
  }
  if (!(audit.metrics.tbtMs <= budgets.tbtMs)) missed.push(`TBT ${Math.round(audit.metrics.tbtMs)} ms > ${budgets.tbtMs} ms`);
  if (!(audit.metrics.cls <= budgets.cls)) missed.push(`CLS ${audit.metrics.cls.toFixed(3)} > ${budgets.cls}`);
  return missed;
}
