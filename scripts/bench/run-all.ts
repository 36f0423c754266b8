/**
 * `npm run bench`: builds the app once into a throw-away folder (or uses STATIC_DIR when given), runs every
 * benchmark in its own process, one after the other so they do not compete for the CPU, and prints a summary.
 * Exits non-zero when any benchmark missed a budget or failed. More benchmarks are one more entry below.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { appBuild, round } from './harness';

const BENCHMARKS: { name: string; script: string }[] = [
  { name: 'bundle', script: 'bundle.ts' },
  { name: 'live latency', script: 'live-latency.ts' },
  { name: 'alert latency', script: 'alert-latency.ts' },
  { name: 'big lists', script: 'big-lists.ts' },
  { name: 'API', script: 'api.ts' },
  { name: 'Resumo', script: 'day-report.ts' },
  { name: 'live fan-out', script: 'fanout.ts' },
  { name: 'kitchen', script: 'kitchen.ts' },
  { name: 'interactions', script: 'interactions.ts' },
];

// A benchmark bounds its own loops; this only stops one that hangs outright.
const BENCHMARK_TIMEOUT_MS = 20 * 60_000;

const started = Date.now();
const app = appBuild();
const buildSeconds = (Date.now() - started) / 1000;
const results = BENCHMARKS.map(({ name, script }) => {
  console.log(`\n=== ${name} ===`);
  const start = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, script)], {
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: app.dir },
    timeout: BENCHMARK_TIMEOUT_MS,
  });
  return { name, ok: run.status === 0, seconds: (Date.now() - start) / 1000 };
});
app.remove();

console.log('\n=== summary ===');
console.log(`  build          ${round(buildSeconds)} s`);
for (const { name, ok, seconds } of results) console.log(`  ${name.padEnd(14)} ${ok ? 'met   ' : 'FAILED'} ${round(seconds)} s`);
console.log(`  total          ${round((Date.now() - started) / 1000)} s`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
