import { Migrator, sql, type Kysely } from 'kysely';
import type { Invoice, Order } from '@contract/ordering';
import { migrations } from '@server/db/migrations';
import { keptStatusCount } from '@server/repositories/ordering/status-counts';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let burgerId: number;
beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
});
afterAll(() => t.close());

const onSqlite = !process.env.TEST_DATABASE_URL;
const STATUSES = {
  orders: ['open', 'authorized', 'started', 'completed', 'canceled'],
  invoices: ['open', 'closing', 'closed', 'canceled'],
} as const;

/** No status, each status alone, and each pair: what the lists filter by. */
function filters(statuses: readonly string[]): (string[] | undefined)[] {
  const pairs = statuses.flatMap((first, i) => statuses.slice(i + 1).map((second) => [first, second]));
  return [undefined, ...statuses.map((status) => [status]), ...pairs];
}

async function countedRows(table: 'orders' | 'invoices', shopId: number, statuses: string[] | undefined): Promise<number> {
  const { count } = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('location_id', '=', shopId)
    .$if(statuses !== undefined, (query) => query.where(sql.ref<string>('status'), 'in', statuses ?? []))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Every kept count of both shops next to the count of the rows themselves. */
async function keptAndCounted() {
  const kept: Record<string, number | undefined> = {};
  const counted: Record<string, number> = {};
  for (const shopId of [t.demo.demo.shopId, t.demo.other.shopId]) {
    for (const table of ['orders', 'invoices'] as const) {
      for (const statuses of filters(STATUSES[table])) {
        const key = `${shopId} ${table} ${statuses?.join(',') ?? 'all'}`;
        kept[key] = await keptStatusCount(t.db, table, shopId, statuses);
        counted[key] = await countedRows(table, shopId, statuses);
      }
    }
  }
  return { kept, counted };
}

async function expectCountsKept(): Promise<void> {
  const { kept, counted } = await keptAndCounted();
  if (onSqlite) expect(kept).toEqual(counted);
  else expect(Object.values(kept).every((value) => value === undefined)).toBe(true);
}

const act = (url: string) => t.app.inject({ method: 'PUT', url, headers: t.staff });

describe('counts of orders and invoices per shop and status', () => {
  it('match the seeded rows', async () => {
    await expectCountsKept();
    if (onSqlite) expect(await keptStatusCount(t.db, 'orders', t.demo.demo.shopId, undefined)).toBeGreaterThan(0);
  });

  it('follow orders placed, started, completed and canceled, and invoices closed', async () => {
    const otherItemId = (await menuOf(t, 'outro-mesa-1')).categories[0].items[0].id;
    const orders = [];
    for (const code of ['mesa-1', 'mesa-2', 'balcao-pre']) orders.push(await placed(t, code, { items: [{ itemId: burgerId, quantity: 1 }] }));
    await placed(t, 'outro-mesa-1', { items: [{ itemId: otherItemId, quantity: 1 }] });
    await expectCountsKept();
    const [first, second] = orders;
    expect((await act(`${t.shopPath}/orders/${first.orderId}/started`)).statusCode).toBe(200);
    expect((await act(`${t.shopPath}/orders/${first.orderId}/completed`)).statusCode).toBe(200);
    expect((await act(`${t.shopPath}/orders/${second.orderId}/canceled`)).statusCode).toBe(200);
    expect((await act(`${t.shopPath}/invoices/${first.invoiceId}/closed`)).statusCode).toBe(200);
    await expectCountsKept();
  });

  it('follow rows changed or deleted by any statement, not only by the API', async () => {
    const order = await placed(t, 'mesa-3', { items: [{ itemId: burgerId, quantity: 2 }] });
    await t.db.updateTable('orders').set({ status: 'canceled' }).where('id', '=', order.orderId).execute();
    // An update that leaves the status as it was must not count the row twice.
    await t.db.updateTable('orders').set({ total_cents: 1 }).where('id', '=', order.orderId).execute();
    await expectCountsKept();
    await t.db.deleteFrom('order_items').where('order_id', '=', order.orderId).execute();
    await t.db.deleteFrom('orders').where('id', '=', order.orderId).execute();
    await t.db.updateTable('invoices').set({ status: 'canceled' }).where('id', '=', order.invoiceId).execute();
    await expectCountsKept();
  });

  it('answer the lists filtered by status, and the lists filtered by day still count the rows', async () => {
    const list = async <T>(path: string) => (await t.app.inject({ url: `${t.shopPath}/${path}`, headers: t.staff })).json() as T;
    const all = await list<{ orders: Order[] }>('orders?limit=100');
    const byStatus = await list<{ count: number }>('orders?status=authorized,started&limit=1');
    expect(byStatus.count).toBe(all.orders.filter((order) => order.status === 'authorized' || order.status === 'started').length);
    const day = all.orders[0].createdAt.slice(0, 10);
    const byDay = await list<{ orders: Order[]; count: number }>(`orders?from=${day}&until=${day}&limit=100`);
    expect(byDay.count).toBe(byDay.orders.length);
    expect(byDay.count).toBeLessThan(all.orders.length);
    const invoices = await list<{ invoices: Invoice[] }>('invoices?limit=100');
    const byMethod = await list<{ count: number }>('invoices?status=open,closing,closed,canceled&paymentMethods=cash&limit=1');
    expect(byMethod.count).toBe(invoices.invoices.filter((invoice) => invoice.paymentMethod === 'cash').length);
  });

  it('are filled from the rows already there when the migration runs', async () => {
    const before = await keptAndCounted();
    const migrator = new Migrator({ db: t.db as unknown as Kysely<unknown>, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('004_sign_in_guard')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = await keptAndCounted();
    expect(after.counted).toEqual(before.counted);
    if (onSqlite) expect(after.kept).toEqual(before.counted);
    else expect(Object.values(after.kept).every((value) => value === undefined)).toBe(true);
  });
});
