/**
 * Measures `npm run dev`'s loop: with the app open and signed in, an edit to a page's text must show in the browser
 * within 2 s, in place (no reload: the page, the store and the signed-in state stay). Not part of CI:
 *
 *   npm run dev:check
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../../e2e/support/server';
import { launchChromium, newPhonePage, signIn } from '../bench/browser';
import { main, round } from '../bench/harness';

const PAGE_FILE = 'src/features/profile/pages/MorePage.tsx';
const TITLE = 'Mais opções';
const EDITED = 'Mais opções (editado)';
const BUDGET_MS = 2000;
const START_TIMEOUT_MS = 180_000;

main(async () => {
  const port = await freePort();
  const dev = spawn(process.execPath, ['scripts/tools/dev.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const original = fs.readFileSync(PAGE_FILE, 'utf8');
  const browser = await launchChromium();
  try {
    const url = `http://localhost:${port}`;
    const deadline = Date.now() + START_TIMEOUT_MS;
    while ((await fetch(`${url}/config.js`).then((res) => res.ok, () => false)) === false) {
      if (Date.now() > deadline) throw new Error('npm run dev did not answer');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const page = await newPhonePage(browser, url);
    await signIn(page);
    await page.goto(`${url}/more`);
    const title = page.locator('ion-title').filter({ hasText: TITLE }).last();
    await title.waitFor();
    // Survives only if the page is not reloaded.
    await page.evaluate(() => ((window as Window & { devCheck?: boolean }).devCheck = true));

    const editedAt = Date.now();
    fs.writeFileSync(PAGE_FILE, original.replace(`title="${TITLE}"`, `title="${EDITED}"`));
    await page.locator('ion-title').filter({ hasText: EDITED }).last().waitFor({ timeout: 15_000 });
    const shownMs = Date.now() - editedAt;
    const kept = await page.evaluate(() => (window as Window & { devCheck?: boolean }).devCheck === true);
    const signedIn = await page.evaluate(() => localStorage.getItem('auth-token-v2') !== null);
    console.log(`Edit to screen: ${round(shownMs)} ms (budget ${BUDGET_MS} ms); no reload: ${kept}; still signed in: ${signedIn}`);
    if (shownMs > BUDGET_MS || !kept || !signedIn) process.exitCode = 1;
  } finally {
    fs.writeFileSync(PAGE_FILE, original);
    await browser.close();
    dev.kill('SIGTERM');
  }
});
