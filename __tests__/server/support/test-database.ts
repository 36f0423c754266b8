import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Db } from '@server/db/database';

export interface TestDatabase {
  db: Db;
  /** Set on PostgreSQL, so a test can open a second connection pool to the same database. */
  url?: string;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A throw-away, empty database: in-memory SQLite, or a fresh PostgreSQL database on the server of
 * TEST_DATABASE_URL, so parallel test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = openDatabase({ sqliteFile: ':memory:' });
    return { db, drop: () => db.destroy() };
  }
  const name = `back_office_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString() });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
