/**
 * The arithmetic of the interaction benchmark, apart from the browser: which Event Timing entries belong to a tap,
 * its latency, INP over a run as web-vitals defines it, and the median and worst of repeated runs.
 */
import { percentile } from './harness';

/** What the page keeps of a PerformanceEventTiming entry. */
export interface EventEntry {
  name: string;
  /** The event's timeStamp, in the page's performance.now() time. */
  startTime: number;
  /** From startTime to the next paint after the event's handlers ran, rounded by the browser to 8 ms. */
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
}

/** Entries are stamped with the event's timeStamp; a tap's own entries start at its pointerdown or shortly after. */
const TAP_WINDOW_MS = 1_000;

/**
 * The Event Timing latency of the tap whose pointerdown had `downAt` as its timeStamp: the longest duration among
 * the entries of its interaction (pointerdown, pointerup, click share one interactionId), which is what INP is
 * made of. Undefined when the browser reported none, which it does only for events under the observer's threshold.
 */
export function tapLatency(entries: readonly EventEntry[], downAt: number): { interactionId: number; latency: number } | undefined {
  const own = entries.filter((entry) => entry.interactionId > 0 && entry.startTime >= downAt - 1 && entry.startTime <= downAt + TAP_WINDOW_MS);
  if (own.length === 0) return undefined;
  const first = own.reduce((earliest, entry) => (entry.startTime < earliest.startTime ? entry : earliest));
  const interaction = entries.filter((entry) => entry.interactionId === first.interactionId);
  return { interactionId: first.interactionId, latency: Math.max(...interaction.map((entry) => entry.duration)) };
}

/** Each interaction's latency: the longest duration among its entries, by interactionId. */
export function interactionLatencies(entries: readonly EventEntry[]): Map<number, number> {
  const latencies = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId <= 0) continue;
    latencies.set(entry.interactionId, Math.max(latencies.get(entry.interactionId) ?? 0, entry.duration));
  }
  return latencies;
}

/**
 * Interaction to Next Paint as web-vitals computes it: the longest interaction, except that one interaction per 50
 * is left out (an approximation of the 98th percentile) once there are more than 50. `interactionCount` counts
 * every interaction, including those too quick for the browser to report, so it may exceed the latencies given.
 */
export function inpOf(latencies: readonly number[], interactionCount: number): number {
  if (latencies.length === 0) return 0;
  const longestFirst = [...latencies].sort((a, b) => b - a);
  return longestFirst[Math.min(longestFirst.length - 1, Math.floor(Math.max(interactionCount, latencies.length) / 50))];
}

/** The median and the worst of repeated measurements. */
export function medianAndWorst(values: readonly number[]): { median: number; worst: number } {
  if (values.length === 0) return { median: Number.NaN, worst: Number.NaN };
  return { median: percentile(values, 50), worst: Math.max(...values) };
}
