import './native-esm';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build, type BuildOptions } from '@server/app';
import { loadConfig, type ServerConfig } from '@server/config';
import type { Db } from '@server/db/database';
import { seedDemoAccounts, type DemoAccounts } from '@server/seeds/demo';
import { findCredentialsByEmail } from '@server/repositories/accounts';
import { DEMO_PASSWORD_HASH } from './demo-password-hash';
import { createTestDatabase } from './test-database';

export { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL } from '@server/seeds/demo';

export interface SessionTokens {
  /** Token 1, as POST /token answers it. */
  userToken: string;
  /** Token 2, as POST /token-v2 answers it. */
  accountToken: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  demo: DemoAccounts;
  /** Both tokens of a seeded user, minted directly so tests do not pay for a password check each time. */
  tokensFor(email: string): Promise<SessionTokens>;
  /** Closes the app and throws the database away. */
  close(): Promise<void>;
}

// Closes apps whose test never got to, for instance when a beforeAll timed out while the app was still building,
// so no PostgreSQL database outlives its test file.
const unclosed = new Set<Promise<TestApp>>();
afterAll(async () => {
  const pending = [...unclosed];
  unclosed.clear();
  await Promise.allSettled(pending.map(async (created) => (await created).close()));
});

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    dataDir: path.join(os.tmpdir(), 'back-office-test-unused'),
    staticDir: path.join(os.tmpdir(), 'back-office-test-no-static-dir'),
    seedDemo: false,
    logLevel: 'silent',
    // Suites place orders by the dozen from one address; the limits' own tests turn them on.
    publicRateLimits: { requestsPerAddress: 0, ordersPerAddress: 0, ordersPerQrCode: 0, callsPerQrCode: 0 },
    // Suites place orders in the past and leave them waiting; escalation's own tests sweep when they choose.
    orderEscalationSweepMs: 0,
    ...overrides,
  };
}

export interface TestAppOptions {
  config?: Partial<ServerConfig>;
  onRoute?: BuildOptions['onRoute'];
  pushNetwork?: BuildOptions['pushNetwork'];
}

/**
 * The real app on a throw-away database with the two demo accounts. Routes may still be added to `app`
 * before the first request.
 */
export function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const created = startTestApp(options);
  unclosed.add(created);
  return created.then((testApp) => ({
    ...testApp,
    close: () => {
      unclosed.delete(created);
      return testApp.close();
    },
  }));
}

async function startTestApp({ config, onRoute, pushNetwork }: TestAppOptions): Promise<TestApp> {
  const database = await createTestDatabase();
  let app: FastifyInstance;
  try {
    app = await build({ config: testConfig(config), db: database.db, onRoute, pushNetwork });
  } catch (err) {
    await database.drop();
    throw err;
  }
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        await app.close();
      } finally {
        await database.drop();
      }
    })());

  const demo = await seedDemoAccounts(database.db, { passwordHash: DEMO_PASSWORD_HASH }).catch(async (err: unknown) => {
    await close();
    throw err;
  });
  if (!demo) throw new Error('A fresh test database already had accounts');

  return {
    app,
    db: database.db,
    demo,
    async tokensFor(email) {
      const user = await findCredentialsByEmail(database.db, email);
      if (!user) throw new Error(`No seeded user ${email}`);
      return {
        userToken: await app.tokens.issueUserToken({ userId: user.id }),
        accountToken: await app.tokens.issueAccountToken({ userId: user.id, providerId: user.providerId }),
      };
    },
    close,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
