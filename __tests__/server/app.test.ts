import { createTestApp, bearer, DEMO_EMAIL, testConfig } from './support/test-app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connectClient } from 'socket.io-client';
import { LIVE_PATH } from '@contract/live';
import { build, SQLITE_FILE_NAME } from '@server/app';
import { seedDemoAccounts } from '@server/seeds/demo';
import { createTestDatabase } from './support/test-database';

describe('build', () => {
  it('opens, migrates and closes its own SQLite file under dataDir when given no database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'back-office-data-'));
    try {
      const app = await build({ config: testConfig({ dataDir, databaseUrl: undefined }) });
      expect(fs.existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
      expect(await app.db.selectFrom('providers').selectAll().execute()).toEqual([]);
      await app.close();
      await expect(app.db.selectFrom('providers').selectAll().execute()).rejects.toThrow();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves a database it was given open after closing', async () => {
    const t = await createTestApp();
    await t.app.close();
    expect(await t.db.selectFrom('providers').selectAll().execute()).toHaveLength(2);
    await t.close();
  });

  it('keeps tokens valid across restarts on the same database (the secret is stored)', async () => {
    const database = await createTestDatabase();
    try {
      const first = await build({ config: testConfig(), db: database.db });
      const demo = await seedDemoAccounts(database.db);
      const token = await first.tokens.issueUserToken({ userId: demo!.demo.userId });
      await first.close();

      const second = await build({ config: testConfig(), db: database.db });
      const res = await second.inject({ url: '/api/me/profile', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      await second.close();
    } finally {
      await database.drop();
    }
  });

  it('closes with live connections open, dropping them in a way clients reconnect from', async () => {
    const t = await createTestApp();
    try {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = connectClient(url, {
        path: LIVE_PATH,
        transports: ['websocket'],
        auth: { token: (await t.tokensFor(DEMO_EMAIL)).accountToken },
        reconnection: false,
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await t.app.close();
      // Not 'io server disconnect': after a restart the client must reconnect by itself.
      expect(await disconnected).toBe('transport close');
    } finally {
      await t.close();
    }
  });
});
