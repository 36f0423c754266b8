/**
 * better-sqlite3 against Node's own node:sqlite, on the same work through the app's own code and Kysely:
 *
 *   npm run bench:sqlite-drivers [-- --orders 1000 --menus 1000 --rounds 3]
 *
 * One demo database is migrated and seeded once, then copied for each driver, so both start from the same file.
 * The work is the app's: a customer's order placed by placeOrder (its reads, its transaction and its writes: two
 * lines, one with an option) and the QR code's menu read by publicMenuOf, each one after another, as the one SQLite
 * connection of an instance runs them. Both drivers get the app's settings (WAL, foreign keys) and its statement
 * cache; node:sqlite reaches Kysely through a small adapter (Kysely's SQLite dialect is written for better-sqlite3).
 * The orders are timed with synchronous = FULL, as the app writes, and with synchronous = OFF, which leaves the
 * disk out and the drivers' own cost in. The drivers take turns, round after round, so that a shared machine's load
 * falls on both; the median round is printed.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { parseArgs } from 'node:util';
import BetterSqlite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type SqliteDatabase as SqliteConnection } from 'kysely';
import type { PlaceOrderBody } from '@contract/customer';
import { migrateToLatest, openDatabase, withStatementCache, type Db } from '@server/db/database';
import type { Database } from '@server/db/schema';
import { findActiveQrCode, publicMenuOf, type ActiveQrCode } from '@server/repositories/ordering/customer-menu';
import { placeOrder } from '@server/repositories/ordering/customer-orders';
import { seedDemo } from '@server/seeds/demo';

const QR_CODE = 'mesa-1';
type Synchronous = 'FULL' | 'OFF';

/** node:sqlite shaped as the connection Kysely's SQLite dialect expects: it spreads the values, and has no `reader`. */
function nodeSqliteConnection(sqlite: DatabaseSync): SqliteConnection {
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const statement = sqlite.prepare(sql);
      const values = (parameters: readonly unknown[]) => parameters as SQLInputValue[];
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => statement.iterate(...values(parameters)) as IterableIterator<unknown>,
      };
    },
  };
}

const drivers = {
  'better-sqlite3': (file: string, synchronous: Synchronous): SqliteConnection => {
    const sqlite = new BetterSqlite(file);
    for (const pragma of ['journal_mode = WAL', `synchronous = ${synchronous}`, 'foreign_keys = ON']) sqlite.pragma(pragma);
    return sqlite;
  },
  'node:sqlite': (file: string, synchronous: Synchronous): SqliteConnection => {
    const sqlite = new DatabaseSync(file);
    sqlite.exec(`pragma journal_mode = WAL; pragma synchronous = ${synchronous}; pragma foreign_keys = ON;`);
    return nodeSqliteConnection(sqlite);
  },
};
type Driver = keyof typeof drivers;

/** Two lines from the QR code's menu, the first with an option of its category. */
async function orderBodyOf(db: Db, qrcode: ActiveQrCode): Promise<PlaceOrderBody> {
  const menu = await publicMenuOf(db, qrcode, { providerConfigured: false });
  const category = menu.categories.find((entry) => entry.items.length >= 2 && entry.optionGroups.some((group) => group.options.length > 0));
  if (!category) throw new Error(`The menu of ${QR_CODE} has no category with two items and an option`);
  const option = category.optionGroups.flatMap((group) => group.options)[0];
  const [first, second] = category.items;
  return {
    type: 0,
    customer: { name: 'Cliente bench' },
    items: [
      { itemId: first.id, quantity: 1, optionIds: [option.id] },
      { itemId: second.id, quantity: 2 },
    ],
  } as PlaceOrderBody;
}

async function perSecond(times: number, work: (index: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < times; index += 1) await work(index);
  return (times * 1000) / (performance.now() - started);
}

interface Round {
  orders: Record<Synchronous, number>;
  menus: number;
  /** The SQLite the driver carries. */
  version: string;
}

async function measure(driver: Driver, seeded: string, folder: string, options: { orders: number; menus: number }): Promise<Round> {
  const orders = {} as Record<Synchronous, number>;
  let menus = 0;
  let version = '';
  for (const synchronous of ['FULL', 'OFF'] as const) {
    const file = path.join(folder, `${driver.replace(/\W/g, '-')}-${synchronous}.sqlite`);
    copyFileSync(seeded, file);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(drivers[driver](file, synchronous)) }) });
    try {
      const qrcode = await findActiveQrCode(db, QR_CODE);
      if (!qrcode) throw new Error(`No QR code ${QR_CODE} in the demo data`);
      const body = await orderBodyOf(db, qrcode);
      const limits = { maxTotalCents: Number.MAX_SAFE_INTEGER };
      const place = (index: number) => placeOrder(db, QR_CODE, `${driver}-${synchronous}-${index}`, body, limits);
      // Warm: the statements compiled and cached, V8's code optimised.
      for (let index = 0; index < 50; index += 1) await place(-1 - index);
      orders[synchronous] = await perSecond(options.orders, place);
      if (synchronous === 'OFF') {
        ({ version } = (await sql<{ version: string }>`select sqlite_version() as version`.execute(db)).rows[0]);
        for (let index = 0; index < 50; index += 1) await publicMenuOf(db, qrcode, { providerConfigured: false });
        menus = await perSecond(options.menus, () => publicMenuOf(db, qrcode, { providerConfigured: false }));
      }
    } finally {
      await db.destroy();
    }
  }
  return { orders, menus, version };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { orders: { type: 'string', default: '1000' }, menus: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '3' } },
  });
  const options = { orders: Number(values.orders), menus: Number(values.menus) };
  const rounds = Number(values.rounds);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'back-office-sqlite-drivers-'));
  try {
    const seeded = path.join(folder, 'seeded.sqlite');
    const db = openDatabase({ sqliteFile: seeded });
    await migrateToLatest(db);
    await seedDemo(db);
    // Closing checkpoints the WAL into the file, so the copies hold everything.
    await db.destroy();

    const results: Record<Driver, Round[]> = { 'better-sqlite3': [], 'node:sqlite': [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const driver of Object.keys(drivers) as Driver[]) results[driver].push(await measure(driver, seeded, folder, options));
    }
    console.log(`Node ${process.version}, better-sqlite3 and node:sqlite through Kysely; median of ${rounds} rounds:`);
    for (const driver of Object.keys(drivers) as Driver[]) {
      const of = (pick: (round: Round) => number) => median(results[driver].map(pick)).toFixed(0).padStart(6);
      console.log(
        `${driver.padEnd(15)} (SQLite ${results[driver][0].version}) orders/s: ${of((round) => round.orders.FULL)} (synchronous FULL), ${of((round) => round.orders.OFF)} (OFF); ` +
          `menus/s: ${of((round) => round.menus)}`,
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
