import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns';

/** One check constraint of a table, as its name and the condition it holds. */
export interface Check {
  table: string;
  name: string;
  condition: string;
}

/**
 * SQLite cannot alter a constraint: the table is rebuilt under its own definition with the new condition, its rows
 * copied, its indexes and triggers put back. Foreign keys are off meanwhile (the migrator runs SQLite's steps outside a
 * transaction, where the pragma takes effect) and checked before they are on again.
 */
async function replaceSqliteCheck(db: Kysely<unknown>, check: Check): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${check.table} and sql is not null`.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql;
  if (!table) throw new Error(`No table ${check.table}`);
  const constraint = new RegExp(`constraint\\s+"?${check.name}"?\\s+check\\s*\\(`, 'i');
  const start = table.search(constraint);
  if (start < 0) throw new Error(`No constraint ${check.name} on ${check.table}`);
  // The condition runs to the parenthesis that closes the one after CHECK.
  let depth = 0;
  let end = table.indexOf('(', start);
  for (; end < table.length; end += 1) {
    if (table[end] === '(') depth += 1;
    if (table[end] === ')' && --depth === 0) break;
  }
  const rebuilt = `${table.slice(0, start)}constraint "${check.name}" check (${check.condition})${table.slice(end + 1)}`;
  const temporary = `${check.table}_rebuilt`;
  const definition = rebuilt.replace(/^create table\s+("?)[A-Za-z_]+\1/i, `create table "${temporary}"`);
  // Dropping the table drops its indexes and triggers (the status counts' among them): each is made again.
  const dependents = rows.filter((row) => row.type === 'index' || row.type === 'trigger').map((row) => row.sql as string);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(definition).execute(db);
    await sql.raw(`insert into "${temporary}" select * from "${check.table}"`).execute(db);
    await sql.raw(`drop table "${check.table}"`).execute(db);
    await sql.raw(`alter table "${temporary}" rename to "${check.table}"`).execute(db);
    for (const dependent of dependents) await sql.raw(dependent).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`Rebuilding ${check.table} broke ${broken.rows.length} references`);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** Puts a new condition in place of a check constraint's, on either database. */
export async function replaceCheck(db: Kysely<unknown>, check: Check): Promise<void> {
  if (!isPostgres(db)) return replaceSqliteCheck(db, check);
  await sql.raw(`alter table ${check.table} drop constraint ${check.name}`).execute(db);
  await sql.raw(`alter table ${check.table} add constraint ${check.name} check (${check.condition})`).execute(db);
}
