import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface AppBuild {
  dir: string;
  /** Removes the folder when this run built it; a build handed in through STATIC_DIR is left alone. */
  dispose(): void;
}

/**
 * The built app to audit: STATIC_DIR when the caller already built it (the bench runner builds once for every
 * entry), otherwise a fresh production build into a temporary folder, so the scores never come from a stale dist/.
 * With an entry, that page instead, built the same way (the Ionic tabs floor).
 */
export function appBuild(entry?: string): AppBuild {
  const given = process.env.STATIC_DIR;
  if (given && !entry) return { dir: path.resolve(given), dispose: () => undefined };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'back-office-lighthouse-build-'));
  console.log(`building ${entry ?? 'the app'} into ${dir} …`);
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
    env: { ...process.env, OUT_DIR: dir, ...(entry ? { APP_ENTRY: entry } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the production build failed (exit code ${build.status})`);
  }
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
