import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, FLOWS_CHROMIUM_PATH } from './e2e/support/chromium';
import { BUILT_SERVER } from './e2e/support/server';

// The flows run the product as `npm start` does: the built app and the compiled server (e2e/support/server.ts).
if (!existsSync(BUILT_SERVER)) throw new Error(`No compiled server at ${BUILT_SERVER}: run \`npm run build\` first`);
process.env.SERVER_FROM_BUILD = '1';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Several instances on PostgreSQL (playwright.scale.config.ts) and the chaos run (playwright.reliability.config.ts)
  // run on their own, after npm test.
  testIgnore: ['scale/**', 'reliability/**'],
  fullyParallel: false,
  // A server per worker (e2e/support/fixtures.ts), a worker per core: spec files run side by side, the tests of
  // one file one after the other, each from a signed-out browser.
  workers: Number(process.env.E2E_WORKERS) || Math.min(2, availableParallelism()),
  // On CI a failed flow runs once more, so the report tells a flow that fails every time from one that fails now and
  // then; either fails the run (failOnFlakyTests): a flow that passes only on retry is a bug to fix, not a pass.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // Guards against a hang, not bounds on speed: on CI's loaded two cores a push took over 10 s to show.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'on-first-retry',
    // A service worker precaches the whole app (2.5 MB) in every new context, on a machine the browsers already
    // keep busy; the specs about the installable app, push and a reload without the server allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: FLOWS_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
