/**
 * A shift in half an hour: Pedidos open in Chromium against a real server whose tokens last 2 minutes, a customer
 * order every 20 s, and the server restarted twice on the same data. Every order must be shown, marked new and
 * chimed, and the page's JavaScript heap and element count must stay bounded. Not part of CI (it takes the time it
 * says):
 *
 *   npm run soak [-- --minutes 30 --every 20]
 *
 * It uses the build in STATIC_DIR, or builds the app into a throw-away folder first.
 */
import { parseArgs } from 'node:util';
import { freePort, removeDataDir, startServer, type RunningServer } from '../../e2e/support/server';
import { placeOrder, simpleOrderBody, staffSession } from '../bench/api-client';
import { chimeAfter, launchChromium, signedInPedidos, stampChimes } from '../bench/browser';
import { appBuild, main, newDataDir, round } from '../bench/harness';

const TOKEN_TTL_SECONDS = 120;
// The chime repeats every 10 s while an order waits: one must start within an interval and a little.
const ALERT_TIMEOUT_MS = 15_000;
const SHOW_TIMEOUT_MS = 15_000;
const QR_CODES = ['mesa-1', 'mesa-2', 'mesa-3'];
// Pedidos renders only the rows on screen: the big-lists budget for 1,000 orders bounds a shift's worth too.
const ELEMENT_CEILING = 930;

function readOptions() {
  const { values } = parseArgs({ options: { minutes: { type: 'string', default: '30' }, every: { type: 'string', default: '20' } } });
  const minutes = Number(values.minutes);
  const every = Number(values.every);
  if (!(minutes > 0 && every > 0)) throw new Error('--minutes and --every must be numbers above 0');
  return { minutes, everyMs: every * 1000 };
}

main(async () => {
  const { minutes, everyMs } = readOptions();
  const app = appBuild();
  const port = await freePort();
  const dataDir = newDataDir();
  const env = { TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) };
  let server: RunningServer = await startServer({ port, dataDir, env });
  const browser = await launchChromium();
  try {
    const page = await signedInPedidos(browser, server.url, stampChimes);
    const cdp = await page.context().newCDPSession(page);
    const sample = async () => ({
      heapMb: ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize / 2 ** 20,
      elements: await page.evaluate(() => document.querySelectorAll('*').length),
    });
    const first = await sample();

    const staff = await staffSession(server.url);
    const bodies = await Promise.all(QR_CODES.map((code) => simpleOrderBody(server.url, code)));
    const rounds = Math.floor((minutes * 60_000) / everyMs);
    const restartAt = new Set([Math.floor(rounds / 3), Math.floor((2 * rounds) / 3)]);
    let missed = 0;
    let peak = first;
    for (let round_ = 1; round_ <= rounds; round_ += 1) {
      const startedAt = Date.now();
      if (restartAt.has(round_)) {
        await server.stop();
        server = await startServer({ port, dataDir, env });
        console.log(`round ${round_}: server restarted`);
      }
      const placed = await placeOrder(server.url, QR_CODES[round_ % QR_CODES.length], bodies[round_ % QR_CODES.length]);
      const placedAt = Date.now();
      const shown = await page
        .locator(`[data-testid="order-${placed.orderId}"].order-tile--unseen`)
        .waitFor({ timeout: SHOW_TIMEOUT_MS })
        .then(() => true)
        .catch(() => false);
      const chimed = (await chimeAfter(page, placedAt, ALERT_TIMEOUT_MS)) !== undefined;
      if (!shown || !chimed) {
        missed += 1;
        console.log(`round ${round_}: order ${placed.orderId} ${shown ? '' : 'not shown '}${chimed ? '' : 'not chimed'}`);
      }
      // The kitchen takes it, with a token of its own, so the next order starts from a quiet Pedidos.
      await fetch(`${server.url}${staff.shopPath}/orders/${placed.orderId}/started`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${(await staffSession(server.url)).token}` },
      });
      const now = await sample();
      peak = { heapMb: Math.max(peak.heapMb, now.heapMb), elements: Math.max(peak.elements, now.elements) };
      await page.waitForTimeout(Math.max(0, everyMs - (Date.now() - startedAt)));
    }
    const last = await sample();
    console.log(
      `Soak: ${rounds} orders over ${minutes} min, tokens of ${TOKEN_TTL_SECONDS} s, 2 server restarts; missed ${missed}; ` +
        `heap ${round(first.heapMb)} → ${round(last.heapMb)} MiB (peak ${round(peak.heapMb)}); ` +
        `elements ${first.elements} → ${last.elements} (peak ${peak.elements}); still on ${new URL(page.url()).pathname}`,
    );
    const bounded = last.heapMb <= first.heapMb * 2 + 20 && peak.elements <= ELEMENT_CEILING;
    if (missed > 0 || !bounded || !page.url().endsWith('/orders')) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(dataDir);
    app.remove();
  }
});
