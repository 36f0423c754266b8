/**
 * Lighthouse on the login page and the signed-in Pedidos page, against the real server with its own database, in
 * the system Chromium. Prints the scores and metrics and exits non-zero when a page misses a budget.
 *
 *   npx tsx scripts/bench/lighthouse.ts        (STATIC_DIR=<built app> to skip the build)
 */
import { demo } from '../../e2e/support/fixtures';
import { removeDataDir, startServer } from '../../e2e/support/server';
import { appBuild } from './lighthouse/appBuild';
import { auditPage, type PageAudit, type Scored } from './lighthouse/audit';
import { budgets, missedBudgets } from './lighthouse/budgets';
import { launchChromium } from './lighthouse/chromium';
import { signInForAudit } from './lighthouse/signIn';

function line(label: string, { cpuSlowdown, scores, metrics }: Scored): string {
  return (
    `  ${label} (CPU ${cpuSlowdown}×): performance ${scores.performance}, accessibility ${scores.accessibility},` +
    ` best practices ${scores['best-practices']} | FCP ${Math.round(metrics.fcpMs)} ms, LCP ${Math.round(metrics.lcpMs)} ms,` +
    ` Speed Index ${Math.round(metrics.speedIndexMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms, CLS ${metrics.cls.toFixed(3)}`
  );
}

function print(audit: PageAudit): void {
  console.log(`\n${audit.name} (${audit.url}), benchmark index ${Math.round(audit.benchmarkIndex)}`);
  console.log(line('stock', audit.stock));
  console.log(line('calibrated', audit.calibrated));
}

/** Prints a page's two scorings and returns what the calibrated one misses. */
function report(audit: PageAudit): string[] {
  print(audit);
  const missed = missedBudgets(audit.calibrated);
  if (missed.length > 0) {
    console.log(`  MISSED: ${missed.join('; ')}`);
    for (const failing of audit.calibrated.failing) console.log(`    - [${failing.category}] ${failing.id}: ${failing.title}`);
  }
  return missed;
}

async function main(): Promise<number> {
  const build = appBuild();
  const server = await startServer({ env: { STATIC_DIR: build.dir } });
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    browser = await launchChromium();
    const audits = [await auditPage('Login', `${server.url}/login`, browser.port, { keepStorage: false })];
    await signInForAudit(browser.port, server.url, demo);
    audits.push(await auditPage('Pedidos (signed in)', `${server.url}/orders`, browser.port, { keepStorage: true }));
    // What staff see on every later start: the load above installed the service worker, which now serves the app.
    const warm = await auditPage('Pedidos, service worker installed', `${server.url}/orders`, browser.port, {
      keepStorage: true,
    });

    console.log(
      'Lighthouse 13, mobile emulation, simulated throttling (slow 4G); budgets on the calibrated CPU slowdown:' +
        ` performance ≥ ${budgets.performance}, accessibility ≥ ${budgets.accessibility},` +
        ` best practices ≥ ${budgets['best-practices']}, TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}`,
    );
    const missed = audits.flatMap(report);
    print(warm);
    console.log('  (for information: the budgets apply to the cold loads above)');
    return missed.length > 0 ? 1 : 0;
  } finally {
    // The server first: a failure closing the browser must not leave it running.
    await server.stop();
    await browser?.close();
    removeDataDir(server.dataDir);
    build.dispose();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
