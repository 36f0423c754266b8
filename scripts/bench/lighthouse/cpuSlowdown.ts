/** Lighthouse's stock CPU slowdown. */
export const defaultCpuSlowdown = 4;

/**
 * Lighthouse's throttling docs: the stock 4× turns a high-end desktop (benchmark index 1500–2000) into a mid-tier
 * phone, and a host outside that bracket should scale the slowdown. Scaling from the bracket's slow end keeps the
 * emulated phone no faster than the one Lighthouse means; a host already as slow as that phone gets no slowdown.
 */
const highEndDesktopIndex = 1500;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  const slowdown = (defaultCpuSlowdown * benchmarkIndex) / highEndDesktopIndex;
  return Math.round(Math.max(1, slowdown) * 100) / 100;
}
