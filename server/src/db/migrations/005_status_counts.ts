import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../columns';

/** The tables whose rows are counted per shop and status, and the table keeping each one's counts. */
export const STATUS_COUNTED_TABLES = { orders: 'order_status_counts', invoices: 'invoice_status_counts' } as const;

/**
 * SQLite only. The lists answer with how many rows match, and counting a busy shop's open orders row by row is
 * the largest part of a list call. Triggers keep one count per shop and status in the same transaction as the
 * change, so every write path keeps them right. SQLite runs one writer at a time; on PostgreSQL concurrent
 * transactions would queue (or deadlock) on these few rows, so it keeps counting the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const [table, counts] of Object.entries(STATUS_COUNTED_TABLES)) {
    await db.schema
      .createTable(counts)
      .addColumn('location_id', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${counts}_pk`, ['location_id', 'status'])
      .execute();
    const add = (row: 'NEW' | 'OLD') =>
      `INSERT INTO ${counts} (location_id, status, count) VALUES (${row}.location_id, ${row}.status, 1)
         ON CONFLICT (location_id, status) DO UPDATE SET count = count + 1;`;
    const remove = (row: 'NEW' | 'OLD') =>
      `UPDATE ${counts} SET count = count - 1 WHERE location_id = ${row}.location_id AND status = ${row}.status;`;
    await sql.raw(`CREATE TRIGGER ${table}_counted_insert AFTER INSERT ON ${table} BEGIN ${add('NEW')} END`).execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_counted_update AFTER UPDATE OF location_id, status ON ${table}
           WHEN OLD.location_id IS NOT NEW.location_id OR OLD.status IS NOT NEW.status
           BEGIN ${remove('OLD')} ${add('NEW')} END`,
      )
      .execute(db);
    await sql.raw(`CREATE TRIGGER ${table}_counted_delete AFTER DELETE ON ${table} BEGIN ${remove('OLD')} END`).execute(db);
    await sql
      .raw(`INSERT INTO ${counts} (location_id, status, count) SELECT location_id, status, count(*) FROM ${table} GROUP BY 1, 2`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const [table, counts] of Object.entries(STATUS_COUNTED_TABLES)) {
    for (const event of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER ${table}_counted_${event}`).execute(db);
    await db.schema.dropTable(counts).execute();
  }
}
