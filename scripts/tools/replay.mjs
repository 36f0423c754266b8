#!/usr/bin/env node
// npm run replay -- session.json [more.json…]: runs each recorded session through the app's sagas and reducers
// (jest's 'replays' project) and says where a replay first parts from its recording. Exit 0 when all match.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = process.argv.slice(2).map((file) => path.resolve(file));
if (files.length === 0) {
  console.error('Usage: npm run replay -- session.json [more.json…]  (Sobre → Exportar sessão downloads one)');
  process.exit(2);
}
const missing = files.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`Not found: ${missing.join(', ')}`);
  process.exit(2);
}
const jest = path.join(root, 'node_modules', '.bin', 'jest');
const run = spawnSync(jest, ['--selectProjects', 'replays', '--runTestsByPath', '__tests__/replays/recordings.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, REPLAY_FILES: files.join(path.delimiter) },
});
process.exit(run.status ?? 1);
