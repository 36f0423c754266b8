/**
 * Fills a throw-away database with many open invoices and active orders for the demo shop, straight through
 * Kysely in one transaction (thousands of customer API calls would take minutes and measure something else).
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SQLITE_FILE_NAME } from '@server/app';
import { migrateToLatest, openDatabase, type Trx } from '@server/db/database';
import { seedDemo } from '@server/seeds/demo';

export interface BulkSize {
  invoices: number;
  /** Spread evenly over the invoices. */
  orders: number;
}

// SQLite allows 32,766 bound values per statement; rows of about 15 columns stay well under it in chunks of 500.
const CHUNK = 500;
// One invoice every few minutes going back in time, so the lists span several days with their day headers.
const MINUTES_BETWEEN_INVOICES = 7;

async function insertChunked<R>(rows: R[], insert: (chunk: R[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

async function lastIdOf(trx: Trx, table: 'invoices' | 'orders'): Promise<number> {
  const row = await trx.selectFrom(table).select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function counterOf(trx: Trx, shopId: number, name: 'invoice' | 'order'): Promise<number> {
  const row = await trx.selectFrom('shop_counters').select('value').where('location_id', '=', shopId).where('name', '=', name).executeTakeFirst();
  return row?.value ?? 0;
}

async function fill(trx: Trx, shopId: number, size: BulkSize): Promise<void> {
  const qrcode = await trx.selectFrom('qrcodes').select(['id']).where('location_id', '=', shopId).where('code', '=', 'mesa-1').executeTakeFirstOrThrow();
  const item = await trx.selectFrom('items').select(['id', 'name', 'price_cents']).where('location_id', '=', shopId).orderBy('id').executeTakeFirstOrThrow();
  const firstInvoiceCode = (await counterOf(trx, shopId, 'invoice')) + 1;
  const firstOrderCode = (await counterOf(trx, shopId, 'order')) + 1;
  const lastInvoiceId = await lastIdOf(trx, 'invoices');
  const lastOrderId = await lastIdOf(trx, 'orders');
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const ordersPerInvoice = Math.ceil(size.orders / size.invoices);

  const invoiceRows = Array.from({ length: size.invoices }, (_, index) => ({
    location_id: shopId,
    qrcode_id: qrcode.id,
    code: String(firstInvoiceCode + index),
    name: `Cliente ${index + 1}`,
    mobile: null,
    email: null,
    location: 'Mesa 1',
    payment_method: null,
    prepay: 0,
    status: index % 5 === 0 ? ('closing' as const) : ('open' as const),
    created_at: at((size.invoices - index) * MINUTES_BETWEEN_INVOICES),
    closing_at: null,
    closed_at: null,
    canceled_at: null,
    total_cents: item.price_cents * ordersPerInvoice,
    paid_with_cents: null,
    change_cents: null,
    access_token: randomBytes(24).toString('base64url'),
  }));
  await insertChunked(invoiceRows, (chunk) => trx.insertInto('invoices').values(chunk).execute());
  const invoices = await trx
    .selectFrom('invoices')
    .select(['id', 'created_at'])
    .where('id', '>', lastInvoiceId)
    .orderBy('id')
    .execute();

  const orderRows = Array.from({ length: size.orders }, (_, index) => {
    const invoice = invoices[index % invoices.length];
    return {
      invoice_id: invoice.id,
      location_id: shopId,
      type: 0,
      code: String(firstOrderCode + index),
      total_cents: item.price_cents,
      status: index % 3 === 0 ? ('started' as const) : ('authorized' as const),
      created_at: invoice.created_at,
      authorized_at: invoice.created_at,
      started_at: index % 3 === 0 ? invoice.created_at : null,
      completed_at: null,
      canceled_at: null,
      idempotency_key: null,
      request_hash: null,
    };
  });
  await insertChunked(orderRows, (chunk) => trx.insertInto('orders').values(chunk).execute());
  const orders = await trx.selectFrom('orders').select('id').where('id', '>', lastOrderId).execute();
  const lines = orders.map(({ id }) => ({
    order_id: id,
    item_id: item.id,
    name: item.name,
    quantity: 1,
    price_cents: item.price_cents,
    total_cents: item.price_cents,
    portion_name: null,
    portion_price_cents: null,
  }));
  await insertChunked(lines, (chunk) => trx.insertInto('order_items').values(chunk).execute());

  // Customers ordering after the bulk rows must get the next codes, as they would have.
  for (const [name, value] of [['invoice', firstInvoiceCode + size.invoices - 1], ['order', firstOrderCode + size.orders - 1]] as const) {
    await trx
      .insertInto('shop_counters')
      .values({ location_id: shopId, name, value })
      .onConflict((conflict) => conflict.columns(['location_id', 'name']).doUpdateSet({ value }))
      .execute();
  }
}

/** Creates the database a server will open from `dataDir`: demo data first, then the bulk rows. */
export async function seedBulk(dataDir: string, size: BulkSize): Promise<void> {
  const db = openDatabase({ sqliteFile: path.join(dataDir, SQLITE_FILE_NAME) });
  try {
    await migrateToLatest(db);
    const accounts = await seedDemo(db);
    if (!accounts) throw new Error(`${dataDir} already holds a database`);
    await db.transaction().execute((trx) => fill(trx, accounts.demo.shopId, size));
  } finally {
    await db.destroy();
  }
}
