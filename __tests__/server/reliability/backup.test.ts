import '../support/native-esm';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { build, SQLITE_FILE_NAME } from '@server/app';
import { backupSqlite } from '@server/db/backup';
import type { Db } from '@server/db/database';
import { seedDemo } from '@server/seeds/demo';
import { chargedBasisPointsOf, invoiceAmountsOf } from '@server/domain/invoice-rules';
import { testConfig } from '../support/test-app';

// Seeding the demo shop hashes its passwords at full cost.
jest.setTimeout(120_000);

const folders: string[] = [];
const apps: FastifyInstance[] = [];
const newFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'back-office-backup-'));
  folders.push(folder);
  return folder;
};
/** A server instance with its own connection to the SQLite file in dataDir, as `npm run serve` opens it. */
async function serve(dataDir: string): Promise<FastifyInstance> {
  const app = await build({ config: testConfig({ dataDir }) });
  apps.push(app);
  return app;
}
afterAll(async () => {
  await Promise.allSettled(apps.map((app) => app.close()));
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function tablesOf(db: Db): Promise<Record<string, unknown[]>> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
  const tables: Record<string, unknown[]> = {};
  for (const { name } of rows) tables[name] = (await sql`select * from ${sql.table(name)} order by rowid`.execute(db)).rows;
  return tables;
}

async function invoiceTotalsAgree(db: Db): Promise<boolean> {
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'total_cents', 'service_charge_basis_points', 'service_charge_removed_at'])
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select(['invoice_id', 'type', 'status', 'total_cents as totalCents', 'delivery_fee_cents as deliveryFeeCents'])
    .execute();
  return invoices.every(
    (invoice) =>
      invoiceAmountsOf(orders.filter((order) => order.invoice_id === invoice.id), chargedBasisPointsOf(invoice)).totalCents ===
      invoice.total_cents,
  );
}

describe('npm run backup', () => {
  it('copies the database consistently while a server keeps writing, and the copy restores', async () => {
    const live = newFolder();
    const app = await serve(live);
    expect(await seedDemo(app.db)).not.toBeNull();
    const menu = (await app.inject({ url: '/public/qrcodes/mesa-1/menu' })).json();
    const itemId: number = menu.categories[0].items[0].id;
    const place = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/public/qrcodes/mesa-1/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: { type: 0, customer: { name: 'Cliente' }, items: [{ itemId, quantity: 1 }] },
      });
      expect(res.statusCode).toBe(201);
      return res.json().orderId as number;
    };
    const beforeBackup = [await place(), await place()];

    let writing = true;
    const writes = (async () => {
      const ids: number[] = [];
      while (writing) ids.push(await place());
      return ids;
    })();
    const duringWrites = path.join(newFolder(), SQLITE_FILE_NAME);
    await backupSqlite(path.join(live, SQLITE_FILE_NAME), duringWrites);
    // One file to keep or move: no -wal or -shm beside it.
    expect(fs.readdirSync(path.dirname(duringWrites))).toEqual([SQLITE_FILE_NAME]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    writing = false;
    expect((await writes).length).toBeGreaterThan(0);

    // The copy made under writes: a consistent moment that holds everything written before it began.
    const restoredMidway = await serve(path.dirname(duringWrites));
    const midwayIds = (await restoredMidway.db.selectFrom('orders').select('id').execute()).map((row) => row.id);
    expect(midwayIds).toEqual(expect.arrayContaining(beforeBackup));
    expect(await invoiceTotalsAgree(restoredMidway.db)).toBe(true);

    // With the writes over, a copy restored to a new folder holds exactly what the live database holds.
    const quiet = path.join(newFolder(), SQLITE_FILE_NAME);
    await backupSqlite(path.join(live, SQLITE_FILE_NAME), quiet);
    const restored = await serve(path.dirname(quiet));
    const [original, copy] = [await tablesOf(app.db), await tablesOf(restored.db)];
    expect(Object.keys(copy)).toEqual(Object.keys(original));
    expect(original.orders.length).toBeGreaterThan(beforeBackup.length);
    expect(copy).toEqual(original);
  });

  it('refuses to overwrite an existing file', async () => {
    const folder = newFolder();
    const target = path.join(folder, 'copy.sqlite');
    fs.writeFileSync(target, 'keep me');
    await expect(backupSqlite(path.join(folder, 'missing.sqlite'), target)).rejects.toThrow('already exists');
    expect(fs.readFileSync(target, 'utf8')).toBe('keep me');
  });
});
