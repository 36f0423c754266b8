import { createTestDatabase, type TestDatabase } from '../../server/support/test-database';

export interface SharedDatabase extends TestDatabase {
  url: string;
}

/** A fresh PostgreSQL database for several instances; what uses it means nothing on SQLite, so it refuses to run there. */
export async function createSharedDatabase(): Promise<SharedDatabase> {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error('Several instances need PostgreSQL: run through scripts/tools/with-postgres.mjs (npm run test:scale, npm run bench:scale)');
  }
  const database = await createTestDatabase();
  if (!database.url) throw new Error('createTestDatabase gave no PostgreSQL URL');
  return { ...database, url: database.url };
}
