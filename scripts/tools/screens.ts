/**
 * Screenshots of the main screens at a phone's and a counter tablet's sizes, into docs/screens/ (linked from
 * README), against the real server with the demo data: `npm run screens` after `npm run build`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, request as playwrightRequest, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { demoRecords } from '../../e2e/support/demoRecords';
import { removeDataDir, startServer } from '../../e2e/support/server';
import { staffSession, startSignedIn } from '../../e2e/support/staffSession';

const OUT_DIR = path.resolve(process.env.SCREENS_DIR ?? 'docs/screens');

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet-portrait', width: 768, height: 1024 },
  { name: 'tablet-landscape', width: 1024, height: 768 },
];

const displays: Array<[string, string]> = [
  ['cozinha', '/kitchen'],
  ['painel-pronto', '/board'],
];

const displaySizes = [
  { name: 'tablet-landscape', width: 1024, height: 768 },
  { name: 'tv', width: 1920, height: 1080 },
];

/** Waits for the page's spinners to go and its transitions to settle. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('ion-spinner:visible').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(600);
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    const session = await staffSession(api);
    const records = await demoRecords(api, session);
    const screens: Array<[string, string]> = [
      ['pedidos', '/orders'],
      ['pedido', `/orders/${records.orderId}`],
      ['comandas', '/invoices'],
      ['comanda', `/invoices/${records.invoiceId}`],
      ['pagamentos', '/orderPayments'],
      ['cardapio', '/menu'],
      ['produto', `/menu/${records.itemGroupId}/items/${records.itemId}`],
      ['mais', '/more'],
      ['resumo', '/more/summary'],
      ['estacoes', '/more/stations'],
    ];
    for (const size of sizes) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, locale: 'pt-BR' });
      const page = await context.newPage();
      await startSignedIn(page, session);
      for (const [name, address] of screens) {
        await page.goto(`${server.url}${address}`);
        await settle(page);
        await page.screenshot({ path: path.join(OUT_DIR, `${name}-${size.name}.png`) });
      }
      await context.close();
    }
    // The kitchen display hangs over the line and the 'Pronto' board over the counter: a landscape tablet, or a TV.
    for (const size of displaySizes) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, locale: 'pt-BR' });
      const page = await context.newPage();
      await startSignedIn(page, session);
      for (const [name, address] of displays) {
        await page.goto(`${server.url}${address}`);
        await settle(page);
        await page.screenshot({ path: path.join(OUT_DIR, `${name}-${size.name}.png`) });
      }
      await context.close();
    }
    await api.dispose();
  } finally {
    await browser.close();
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

void main().then(
  () => console.log(`screens written to ${path.relative(process.cwd(), OUT_DIR)}/`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
