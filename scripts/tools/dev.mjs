#!/usr/bin/env node
/**
 * npm run dev: the app with hot reload (webpack-dev-server, React Fast Refresh) and the API server in watch mode,
 * one command and one address. The server listens on a free port of its own behind the dev server, which passes
 * it the API and the live connection; both restart or rebuild on their own when a file changes.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const appPort = Number(process.env.PORT) || 8080;

const apiPort = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [];

function run(command, args, env, filter) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', (chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line && filter(line)) console.log(line);
  });
  child.on('exit', (code, signal) => {
    if (signal === null) console.log(`${path.basename(command)} stopped (${code}); stopping the rest`);
    for (const other of children) other.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
  children.push(child);
  return child;
}

// The server's own banner names its hidden port: the one address to open is the dev server's.
run(bin('tsx'), ['watch', '--clear-screen=false', 'server/src/server.ts'], {
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  STATIC_DIR: path.join(root, 'node_modules', '.cache', 'no-static-dir-in-dev'),
  API_URL: '',
  // The QR codes' links open the dev server, which serves the guests' page; the API server serves no app in dev.
  PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${appPort}`,
}, (line) => !/^(Back office|API docs):/.test(line));
run(bin('webpack'), ['serve', '--mode', 'development'], { PORT: String(appPort), DEV_API_PORT: String(apiPort) }, () => true);

console.log(`Back office, with hot reload: http://localhost:${appPort}/  (API docs: http://localhost:${appPort}/docs)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
