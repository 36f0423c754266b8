/**
 * Customer orders per second that one instance sustains, then two instances on the same PostgreSQL database,
 * measured in one run on a fresh database, with the CPU time each order cost the instances and PostgreSQL, and
 * pgbench's TPC-B-like rate on the same PostgreSQL as the yardstick:
 *
 *   npm run bench:scale -- [--writers 16] [--seconds 15] [--profile <folder>]
 *
 * Each writer places orders one after another through the customer API, on its own QR code (its own table), as
 * many customers at once would. With one instance every writer calls it; with two, the writers are split evenly.
 * On a machine whose cores the load generator, PostgreSQL and the instances share, orders per second say how much
 * fitted; CPU milliseconds per order say what an order costs wherever it runs. With --profile, both instances run
 * under `node --cpu-prof`, write their profiles into the folder (open them in Chrome's DevTools), and the functions
 * with the most CPU are listed. Last, a third instance reaches PostgreSQL through a proxy that counts what it sends
 * (wire-count.ts) while one writer places orders on it alone: the statements and round trips of one order, and
 * which statements they are.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSharedDatabase } from '../../__tests__/scale/support/postgres';
import { bearer, expectStatus, signIn, type StaffSession } from '../../__tests__/scale/support/http';
import { startTogether } from '../../__tests__/scale/support/together';
import { removeDataDir, startServer, type RunningServer } from '../../e2e/support/server';
import { DEMO_EMAIL } from '@server/seeds/demo';
import { backendPidsOf, cpuMsOf } from './cpu';
import { orderableItemOf, placeOrder } from './customer-orders';
import { tpcbLike } from './pgbench';
import { hotspots } from './profile';
import { countingProxy, type WireCounts } from './wire-count';

const WARM_UP_MS = 3_000;
// Bounds each phase whatever the machine: a load loop never runs away.
const MAX_ORDERS_PER_PHASE = 50_000;
const MAX_FAILURES_PER_PHASE = 20;
// Orders one writer places, one after another, through the proxy that counts the statements.
const COUNTED_WARM_UP_ORDERS = 10;
const COUNTED_ORDERS = 100;

interface Options {
  writers: number;
  seconds: number;
  profile?: string;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: { writers: { type: 'string', default: '16' }, seconds: { type: 'string', default: '15' }, profile: { type: 'string' } },
  });
  const writers = Number(values.writers);
  const seconds = Number(values.seconds);
  if (!(Number.isInteger(writers) && writers >= 2 && writers <= 200)) throw new Error(`--writers must be 2 to 200, got "${values.writers}"`);
  if (!(seconds >= 1 && seconds <= 120)) throw new Error(`--seconds must be 1 to 120, got "${values.seconds}"`);
  return { writers, seconds, profile: values.profile && path.resolve(values.profile) };
}

async function createQrCodes(url: string, staff: StaffSession, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const res = await expectStatus(
      fetch(`${url}/menu/accounts/${staff.providerId}/shops/${staff.shopId}/qrcodes`, {
        method: 'POST',
        headers: { ...bearer(staff.accountToken), 'content-type': 'application/json' },
        body: JSON.stringify({ locationName: `Mesa bench ${index}` }),
      }),
      201,
    );
    codes.push(((await res.json()) as { code: string }).code);
  }
  return codes;
}

interface Phase {
  orders: number;
  seconds: number;
}

interface MeasuredPhase extends Phase {
  /** CPU milliseconds the instances spent, all together. */
  serverCpuMs: number;
  /** CPU milliseconds PostgreSQL's backends for this database spent; 0 when PostgreSQL runs on another machine. */
  postgresCpuMs: number;
}

/** CPU used by the processes between now and when the returned function is called; pids gone by then count 0. */
async function cpuSince(serverPids: number[], databaseUrl: string): Promise<() => Promise<{ server: number; postgres: number }>> {
  const serverBefore = serverPids.map(cpuMsOf);
  const backendsBefore = new Map((await backendPidsOf(databaseUrl)).map((pid) => [pid, cpuMsOf(pid)]));
  return async () => {
    const server = serverPids.reduce((sum, pid, index) => sum + cpuMsOf(pid) - serverBefore[index], 0);
    // Backends a pool opened during the phase started within it: all their time is the phase's.
    const backends = new Set([...backendsBefore.keys(), ...(await backendPidsOf(databaseUrl))]);
    const postgres = [...backends].reduce((sum, pid) => sum + Math.max(0, cpuMsOf(pid) - (backendsBefore.get(pid) ?? 0)), 0);
    return { server, postgres };
  };
}

/** Every writer places orders back to back until the time is up; writer i calls instance i modulo their number. */
async function run(urls: string[], codes: string[], itemId: number, durationMs: number): Promise<Phase> {
  const started = performance.now();
  const deadline = started + durationMs;
  let orders = 0;
  let failures = 0;
  await Promise.all(
    codes.map(async (code, writer) => {
      const url = urls[writer % urls.length];
      while (performance.now() < deadline && orders < MAX_ORDERS_PER_PHASE) {
        try {
          await placeOrder(url, code, itemId);
          orders += 1;
        } catch (err) {
          failures += 1;
          if (failures > MAX_FAILURES_PER_PHASE) throw err;
        }
      }
    }),
  );
  return { orders, seconds: (performance.now() - started) / 1000 };
}

async function measure(
  servers: RunningServer[],
  databaseUrl: string,
  codes: string[],
  itemId: number,
  options: Options,
): Promise<MeasuredPhase> {
  const urls = servers.map((server) => server.url);
  await run(urls, codes, itemId, WARM_UP_MS);
  const cpu = await cpuSince(
    servers.map((server) => server.process.pid ?? 0),
    databaseUrl,
  );
  const phase = await run(urls, codes, itemId, options.seconds * 1000);
  const used = await cpu();
  return { ...phase, serverCpuMs: used.server, postgresCpuMs: used.postgres };
}

/**
 * The statements and round trips one order sends PostgreSQL, counted on the wire by a proxy in front of it for an
 * instance of its own, which one writer calls alone (so that nothing else shares the count).
 */
async function statementsPerOrder(databaseUrl: string, code: string, itemId: number): Promise<WireCounts> {
  const proxy = await countingProxy(databaseUrl);
  let server: RunningServer | undefined;
  try {
    server = await startServer({ env: { DATABASE_URL: proxy.url, JWT_SECRET: '', LOG_LEVEL: 'error' } });
    for (let index = 0; index < COUNTED_WARM_UP_ORDERS; index += 1) await placeOrder(server.url, code, itemId);
    proxy.take();
    for (let index = 0; index < COUNTED_ORDERS; index += 1) await placeOrder(server.url, code, itemId);
    // The live events' NOTIFY leave after the answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return proxy.take();
  } finally {
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
    await proxy.close();
  }
}

const perSecond = (phase: Phase) => phase.orders / phase.seconds;
const perOrder = (ms: number, phase: Phase) => (ms / phase.orders).toFixed(2).padStart(6);
const line = (label: string, phase: MeasuredPhase, writers: number) =>
  `${label}${perSecond(phase).toFixed(1).padStart(8)} orders/s  (${phase.orders} orders in ${phase.seconds.toFixed(1)} s, ${writers} writers); ` +
  `CPU per order: server ${perOrder(phase.serverCpuMs, phase)} ms, PostgreSQL ${perOrder(phase.postgresCpuMs, phase)} ms`;

async function main(): Promise<void> {
  const options = readOptions();
  if (options.profile) mkdirSync(options.profile, { recursive: true });
  const database = await createSharedDatabase();
  let servers: RunningServer[] = [];
  try {
    servers = await startTogether(
      2,
      () =>
        startServer({
          env: {
            DATABASE_URL: database.url,
            JWT_SECRET: '',
            LOG_LEVEL: 'error',
            ...(options.profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${options.profile}` } : {}),
          },
        }),
      async (server) => {
        await server.stop();
        removeDataDir(server.dataDir);
      },
    );
    const [a] = servers.map((server) => server.url);
    const staff = await signIn(a, DEMO_EMAIL);
    // Fresh tables for each phase, so the second does not add to invoices the first filled.
    const codes = await createQrCodes(a, staff, options.writers * 2 + 1);
    const itemId = await orderableItemOf(a, codes[0]);

    const one = await measure([servers[0]], database.url, codes.slice(0, options.writers), itemId, options);
    const two = await measure(servers, database.url, codes.slice(options.writers), itemId, options);
    // After the orders, so that its load does not share their time.
    const pgbench = await tpcbLike(database.url);
    const wire = await statementsPerOrder(database.url, codes[options.writers * 2], itemId);
    const share = (phase: Phase) => `${((100 * perSecond(phase)) / pgbench.transactionsPerSecond).toFixed(1)}%`;
    console.log(
      [
        line('one instance: ', one, options.writers),
        line('two instances:', two, options.writers),
        `two / one:     ${(perSecond(two) / perSecond(one)).toFixed(2)}x`,
        `pgbench TPC-B-like, same PostgreSQL, ${pgbench.clients} clients, ${pgbench.seconds} s: ` +
          `${pgbench.transactionsPerSecond.toFixed(1)} transactions/s; orders/s are ${share(one)} of it with one instance, ${share(two)} with two`,
        `per order, counted on the wire over ${COUNTED_ORDERS} orders: ${(wire.statements / COUNTED_ORDERS).toFixed(2)} statements, ` +
          `${(wire.roundTrips / COUNTED_ORDERS).toFixed(2)} round trips to PostgreSQL`,
        ...[...wire.texts.entries()]
          .sort(([, a], [, b]) => b - a)
          .map(([text, times]) => `${(times / COUNTED_ORDERS).toFixed(2).padStart(6)}  ${text.replace(/\s+/g, ' ').slice(0, 110)}`),
      ].join('\n'),
    );
  } finally {
    // A profile is written when its instance exits.
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) removeDataDir(server.dataDir);
    await database.drop();
  }
  if (options.profile) {
    const { busyMs, rows } = hotspots(options.profile);
    console.log(`\nCPU profiles in ${options.profile}: ${(busyMs / 1000).toFixed(1)} s busy, the most self time:`);
    for (const row of rows) console.log(`${(100 * row.share).toFixed(1).padStart(5)}%  ${row.ms.toFixed(0).padStart(6)} ms  ${row.name}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
