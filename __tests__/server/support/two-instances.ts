import './native-esm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build, type BuildOptions } from '@server/app';
import { DEMO_PASSWORD_HASH } from './demo-password-hash';
import { seedDemoAccounts, type DemoAccounts } from '@server/seeds/demo';
import { seedDemoOperations } from '@server/seeds/demo-operations';
import { createTestDatabase, type TestDatabase } from './test-database';
import type { ServerConfig } from '@server/config';
import { testConfig } from './test-app';

export interface TwoInstances {
  /** Two servers as production runs them side by side: each with its own connections to one database. */
  a: FastifyInstance;
  b: FastifyInstance;
  demo: DemoAccounts;
  close(): Promise<void>;
}

/**
 * Two apps on one database: a SQLite file both open, or, when the suite runs on PostgreSQL, a fresh database
 * both connect to. What one instance writes (revocations, failed sign-ins) the other must honour.
 */
export async function createTwoInstances(overrides: Partial<ServerConfig> = {}, pushNetwork?: BuildOptions['pushNetwork']): Promise<TwoInstances> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'back-office-two-instances-'));
  const postgres: TestDatabase | null = process.env.TEST_DATABASE_URL ? await createTestDatabase() : null;
  const config = testConfig({ ...overrides, dataDir, databaseUrl: postgres?.url });
  const apps: FastifyInstance[] = [];
  const close = async () => {
    await Promise.allSettled(apps.map((app) => app.close()));
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // One after the other: both run the migrations, and the second must find them done.
    apps.push(await build({ config, pushNetwork }));
    apps.push(await build({ config, pushNetwork }));
    const demo = await seedDemoAccounts(apps[0].db, { passwordHash: DEMO_PASSWORD_HASH });
    if (!demo) throw new Error('A fresh database already had accounts');
    return { a: apps[0], b: apps[1], demo, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Two instances with the demo shop's operations, its staff's token and the menu's coke: what the ordering races need. */
export interface OrderingOnTwoInstances {
  two: TwoInstances;
  shopPath: string;
  staff: Record<string, string>;
  /** 'Coca-Cola lata', $ 6,50. */
  cokeId: number;
}

export async function orderingOnTwoInstances(): Promise<OrderingOnTwoInstances> {
  const two = await createTwoInstances();
  await two.a.db.transaction().execute((trx) => seedDemoOperations(trx, two.demo.demo));
  const { providerId, shopId, userId } = two.demo.demo;
  const staff = { authorization: `Bearer ${await two.a.tokens.issueAccountToken({ userId, providerId })}` };
  const menu = (await two.a.inject({ url: '/public/qrcodes/mesa-1/menu' })).json();
  const items: { id: number; name: string }[] = menu.categories.flatMap((category: { items: { id: number; name: string }[] }) => category.items);
  const cokeId = items.find((item) => item.name === 'Coca-Cola lata')!.id;
  return { two, shopPath: `/ordering/accounts/${providerId}/shops/${shopId}`, staff, cokeId };
}
