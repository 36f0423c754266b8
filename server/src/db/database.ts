import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type SqliteDatabase as SqliteConnection, type Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import { Pool } from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
export type DbOrTrx = Db | Trx;

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl?: string;
  /** SQLite file; ':memory:' for a throw-away database. */
  sqliteFile?: string;
}

// Well above the distinct queries the app sends (their values are bound, so their text repeats).
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs, and better-sqlite3 (as node:sqlite) compiles the SQL on every prepare: keeping
 * the compiled statements saves that work on every request. better-sqlite3 runs one statement at a time, and the app never
 * streams a result, so a statement is always free again when its query text comes back.
 */
export function withStatementCache(sqlite: SqliteConnection): SqliteConnection {
  const statements = new LRUCache<string, ReturnType<SqliteConnection['prepare']>>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (a restart, a forced disconnect) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL keeps every acknowledged write even if the machine loses power, not just the process.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Runs work in the caller's transaction when there is one, otherwise in a new one: the one way into a transaction. */
export function inTransaction<T>(db: DbOrTrx, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : db.transaction().execute(work);
}
