import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@server/db/database';

/** A digest of every table, listed from the database itself so a table added later is watched too. */
export type DbSnapshot = Record<string, string>;

async function tableNames(db: Db): Promise<string[]> {
  const sqlite = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`
    .execute(db)
    .catch(() => null);
  if (sqlite) return sqlite.rows.map((row) => row.name);
  const pg = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return pg.rows.map((row) => row.name);
}

// Binary columns (image bytes) are digested on their own so a row stays small enough to compare quickly.
const cell = (value: unknown) =>
  value instanceof Uint8Array ? `bytes:${createHash('sha256').update(value).digest('hex')}` : value;

export async function snapshotOf(db: Db): Promise<DbSnapshot> {
  const snapshot: DbSnapshot = {};
  for (const name of (await tableNames(db)).sort()) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    // PostgreSQL promises no row order without ORDER BY, so rows are compared as a sorted set.
    const lines = rows.map((row) => JSON.stringify(Object.entries(row).map(([key, value]) => [key, cell(value)]))).sort();
    snapshot[name] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  return snapshot;
}

/** The tables whose content differs, for a failure message that says where the change went. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
