import { test as base, expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/shared/api/tokens';
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

/** Signs in through the login form, as a person does: for the flows about the form and about signing out. */
export async function signInThroughForm(page: Page, account = demo): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/orders$/);
}

/** What a sign-in through the form leaves in the browser, per server and account, kept for the worker's life. */
const savedSignIns = new Map<string, Record<string, string>>();

async function savedSignIn(page: Page, origin: string, account: typeof demo): Promise<Record<string, string>> {
  const key = `${origin} ${account.email}`;
  const saved = savedSignIns.get(key);
  if (saved) return saved;
  const browser = page.context().browser();
  if (!browser) throw new Error('signIn needs a page of a launched browser');
  const context = await browser.newContext({ baseURL: origin });
  const formPage = await context.newPage();
  await signInThroughForm(formPage, account);
  const stored = await formPage.evaluate(
    (keys) => Object.fromEntries(keys.flatMap((key) => { const value = localStorage.getItem(key); return value === null ? [] : [[key, value]]; })),
    Object.values(STORAGE_KEYS),
  );
  await context.close();
  savedSignIns.set(key, stored);
  return stored;
}

/**
 * Opens Pedidos signed in, as a reload after signing in does. The worker signs each account in through the form once
 * (on its first call) and every later page starts from what that sign-in stored: the form has its own flows in
 * foundation.spec.ts, and a sign-in each time cost every flow a login page and a password hash on the server.
 * A flow that signs out or revokes its tokens must use signInThroughForm, so the session it ends is its own.
 */
export async function signIn(page: Page, account = demo): Promise<void> {
  // A file of the same origin, far lighter than the app, to write the saved session into the origin's storage.
  await page.goto('/config.js');
  const saved = await savedSignIn(page, new URL(page.url()).origin, account);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, saved);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/orders$/);
}

export { expect };
