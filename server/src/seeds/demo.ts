import { inTransaction, type DbOrTrx } from '@server/db/database';
import { createLocation, createProvider, createUser, hasProviders } from '@server/repositories/accounts';
import { hashPassword } from '@server/security/passwords';
import { seedDemoOperations, seedOtherShopOperations } from './demo-operations';

export interface DemoAccount {
  providerId: number;
  shopId: number;
  userId: number;
}

export interface DemoAccounts {
  demo: DemoAccount;
  other: DemoAccount;
}

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_EMAIL = 'demo@exemplo.com.br';
export const OTHER_EMAIL = 'outro@exemplo.com.br';

/** Two providers with one shop and one user each, so tenancy can be seen (and tested) from the first start. */
export async function seedDemoAccounts(
  db: DbOrTrx,
  /** A hash of DEMO_PASSWORD made earlier, for both users: test suites seed hundreds of databases. */
  options: { passwordHash?: string } = {},
): Promise<DemoAccounts | null> {
  if (await hasProviders(db)) return null;
  // Hashing is slow on purpose; it comes before any write so a transaction opened here holds no lock meanwhile.
  const [demoHash, otherHash] = options.passwordHash
    ? [options.passwordHash, options.passwordHash]
    : await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PASSWORD)]);
  return inTransaction(db, async (trx) => {
    if (await hasProviders(trx)) return null;

    const demoProvider = await createProvider(trx, 'Restaurante Demo');
    const demo: DemoAccount = {
      providerId: demoProvider,
      shopId: await createLocation(trx, { providerId: demoProvider, name: 'Restaurante Demo - Centro', active: true }),
      userId: await createUser(trx, {
        providerId: demoProvider,
        email: DEMO_EMAIL,
        passwordHash: demoHash,
        firstName: 'Ana',
        lastName: 'Souza',
        phone: '5511987654321',
        emailConfirmed: true,
      }),
    };

    const otherProvider = await createProvider(trx, 'Outro Restaurante');
    const other: DemoAccount = {
      providerId: otherProvider,
      shopId: await createLocation(trx, { providerId: otherProvider, name: 'Outro Restaurante', active: true }),
      userId: await createUser(trx, {
        providerId: otherProvider,
        email: OTHER_EMAIL,
        passwordHash: otherHash,
        firstName: 'Bruno',
        lastName: 'Lima',
        phone: null,
        emailConfirmed: true,
      }),
    };
    return { demo, other };
  });
}

/**
 * Everything a fresh install shows, in one transaction; null when the database already has data.
 * Further steps (menu, orders) go after the accounts, inside the same transaction.
 */
export async function seedDemo(db: DbOrTrx): Promise<DemoAccounts | null> {
  try {
    return await inTransaction(db, async (trx) => {
      const accounts = await seedDemoAccounts(trx);
      if (!accounts) return null;
      await seedDemoOperations(trx, accounts.demo);
      await seedOtherShopOperations(trx, accounts.other);
      return accounts;
    });
  } catch (err) {
    // Another server on the same database may have seeded first; its data is as good as ours.
    if (!db.isTransaction && (await hasProviders(db))) return null;
    throw err;
  }
}

/**
 * What to shout at start-up when a server not in demo mode still holds the demo accounts, whose password is in the
 * README: anyone could sign in with them and order through their fixed QR codes. Null when there are none.
 */
export async function demoDataWarning(db: DbOrTrx, seedDemo: boolean): Promise<string | null> {
  if (seedDemo) return null;
  const found = await db.selectFrom('users').select('email').where('email', 'in', [DEMO_EMAIL, OTHER_EMAIL]).orderBy('email').execute();
  if (found.length === 0) return null;
  return (
    `SEED_DEMO is false but this database holds the demo accounts (${found.map((row) => row.email).join(', ')}) with the ` +
    'published password and fixed QR codes: anyone can sign in and order with them. Start production on an empty database.'
  );
}

