import type { CustomerInvoice } from '@contract/customer';
import { createOrderingApp, itemNamed, menuOf, optionNamed, placed, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
beforeAll(async () => {
  t = await createOrderingApp();
});
afterAll(() => t.close());

const billOf = (invoiceId: number, accessToken: string) =>
  t.app.inject({ url: `/public/invoices/${invoiceId}`, headers: { 'x-invoice-access-token': accessToken } });

describe('GET /public/invoices/:id: the lines of each order', () => {
  it("lists each order's lines with their portion, options and total, to the comanda's holder only", async () => {
    const menu = await menuOf(t, 'mesa-1');
    const burger = itemNamed(menu, 'X-Burguer');
    const duplo = burger.portions.find((portion) => portion.name === 'Duplo')!;
    const options = [optionNamed(menu, burger.categoryId, 'Bacon').id, optionNamed(menu, burger.categoryId, 'Ovo').id];
    const first = await placed(t, 'mesa-1', {
      items: [
        { itemId: burger.id, quantity: 2, portionId: duplo.id, optionIds: options },
        { itemId: itemNamed(menu, 'Coca-Cola lata').id, quantity: 1 },
      ],
    });
    const second = await placed(t, 'mesa-1', {
      items: [{ itemId: itemNamed(menu, 'Pudim de leite').id, quantity: 1 }],
      invoiceId: first.invoiceId,
      accessToken: first.accessToken,
    });

    const answer = await billOf(first.invoiceId, first.accessToken);
    expect(answer.statusCode).toBe(200);
    const bill = answer.json() as CustomerInvoice;
    expect(bill.orders.map((order) => order.id)).toEqual([first.orderId, second.orderId]);
    expect(bill.orders[0].items).toEqual([
      // (32,90 + 4,00 + 2,50) × 2
      { name: 'X-Burguer', quantity: 2, portion: 'Duplo', options: ['Bacon', 'Ovo'], total: 78.8 },
      { name: 'Coca-Cola lata', quantity: 1, portion: null, options: [], total: 6.5 },
    ]);
    expect(bill.orders[1].items).toEqual([{ name: 'Pudim de leite', quantity: 1, portion: null, options: [], total: expect.any(Number) }]);

    expect((await billOf(first.invoiceId, 'not-the-token')).statusCode).toBe(404);
  });
});

describe('a comanda partly paid at the counter, as its holder reads it and asks for the bill', () => {
  it('shows what was paid and what is left, and asks for the rest: cash change and the waiting payment on what is left', async () => {
    const menu = await menuOf(t, 'mesa-1');
    // 4 × 6,50 = 26,00
    const order = await placed(t, 'mesa-1', { items: [{ itemId: itemNamed(menu, 'Coca-Cola lata').id, quantity: 4 }] });
    const fresh = (await billOf(order.invoiceId, order.accessToken)).json() as CustomerInvoice;
    expect(fresh).toMatchObject({ total: 26, paid: 0, left: 26 });

    const part = await t.app.inject({
      method: 'POST',
      url: `${t.shopPath}/invoices/${order.invoiceId}/payments`,
      headers: t.staff,
      payload: { amount: 10, paymentMethod: 'pix' },
    });
    expect(part.statusCode).toBe(201);
    expect((await billOf(order.invoiceId, order.accessToken)).json()).toMatchObject({ total: 26, paid: 10, left: 16 });

    const asked = await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${order.invoiceId}/closing`,
      payload: { accessToken: order.accessToken, paymentMethod: 'cash', paidWith: 20 },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'closing', paid: 10, left: 16, change: 4 });
    const waiting = await t.db.selectFrom('order_payments').select('amount_cents').where('invoice_id', '=', order.invoiceId).execute();
    expect(waiting).toEqual([{ amount_cents: 1600 }]);
  });

  it('refuses cash that covers the total no more than it covers what is left', async () => {
    const menu = await menuOf(t, 'mesa-1');
    const order = await placed(t, 'mesa-1', { items: [{ itemId: itemNamed(menu, 'Coca-Cola lata').id, quantity: 2 }] });
    await t.app.inject({ method: 'POST', url: `${t.shopPath}/invoices/${order.invoiceId}/payments`, headers: t.staff, payload: { amount: 5, paymentMethod: 'pix' } });
    const short = await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${order.invoiceId}/closing`,
      payload: { accessToken: order.accessToken, paymentMethod: 'cash', paidWith: 7 },
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('O valor em dinheiro não cobre o total.');
    expect((await billOf(order.invoiceId, order.accessToken)).json()).toMatchObject({ status: 'open', paid: 5, left: 8 });
  });
});
