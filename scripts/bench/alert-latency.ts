/**
 * Alert latency: customer orders placed while a signed-in Pedidos is open in Chromium; the time from each POST
 * returning to the chime starting (the page's AudioBufferSourceNode.start, stamped on the wall clock). Each order is
 * taken (started) before the next, so every one starts from a quiet Pedidos, as the first order of a lull does.
 * Then three outages, each with orders placed meanwhile that must all alert (tile marked new and a chime) within 3 s
 * of the link's return: the page offline for 30 s; the page offline for longer than its token lives (the server runs
 * with TOKEN_TTL_SECONDS=20), so it comes back with a token the server refuses; and the server out of reach (every
 * request aborted, the live socket closed) while the page's network stays up.
 */
import type { Page } from '@playwright/test';
import { serverCutOff, type ServerCutOff } from '../../e2e/support/serverCutOff';
import { placeOrder, simpleOrderBody, staffSession } from './api-client';
import { chimeAfter, launchChromium, signedInPedidos, stampChimes } from './browser';
import { appBuild, checkBudgets, main, percentile, round, withServer } from './harness';

const ORDERS = 100;
const BUDGET_P95_MS = 300;
const OUTAGE_MS = 30_000;
const OUTAGE_ORDERS = 5;
const TOKEN_TTL_SECONDS = 20;
const RENEWAL_OUTAGE_MS = (TOKEN_TTL_SECONDS + 10) * 1000;
const RENEWAL_OUTAGE_ORDERS = 2;
const UNREACHABLE_MS = 30_000;
const UNREACHABLE_ORDERS = 2;
const BUDGET_AFTER_OUTAGE_MS = 3_000;
const CHIME_TIMEOUT_MS = 5_000;
const LULL_MS = 1_000;
const QR_CODES = ['mesa-1', 'mesa-2', 'mesa-3'];

interface Outage {
  orders: number;
  lastsMs: number;
  begin: () => Promise<void>;
  end: () => Promise<void>;
  place: (index: number) => Promise<{ orderId: number }>;
}

/**
 * Orders placed through an outage, spread over it; how long after its end the last of them was marked new and a
 * chime had started, and how many of them did not within the wait.
 */
async function measureOutage(page: Page, outage: Outage) {
  await outage.begin();
  const placed: number[] = [];
  for (let index = 0; index < outage.orders; index += 1) {
    placed.push((await outage.place(index)).orderId);
    await page.waitForTimeout(outage.lastsMs / outage.orders);
  }
  await outage.end();
  const backAt = Date.now();
  const chimedAt = await chimeAfter(page, backAt, CHIME_TIMEOUT_MS);
  const marked = await Promise.all(
    placed.map((orderId) =>
      page
        .locator(`[data-testid="order-${orderId}"].order-tile--unseen`)
        .waitFor({ timeout: CHIME_TIMEOUT_MS })
        .then(() => Date.now() - backAt)
        .catch(() => undefined),
    ),
  );
  const missed = marked.filter((ms) => ms === undefined).length + (chimedAt === undefined ? 1 : 0);
  const alertedMs = Math.max(...marked.map((ms) => ms ?? Infinity), (chimedAt ?? Infinity) - backAt);
  return { placed, missed, alertedMs };
}

main(async () => {
  const app = appBuild();
  try {
    await withServer(async (server) => {
      const browser = await launchChromium();
      try {
        const cutOff: { link?: ServerCutOff } = {};
        const page = await signedInPedidos(browser, server.url, async (opened) => {
          await stampChimes(opened);
          // Routed from the start, so the live socket it opens can be closed later.
          cutOff.link = await serverCutOff(opened.context());
        });
        const { link } = cutOff;
        if (!link) throw new Error('The server cut-off was not set up');
        let staff = await staffSession(server.url);
        let staffSince = Date.now();
        const takeOrder = async (orderId: number) => {
          // Tokens here live 20 s (the renewal case): the colleague signs in again before theirs runs out.
          if (Date.now() - staffSince > (TOKEN_TTL_SECONDS * 1000) / 2) {
            staff = await staffSession(server.url);
            staffSince = Date.now();
          }
          const taken = await fetch(`${server.url}${staff.shopPath}/orders/${orderId}/started`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${staff.token}` },
          });
          if (!taken.ok) throw new Error(`Starting order ${orderId} answered ${taken.status}`);
        };
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

        const offline = await measureOutage(page, {
          orders: OUTAGE_ORDERS,
          lastsMs: OUTAGE_MS,
          begin: () => page.context().setOffline(true),
          end: () => page.context().setOffline(false),
          place: (index) => placeOrder(server.url, QR_CODES[index % QR_CODES.length], bodies[index % QR_CODES.length]),
        });
        for (const orderId of offline.placed) await takeOrder(orderId);
        await badge.waitFor({ state: 'detached' });
        const renewal = await measureOutage(page, {
          orders: RENEWAL_OUTAGE_ORDERS,
          lastsMs: RENEWAL_OUTAGE_MS,
          begin: () => page.context().setOffline(true),
          end: () => page.context().setOffline(false),
          place: (index) => placeOrder(server.url, QR_CODES[index % QR_CODES.length], bodies[index % QR_CODES.length]),
        });
        for (const orderId of renewal.placed) await takeOrder(orderId);
        await badge.waitFor({ state: 'detached' });
        const unreachable = await measureOutage(page, {
          orders: UNREACHABLE_ORDERS,
          lastsMs: UNREACHABLE_MS,
          begin: () => link.cut(),
          end: async () => link.restore(),
          place: (index) => placeOrder(server.url, QR_CODES[index % QR_CODES.length], bodies[index % QR_CODES.length]),
        });

        console.log(
          `Alert latency over ${ORDERS} orders: p50 ${round(percentile(latencies, 50))} ms, p95 ${round(percentile(latencies, 95))} ms, max ${round(Math.max(...latencies))} ms, no chime within ${CHIME_TIMEOUT_MS} ms: ${silent}`,
        );
        console.log(`After a ${OUTAGE_MS / 1000} s outage with ${OUTAGE_ORDERS} orders: all alerted ${round(offline.alertedMs)} ms after the network came back, missed ${offline.missed}`);
        console.log(
          `After a ${RENEWAL_OUTAGE_MS / 1000} s outage outliving the ${TOKEN_TTL_SECONDS} s token with ${RENEWAL_OUTAGE_ORDERS} orders: all alerted ${round(renewal.alertedMs)} ms after the network came back, missed ${renewal.missed}`,
        );
        console.log(
          `After the server was out of reach for ${UNREACHABLE_MS / 1000} s with ${UNREACHABLE_ORDERS} orders: all alerted ${round(unreachable.alertedMs)} ms after it answered again, missed ${unreachable.missed}`,
        );
        checkBudgets('Alert latency (POST returned → chime started)', [
          { name: 'p95', value: percentile(latencies, 95), limit: BUDGET_P95_MS, unit: 'ms' },
          { name: 'orders without a chime', value: silent, limit: 0, unit: '' },
          { name: 'after the outage', value: offline.alertedMs, limit: BUDGET_AFTER_OUTAGE_MS, unit: 'ms' },
          { name: 'missed after the outage', value: offline.missed, limit: 0, unit: '' },
          { name: 'after the outage outliving the token', value: renewal.alertedMs, limit: BUDGET_AFTER_OUTAGE_MS, unit: 'ms' },
          { name: 'missed after the outage outliving the token', value: renewal.missed, limit: 0, unit: '' },
          { name: 'after the server was out of reach', value: unreachable.alertedMs, limit: BUDGET_AFTER_OUTAGE_MS, unit: 'ms' },
          { name: 'missed after the server was out of reach', value: unreachable.missed, limit: 0, unit: '' },
        ]);
      } finally {
        await browser.close();
      }
    }, undefined, { TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) });
  } finally {
    app.remove();
  }
});
