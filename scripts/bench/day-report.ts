/**
 * Resumo: the day's numbers of the demo shop over 100,000 orders (about 400 a day for eight months), asked one
 * after the other for a day, a week and a month, and the day's CSV. The server runs in its own process.
 */
import { addDays, shopDayAt } from '@server/repositories/ordering/day-report';
import { staffSession } from './api-client';
import { checkBudgets, main, newDataDir, percentile, round, withServer } from './harness';
import { seedBulk } from './seed-bulk';

const SIZE = { orders: 100_000, invoices: 50_000 };
const WARM_UP = 5;
const RUNS = 60;
const BUDGET_P95_MS = 200;

async function timed(url: string, token: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (run >= WARM_UP) times.push(performance.now() - start);
  }
  return times;
}

main(async () => {
  const dataDir = newDataDir();
  const seeding = Date.now();
  await seedBulk(dataDir, SIZE);
  console.log(`Seeded ${SIZE.orders} orders in ${round((Date.now() - seeding) / 1000)} s`);
  await withServer(async (server) => {
    const session = await staffSession(server.url);
    const report = `${server.url}${session.shopPath}/day-report`;
    // Yesterday: a whole day of the bulk rows (today's has only the hours gone by).
    const day = addDays(shopDayAt(Date.now()), -1);
    const cases = [
      { name: 'one day', url: `${report}?from=${day}` },
      { name: 'seven days', url: `${report}?from=${addDays(day, -6)}&until=${day}` },
      { name: 'thirty-one days', url: `${report}?from=${addDays(day, -30)}&until=${day}` },
      { name: "one day's CSV", url: `${report}/orders.csv?from=${day}` },
    ];
    const budgets = [];
    for (const { name, url } of cases) {
      const times = await timed(url, session.token);
      const p95 = percentile(times, 95);
      console.log(`${name}: p50 ${round(percentile(times, 50))} ms, p95 ${round(p95)} ms, max ${round(Math.max(...times))} ms (${RUNS} requests)`);
      budgets.push({ name: `${name} p95`, value: round(p95), limit: BUDGET_P95_MS, unit: 'ms' });
    }
    checkBudgets(`Resumo (${SIZE.orders} orders, SQLite)`, budgets);
  }, dataDir);
});
