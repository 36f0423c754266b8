import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// The production page is minified: attribute quotes come and go.
const BUILD_META = /<meta name="?app-build"? content="?([^"\s>]*)"?/;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Writes a file and, where the build keeps compressed copies of it (served in its place), those too. */
function rewrite(file: string, text: string): void {
  writeFileSync(file, text);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
}

/** The built app the server serves (STATIC_DIR, as the server reads it). */
export function builtAppDir(): string {
  return path.resolve(process.env.STATIC_DIR || 'dist');
}

export function buildIdOf(appDir: string): string {
  const match = readFileSync(path.join(appDir, 'index.html'), 'utf8').match(BUILD_META);
  if (!match) throw new Error(`${appDir}/index.html names no build (meta app-build)`);
  return match[1];
}

/**
 * A next version of a built app, as a deployment would bring it: the same code under another build id. It is
 * derived instead of built because a second production build takes minutes on a busy two-core machine. Only
 * index.html changes, so the service worker's precache list changes in one place: index.html's revision, which
 * workbox writes as the MD5 of the file.
 */
export function nextVersionOf(appDir: string, buildId: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'back-office-next-version-'));
  cpSync(appDir, dir, { recursive: true });
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const nextHtml = html.replace(BUILD_META, `<meta name="app-build" content="${buildId}"`);
  const worker = readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const revisions = worker.split(md5(html)).length - 1;
  if (revisions !== 1) throw new Error(`sw.js should list index.html's revision once, found it ${revisions} times`);
  rewrite(path.join(dir, 'index.html'), nextHtml);
  rewrite(path.join(dir, 'sw.js'), worker.replace(md5(html), md5(nextHtml)));
  return dir;
}
