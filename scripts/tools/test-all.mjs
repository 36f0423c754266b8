#!/usr/bin/env node
// `npm test`: type-check, lint, jest and the production build side by side, and every browser test against that
// one build as soon as it is built (beside whatever of the rest is still running: the browser tests are the longest
// step, and jest's last minutes mostly wait on its servers). Each buffered step's output is printed whole when it
// ends (never interleaved), with its time; the first failure stops the rest and is named last, where a reader looks
// first.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const cache = (name) => path.join(root, 'node_modules', '.cache', name);

// Priorities (nice): the type-check and lint, short and needed by nothing else, take what the build and jest leave,
// so that the build, which the flows wait for, ends sooner. jest keeps its share: lowered beside the flows, it
// ended last (over 730 s) and the run was longer.
const sideBySide = [
  { name: 'type-check', nice: 10, command: bin('tsc'), args: ['--noEmit', '--incremental', '--tsBuildInfoFile', cache('tsc/app.tsbuildinfo')] },
  {
    name: 'type-check (service worker)',
    nice: 10,
    command: bin('tsc'),
    args: ['--noEmit', '-p', 'tsconfig.sw.json', '--incremental', '--tsBuildInfoFile', cache('tsc/sw.tsbuildinfo')],
  },
  { name: 'lint', nice: 10, command: bin('eslint'), args: ['--max-warnings', '0', '--cache', '--cache-location', cache('eslint/'), '.'] },
  { name: 'jest', command: bin('jest'), args: ['--maxWorkers=2'] },
  // The app (webpack) and the server compiled for production (scripts/build/server.mjs), as `npm start` builds them.
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
];
// After the build, one after the other: the browser, then the browser tests, which report as they go (their output
// is not held back).
const afterBuild = [
  { name: 'chromium', command: process.execPath, args: ['scripts/tools/ensure-chromium.mjs'] },
  { name: 'e2e', command: bin('playwright'), args: ['test'], live: true },
];

const running = new Set();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// Each step runs under bash, whose `times` reports the CPU its whole tree used (children and their children, once
// reaped) on descriptor 3 after it ends; that, beside the wall time, is what deciding what runs beside what needs.
const TIMED = '"$@"; status=$?; times >&3; exit $status';

/** The children's user and system seconds from bash's `times` ("0m1.5s 0m0.2s" on its second line). */
function cpuSeconds(times) {
  const line = times.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, secs]) => Number(minutes) * 60 + Number(secs));
  return parts.length === 2 ? parts[0] + parts[1] : null;
}

function run(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const command = step.nice ? ['nice', '-n', String(step.nice), step.command] : [step.command];
    const child = spawn('bash', ['-c', TIMED, step.name, ...command, ...step.args], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', step.live ? 'inherit' : 'pipe', step.live ? 'inherit' : 'pipe', 'pipe'],
      // Its own process group, so that stopping a step stops everything it started (jest's workers, the browsers).
      detached: true,
    });
    running.add(child);
    const output = [];
    let times = '';
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.stdio[3].on('data', (chunk) => (times += chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      const ms = Date.now() - started;
      resolve({ step, ok: code === 0, code, signal, ms, cpu: cpuSeconds(times), output: Buffer.concat(output).toString() });
    });
  });
}

const cpu = (result) => (result.cpu === null ? '' : `, ${result.cpu.toFixed(0)} s of CPU`);

function report(result) {
  if (!result.step.live) {
    console.log(`\n── ${result.step.name} ${'─'.repeat(Math.max(0, 70 - result.step.name.length))}`);
    process.stdout.write(result.output);
  }
  console.log(`── ${result.step.name}: ${result.ok ? 'passed' : 'FAILED'} in ${seconds(result.ms)}${cpu(result)}`);
}

function stopOthers() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/**
 * `npm test -- type-check lint` runs only the steps named (and `e2e` the build and browser before it); no names, all.
 * A name that is no step is refused, so a typo never passes by running nothing.
 */
function chosenSteps(names) {
  const known = [...sideBySide, ...afterBuild].map((step) => step.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`No step named ${unknown.join(', ')}; the steps: ${known.join(', ')}`);
  const wanted = new Set(names.includes('e2e') ? [...names, 'build', 'chromium'] : names);
  const keep = (step) => names.length === 0 || wanted.has(step.name);
  return { sideBySide: sideBySide.filter(keep), afterBuild: afterBuild.filter(keep) };
}

async function main(steps) {
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
    steps.sideBySide.map(async (step) => {
      if (!settle(await run(step)) || step.name !== 'build') return;
      for (const next of steps.afterBuild) {
        if (failed || !settle(await run(next))) return;
      }
    }),
  );
  console.log(`\n${timings.map((result) => `${result.step.name} ${seconds(result.ms)}${cpu(result)}`).join(' · ')}`);
  console.log(`npm test: ${failed ? `FAILED at ${failed.step.name}` : 'passed'} in ${seconds(Date.now() - started)}`);
  process.exitCode = failed ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

let steps;
try {
  steps = chosenSteps(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await main(steps);
