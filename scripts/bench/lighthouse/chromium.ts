import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface DebuggableChromium {
  /** The remote-debugging port Lighthouse and Playwright attach to. */
  port: number;
  close(): Promise<void>;
}

// No browser download is possible where this runs: drive the system Chromium, headless, with nothing that talks to
// the network on its own (so the audits measure the app alone).
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
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
  const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const profile = mkdtempSync(path.join(os.tmpdir(), 'back-office-lighthouse-'));
  const child = spawn(executable, [...flags, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
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
          rmSync(profile, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
