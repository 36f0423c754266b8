import { Migrator, type Kysely } from 'kysely';
import { migrations } from '@server/db/migrations';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let burgerId: number;
beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
});
afterAll(() => t.close());

const CANCELED_AT = '2026-01-10T18:30:00.000Z';

/** What canceling used to leave behind: every order canceled, the comanda still open (or closing) at $ 0,00. */
async function ghost(status: 'open' | 'closing'): Promise<number> {
  const { invoiceId } = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }] });
  await t.db.updateTable('orders').set({ status: 'canceled', canceled_at: CANCELED_AT }).where('invoice_id', '=', invoiceId).execute();
  await t.db.updateTable('invoices').set({ status, total_cents: 0 }).where('id', '=', invoiceId).execute();
  if (status === 'closing') {
    const invoice = await t.db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
    await t.db
      .insertInto('order_payments')
      .values({
        invoice_id: invoiceId,
        location_id: invoice.location_id,
        status: 0,
        amount_cents: 0,
        method: null,
        gateway: null,
        created_at: CANCELED_AT,
        last_update: CANCELED_AT,
      })
      .execute();
  }
  return invoiceId;
}

const invoiceRow = (id: number) => t.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('migration 017: comandas whose orders were all canceled', () => {
  it('cancels the ones left open or closing, as of their last order, and their waiting payment; the rest stay', async () => {
    const open = await ghost('open');
    const closing = await ghost('closing');
    const standing = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }] });
    const migrator = new Migrator({ db: t.db as unknown as Kysely<unknown>, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('012_kitchen_stations')).error).toBeUndefined();
    expect((await invoiceRow(open)).status).toBe('open');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect(await invoiceRow(open)).toMatchObject({ status: 'canceled', canceled_at: CANCELED_AT });
    expect(await invoiceRow(closing)).toMatchObject({ status: 'canceled', canceled_at: CANCELED_AT });
    expect(await invoiceRow(standing.invoiceId)).toMatchObject({ status: 'open', canceled_at: null });
    const payment = await t.db.selectFrom('order_payments').selectAll().where('invoice_id', '=', closing).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 2, last_update: CANCELED_AT });
  });
});
