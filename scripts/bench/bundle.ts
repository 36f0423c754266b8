/**
 * Bundle: the static budgets of scripts/bench/bundle-budget.mjs (entry scripts, each lazy chunk, one @ionic/core), then
 * what Chromium really downloads: the gzipped JavaScript of the login page, and of Pedidos opened signed in.
 */
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { launchChromium, newPhonePage, signIn } from './browser';
import { appBuild, checkBudgets, main, withServer } from './harness';

const KiB = 1024;
const BUDGET_KIB = { loginPage: 200, ordersPage: 277 };

/** The scripts the page requests from now on, in order. */
function recordScripts(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) urls.add(request.url());
  });
  return urls;
}

/**
 * Gzipped size (level 9, as a compressing proxy would send it) of each script, fetched again from the server:
 * the same bytes, without racing the page's navigations for Chromium's copy of the response bodies.
 */
async function gzippedKiB(urls: Iterable<string>): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const url of urls) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    sizes.set(new URL(url).pathname, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length / KiB);
  }
  return sizes;
}

const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((total, size) => total + size, 0);

main(async () => {
  const app = appBuild();
  try {
    const staticCheck = spawnSync(process.execPath, ['scripts/bench/bundle-budget.mjs'], {
      env: { ...process.env, OUT_DIR: app.dir },
      stdio: 'inherit',
    });
    if (staticCheck.status !== 0) process.exitCode = 1;

    await withServer(async (server) => {
      const browser = await launchChromium();
      try {
        const page = await newPhonePage(browser, server.url);
        const journey = recordScripts(page);
        await page.goto('/login', { waitUntil: 'networkidle' });
        const login = await gzippedKiB(journey);
        await signIn(page);
        await page.locator('ion-item.order-tile').first().waitFor();
        await page.waitForLoadState('networkidle');
        const signInJourney = await gzippedKiB(journey);

        // What opening the app on Pedidos loads once signed in (the session kept, nothing cached): the budget.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        const coldLoad = recordScripts(page);
        await page.reload();
        await page.locator('ion-item.order-tile').first().waitFor();
        await page.waitForLoadState('networkidle');
        const signedIn = await gzippedKiB(coldLoad);

        console.log(`\nScripts Chromium downloaded (gzip): ${login.size} for the login page, ${signedIn.size} opening Pedidos signed in`);
        for (const [file, size] of signedIn) console.log(`  ${file}: ${size.toFixed(1)} KiB${login.has(file) ? ' (login page too)' : ''}`);
        console.log(
          `From the login page through signing in to Pedidos: ${signInJourney.size} scripts, ${sum(signInJourney).toFixed(1)} KiB` +
            ' (the sign-in form\'s validation included)',
        );
        checkBudgets('Bundle in the browser', [
          { name: 'login page JavaScript', value: sum(login), limit: BUDGET_KIB.loginPage, unit: 'KiB' },
          { name: 'signed-in Pedidos JavaScript', value: sum(signedIn), limit: BUDGET_KIB.ordersPage, unit: 'KiB' },
        ]);
      } finally {
        await browser.close();
      }
    });
  } finally {
    app.remove();
  }
});
