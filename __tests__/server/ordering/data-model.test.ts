import { Migrator, type Kysely } from 'kysely';
import { invoicePaymentMethods, PAYMENT_METHODS } from '@contract/payment-methods';
import { migrateToLatest } from '@server/db/database';
import { migrations } from '@server/db/migrations';
import { seedDemoOperations, seedOtherShopOperations } from '@server/seeds/demo-operations';
import { chargedBasisPointsOf, invoiceAmountsOf } from '@server/domain/invoice-rules';
import { createOrderingApp, operationsState, type OrderingApp } from './ordering-fixture';
import { createTestDatabase } from '../support/test-database';
import { seedDemoAccounts } from '@server/seeds/demo';
import { findKitchenSettings } from '@server/repositories/kitchen/settings';

let t: OrderingApp;
beforeAll(async () => {
  t = await createOrderingApp();
});
afterAll(() => t.close());

describe('seedDemoOperations', () => {
  it('gives the demo shop its fixed QR codes and the other shop its own', async () => {
    const codes = await t.db.selectFrom('qrcodes').select(['code', 'location_id', 'prepay', 'location_name']).orderBy('code').execute();
    const { demo, other } = t.demo;
    expect(codes).toEqual([
      { code: 'balcao-pre', location_id: demo.shopId, prepay: 1, location_name: 'Balcão' },
      { code: 'mesa-1', location_id: demo.shopId, prepay: 0, location_name: 'Mesa 1' },
      { code: 'mesa-2', location_id: demo.shopId, prepay: 0, location_name: 'Mesa 2' },
      { code: 'mesa-3', location_id: demo.shopId, prepay: 0, location_name: 'Mesa 3' },
      { code: 'outro-mesa-1', location_id: other.shopId, prepay: 0, location_name: 'Mesa 1' },
    ]);
  });

  it('fills the payment-method catalogue, with one online method, and binds four methods to the demo shop', async () => {
    const catalogue = await t.db.selectFrom('payment_methods').select(['name', 'online']).orderBy('id').execute();
    expect(catalogue.map((method) => method.name)).toEqual(['Dinheiro', 'Cartão de crédito', 'Cartão de débito', 'Pix', 'Vale-refeição', 'Online']);
    expect(catalogue.filter((method) => method.online === 1).map((method) => method.name)).toEqual(['Online']);
    const bound = await t.db
      .selectFrom('location_payment_methods')
      .select('location_id')
      .execute();
    expect(bound).toHaveLength(4);
    expect(bound.every((row) => row.location_id === t.demo.demo.shopId)).toBe(true);
  });

  it("holds each method of the payment-method table under the table's catalogue id and label, the online one flagged", async () => {
    const catalogue = await t.db.selectFrom('payment_methods').select(['id', 'name', 'online']).orderBy('id').execute();
    for (const method of invoicePaymentMethods) {
      const { catalogueId, label } = PAYMENT_METHODS[method];
      expect(catalogue.find((entry) => entry.id === catalogueId)).toEqual({ id: catalogueId, name: label, online: method === 'online' ? 1 : 0 });
    }
    expect(catalogue).toHaveLength(invoicePaymentMethods.length);
  });

  it('seeds invoices in every state over several days, with totals the rules agree with', async () => {
    const invoices = await t.db.selectFrom('invoices').selectAll().where('location_id', '=', t.demo.demo.shopId).execute();
    expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(new Set(['open', 'closing', 'closed', 'canceled']));
    const days = new Set(invoices.map((invoice) => invoice.created_at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(3);

    for (const invoice of invoices) {
      const orders = await t.db.selectFrom('orders').selectAll().where('invoice_id', '=', invoice.id).execute();
      const amounts = invoiceAmountsOf(
        orders.map((order) => ({ type: order.type, status: order.status, totalCents: order.total_cents, deliveryFeeCents: order.delivery_fee_cents })),
        chargedBasisPointsOf(invoice),
      );
      expect({ id: invoice.id, total: invoice.total_cents, fee: invoice.delivery_fee_cents }).toEqual({
        id: invoice.id,
        total: amounts.totalCents,
        fee: amounts.deliveryFeeCents,
      });
      for (const order of orders) {
        const lines = await t.db.selectFrom('order_items').select('total_cents').where('order_id', '=', order.id).execute();
        expect(order.total_cents).toBe(lines.reduce((sum, line) => sum + line.total_cents, 0));
      }
      const payments = await t.db.selectFrom('order_payments').selectAll().where('invoice_id', '=', invoice.id).execute();
      if (invoice.prepay === 1 || invoice.status !== 'open') expect(payments).toHaveLength(1);
      if (invoice.status === 'closed') expect(payments[0].status).toBe(1);
    }
    const orderStatuses = await t.db.selectFrom('orders').select('status').where('location_id', '=', t.demo.demo.shopId).execute();
    expect(new Set(orderStatuses.map((order) => order.status))).toEqual(new Set(['open', 'authorized', 'started', 'completed', 'canceled']));
  });

  it('does nothing the second time', async () => {
    const before = await operationsState(t);
    const groups = await t.db.selectFrom('item_groups').select('id').execute();
    await seedDemoOperations(t.db, t.demo.demo);
    await seedOtherShopOperations(t.db, t.demo.other);
    expect(await operationsState(t)).toEqual(before);
    expect(await t.db.selectFrom('item_groups').select('id').execute()).toEqual(groups);
  });
});

describe('constraints hold on the database itself', () => {
  const shop = () => t.demo.demo.shopId;
  const now = new Date().toISOString();
  const anInvoice = () => t.db.selectFrom('invoices').select('id').executeTakeFirstOrThrow();
  const order = (invoiceId: number, fields: { type: number; status: string; code: string }) =>
    t.db.insertInto('orders').values({
      invoice_id: invoiceId,
      location_id: shop(),
      total_cents: 0,
      created_at: now,
      authorized_at: null,
      started_at: null,
      completed_at: null,
      canceled_at: null,
      idempotency_key: null,
      request_hash: null,
      ...fields,
      status: fields.status as 'open',
    });

  type Insert = { execute(): Promise<unknown> };
  const cases: [string, () => Promise<Insert> | Insert][] = [
    [
      'a category title over 50',
      () => t.db.insertInto('item_groups').values({ location_id: shop(), title: 'x'.repeat(51), image_id: null, updated_at: now }),
    ],
    [
      'a negative price',
      async () => {
        const group = await t.db.selectFrom('item_groups').select('id').where('location_id', '=', shop()).executeTakeFirstOrThrow();
        return t.db.insertInto('items').values({
          location_id: shop(),
          group_id: group.id,
          name: 'X',
          description: null,
          image_id: null,
          price_cents: -1,
          updated_at: now,
        });
      },
    ],
    [
      'a QR location name over 20',
      () => t.db.insertInto('qrcodes').values({ location_id: shop(), code: 'novo', location_name: 'x'.repeat(21), created_at: now }),
    ],
    [
      'a repeated QR code',
      () => t.db.insertInto('qrcodes').values({ location_id: shop(), code: 'mesa-1', location_name: 'Mesa', created_at: now }),
    ],
    ['an unknown order status', async () => order((await anInvoice()).id, { type: 0, status: 'bogus', code: 'z1' })],
    ['an order type above 3', async () => order((await anInvoice()).id, { type: 4, status: 'open', code: 'z2' })],
    [
      'a second binding of one payment method',
      async () => {
        const bound = await t.db.selectFrom('location_payment_methods').selectAll().executeTakeFirstOrThrow();
        return t.db
          .insertInto('location_payment_methods')
          .values({ location_id: bound.location_id, payment_method_id: bound.payment_method_id });
      },
    ],
  ];

  it.each(cases)('refuses %s', async (_name, build) => {
    // Not rejects.toThrow(): a worker loads the native driver once, so its errors may come from another test
    // file's realm and fail jest's Error check.
    const failure = await (await build()).execute().then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('accepts the same rows within the limits, so the refusals above are the constraints at work', async () => {
    const { id } = await anInvoice();
    await t.db.insertInto('item_groups').values({ location_id: shop(), title: 'x'.repeat(50), image_id: null, updated_at: now }).execute();
    await t.db.insertInto('qrcodes').values({ location_id: shop(), code: 'novo-ok', location_name: 'x'.repeat(20), created_at: now }).execute();
    await order(id, { type: 3, status: 'open', code: 'z3' }).execute();
  });
});

describe('migrations', () => {
  it('go down to the accounts schema and up again', async () => {
    const database = await createTestDatabase();
    try {
      await migrateToLatest(database.db);
      const migrator = new Migrator({ db: database.db as unknown as Kysely<unknown>, provider: { getMigrations: async () => migrations } });
      const down = await migrator.migrateTo('001_accounts');
      expect(down.error).toBeUndefined();
      // Every later migration undoes itself, newest first.
      const later = Object.keys(migrations).filter((name) => name > '001_accounts').reverse();
      expect(later).toEqual(expect.arrayContaining(['003_ordering', '002_menu']));
      expect(down.results?.map((result) => result.migrationName)).toEqual(later);
      await migrateToLatest(database.db);
      const methods = await database.db.selectFrom('payment_methods').select('name').execute();
      expect(methods).toHaveLength(6);
    } finally {
      await database.drop();
    }
  });

  it("013 gives the kitchen settings a shop saved before it the thresholds a device had by default, keeping the rest", async () => {
    const database = await createTestDatabase();
    try {
      const migrator = new Migrator({ db: database.db as unknown as Kysely<unknown>, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('012_kitchen_stations')).error).toBeUndefined();
      const accounts = await seedDemoAccounts(database.db);
      if (!accounts) throw new Error('the demo accounts were not created');
      const shopId = accounts.demo.shopId;
      // Saved under 012, which had no thresholds.
      await (database.db as unknown as Kysely<{ kitchen_settings: { location_id: number; auto_complete: number; tickets_from: string; board_minutes: number } }>)
        .insertInto('kitchen_settings')
        .values({ location_id: shopId, auto_complete: 0, tickets_from: 'started', board_minutes: 3 })
        .execute();
      await migrateToLatest(database.db);
      expect(await findKitchenSettings(database.db, shopId)).toEqual({ autoComplete: false, ticketsFrom: 'started', boardMinutes: 3, amberAfterMin: 10, redAfterMin: 20 });
      // And back down: the row stays, without them.
      expect((await migrator.migrateTo('012_kitchen_stations')).error).toBeUndefined();
      const kept = await (database.db as unknown as Kysely<{ kitchen_settings: Record<string, unknown> }>).selectFrom('kitchen_settings').selectAll().execute();
      expect(kept).toEqual([{ location_id: shopId, auto_complete: 0, tickets_from: 'started', board_minutes: 3 }]);
    } finally {
      await database.drop();
    }
  });
});
