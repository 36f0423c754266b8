#!/usr/bin/env node
// Runs a command against the local PostgreSQL: `node scripts/tools/with-postgres.mjs <command...>`.
// The child gets TEST_DATABASE_URL; the server test support creates and drops its own databases on that server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_URL, ensurePostgres } from './ensure-postgres.mjs';

const url = process.env.TEST_DATABASE_URL || DEFAULT_URL;
const command = process.argv.slice(2);

if (command.length === 0) {
  console.error('Usage: node scripts/tools/with-postgres.mjs <command...>');
  process.exit(2);
}

// Started (and installed) here when it does not answer and this runs as root on Debian; otherwise a clear message.
try {
  await ensurePostgres(url);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// Lets `jest` and other local tools be named directly, as npm scripts can.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binDir = path.join(root, 'node_modules', '.bin');
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, TEST_DATABASE_URL: url, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (err) => {
  console.error(`Could not run ${command[0]}: ${err.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});
