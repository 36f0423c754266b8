/**
 * Big lists: 10,000 orders and 5,000 invoices in the database; Pedidos and Comandas opened in Chromium and
 * scrolled through 1,000 rows each, infinite scroll loading page after page. Reports the time to the first rows,
 * the element count (light and shadow DOM) at the start and after scrolling, and the long tasks.
 */
import type { Browser, Page } from '@playwright/test';
import { launchChromium, newPhonePage, signIn } from './browser';
import { appBuild, checkBudgets, main, newDataDir, round, withServer, type Budget } from './harness';
import { seedBulk } from './seed-bulk';

const SIZE = { orders: 10_000, invoices: 5_000 };
const ROWS = 1_000;
const SCROLL_STEP_PX = 1_200;
// Bounds the scrolling when a page never loads (a failed request, a lost infinite scroll).
const SCROLL_TIME_LIMIT_MS = 180_000;
const BUDGET = { longTaskMs: 200, nodeGrowth: 2 };

declare global {
  interface Window {
    benchLongTasks?: number[];
    benchFirstRowAt?: number;
  }
}

/** Before the app starts: collect long tasks, and stamp (ms since navigation) the first row of `selector`. */
async function observe(page: Page, selector: string): Promise<void> {
  await page.addInitScript((rowSelector) => {
    window.benchLongTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.benchLongTasks?.push(entry.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
    const firstRow = new MutationObserver(() => {
      if (!document.querySelector(rowSelector)) return;
      window.benchFirstRowAt = performance.now();
      firstRow.disconnect();
    });
    firstRow.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** Elements in the document, shadow roots included: what the browser lays out and keeps in memory. */
const elementCount = (page: Page) =>
  // A loop over a stack rather than a named recursive function: tsx would wrap that in a helper the page lacks.
  page.evaluate(() => {
    let count = 0;
    const roots: (Document | ShadowRoot)[] = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const element of root.querySelectorAll('*')) {
        count += 1;
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    return count;
  });

/** Scrolls the page on screen one step and answers the furthest list row rendered so far. */
const scrollStep = (page: Page) =>
  page.evaluate(async (step) => {
    const content = document.querySelector<HTMLIonContentElement>('.ion-page:not(.ion-page-hidden) ion-content');
    if (!content) throw new Error('no ion-content on screen');
    (await content.getScrollElement()).scrollBy(0, step);
    const indexes = [...document.querySelectorAll('.day-list-row[data-index]')].map((row) => Number(row.getAttribute('data-index')));
    return Math.max(-1, ...indexes);
  }, SCROLL_STEP_PX);

interface ListFigures {
  firstRowsMs: number;
  nodesAtStart: number;
  nodesAfter: number;
  nodesPeak: number;
  longTasks: number[];
  scrollSeconds: number;
}

async function measureList(browser: Browser, baseURL: string, path: string, rowSelector: string): Promise<ListFigures> {
  const page = await newPhonePage(browser, baseURL);
  try {
    await signIn(page);
    await observe(page, rowSelector);
    await page.goto(path);
    await page.locator(rowSelector).first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstRowsMs = (await page.evaluate(() => window.benchFirstRowAt)) ?? Number.NaN;
    const nodesAtStart = await elementCount(page);

    let nodesPeak = nodesAtStart;
    const started = Date.now();
    for (let furthest = -1; furthest < ROWS; furthest = await scrollStep(page)) {
      if (Date.now() - started > SCROLL_TIME_LIMIT_MS) throw new Error(`${path}: reached row ${furthest} of ${ROWS} in ${SCROLL_TIME_LIMIT_MS} ms`);
      await page.waitForTimeout(50);
      nodesPeak = Math.max(nodesPeak, await elementCount(page));
    }
    const scrollSeconds = (Date.now() - started) / 1000;
    await page.waitForLoadState('networkidle');
    const nodesAfter = await elementCount(page);
    const longTasks = (await page.evaluate(() => window.benchLongTasks)) ?? [];
    return { firstRowsMs, nodesAtStart, nodesAfter, nodesPeak: Math.max(nodesPeak, nodesAfter), longTasks, scrollSeconds };
  } finally {
    await page.context().close();
  }
}

function report(name: string, figures: ListFigures): Budget[] {
  const longest = Math.max(0, ...figures.longTasks);
  console.log(
    `${name}: first rows ${round(figures.firstRowsMs)} ms after navigation; elements ${figures.nodesAtStart} at start, ` +
      `${figures.nodesAfter} after ${ROWS} rows (peak ${figures.nodesPeak}); ${figures.longTasks.length} long tasks, ` +
      `longest ${round(longest)} ms; scrolled in ${round(figures.scrollSeconds)} s`,
  );
  return [
    { name: `${name} longest task`, value: longest, limit: BUDGET.longTaskMs, unit: 'ms' },
    {
      name: `${name} elements, peak while scrolling ${ROWS} rows`,
      value: figures.nodesPeak,
      limit: BUDGET.nodeGrowth * figures.nodesAtStart,
      unit: `elements (${BUDGET.nodeGrowth} × the ${figures.nodesAtStart} at start)`,
    },
  ];
}

main(async () => {
  const app = appBuild();
  try {
    const dataDir = newDataDir();
    const seeding = Date.now();
    await seedBulk(dataDir, SIZE);
    console.log(`Seeded ${SIZE.orders} orders and ${SIZE.invoices} invoices in ${Date.now() - seeding} ms`);
    await withServer(async (server) => {
      const browser = await launchChromium();
      try {
        const orders = await measureList(browser, server.url, '/orders', 'ion-item.order-tile');
        const invoices = await measureList(browser, server.url, '/invoices', 'ion-item[data-testid^="invoice-"]');
        checkBudgets('Big lists', [...report('Pedidos', orders), ...report('Comandas', invoices)]);
      } finally {
        await browser.close();
      }
    }, dataDir);
  } finally {
    app.remove();
  }
});
