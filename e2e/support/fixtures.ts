import { test as base, expect, type Page } from '@playwright/test';
import { removeDataDir, startServer, type RunningServer } from './server';

export const demo = { email: 'demo@exemplo.com.br', password: 'demo1234' };
export const other = { email: 'outro@exemplo.com.br', password: 'demo1234' };

/**
 * Each Playwright worker has its own server and throw-away database with the demo data, so workers run side by side
 * without seeing each other's orders; the specs of one worker share it, one after the other.
 */
export const test = base.extend<object, { workerServer: RunningServer }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured first argument
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.url);
  },
});

export async function signIn(page: Page, account = demo): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/orders$/);
}

export { expect };
