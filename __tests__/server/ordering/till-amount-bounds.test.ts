import { PAID_WITH_MAX, TILL_AMOUNT_MAX } from '@contract/limits';
import type { Invoice } from '@contract/ordering';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from './ordering-fixture';

/*
 * Every amount a person types for a payment has a ceiling in its schema, refused with 400 in the API's words on both
 * databases: above 21.474.836,47 the cents no longer fit the 32-bit columns (a 500 on PostgreSQL, an absurd change
 * on SQLite).
 */

let t: OrderingApp;
let cokeId: number;

beforeAll(async () => {
  t = await createOrderingApp();
  cokeId = itemNamed(await menuOf(t, 'mesa-1'), 'Coca-Cola lata').id;
});
afterAll(() => t.close());

/** Past what a 32-bit cents column holds (R$ 21.474.836,47). */
const BEYOND_INTEGER_CENTS = 21_474_836.48;

const comanda = () => placed(t, 'mesa-1', { items: [{ itemId: cokeId, quantity: 2 }] });
const pay = (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `${t.shopPath}/invoices/${id}/payments`, headers: t.staff, payload });
const partRows = (invoiceId: number) => t.db.selectFrom('invoice_payments').selectAll().where('invoice_id', '=', invoiceId).execute();

describe('a part of a comanda', () => {
  it.each([
    [{ amount: 5, paymentMethod: 'cash', cashReceived: BEYOND_INTEGER_CENTS }, 'body cashReceived informe um valor em reais de no máximo $ 1.000.000,00'],
    [{ amount: 5, paymentMethod: 'cash', cashReceived: TILL_AMOUNT_MAX + 0.01 }, 'body cashReceived informe um valor em reais de no máximo $ 1.000.000,00'],
    [{ amount: 5, paymentMethod: 'cash', cashReceived: '10' }, 'body cashReceived informe um valor em reais de no máximo $ 1.000.000,00'],
    [{ amount: BEYOND_INTEGER_CENTS, paymentMethod: 'pix' }, 'body amount informe um valor em reais de no máximo $ 1.000.000,00'],
    [{ amount: 1e308, paymentMethod: 'cash', cashReceived: 1e308 }, 'body amount informe um valor em reais de no máximo $ 1.000.000,00; cashReceived informe um valor em reais de no máximo $ 1.000.000,00'],
  ])('refuses %j with 400 naming the field, and records nothing', async (part, message) => {
    const { invoiceId } = await comanda();
    const res = await pay(invoiceId, part);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message });
    expect(await partRows(invoiceId)).toEqual([]);
  });

  it('takes cash up to the ceiling and keeps the exact change', async () => {
    const { invoiceId } = await comanda();
    const res = await pay(invoiceId, { amount: 13, paymentMethod: 'cash', cashReceived: TILL_AMOUNT_MAX });
    expect(res.statusCode).toBe(201);
    expect((res.json() as Invoice).payments?.[0]).toMatchObject({ amount: 13, cashReceived: TILL_AMOUNT_MAX, change: TILL_AMOUNT_MAX - 13 });
    expect(await partRows(invoiceId)).toEqual([
      expect.objectContaining({ amount_cents: 1300, cash_received_cents: TILL_AMOUNT_MAX * 100, change_cents: (TILL_AMOUNT_MAX - 13) * 100 }),
    ]);
  });
});

describe("a part's Pix code", () => {
  it('refuses an amount above the ceiling with 400 naming it', async () => {
    const { invoiceId } = await comanda();
    const res = await t.app.inject({ url: `${t.shopPath}/invoices/${invoiceId}/pix?amount=${BEYOND_INTEGER_CENTS}`, headers: t.staff });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'querystring amount informe um valor em reais de no máximo $ 1.000.000,00' });
  });
});

describe("the customer's 'troco para'", () => {
  it.each([
    [PAID_WITH_MAX + 0.01, 400],
    [BEYOND_INTEGER_CENTS, 400],
    [-1, 400],
    [PAID_WITH_MAX, 200],
  ])('%d answers %i', async (paidWith, status) => {
    const order = await comanda();
    const res = await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${order.invoiceId}/closing`,
      payload: { accessToken: order.accessToken, paymentMethod: 'cash', paidWith },
    });
    expect(res.statusCode).toBe(status);
    if (status === 400) {
      expect(res.json()).toEqual({ error: 'bad_request', message: 'body paidWith informe um valor em reais de $ 0,00 a $ 99.999,99' });
    } else {
      expect(res.json()).toMatchObject({ change: PAID_WITH_MAX - 13 });
    }
  });
});
