import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../e2e/support/chromium';

export interface DebuggableChromium {
  /** The remote-debugging port Lighthouse and Playwright attach to. */
  port: number;
  close(): Promise<void>;
}

// Headless, with a debugging port Lighthouse attaches to.
const flags = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  '--remote-debugging-address=127.0.0.1',
  '--remote-debugging-port=0',
];

function portFromStderr(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its debugging port:\n${seen}`)), timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with code ${code}:\n${seen}`));
    });
  });
}

/** Starts the system Chromium (CHROMIUM_PATH or /usr/bin/chromium) with a throw-away profile. */
export async function launchChromium(): Promise<DebuggableChromium> {
  const executable = CHROMIUM_PATH;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'back-office-lighthouse-'));
  // Its own process group, so that closing it stops its helper processes too, which write to the profile.
  const child = spawn(executable, [...flags, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let port: number;
  try {
    port = await portFromStderr(child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        const done = () => {
          try {
            rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
          } catch (error) {
            // The figures are already printed; a profile left in the temporary folder must not fail the run.
            console.warn(`Could not remove the Chromium profile ${profile}: ${String(error)}`);
          }
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        process.kill(-(child.pid as number), 'SIGTERM');
      }),
  };
}
