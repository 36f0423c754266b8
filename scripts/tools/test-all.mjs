#!/usr/bin/env node
// `npm test`: type-check, lint, jest and the production build side by side, and every browser test against that
// one build as soon as it is built (beside whatever of the rest is still running: the browser tests are the longest
// step, and jest's last minutes mostly wait on its servers). Each buffered step's output is printed whole when it
// ends (never interleaved), with its time; the first failure stops the rest and is named last, where a reader looks
// first.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeProblem } from './check-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const cache = (name) => path.join(root, 'node_modules', '.cache', name);

const sideBySide = [
  { name: 'type-check', command: bin('tsc'), args: ['--noEmit', '--incremental', '--tsBuildInfoFile', cache('tsc/app.tsbuildinfo')] },
  {
    name: 'type-check (service worker)',
    command: bin('tsc'),
    args: ['--noEmit', '-p', 'tsconfig.sw.json', '--incremental', '--tsBuildInfoFile', cache('tsc/sw.tsbuildinfo')],
  },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '--cache', '--cache-location', cache('eslint/'), '.'] },
  { name: 'jest', command: bin('jest'), args: ['--maxWorkers=2'] },
  { name: 'build', command: bin('webpack'), args: ['--mode', 'production'] },
];
// After the build, one after the other: the browser, then the browser tests, which report as they go (their output
// is not held back).
const afterBuild = [
  { name: 'chromium', command: process.execPath, args: ['scripts/tools/ensure-chromium.mjs'] },
  { name: 'e2e', command: bin('playwright'), args: ['test'], live: true },
];

const running = new Set();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ step, ok: code === 0, code, signal, ms: Date.now() - started, output: Buffer.concat(output).toString() });
    });
  });
}

function report(result) {
  if (!result.step.live) {
    console.log(`\n── ${result.step.name} ${'─'.repeat(Math.max(0, 70 - result.step.name.length))}`);
    process.stdout.write(result.output);
  }
  console.log(`── ${result.step.name}: ${result.ok ? 'passed' : 'FAILED'} in ${seconds(result.ms)}`);
}

function stopOthers() {
  for (const child of running) child.kill('SIGTERM');
}

async function main() {
  const started = Date.now();
  const timings = [];
  let failed = null;
  const settle = (result) => {
    // Steps stopped because another failed are not worth printing.
    if (failed && !result.ok) return false;
    report(result);
    timings.push(result);
    if (!result.ok && !failed) {
      failed = result;
      stopOthers();
    }
    return result.ok;
  };
  await Promise.all(
    sideBySide.map(async (step) => {
      if (!settle(await run(step)) || step.name !== 'build') return;
      for (const next of afterBuild) {
        if (failed || !settle(await run(next))) return;
      }
    }),
  );
  console.log(`\n${timings.map((result) => `${result.step.name} ${seconds(result.ms)}`).join(' · ')}`);
  console.log(`npm test: ${failed ? `FAILED at ${failed.step.name}` : 'passed'} in ${seconds(Date.now() - started)}`);
  process.exitCode = failed ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

const problem = nodeProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
await main();
