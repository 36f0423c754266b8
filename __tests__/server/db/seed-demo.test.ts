import '../support/native-esm';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { migrateToLatest } from '../../../server/src/db/database';
import { seedDemo, seedDemoAccounts } from '../../../server/src/db/seed-demo';
import { findCredentialsByEmail, listProviderLocations } from '../../../server/src/repositories/accounts';
import { verifyPassword } from '../../../server/src/security/passwords';

jest.setTimeout(30_000);

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
});
afterEach(() => database.drop());

describe('demo data', () => {
  it('creates two providers, each with one shop and one user who can sign in with demo1234', async () => {
    const accounts = await seedDemo(database.db);
    expect(accounts).not.toBeNull();
    const { demo, other } = accounts!;

    expect(await listProviderLocations(database.db, demo.providerId)).toEqual([
      { id: demo.shopId, name: 'Restaurante Demo - Centro', active: true },
    ]);
    expect(await listProviderLocations(database.db, other.providerId)).toEqual([
      { id: other.shopId, name: 'Outro Restaurante', active: true },
    ]);
    const providers = await database.db.selectFrom('providers').select(['id', 'name']).orderBy('id').execute();
    expect(providers).toEqual([
      { id: demo.providerId, name: 'Restaurante Demo' },
      { id: other.providerId, name: 'Outro Restaurante' },
    ]);

    const ana = await findCredentialsByEmail(database.db, 'demo@exemplo.com.br');
    const bruno = await findCredentialsByEmail(database.db, 'outro@exemplo.com.br');
    expect(ana).toMatchObject({ id: demo.userId, providerId: demo.providerId });
    expect(bruno).toMatchObject({ id: other.userId, providerId: other.providerId });
    expect(await verifyPassword('demo1234', ana!.passwordHash)).toBe(true);
    expect(await verifyPassword('demo1234', bruno!.passwordHash)).toBe(true);
  });

  it('does nothing when the database already has providers', async () => {
    await database.db.insertInto('providers').values({ name: 'Cliente real' }).execute();
    expect(await seedDemo(database.db)).toBeNull();
    expect(await seedDemoAccounts(database.db)).toBeNull();
    expect(await database.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('seeds only once', async () => {
    expect(await seedDemo(database.db)).not.toBeNull();
    expect(await seedDemo(database.db)).toBeNull();
    expect(await database.db.selectFrom('users').selectAll().execute()).toHaveLength(2);
  });

});
