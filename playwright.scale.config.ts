import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The instances serve the built app from STATIC_DIR (as in production), by default the dist/ that `npm run build`
// or `npm test` leaves behind.
const staticDir = path.resolve(process.env.STATIC_DIR || 'dist');
if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
  throw new Error(`No built app in ${staticDir}: run \`npm run build\` first, or point STATIC_DIR at a build`);
}
process.env.STATIC_DIR = staticDir;

if (!process.env.TEST_DATABASE_URL) {
  throw new Error('The scale browser tests need PostgreSQL: run them with `npm run test:scale`');
}

/** Several instances on one PostgreSQL database behind a proxy; each spec starts its own instances. */
export default defineConfig({
  ...base,
  testDir: 'e2e/scale',
  testIgnore: [],
  // Each spec's instances take a while to start on a busy machine.
  timeout: 180_000,
});
