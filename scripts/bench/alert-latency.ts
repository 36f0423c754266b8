/**
 * Alert latency: customer orders placed while a signed-in Pedidos is open in Chromium; the time from each POST
 * returning to the chime starting (the page's AudioBufferSourceNode.start, stamped on the wall clock). Each order is
 * taken (started) before the next, so every one starts from a quiet Pedidos, as the first order of a lull does.
 * Then a 30 s outage: the page loses its network while orders are placed, and every one of them must alert (tile
 * marked new and a chime) within 3 s of the network coming back.
 */
import { placeOrder, simpleOrderBody, staffSession } from './api-client';
import { chimeAfter, launchChromium, signedInPedidos, stampChimes } from './browser';
import { appBuild, checkBudgets, main, percentile, round, withServer } from './harness';

const ORDERS = 100;
const BUDGET_P95_MS = 300;
const OUTAGE_MS = 30_000;
const OUTAGE_ORDERS = 5;
const BUDGET_AFTER_OUTAGE_MS = 3_000;
const CHIME_TIMEOUT_MS = 5_000;
const LULL_MS = 1_000;
const QR_CODES = ['mesa-1', 'mesa-2', 'mesa-3'];

main(async () => {
  const app = appBuild();
  try {
    await withServer(async (server) => {
      const browser = await launchChromium();
      try {
        const page = await signedInPedidos(browser, server.url, stampChimes);
        const staff = await staffSession(server.url);
        const takeOrder = (orderId: number) =>
          fetch(`${server.url}${staff.shopPath}/orders/${orderId}/started`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${staff.token}` },
          });
        const badge = page.locator('ion-tab-button[tab="orders"] .tab-count');

        const bodies = await Promise.all(QR_CODES.map((code) => simpleOrderBody(server.url, code)));
        const latencies: number[] = [];
        let silent = 0;
        for (let index = 0; index < ORDERS; index += 1) {
          const placed = await placeOrder(server.url, QR_CODES[index % QR_CODES.length], bodies[index % QR_CODES.length]);
          const returnedAt = Date.now();
          const chimedAt = await chimeAfter(page, returnedAt, CHIME_TIMEOUT_MS);
          if (chimedAt === undefined) silent += 1;
          else latencies.push(Math.max(0, chimedAt - returnedAt));
          await takeOrder(placed.orderId);
          await badge.waitFor({ state: 'detached' });
          // A lull: an order arriving while the last chime still sounds is announced by that chime, not a new one.
          await page.waitForTimeout(LULL_MS);
        }

        await page.context().setOffline(true);
        const during = [];
        for (let index = 0; index < OUTAGE_ORDERS; index += 1) {
          during.push(await placeOrder(server.url, QR_CODES[index % QR_CODES.length], bodies[index % QR_CODES.length]));
          await page.waitForTimeout(OUTAGE_MS / OUTAGE_ORDERS);
        }
        await page.context().setOffline(false);
        const backAt = Date.now();
        const chimedAfterOutage = await chimeAfter(page, backAt, CHIME_TIMEOUT_MS);
        const marked = await Promise.all(
          during.map((placed) =>
            page
              .locator(`[data-testid="order-${placed.orderId}"].order-tile--unseen`)
              .waitFor({ timeout: CHIME_TIMEOUT_MS })
              .then(() => Date.now() - backAt)
              .catch(() => undefined),
          ),
        );
        const missed = marked.filter((ms) => ms === undefined).length + (chimedAfterOutage === undefined ? 1 : 0);
        const afterOutage = Math.max(...marked.map((ms) => ms ?? Infinity), (chimedAfterOutage ?? Infinity) - backAt);

        console.log(
          `Alert latency over ${ORDERS} orders: p50 ${round(percentile(latencies, 50))} ms, p95 ${round(percentile(latencies, 95))} ms, max ${round(Math.max(...latencies))} ms, no chime within ${CHIME_TIMEOUT_MS} ms: ${silent}`,
        );
        console.log(`After a ${OUTAGE_MS / 1000} s outage with ${OUTAGE_ORDERS} orders: all alerted ${round(afterOutage)} ms after the network came back, missed ${missed}`);
        checkBudgets('Alert latency (POST returned → chime started)', [
          { name: 'p95', value: percentile(latencies, 95), limit: BUDGET_P95_MS, unit: 'ms' },
          { name: 'orders without a chime', value: silent, limit: 0, unit: '' },
          { name: 'after the outage', value: afterOutage, limit: BUDGET_AFTER_OUTAGE_MS, unit: 'ms' },
          { name: 'missed after the outage', value: missed, limit: 0, unit: '' },
        ]);
      } finally {
        await browser.close();
      }
    });
  } finally {
    app.remove();
  }
});
