import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/config.js`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start in ${timeoutMs} ms`);
}

export const PUBLIC_RATE_LIMITS_OFF = {
  PUBLIC_REQUESTS_PER_MINUTE: '0',
  ORDERS_PER_MINUTE_PER_ADDRESS: '0',
  ORDERS_PER_MINUTE_PER_QR_CODE: '0',
  CALLS_PER_MINUTE_PER_QR_CODE: '0',
};

/** A server whose present the flow moves forward (POST /test/clock, see moveTime in clock.ts) instead of waiting. */
export const MOVABLE_CLOCK = { TEST_CLOCK: '1' };

/** The compiled server `npm run build` writes and production runs (`npm run serve`). */
export const BUILT_SERVER = 'build/server/server.mjs';

/**
 * The flows set SERVER_FROM_BUILD (playwright.config.ts) and so run the server as production does, beside the built
 * app; unit tests and scripts, which may run before or during a build, run its sources through tsx.
 */
function serverArgs(): string[] {
  return process.env.SERVER_FROM_BUILD === '1' ? ['--enable-source-maps', BUILT_SERVER] : ['--import', 'tsx', 'server/src/server.ts'];
}

/** Starts the real platform server (built app, demo data) on a free port with a throw-away data folder. */
export async function startServer(
  options: { port?: number; dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'back-office-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Flows, benchmarks and load tests send every customer from this one address; the limits have their own tests.
      ...PUBLIC_RATE_LIMITS_OFF,
      // Orders that flows leave waiting would escalate minutes later, sounding in whatever flow runs then; the
      // escalation flow starts its own server with it on.
      ORDER_ESCALATION_SWEEP_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilUp(url, child, 60_000);
  } catch (err) {
    // A server that never came up must not linger, still starting, on a database about to be dropped.
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    dataDir,
    process: child,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        // A process killed by a signal keeps exitCode null; signalCode says it is gone too.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
