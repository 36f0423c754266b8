import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../columns';

/** One check constraint of a table, as its name and the condition it holds. */
interface Check {
  table: string;
  name: string;
  condition: string;
}

const WIDENED: Check[] = [
  { table: 'invoices', name: 'invoices_payment_method', condition: "payment_method in ('cash', 'creditCard', 'debitCard', 'online', 'pix')" },
  { table: 'order_payments', name: 'order_payments_method', condition: 'method between 0 and 3' },
];

const NARROWED: Check[] = [
  { table: 'invoices', name: 'invoices_payment_method', condition: "payment_method in ('cash', 'creditCard', 'debitCard', 'online')" },
  { table: 'order_payments', name: 'order_payments_method', condition: 'method between 0 and 2' },
];

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

async function replaceCheck(db: Kysely<unknown>, check: Check): Promise<void> {
  if (!isPostgres(db)) return replaceSqliteCheck(db, check);
  await sql.raw(`alter table ${check.table} drop constraint ${check.name}`).execute(db);
  await sql.raw(`alter table ${check.table} add constraint ${check.name} check (${check.condition})`).execute(db);
}

/**
 * Pix: the shop's receiver (key, name and city, as the BR Code carries them), and 'pix' as a method a comanda
 * records (the invoice's `pix`, the order payment's operator method 3).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pix_settings')
    .addColumn('location_id', 'integer', (col) => col.primaryKey().references('locations.id').onDelete('cascade'))
    .addColumn('pix_key', 'text', (col) => col.notNull())
    .addColumn('merchant_name', 'text', (col) => col.notNull())
    .addColumn('merchant_city', 'text', (col) => col.notNull())
    .execute();
  for (const check of WIDENED) await replaceCheck(db, check);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pix = db as Kysely<{ invoices: { payment_method: string | null }; order_payments: { method: number | null } }>;
  await pix.updateTable('invoices').set({ payment_method: 'debitCard' }).where('payment_method', '=', 'pix').execute();
  await pix.updateTable('order_payments').set({ method: 2 }).where('method', '=', 3).execute();
  for (const check of NARROWED) await replaceCheck(db, check);
  await db.schema.dropTable('pix_settings').execute();
}
