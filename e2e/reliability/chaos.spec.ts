import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeReport, runChaos } from '../../scripts/reliability/chaos';
import { expect, test } from '../support/fixtures';
import { freePort, removeDataDir } from '../support/server';

/**
 * Three minutes of `npm run soak:chaos` (scripts/reliability/chaos.ts): an order every 8–10 s on Pedidos with
 * automatic printing, while the browser goes offline twice, every request to the server is aborted twice, the
 * server is killed and restarted once, the page reloads once and Iniciar is tapped once while offline. The seed is
 * drawn per run and printed (CHAOS_SEED repeats one).
 */
test('under chaos, every order is shown, alerted and printed once, and the offline Iniciar applied once', async ({ browser }, testInfo) => {
  test.setTimeout(7 * 60_000);
  const seed = Number(process.env.CHAOS_SEED) || Math.floor(Math.random() * 2 ** 31);
  testInfo.annotations.push({ type: 'seed', description: String(seed) });
  console.log(`chaos seed ${seed}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'back-office-e2e-chaos-'));
  try {
    const report = await runChaos(
      browser,
      { port: await freePort(), dataDir, env: { TOKEN_TTL_SECONDS: '60' } },
      {
        durationMs: 3 * 60_000,
        everyMs: [8_000, 10_000],
        offlineS: [5, 15],
        abortS: [5, 10],
        events: ['offline', 'offline', 'abort', 'abort', 'kill', 'reload', 'offlineStart'],
        seed,
        settleMs: 60_000,
      },
      (line) => console.log(line),
    );
    console.log(describeReport(report));
    testInfo.annotations.push({ type: 'chaos', description: describeReport(report) });
    expect(report.events).toHaveLength(7);
    expect(report.lost).toEqual([]);
    expect(report.duplicates).toEqual([]);
    expect(report.pageErrors).toEqual([]);
    expect(report.placed).toBeGreaterThanOrEqual(17);
    expect({ shown: report.shown, alerted: report.alerted, printed: report.printed }).toEqual({
      shown: report.placed,
      alerted: report.placed,
      printed: report.placed,
    });
    expect(report.actionsQueued).toBe(1);
    expect(report.actionsApplied).toBe(1);
  } finally {
    removeDataDir(dataDir);
  }
});
