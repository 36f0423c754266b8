import { test as base, expect, type Page } from '@playwright/test';
import { freePort, removeDataDir, startServer, type RunningServer } from './server';

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

/** A server a spec stops and starts again, on the port and data it keeps so the app finds it again. */
export interface OwnServer {
  readonly url: string;
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
}

/** For specs that stop their server: their own, not the worker's. Call inside a describe. */
export function ownServer(): OwnServer {
  let port = 0;
  let server: RunningServer | undefined;
  const running = () => {
    if (!server) throw new Error('the server has not started');
    return server;
  };
  test.beforeAll(async () => {
    port = await freePort();
    server = await startServer({ port });
  });
  test.afterAll(async () => {
    await running().stop();
    removeDataDir(running().dataDir);
  });
  return {
    get url() {
      return running().url;
    },
    stop: () => running().stop(),
    async start() {
      server = await startServer({ port, dataDir: running().dataDir });
    },
  };
}

export async function signIn(page: Page, account = demo): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/orders$/);
}

export { expect };
