import '../support/native-esm';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { migrateToLatest } from '@server/db/database';
import { demoDataWarning, seedDemo, seedDemoAccounts } from '@server/seeds/demo';
import { findCredentialsByEmail, listProviderLocations } from '@server/repositories/accounts';
import { verifyPassword } from '@server/security/passwords';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
});
afterEach(() => database.drop());

describe('demo data', () => {
  it('is called out at start-up when a server out of demo mode still holds it, and only then', async () => {
    expect(await demoDataWarning(database.db, false)).toBeNull();
    await seedDemoAccounts(database.db);
    expect(await demoDataWarning(database.db, true)).toBeNull();
    expect(await demoDataWarning(database.db, false)).toBe(
      'SEED_DEMO is false but this database holds the demo accounts (demo@exemplo.com.br, outro@exemplo.com.br) with the ' +
        'published password and fixed QR codes: anyone can sign in and order with them. Start production on an empty database.',
    );
  });

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

  it('dates every invoice and payment moment in the past, each step after the one before', async () => {
    const before = Date.now();
    await seedDemo(database.db);
    const time = (value: string | null) => (value === null ? null : new Date(value).getTime());
    const invoices = await database.db
      .selectFrom('invoices')
      .select(['id', 'created_at', 'closing_at', 'closed_at', 'canceled_at'])
      .execute();
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      const [created, closing, closed, canceled] = [invoice.created_at, invoice.closing_at, invoice.closed_at, invoice.canceled_at].map(time);
      for (const moment of [created, closing, closed, canceled]) if (moment !== null) expect(moment).toBeLessThanOrEqual(before);
      if (closing !== null) expect(closing).toBeGreaterThanOrEqual(created!);
      if (closed !== null) expect(closed).toBeGreaterThanOrEqual(closing ?? created!);
      if (canceled !== null) expect(canceled).toBeGreaterThanOrEqual(created!);
    }
    const payments = await database.db.selectFrom('order_payments').select(['created_at', 'last_update']).execute();
    expect(payments.length).toBeGreaterThan(0);
    for (const payment of payments) {
      expect(time(payment.last_update)!).toBeGreaterThanOrEqual(time(payment.created_at)!);
      expect(time(payment.last_update)!).toBeLessThanOrEqual(before);
    }
  });
});
