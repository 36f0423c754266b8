import { Migrator, type Kysely } from 'kysely';
import type { DayReport } from '@contract/day-report';
import { PAYMENT_METHODS } from '@contract/payment-methods';
import { migrations } from '@server/db/migrations';
import { createOrderingApp, informPaymentAs, itemNamed, menuOf, placed, type OrderingApp } from './ordering-fixture';

// 'Vale-refeição', end to end: the catalogue has always offered it; a shop that accepts it records it like any other
// method (a part, the method informed), and Resumo and its CSV count it apart.
let t: OrderingApp;
let cokeId: number;
let methodsPath: string;

beforeAll(async () => {
  t = await createOrderingApp();
  cokeId = itemNamed(await menuOf(t, 'mesa-1'), 'Coca-Cola lata').id;
  const { providerId, shopId } = t.demo.demo;
  methodsPath = `/v2/payment/payments/providers/${providerId}/locations/${shopId}/payment-methods`;
});
afterAll(() => t.close());

const pay = (invoiceId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `${t.shopPath}/invoices/${invoiceId}/payments`, headers: t.staff, payload });

async function acceptMealVoucher(): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: methodsPath,
    headers: t.staff,
    payload: { paymentMethodId: PAYMENT_METHODS.mealVoucher.catalogueId, isPublic: false },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ name: 'Vale-refeição' });
  return res.json().id;
}

describe("'Vale-refeição'", () => {
  it('is refused as a part until the shop accepts it, then recorded, and it closes the comanda under its own method', async () => {
    const { invoiceId } = await placed(t, 'mesa-1', { items: [{ itemId: cokeId, quantity: 2 }] });
    const refused = await pay(invoiceId, { amount: 13, paymentMethod: 'mealVoucher' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('body/paymentMethod: este estabelecimento não aceita esta forma de pagamento.');

    const binding = await acceptMealVoucher();
    const paid = await pay(invoiceId, { amount: 13, paymentMethod: 'mealVoucher' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'closed', paymentMethod: 'mealVoucher', paid: 13 });
    // Change is for cash only.
    const { invoiceId: next } = await placed(t, 'mesa-1', { items: [{ itemId: cokeId, quantity: 1 }] });
    expect((await pay(next, { amount: 6.5, paymentMethod: 'mealVoucher', cashReceived: 10 })).statusCode).toBe(400);

    await t.app.inject({ method: 'DELETE', url: `${methodsPath}/${binding}`, headers: t.staff });
  });

  it("is the method staff inform with code 4, and Resumo and its CSV count it apart under its name", async () => {
    const { invoiceId } = await placed(t, 'balcao-pre', { items: [{ itemId: cokeId, quantity: 1 }] });
    const payment = await t.db.selectFrom('order_payments').select('id').where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
    const informed = await informPaymentAs(t, payment.id, 4);
    expect(informed.statusCode).toBe(200);
    expect(informed.json()).toMatchObject({ status: 1, method: 4 });
    const invoice = (await t.app.inject({ url: `${t.shopPath}/invoices/${invoiceId}`, headers: t.staff })).json();
    expect(invoice).toMatchObject({ status: 'closed', paymentMethod: 'mealVoucher' });

    const report: DayReport = (await t.app.inject({ url: `${t.shopPath}/day-report`, headers: t.staff })).json();
    const voucher = report.byPaymentMethod.find((group) => group.paymentMethod === 'mealVoucher');
    expect(voucher).toMatchObject({ paymentMethod: 'mealVoucher', invoices: 2 });
    const csv = (await t.app.inject({ url: `${t.shopPath}/day-report/orders.csv`, headers: t.staff })).body;
    expect(csv.split('\n').filter((line) => line.split(';').includes('Vale-refeição'))).toHaveLength(2);
  });

  it('is kept as debit when the migration goes down, and taken again once it is back up', async () => {
    const invoice = await t.db.selectFrom('invoices').select('id').where('payment_method', '=', 'mealVoucher').executeTakeFirstOrThrow();
    const part = await t.db.selectFrom('invoice_payments').select('id').where('method', '=', 'mealVoucher').executeTakeFirstOrThrow();
    const migrator = new Migrator({ db: t.db as unknown as Kysely<unknown>, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('023_invoice_payments')).error).toBeUndefined();
    const was = await t.db.selectFrom('invoices').select('payment_method').where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(was.payment_method).toBe('debitCard');
    const partWas = await t.db.selectFrom('invoice_payments').select('method').where('id', '=', part.id).executeTakeFirstOrThrow();
    expect(partWas.method).toBe('debitCard');
    const refused = await t.db
      .updateTable('invoices')
      .set({ payment_method: 'mealVoucher' })
      .where('id', '=', invoice.id)
      .execute()
      .then(() => null, (err: unknown) => err);
    expect(refused).toEqual(expect.objectContaining({ message: expect.stringMatching(/check|invoices_payment_method/i) }));

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await t.db.updateTable('invoices').set({ payment_method: 'mealVoucher' }).where('id', '=', invoice.id).execute();
    await t.db.updateTable('invoice_payments').set({ method: 'mealVoucher' }).where('id', '=', part.id).execute();
    const unknown = await t.db
      .updateTable('invoice_payments')
      .set({ method: 'voucher' as 'cash' })
      .where('id', '=', part.id)
      .execute()
      .then(() => null, (err: unknown) => err);
    expect(unknown).toEqual(expect.objectContaining({ message: expect.stringMatching(/check|invoice_payments_method/i) }));
  });
});
