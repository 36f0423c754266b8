import '../support/native-esm';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { migrateToLatest, openDatabase } from '@server/db/database';
import { createTokenService, resolveJwtSecret } from '@server/security/tokens';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
});
afterEach(() => database.drop());

describe('token secret', () => {
  it('is generated once, kept in the database and reused', async () => {
    const first = await resolveJwtSecret(database.db);
    expect(first.length).toBe(32);
    const row = await database.db.selectFrom('server_secrets').selectAll().execute();
    expect(row).toHaveLength(1);
    expect(row[0].name).toBe('jwt');

    const second = await resolveJwtSecret(database.db);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('lets a token issued by one server be verified by another on the same database', async () => {
    const issuer = createTokenService(await resolveJwtSecret(database.db), 600);
    const token = await issuer.issueAccountToken({ userId: 1, providerId: 2 });
    const verifier = createTokenService(await resolveJwtSecret(database.db), 600);
    expect(await verifier.verifyAccountToken(token)).toMatchObject({ userId: 1, providerId: 2 });
  });

  it('is agreed on by servers starting at the same time', async () => {
    // On PostgreSQL a second pool stands for a second server; in-memory SQLite can only share its one connection.
    const peer = database.url ? openDatabase({ databaseUrl: database.url }) : database.db;
    try {
      const secrets = await Promise.all([
        resolveJwtSecret(database.db),
        resolveJwtSecret(peer),
        resolveJwtSecret(database.db),
        resolveJwtSecret(peer),
      ]);
      const distinct = new Set(secrets.map((secret) => Buffer.from(secret).toString('hex')));
      expect(distinct.size).toBe(1);
    } finally {
      if (peer !== database.db) await peer.destroy();
    }
  });

  it('uses the configured secret without storing one', async () => {
    const configured = 'a configured secret of enough length!!';
    expect(Buffer.from(await resolveJwtSecret(database.db, configured)).toString()).toBe(configured);
    expect(await database.db.selectFrom('server_secrets').selectAll().execute()).toEqual([]);
  });

  it('refuses a configured secret too short to be safe', async () => {
    await expect(resolveJwtSecret(database.db, 'short')).rejects.toThrow('at least 32 characters');
  });
});
