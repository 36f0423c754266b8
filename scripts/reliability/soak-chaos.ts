/**
 * Never miss an order, under chaos: Pedidos open in Chromium (1024 × 768) with automatic printing to a fake USB
 * printer, a server whose tokens last 60 s, a customer order every 10 s for half an hour, and at seeded random
 * moments the browser offline (5–90 s), the server killed and restarted on the same data and port, every request to
 * the server aborted (5–60 s), the page reloaded, and Iniciar tapped on a tile while offline (see chaos.ts). Every
 * order must be shown, alerted and printed once, every queued action applied once; it exits non-zero otherwise. Not
 * part of CI (it takes the time it says):
 *
 *   npm run soak:chaos [-- --minutes 30 --every 10 --seed 1234]
 *
 * The seed is printed, so a run can be repeated. It uses the build in STATIC_DIR, or builds the app into a
 * throw-away folder first.
 */
import { parseArgs } from 'node:util';
import { freePort, removeDataDir } from '../../e2e/support/server';
import { launchChromium } from '../bench/browser';
import { appBuild, main, newDataDir } from '../bench/harness';
import { describeReport, reportHolds, runChaos } from './chaos';

const TOKEN_TTL_SECONDS = 60;
// One event every two minutes or so, each kind at least once.
const MINUTES_PER_EVENT = 2;

function readOptions() {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '30' },
      every: { type: 'string', default: '10' },
      seed: { type: 'string', default: String(Math.floor(Math.random() * 2 ** 31)) },
    },
  });
  const minutes = Number(values.minutes);
  const every = Number(values.every);
  const seed = Number(values.seed);
  if (!(minutes > 0 && every > 0)) throw new Error('--minutes and --every must be numbers above 0');
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  return { minutes, everyMs: every * 1000, seed };
}

main(async () => {
  const { minutes, everyMs, seed } = readOptions();
  console.log(`Seed ${seed} (repeat this run with --seed ${seed})`);
  const app = appBuild();
  const dataDir = newDataDir();
  const browser = await launchChromium();
  try {
    const report = await runChaos(
      browser,
      { port: await freePort(), dataDir, env: { TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) } },
      {
        durationMs: minutes * 60_000,
        everyMs: [everyMs, everyMs],
        offlineS: [5, 90],
        abortS: [5, 60],
        events: Math.round(minutes / MINUTES_PER_EVENT),
        seed,
        settleMs: 120_000,
      },
    );
    console.log(`\nTokens of ${TOKEN_TTL_SECONDS} s, ${minutes} min, an order every ${everyMs / 1000} s`);
    console.log(describeReport(report));
    if (!reportHolds(report)) process.exitCode = 1;
  } finally {
    await browser.close();
    removeDataDir(dataDir);
    app.remove();
  }
});
