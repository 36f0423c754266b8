import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { cpuSlowdownFor, defaultCpuSlowdown } from './cpuSlowdown';

export const categories = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof categories)[number];

export interface Scored {
  cpuSlowdown: number;
  /** Category scores 0–100. */
  scores: Record<Category, number>;
  metrics: { fcpMs: number; lcpMs: number; speedIndexMs: number; tbtMs: number; cls: number };
  /** Audits that cost points in a category, to say what to fix when a budget is missed. */
  failing: Array<{ category: Category; id: string; title: string }>;
}

export interface PageAudit {
  name: string;
  url: string;
  benchmarkIndex: number;
  /** Lighthouse's stock 4× CPU slowdown, whatever this machine's speed. */
  stock: Scored;
  /** The CPU slowdown calibrated to this machine's measured speed, for information beside the stock scoring. */
  calibrated: Scored;
}

const cli = path.resolve('node_modules', 'lighthouse', 'cli', 'index.js');
const run = promisify(execFile);

// A plain Node process: tsx would rewrite the functions Lighthouse serialises into the page.
function lighthouse(args: string[]): Promise<{ stdout: string }> {
  return run(process.execPath, [cli, ...args, '--quiet'], { maxBuffer: 64 * 1024 * 1024 });
}

/**
 * Lighthouse now and then fails to record a load's trace (NO_NAVSTART, and it says to run it again): the load is
 * gathered again, up to three times, and any other failure stops the run.
 */
async function gatherWithRetry(args: string[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await lighthouse(args);
      return;
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      if (attempt >= 3 || !stderr.includes('Please run Lighthouse again')) throw error;
      console.log(`  Lighthouse could not record the load (${/\(([A-Z_]+)\)/.exec(stderr)?.[1] ?? 'runtime error'}); gathering it again`);
    }
  }
}

function scored(result: Result): Scored {
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const score = (category: Category) => Math.round((result.categories[category].score ?? 0) * 100);
  return {
    cpuSlowdown: result.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      speedIndexMs: numeric('speed-index'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
    failing: categories.flatMap((category) =>
      result.categories[category].auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => result.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .map((audit) => ({ category, id: audit.id, title: audit.title })),
    ),
  };
}

async function auditArtifacts(
  url: string,
  settings: string[],
  artifactsDir: string,
  cpuSlowdown: number,
): Promise<Scored> {
  const { stdout } = await lighthouse([
    url,
    ...settings,
    `-A=${artifactsDir}`,
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    '--output=json',
    '--output-path=stdout',
  ]);
  const result = JSON.parse(stdout) as Result;
  if (result.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.runtimeError.message}`);
  return scored(result);
}

/**
 * Loads the page once in Lighthouse's mobile emulation and scores that one load twice under its default simulated
 * throttling (slow 4G, simulated from the observed trace): with the stock 4× CPU slowdown, and with the slowdown
 * calibrated to the CPU speed Lighthouse measured during the load (its documented remedy for a slow host).
 */
export async function auditPage(
  name: string,
  url: string,
  debuggingPort: number,
  options: { keepStorage: boolean },
): Promise<PageAudit> {
  const artifactsDir = mkdtempSync(path.join(os.tmpdir(), 'back-office-lighthouse-artifacts-'));
  try {
    // Auditing refuses settings that differ from the gathering's, so both get the same.
    const settings = [`--only-categories=${categories.join(',')}`];
    // A signed-in screen needs the session the profile holds; Lighthouse would otherwise wipe it first.
    if (options.keepStorage) settings.push('--disable-storage-reset');
    await gatherWithRetry([url, ...settings, `--port=${debuggingPort}`, `-G=${artifactsDir}`]);
    const stock = await auditArtifacts(url, settings, artifactsDir, defaultCpuSlowdown);

    // In simulated throttling the CPU slowdown only enters the
    // simulation, so re-scoring the same load under another slowdown means recording that slowdown with it.
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const cpuSlowdown = cpuSlowdownFor(artifacts.BenchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const calibrated = await auditArtifacts(url, settings, artifactsDir, cpuSlowdown);

    return { name, url, benchmarkIndex: artifacts.BenchmarkIndex, stock, calibrated };
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}
