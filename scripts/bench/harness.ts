/**
 * What every benchmark shares: the built app, a real server on a free port with its own throw-away database,
 * percentiles, and the budget check that sets the exit code.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeDataDir, startServer, type RunningServer } from '../../e2e/support/server';

export { freePort } from '../../e2e/support/server';

/**
 * The built app the servers serve: STATIC_DIR when given (the runner builds once for all benchmarks), otherwise
 * a fresh production build in a folder of its own, so a benchmark never measures or overwrites dist/.
 */
export function appBuild(): { dir: string; remove: () => void } {
  const given = process.env.STATIC_DIR;
  if (given) return { dir: given, remove: () => undefined };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'back-office-bench-app-'));
  console.log('Building the app for the benchmark…');
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    env: { ...process.env, OUT_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.env.STATIC_DIR = dir;
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function newDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'back-office-bench-'));
}

/** Runs `work` against a server of its own (demo data unless the data folder was seeded already), then cleans up. */
export async function withServer<T>(
  work: (server: RunningServer) => Promise<T>,
  dataDir = newDataDir(),
  env: Record<string, string> = {},
): Promise<T> {
  const server = await startServer({ dataDir, env });
  // A benchmark that crashes must not leave its server running.
  const killServer = () => server.process.kill('SIGKILL');
  process.once('exit', killServer);
  try {
    return await work(server);
  } finally {
    process.off('exit', killServer);
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface Budget {
  name: string;
  value: number;
  limit: number;
  unit: string;
}

/** Prints each figure against its budget; a miss makes the benchmark exit non-zero. */
export function checkBudgets(title: string, budgets: Budget[]): boolean {
  console.log(`\n${title}`);
  let met = true;
  for (const { name, value, limit, unit } of budgets) {
    const ok = value <= limit;
    met &&= ok;
    console.log(`  ${ok ? 'ok  ' : 'MISS'} ${name}: ${round(value)} ${unit} (budget ≤ ${limit} ${unit})`);
  }
  if (!met) process.exitCode = 1;
  return met;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Reports a crash as a failed benchmark rather than an unhandled rejection. */
export function main(run: () => Promise<void>): void {
  run().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
