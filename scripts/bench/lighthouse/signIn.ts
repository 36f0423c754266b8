import { chromium } from '@playwright/test';

/**
 * Signs the demo user in through the login form of the Chromium that Lighthouse drives, so the audit of a signed-in
 * screen runs with the same profile's session. Cache, service workers and their caches are then dropped again: the
 * signed-in audit must measure a cold load, not one served by what the sign-in just fetched.
 */
export async function signInForAudit(
  debuggingPort: number,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Senha').fill(account.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/orders$/);
    await page.locator('ion-tab-bar').waitFor();
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.close();
  } finally {
    await browser.close();
  }
}
