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
