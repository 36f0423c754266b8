import '../support/native-esm';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { removeDataDir, startServer, type RunningServer } from '../../../e2e/support/server';
import { SQLITE_FILE_NAME } from '@server/app';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@server/seeds/demo';
import { liveDisconnect, liveOutcome, openLive } from '../support/live-client';

// The real server process: it starts, seeds the demo shop (hashing its passwords) and shuts down.
jest.setTimeout(120_000);

let server: RunningServer;
afterAll(async () => {
  await server?.stop('SIGKILL');
  if (server) removeDataDir(server.dataDir);
});

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'back-office', grant_type: 'password', userName: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface SlowRequest {
  /** Resolves once the headers and the first half of the body are on their way. */
  started: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  status: Promise<number>;
}

/** A request whose body arrives in two parts, so it is surely in progress on the server between them. */
function slowRequest(url: string, requestPath: string, headers: Record<string, string>, body: string): SlowRequest {
  const half = Math.floor(body.length / 2);
  const request = http.request(`${url}${requestPath}`, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    request.once('error', reject);
  });
  const started = new Promise<void>((resolve) => request.write(body.slice(0, half), () => resolve()));
  return { started, status, finish: () => request.end(body.slice(half)) };
}

const exited = (child: RunningServer['process']) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('SIGTERM', () => {
  it('finishes the requests in flight, closes live sockets and leaves the database checkpointed', async () => {
    server = await startServer({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'back-office-shutdown-')) });
    const userToken = await signIn(server.url);
    const tokenV2 = await fetch(`${server.url}/token-v2`, { method: 'POST', headers: { authorization: `Bearer ${userToken}` } });
    const { token: accountToken } = (await tokenV2.json()) as { token: string };
    const socket = openLive(server.url, accountToken);
    expect(await liveOutcome(socket)).toBe('connected');
    const socketClosed = liveDisconnect(socket);

    const menu = (await (await fetch(`${server.url}/public/qrcodes/mesa-1/menu`)).json()) as {
      categories: { items: { id: number }[] }[];
    };
    const itemId = menu.categories[0].items[0].id;

    const keys = Array.from({ length: 4 }, () => randomUUID());
    const orders = keys.map((key) =>
      slowRequest(
        server.url,
        '/public/qrcodes/mesa-1/orders',
        { 'content-type': 'application/json', 'idempotency-key': key },
        JSON.stringify({ type: 0, customer: { name: 'Cliente' }, items: [{ itemId, quantity: 1 }] }),
      ),
    );
    const inFlight = orders;
    await Promise.all(inFlight.map((request) => request.started));
    // Long enough for the server to read the first half of every request, on a busy machine too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exit = exited(server.process);
    server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.process.exitCode).toBeNull();
    for (const request of inFlight) request.finish();

    expect(await Promise.all(inFlight.map((request) => request.status))).toEqual([201, 201, 201, 201]);
    // Closed as a lost transport, not a server kick, so the app reconnects (to another server, or this one restarted).
    expect(await socketClosed).toBe('transport close');
    expect(await exit).toBe(0);
    await expect(fetch(`${server.url}/config.js`)).rejects.toThrow();

    const file = path.join(server.dataDir, SQLITE_FILE_NAME);
    const wal = `${file}-wal`;
    expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
    const db = new SqliteDatabase(file, { readonly: true });
    try {
      const placed = db
        .prepare(`select count(*) as count from orders where idempotency_key in (${keys.map(() => '?').join(',')})`)
        .get(...keys.map((key) => `${menuQrCodeId(db)}:${key}`)) as { count: number };
      expect(placed.count).toBe(keys.length);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  });
});

function menuQrCodeId(db: SqliteDatabase.Database): number {
  return (db.prepare("select id from qrcodes where code = 'mesa-1'").get() as { id: number }).id;
}
