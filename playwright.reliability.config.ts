import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The chaos run (`npm run test:chaos`): minutes of outages, kills and reloads at seeded random moments against one
 * server, on the built app and server. It proves that nothing is lost, not how fast anything is, and takes a worker
 * for three minutes, so .ci/run runs it beside npm test instead of inside it.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/reliability',
  testIgnore: [],
  workers: 1,
});
