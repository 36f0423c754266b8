/**
 * API: autocannon against the orders list (a page of 20, token 2) at full speed and at a fixed 500 requests per
 * second, then a mixed load at 500/s: 80% staff reads, 20% writes (customer orders with their own
 * Idempotency-Key, and staff starting the orders placed). The server runs in its own process.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { simpleOrderBody, staffSession, type StaffSession } from './api-client';
import { checkBudgets, main, newDataDir, round, withServer } from './harness';
import { seedBulk } from './seed-bulk';

const SIZE = { orders: 10_000, invoices: 5_000 };
const CONNECTIONS = 10;
const DURATION_S = 10;
const RATE = 500;
const BUDGET_P99_MS = 25;

async function orderPlacementRequests(baseUrl: string, session: StaffSession): Promise<autocannon.Request[]> {
  const body = JSON.stringify(await simpleOrderBody(baseUrl, 'mesa-1'));
  // Orders placed by the customer requests, waiting for a staff request to start them.
  const placed: number[] = [];
  return [
    {
      method: 'POST',
      path: '/public/qrcodes/mesa-1/orders',
      headers: { 'content-type': 'application/json' },
      body,
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': `bench-${randomUUID()}` } }),
      onResponse: (status, response) => {
        if (status === 201) placed.push((JSON.parse(response) as { orderId: number }).orderId);
      },
    },
    {
      method: 'PUT',
      // Each connection waits for its answer before the next request, so its own order is there to start.
      setupRequest: (request) => ({ ...request, path: `${session.shopPath}/orders/${placed.shift()}/started` }),
    },
  ];
}

function mixedRequests(session: StaffSession, writes: autocannon.Request[]): autocannon.Request[] {
  const read = (path: string): autocannon.Request => ({ method: 'GET', path });
  const orders = read(`${session.shopPath}/orders?offset=0&limit=20&status=authorized&status=started`);
  const invoices = read(`${session.shopPath}/invoices?offset=0&limit=20&status=open&status=closing`);
  // Eight reads and two writes per round.
  return [orders, orders, invoices, writes[0], orders, orders, invoices, orders, writes[1], invoices];
}

function describe(name: string, result: autocannon.Result): void {
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${name}: ${round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `max ${result.latency.max} ms, ${result.requests.total} requests, ${failed} failed`,
  );
}

main(async () => {
  const dataDir = newDataDir();
  await seedBulk(dataDir, SIZE);
  await withServer(async (server) => {
    const session = await staffSession(server.url);
    const base = { url: server.url, connections: CONNECTIONS, headers: { authorization: `Bearer ${session.token}` } };
    const listPage = { method: 'GET', path: `${session.shopPath}/orders?offset=0&limit=20` };

    await autocannon({ ...base, duration: 2, requests: [listPage] });
    const max = await autocannon({ ...base, duration: DURATION_S, requests: [listPage] });
    describe('Orders list, as fast as it answers', max);
    const fixed = await autocannon({ ...base, duration: DURATION_S, overallRate: RATE, requests: [listPage] });
    describe(`Orders list at ${RATE} req/s`, fixed);
    const mixedLoad = async (duration: number) =>
      autocannon({
        ...base,
        duration,
        overallRate: RATE,
        requests: mixedRequests(session, await orderPlacementRequests(server.url, session)),
      });
    // Like the list's, so that the first calls of each route (compiling its code and statements) are not timed.
    await mixedLoad(2);
    const mixed = await mixedLoad(DURATION_S);
    describe(`Mixed 80% read / 20% write at ${RATE} req/s`, mixed);

    const failures = [max, fixed, mixed].reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
    checkBudgets(`API (${SIZE.orders} orders, ${SIZE.invoices} invoices, SQLite)`, [
      { name: `orders list p99 at ${RATE} req/s`, value: fixed.latency.p99, limit: BUDGET_P99_MS, unit: 'ms' },
      { name: `mixed p99 at ${RATE} req/s`, value: mixed.latency.p99, limit: BUDGET_P99_MS, unit: 'ms' },
      { name: 'failed requests', value: failures, limit: 0, unit: '' },
    ]);
  }, dataDir);
});
