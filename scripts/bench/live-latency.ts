/**
 * Live latency: customer orders placed through the customer API while a signed-in Pedidos is open in Chromium;
 * the time from each POST returning to its tile being in the page. A MutationObserver in the page stamps each
 * tile when it appears, on the wall clock (performance.timeOrigin + now), which the POST's Date.now() shares.
 */
import { placeOrder, simpleOrderBody } from './api-client';
import { firstSeenAt, launchChromium, signedInPedidos, stampFirstAppearances } from './browser';
import { appBuild, checkBudgets, main, percentile, round, withServer } from './harness';

const ORDERS = 100;
const BUDGET_P95_MS = 250;
// An order not on screen by then counts as lost; the benchmark keeps its whole run under a few minutes.
const SHOW_TIMEOUT_MS = 5_000;
// Pay-later tables: each order opens an invoice there, as a new customer would.
const QR_CODES = ['mesa-1', 'mesa-2', 'mesa-3'];

main(async () => {
  const app = appBuild();
  try {
    await withServer(async (server) => {
      const browser = await launchChromium();
      try {
        const page = await signedInPedidos(browser, server.url, (fresh) => stampFirstAppearances(fresh, 'order-'));

        const bodies = await Promise.all(QR_CODES.map((code) => simpleOrderBody(server.url, code)));
        const latencies: number[] = [];
        let lost = 0;
        for (let index = 0; index < ORDERS; index += 1) {
          const placed = await placeOrder(server.url, QR_CODES[index % QR_CODES.length], bodies[index % QR_CODES.length]);
          const returnedAt = Date.now();
          const seenAt = await firstSeenAt(page, `order-${placed.orderId}`, SHOW_TIMEOUT_MS);
          if (seenAt === undefined) lost += 1;
          // The live event may beat the HTTP answer to the browser: that is no delay at all.
          else latencies.push(Math.max(0, seenAt - returnedAt));
        }

        console.log(`Live latency over ${ORDERS} orders: p50 ${round(percentile(latencies, 50))} ms, p95 ${round(percentile(latencies, 95))} ms, max ${round(Math.max(...latencies))} ms, not shown within ${SHOW_TIMEOUT_MS} ms: ${lost}`);
        checkBudgets('Live latency (POST returned → tile in Pedidos)', [
          { name: 'p95', value: percentile(latencies, 95), limit: BUDGET_P95_MS, unit: 'ms' },
          { name: 'orders not shown', value: lost, limit: 0, unit: '' },
        ]);
      } finally {
        await browser.close();
      }
    });
  } finally {
    app.remove();
  }
});
