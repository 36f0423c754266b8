/**
 * Sustained mixed traffic against the real server with its own throw-away data folder:
 *
 *   npm run test:load [-- --duration 60 --rate 500 --max-growth-mb 150]
 *
 * Every connection cycles through staff reads (orders, invoices and menu lists), a customer's menu and order, and
 * the staff starting and completing that order. Fails on any error, timeout or non-2xx answer, and when the
 * server's resident memory grows by more than the bound between the end of the warm-up and the end of the run, each
 * read right after a full garbage collection: garbage the collector had not reached yet is not a leak, and on a
 * loaded machine it once passed the bound by itself.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, removeDataDir, startServer } from '../../e2e/support/server';
import { simpleOrderBody, staffSession, type StaffSession } from '../bench/api-client';
import type { PlaceOrderBody } from '@contract/customer';
import { reportFailures } from './verdict';
import { collectGarbage, inspectorEnv } from './inspectorGc';

const CONNECTIONS = 50;
// Memory is measured from here on: the first seconds fill caches and compile code paths.
const WARM_UP_S = 10;

interface Options {
  duration: number;
  rate: number;
  maxGrowthMb: number;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '60' },
      rate: { type: 'string', default: '500' },
      'max-growth-mb': { type: 'string', default: '150' },
    },
  });
  const options = { duration: Number(values.duration), rate: Number(values.rate), maxGrowthMb: Number(values['max-growth-mb']) };
  for (const [name, value] of Object.entries(options)) {
    if (!(Number.isFinite(value) && value > 0)) throw new Error(`--${name} must be a number above 0`);
  }
  if (options.duration <= WARM_UP_S) throw new Error(`--duration must be longer than the ${WARM_UP_S} s warm-up`);
  return options;
}

/** The server's resident memory in MB, read from /proc so the server needs no endpoint for it. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error(`No VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

/** The server's resident memory once it has collected its garbage. */
async function collectedRssMb(pid: number, inspectorPort: number): Promise<number> {
  await collectGarbage(inspectorPort);
  return rssMb(pid);
}

function mixedTraffic(session: StaffSession, order: PlaceOrderBody): autocannon.Request[] {
  const staff = { authorization: `Bearer ${session.token}` };
  const shop = session.shopPath;
  const menu = `/menu/accounts/${session.accountId}/shops/${session.shopId}`;
  const read = (path: string, headers: Record<string, string> = staff): autocannon.Request => ({ method: 'GET', path, headers });
  const staffAction = (action: 'started' | 'completed'): autocannon.Request => ({
    method: 'PUT',
    headers: staff,
    setupRequest: (request, context) => ({ ...request, path: `${shop}/orders/${String(context.orderId)}/${action}` }),
  });
  return [
    read(`${shop}/orders?limit=20`),
    read(`${shop}/invoices?limit=20`),
    read(`${menu}/item-groups?limit=20`),
    read('/public/qrcodes/mesa-1/menu', {}),
    {
      method: 'POST',
      path: '/public/qrcodes/mesa-1/orders',
      body: JSON.stringify(order),
      // A new key each time: one customer order each, not retries of one.
      setupRequest: (request) => ({ ...request, headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() } }),
      // Each connection runs its requests in turn, so the next two act on the order this one placed.
      onResponse: (status, body, context) => {
        if (status === 201) context.orderId = (JSON.parse(body) as { orderId: number }).orderId;
      },
    },
    staffAction('started'),
    read(`${shop}/orders?limit=20&status=started`),
    staffAction('completed'),
    read(`${shop}/invoices?limit=20`),
  ];
}

async function main(): Promise<void> {
  const options = readOptions();
  const inspectorPort = await freePort();
  const server = await startServer({ env: { LOG_LEVEL: 'warn', ...inspectorEnv(inspectorPort) } });
  process.once('exit', () => server.process.kill('SIGKILL'));
  const pid = server.process.pid;
  if (pid === undefined) throw new Error('The server process has no pid');
  try {
    const session = await staffSession(server.url);
    const order = await simpleOrderBody(server.url, 'mesa-1');
    const samples: { at: number; mb: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, mb: rssMb(pid) }), 1000);
    const idleMb = rssMb(pid);
    const [result, afterWarmUpMb] = await Promise.all([
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: options.duration,
        overallRate: options.rate,
        requests: mixedTraffic(session, order),
      }),
      sleep(WARM_UP_S * 1000).then(() => collectedRssMb(pid, inspectorPort)),
    ]);
    clearInterval(sampler);

    const peakMb = Math.max(afterWarmUpMb, ...samples.filter((sample) => sample.at >= WARM_UP_S).map((sample) => sample.mb));
    const endMb = await collectedRssMb(pid, inspectorPort);
    const growthMb = endMb - afterWarmUpMb;
    const seconds = options.duration;
    console.log(
      [
        `Load test: ${seconds} s at ${options.rate} requests/s asked, ${CONNECTIONS} connections, mixed reads and writes`,
        `  requests: ${result.requests.total} (${(result.requests.total / seconds).toFixed(0)}/s), ` +
          `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
        `  latency ms: p50 ${result.latency.p50}, p99 ${result.latency.p99}, max ${result.latency.max}`,
        `  server RSS MB: idle ${idleMb.toFixed(0)}, after warm-up ${afterWarmUpMb.toFixed(0)}, ` +
          `peak ${peakMb.toFixed(0)}, end ${endMb.toFixed(0)}, growth ${growthMb.toFixed(0)} (bound ${options.maxGrowthMb}; ` +
          'after warm-up and end read after a full garbage collection)',
      ].join('\n'),
    );
    reportFailures([
      result.errors + result.timeouts > 0 && 'requests failed or timed out',
      result.non2xx > 0 && 'some answers were not 2xx',
      growthMb > options.maxGrowthMb && `memory grew by ${growthMb.toFixed(0)} MB, above ${options.maxGrowthMb} MB`,
      result.requests.total < options.rate * seconds * 0.9 && 'the server kept under 90% of the asked rate',
    ]);
  } finally {
    await server.stop('SIGKILL');
    removeDataDir(server.dataDir);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
