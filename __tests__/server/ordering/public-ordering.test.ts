import { randomUUID } from 'node:crypto';
import type { PublicMenu } from '@contract/customer';
import {
  createOrderingApp,
  itemNamed,
  menuOf,
  operationsState,
  optionNamed,
  paidOnline,
  placed,
  postOrder,
  type OrderingApp,
} from './ordering-fixture';

let t: OrderingApp;
let menu: PublicMenu;
beforeAll(async () => {
  t = await createOrderingApp();
  menu = await menuOf(t, 'mesa-1');
});
afterAll(() => t.close());

const burger = () => itemNamed(menu, 'X-Burguer');
const duplo = () => burger().portions.find((portion) => portion.name === 'Duplo')!;
const bacon = () => optionNamed(menu, burger().categoryId, 'Bacon');

const staffInvoice = async (id: number) =>
  (await t.app.inject({ url: `${t.shopPath}/invoices/${id}`, headers: t.staff })).json();

describe('GET /public/qrcodes/:code/menu', () => {
  it('shows active categories with their items, portions and options, prices in reais, the sold-out ones marked', () => {
    expect(menu.shop).toEqual({ id: t.demo.demo.shopId, name: expect.any(String) });
    expect(menu.qrcode).toEqual({ code: 'mesa-1', location: 'Mesa 1', prepay: false });
    expect(menu.delivery).toEqual({ active: true, fee: 7 });
    expect(menu.categories.map((category) => category.title)).toEqual(['Lanches', 'Bebidas', 'Sobremesas']);
    expect(burger()).toMatchObject({ price: 24.9, portions: [{ name: 'Simples', price: 24.9 }, { name: 'Duplo', price: 32.9 }] });
    const names = menu.categories.flatMap((category) => category.items.map((item) => item.name));
    expect(itemNamed(menu, 'Pastel de carne')).toMatchObject({ available: false });
    expect(burger()).toMatchObject({ available: true });
    expect(names).toContain('X-Burguer');
    const lanches = menu.categories[0];
    expect(lanches.optionGroups.map((group) => group.title)).toEqual(['Adicionais', 'Molhos']);
    expect(lanches.optionGroups[0]).toMatchObject({ maxLength: 3, required: false });
    expect(lanches.optionGroups[0].options.map((option) => [option.name, option.available])).toEqual([
      ['Bacon', true],
      ['Ovo', true],
      ['Cheddar', true],
      ['Catupiry', false],
    ]);
    expect(menu.paymentMethods.map((method) => method.name)).toEqual(['Dinheiro', 'Cartão de crédito', 'Online']);
  });

  it("shows each shop only its own menu", async () => {
    const other = await menuOf(t, 'outro-mesa-1');
    expect(other.shop.id).toBe(t.demo.other.shopId);
    expect(other.categories.map((category) => category.title)).toEqual(['Pratos do dia']);
  });

  it('answers 404 for an unknown or inactive QR code', async () => {
    expect((await t.app.inject({ url: '/public/qrcodes/nao-existe/menu' })).statusCode).toBe(404);
    await t.db.updateTable('qrcodes').set({ active: 0 }).where('code', '=', 'mesa-3').execute();
    try {
      const res = await t.app.inject({ url: '/public/qrcodes/mesa-3/menu' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'QR code não encontrado.' });
      expect((await postOrder(t, 'mesa-3', { items: [{ itemId: burger().id, quantity: 1 }] })).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('qrcodes').set({ active: 1 }).where('code', '=', 'mesa-3').execute();
    }
  });
});

describe('POST /public/qrcodes/:code/orders', () => {
  it('refuses a price sent by the customer and prices the order from the menu', async () => {
    const before = await operationsState(t);
    const slipped = await postOrder(t, 'mesa-2', {
      items: [{ itemId: burger().id, quantity: 2, portionId: duplo().id, optionIds: [bacon().id], price: 0.01 } as never],
      total: 1,
    } as never);
    expect(slipped.statusCode).toBe(400);
    expect(await operationsState(t)).toEqual(before);

    const res = await postOrder(t, 'mesa-2', {
      items: [
        { itemId: burger().id, quantity: 2, portionId: duplo().id, optionIds: [bacon().id] },
        { itemId: itemNamed(menu, 'Coca-Cola lata').id, quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const invoice = await staffInvoice(res.json().invoiceId);
    const [order] = invoice.orders;
    expect(order.items).toEqual([
      {
        id: expect.any(Number),
        itemId: burger().id,
        name: 'X-Burguer',
        quantity: 2,
        price: 32.9,
        total: 73.8,
        portion: { name: 'Duplo', price: 32.9 },
        options: [{ id: expect.any(Number), optionId: bacon().id, name: 'Bacon', price: 4 }],
        // A new order: nothing done in the kitchen yet, and no station defined, so the default one takes it.
        preparedAt: null,
        preparedBy: null,
        stationId: null,
      },
      {
        id: expect.any(Number),
        itemId: itemNamed(menu, 'Coca-Cola lata').id,
        name: 'Coca-Cola lata',
        quantity: 3,
        price: 6.5,
        total: 19.5,
        portion: null,
        options: [],
        preparedAt: null,
        preparedBy: null,
        stationId: null,
      },
    ]);
    expect(order.total).toBe(93.3);
    expect(invoice.total).toBe(93.3);
  });

  it('keeps each line with its own options when several lines of several categories have them', async () => {
    const lanches = burger().categoryId;
    const named = (item: string) => itemNamed(menu, item).id;
    const res = await postOrder(t, 'mesa-2', {
      items: [
        { itemId: named('X-Salada'), quantity: 1, optionIds: [optionNamed(menu, lanches, 'Ovo').id] },
        { itemId: named('Coca-Cola lata'), quantity: 1 },
        {
          itemId: named('X-Bacon'),
          quantity: 2,
          optionIds: [optionNamed(menu, lanches, 'Cheddar').id, optionNamed(menu, lanches, 'Maionese verde').id],
        },
        { itemId: named('Pudim de leite'), quantity: 1, optionIds: [optionNamed(menu, itemNamed(menu, 'Pudim de leite').categoryId, 'Granola').id] },
      ],
    });
    expect(res.statusCode).toBe(201);
    const [order] = (await staffInvoice(res.json().invoiceId)).orders;
    const lines = order.items.map((line: { name: string; options: { name: string }[] }) => [line.name, line.options.map((option) => option.name)]);
    expect(lines).toEqual([
      ['X-Salada', ['Ovo']],
      ['Coca-Cola lata', []],
      ['X-Bacon', ['Cheddar', 'Maionese verde']],
      ['Pudim de leite', ['Granola']],
    ]);
    // 22.90 + 2.50, 6.50, 2 × (27.90 + 3.50 + 0), 9.50 + 2.00
    expect(order.total).toBe(106.2);
  });

  it('opens a pay-later invoice with an authorized order, and later orders join it with the access token', async () => {
    const first = await placed(t, 'mesa-1', { items: [{ itemId: burger().id, quantity: 1 }] });
    expect(first).toEqual({
      invoiceId: expect.any(Number),
      orderId: expect.any(Number),
      invoiceCode: expect.stringMatching(/^\d+$/),
      orderCode: expect.stringMatching(/^\d+$/),
      accessToken: expect.stringMatching(/^[\w-]{32}$/),
    });
    const second = await placed(t, 'mesa-1', {
      items: [{ itemId: itemNamed(menu, 'Pudim de leite').id, quantity: 2 }],
      invoiceId: first.invoiceId,
      accessToken: first.accessToken,
    });
    expect(second.invoiceId).toBe(first.invoiceId);
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.accessToken).toBe(first.accessToken);

    const invoice = await staffInvoice(first.invoiceId);
    expect(invoice).toMatchObject({ status: 'open', prepay: false, location: 'Mesa 1', total: 24.9 + 19, name: 'Cliente Teste' });
    expect(invoice.orders.map((order: { status: string }) => order.status)).toEqual(['authorized', 'authorized']);
    expect(invoice.orders[0].authorizedAt).toEqual(expect.any(String));
    expect(invoice.orders[0].locations).toEqual(['Mesa 1']);
    const payments = await t.db.selectFrom('order_payments').selectAll().where('invoice_id', '=', first.invoiceId).execute();
    expect(payments).toEqual([]);
  });

  it("refuses to join with a wrong token or another shop's invoice, as not found", async () => {
    const first = await placed(t, 'mesa-1', { items: [{ itemId: burger().id, quantity: 1 }] });
    const before = await operationsState(t);
    const wrongToken = await postOrder(t, 'mesa-1', {
      items: [{ itemId: burger().id, quantity: 1 }],
      invoiceId: first.invoiceId,
      accessToken: 'x'.repeat(32),
    });
    expect(wrongToken.statusCode).toBe(404);

    const otherMenu = await menuOf(t, 'outro-mesa-1');
    const otherShopInvoice = await placed(t, 'outro-mesa-1', { items: [{ itemId: otherMenu.categories[0].items[0].id, quantity: 1 }] });
    const afterOther = await operationsState(t);
    const crossShop = await postOrder(t, 'mesa-1', {
      items: [{ itemId: burger().id, quantity: 1 }],
      invoiceId: otherShopInvoice.invoiceId,
      accessToken: otherShopInvoice.accessToken,
    });
    expect(crossShop.statusCode).toBe(404);
    expect(await operationsState(t)).toEqual(afterOther);
    expect(afterOther.orders.length).toBe(before.orders.length + 1);
  });

  it('opens one prepaid invoice per order, the order open and a payment waiting for the total', async () => {
    const result = await placed(t, 'balcao-pre', { type: 1, items: [{ itemId: burger().id, quantity: 2 }] });
    const invoice = await staffInvoice(result.invoiceId);
    expect(invoice).toMatchObject({ status: 'open', prepay: true, total: 49.8, location: 'Balcão' });
    expect(invoice.orders[0]).toMatchObject({ status: 'open', authorizedAt: null, type: 1 });
    const payments = await t.db.selectFrom('order_payments').selectAll().where('invoice_id', '=', result.invoiceId).execute();
    expect(payments).toEqual([expect.objectContaining({ status: 0, amount_cents: 4980, method: null })]);

    const join = await postOrder(t, 'balcao-pre', {
      items: [{ itemId: burger().id, quantity: 1 }],
      invoiceId: result.invoiceId,
      accessToken: result.accessToken,
    });
    expect(join.statusCode).toBe(409);
  });

  it("adds the shop's delivery fee once to a delivery invoice and keeps the address", async () => {
    const address = {
      street: 'Rua das Flores',
      number: '100',
      complement: null,
      neighborhood: 'Centro',
      city: 'São Paulo',
      district: 'SP',
      cep: '01001-000',
    };
    const result = await placed(t, 'balcao-pre', { type: 3, address, items: [{ itemId: burger().id, quantity: 1 }] });
    const invoice = await staffInvoice(result.invoiceId);
    expect(invoice).toMatchObject({ deliveryFee: 7, total: 31.9, address });
    expect(invoice.orders[0].total).toBe(24.9);
    const payment = await t.db.selectFrom('order_payments').select('amount_cents').where('invoice_id', '=', result.invoiceId).executeTakeFirst();
    expect(payment?.amount_cents).toBe(3190);
  });

  it('refuses delivery while the shop has it switched off, storing nothing', async () => {
    await t.db.updateTable('delivery_settings').set({ active: 0 }).where('location_id', '=', t.demo.demo.shopId).execute();
    try {
      const address = { street: 'Rua A', number: '1', complement: null, neighborhood: 'B', city: 'C', district: null, cep: '01001000' };
      const before = await operationsState(t);
      const res = await postOrder(t, 'balcao-pre', { type: 3, address, items: [{ itemId: burger().id, quantity: 1 }] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'delivery_unavailable', message: 'Este estabelecimento não está fazendo entregas.' });
      expect(await operationsState(t)).toEqual(before);
      // Eating in still works.
      await placed(t, 'balcao-pre', { items: [{ itemId: burger().id, quantity: 1 }] });
    } finally {
      await t.db.updateTable('delivery_settings').set({ active: 1 }).where('location_id', '=', t.demo.demo.shopId).execute();
    }
  });

  describe('bad input changes nothing', () => {
    const line = () => ({ itemId: burger().id, quantity: 1 });
    const cases: [string, number, () => Record<string, unknown>][] = [
      ['no items', 400, () => ({ items: [] })],
      ['quantity 0', 400, () => ({ items: [{ ...line(), quantity: 0 }] })],
      ['quantity 100', 400, () => ({ items: [{ ...line(), quantity: 100 }] })],
      ['a text item id', 400, () => ({ items: [{ ...line(), itemId: 'um' }] })],
      ['type 4', 400, () => ({ type: 4, items: [line()] })],
      ['no customer name', 400, () => ({ customer: { name: '' }, items: [line()] })],
      ['a bad mobile', 400, () => ({ customer: { name: 'A', mobile: '123' }, items: [line()] })],
      ['delivery without address', 400, () => ({ type: 3, items: [line()] })],
      ['an unknown item', 400, () => ({ items: [{ itemId: 999_999, quantity: 1 }] })],
      ['an unavailable item', 409, () => ({ items: [{ itemId: unavailableItemId, quantity: 1 }] })],
      ['a portion of another item', 400, () => ({ items: [{ ...line(), portionId: itemNamed(menu, 'Suco natural').portions[0].id }] })],
      ['an option of another category', 400, () => ({ items: [{ ...line(), optionIds: [optionNamed(menu, itemNamed(menu, 'Pudim de leite').categoryId, 'Granola').id] }] })],
      ['more options than allowed', 400, () => ({ items: [{ ...line(), optionIds: [bacon().id, bacon().id, bacon().id, bacon().id] }] })],
      ["another shop's item", 400, () => ({ items: [{ itemId: otherItemId, quantity: 1 }] })],
    ];
    let unavailableItemId: number;
    let otherItemId: number;
    beforeAll(async () => {
      const pastel = await t.db.selectFrom('items').select('id').where('name', '=', 'Pastel de carne').executeTakeFirstOrThrow();
      unavailableItemId = pastel.id;
      otherItemId = (await menuOf(t, 'outro-mesa-1')).categories[0].items[0].id;
    });

    it.each(cases)('%s → %i', async (_name, status, body) => {
      const before = await operationsState(t);
      const res = await postOrder(t, 'mesa-1', body() as never);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: status === 400 ? 'bad_request' : 'conflict', message: expect.any(String) });
      expect(await operationsState(t)).toEqual(before);
    });

    it('requires the Idempotency-Key header', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/public/qrcodes/mesa-1/orders',
        payload: { type: 0, customer: { name: 'A' }, items: [line()] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/idempotency-key/);
    });
  });
});

describe('idempotent placement', () => {
  it('returns the first result for a retry and creates one order', async () => {
    const key = randomUUID();
    const body = { items: [{ itemId: burger().id, quantity: 1 }] };
    const first = await postOrder(t, 'mesa-2', body, key);
    const before = await operationsState(t);
    const retry = await postOrder(t, 'mesa-2', body, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await operationsState(t)).toEqual(before);
  });

  it('returns the first result for a retry after the item it named stopped being available', async () => {
    const key = randomUUID();
    const body = { items: [{ itemId: itemNamed(menu, 'X-Salada').id, quantity: 1 }] };
    const first = await postOrder(t, 'mesa-2', body, key);
    await t.db.updateTable('items').set({ available: 0 }).where('id', '=', body.items[0].itemId).execute();
    try {
      const before = await operationsState(t);
      const retry = await postOrder(t, 'mesa-2', body, key);
      expect(first.statusCode).toBe(201);
      expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);
      expect(await operationsState(t)).toEqual(before);
      // A new key for the same order is refused: the item is not available.
      expect((await postOrder(t, 'mesa-2', body, randomUUID())).statusCode).toBe(409);
    } finally {
      await t.db.updateTable('items').set({ available: 1 }).where('id', '=', body.items[0].itemId).execute();
    }
  });

  it('creates one order when the same request races itself', async () => {
    const key = randomUUID();
    const body = { items: [{ itemId: burger().id, quantity: 1 }] };
    const before = await operationsState(t);
    const answers = await Promise.all([1, 2, 3, 4].map(() => postOrder(t, 'mesa-2', body, key)));
    const results = answers.map((res) => res.json());
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((result) => result.orderId)).size).toBe(1);
    expect((await operationsState(t)).orders.length).toBe(before.orders.length + 1);
  });

  it('refuses a key reused for a different order', async () => {
    const key = randomUUID();
    await postOrder(t, 'mesa-2', { items: [{ itemId: burger().id, quantity: 1 }] }, key);
    const before = await operationsState(t);
    const res = await postOrder(t, 'mesa-2', { items: [{ itemId: burger().id, quantity: 2 }] }, key);
    expect(res.statusCode).toBe(409);
    expect(await operationsState(t)).toEqual(before);
  });

  it('keeps keys apart between QR codes', async () => {
    const key = randomUUID();
    const body = { items: [{ itemId: burger().id, quantity: 1 }] };
    const a = await placed(t, 'mesa-1', body).then(() => postOrder(t, 'mesa-2', body, key));
    const b = await postOrder(t, 'mesa-3', body, key);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().orderId).not.toBe(a.json().orderId);
  });
});

describe('asking for the bill and paying online', () => {
  const closing = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/public/invoices/${id}/closing`, payload });
  const payOnline = (id: number, accessToken: string) =>
    t.app.inject({ method: 'POST', url: `/public/invoices/${id}/online-payment`, payload: { accessToken } });

  it('moves a pay-later invoice to closing with a waiting payment and the change for cash', async () => {
    const order = await placed(t, 'mesa-3', { items: [{ itemId: burger().id, quantity: 1 }] });
    const res = await closing(order.invoiceId, { accessToken: order.accessToken, paymentMethod: 'cash', paidWith: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closing', paymentMethod: 'cash', total: 24.9, change: 25.1 });
    const invoice = await staffInvoice(order.invoiceId);
    expect(invoice).toMatchObject({ status: 'closing', paidWith: 50, change: 25.1, closingAt: expect.any(String) });
    const payments = await t.db.selectFrom('order_payments').selectAll().where('invoice_id', '=', order.invoiceId).execute();
    expect(payments).toEqual([expect.objectContaining({ status: 0, amount_cents: 2490 })]);

    const before = await operationsState(t);
    expect((await closing(order.invoiceId, { accessToken: order.accessToken, paymentMethod: 'cash' })).statusCode).toBe(409);
    const join = await postOrder(t, 'mesa-3', { items: [{ itemId: burger().id, quantity: 1 }], invoiceId: order.invoiceId, accessToken: order.accessToken });
    expect(join.statusCode).toBe(409);
    expect(await operationsState(t)).toEqual(before);
  });

  it.each([
    ['cash that does not cover the total', { paymentMethod: 'cash', paidWith: 10 }, 409],
    ['change for a card', { paymentMethod: 'creditCard', paidWith: 50 }, 409],
    ['an unknown method', { paymentMethod: 'boleto' }, 400],
    ['a negative amount', { paymentMethod: 'cash', paidWith: -1 }, 400],
  ])('refuses %s, changing nothing', async (_name, payload, status) => {
    const order = await placed(t, 'mesa-3', { items: [{ itemId: burger().id, quantity: 1 }] });
    const before = await operationsState(t);
    expect((await closing(order.invoiceId, { accessToken: order.accessToken, ...payload })).statusCode).toBe(status);
    expect(await operationsState(t)).toEqual(before);
  });

  it('refuses Pix at a shop without a Pix key, changing nothing', async () => {
    // The demo shop comes with a key: it is removed for this case and put back after.
    const pixPath = `/v2/payment/payments/providers/${t.demo.demo.providerId}/locations/${t.demo.demo.shopId}/pix`;
    const kept = (await t.app.inject({ url: pixPath, headers: t.staff })).json();
    expect((await t.app.inject({ method: 'DELETE', url: pixPath, headers: t.staff })).statusCode).toBe(204);
    try {
      const order = await placed(t, 'mesa-3', { items: [{ itemId: burger().id, quantity: 1 }] });
      const before = await operationsState(t);
      const res = await closing(order.invoiceId, { accessToken: order.accessToken, paymentMethod: 'pix' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('pix_not_configured');
      expect(await operationsState(t)).toEqual(before);
    } finally {
      await t.app.inject({ method: 'PUT', url: pixPath, headers: t.staff, payload: kept });
    }
  });

  it('answers 404 for a wrong access token or unknown invoice', async () => {
    const order = await placed(t, 'mesa-3', { items: [{ itemId: burger().id, quantity: 1 }] });
    expect((await closing(order.invoiceId, { accessToken: 'nope', paymentMethod: 'cash' })).statusCode).toBe(404);
    expect((await closing(999_999, { accessToken: order.accessToken, paymentMethod: 'cash' })).statusCode).toBe(404);
    expect((await payOnline(order.invoiceId, 'nope')).statusCode).toBe(404);
  });

  it("prepaid, paid online: nothing is paid at the start; the provider's confirmation closes the invoice and authorizes the order", async () => {
    const order = await placed(t, 'balcao-pre', { type: 1, items: [{ itemId: burger().id, quantity: 1 }] });
    const res = await payOnline(order.invoiceId, order.accessToken);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'pending', reference: expect.any(String), invoice: { status: 'open', orders: [{ status: 'open' }] } });
    expect(await staffInvoice(order.invoiceId)).toMatchObject({ status: 'open' });

    await t.app.payments.settled();
    expect(await staffInvoice(order.invoiceId)).toMatchObject({ status: 'closed', paymentMethod: 'online', orders: [{ status: 'authorized' }] });
    const payments = await t.db.selectFrom('order_payments').selectAll().where('invoice_id', '=', order.invoiceId).execute();
    expect(payments).toEqual([expect.objectContaining({ status: 1, method: null, gateway: 0 })]);
    expect((await payOnline(order.invoiceId, order.accessToken)).statusCode).toBe(409);
  });

  it('pay-later: online payment needs the bill first, then completes the payment and staff closes', async () => {
    const order = await placed(t, 'mesa-3', { items: [{ itemId: burger().id, quantity: 2 }] });
    expect((await payOnline(order.invoiceId, order.accessToken)).statusCode).toBe(409);
    await closing(order.invoiceId, { accessToken: order.accessToken, paymentMethod: 'online' });
    await paidOnline(t, order.invoiceId, order.accessToken);
    expect(await staffInvoice(order.invoiceId)).toMatchObject({ status: 'closing', paymentMethod: 'online', total: 49.8 });

    const closed = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/invoices/${order.invoiceId}/closed`, headers: t.staff });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
  });
});

describe('end to end through the public API and the staff API', () => {
  it('pay later: two orders, the bill by card, staff informs the payment then closes', async () => {
    const first = await placed(t, 'mesa-2', { items: [{ itemId: burger().id, quantity: 1, optionIds: [bacon().id] }] });
    await placed(t, 'mesa-2', {
      items: [{ itemId: itemNamed(menu, 'Suco natural').id, quantity: 2, portionId: itemNamed(menu, 'Suco natural').portions[1].id }],
      invoiceId: first.invoiceId,
      accessToken: first.accessToken,
    });
    const bill = await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${first.invoiceId}/closing`,
      payload: { accessToken: first.accessToken, paymentMethod: 'creditCard' },
    });
    expect(bill.json()).toMatchObject({ status: 'closing', total: 28.9 + 22 });

    // Closing before the payment is informed is refused and changes nothing.
    const early = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/invoices/${first.invoiceId}/closed`, headers: t.staff });
    expect(early.statusCode).toBe(409);

    const payment = await t.db.selectFrom('order_payments').select('id').where('invoice_id', '=', first.invoiceId).executeTakeFirstOrThrow();
    const informed = await t.app.inject({
      method: 'POST',
      url: `${t.paymentsPath}/${payment.id}/payment-operator`,
      headers: t.staff,
      payload: { paymentMethod: 1, gateway: 0, data: null },
    });
    expect(informed.json()).toMatchObject({ status: 1, method: 1, amount: 50.9, ownerId: first.invoiceId });
    expect((await staffInvoice(first.invoiceId)).status).toBe('closing');

    const closed = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/invoices/${first.invoiceId}/closed`, headers: t.staff });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', paymentMethod: 'creditCard', total: 50.9 });
  });

  it('prepaid: staff confirms the payment, which closes the invoice and approves the order; closing again is harmless', async () => {
    const order = await placed(t, 'balcao-pre', { type: 2, items: [{ itemId: burger().id, quantity: 1 }] });
    const payment = await t.db.selectFrom('order_payments').select('id').where('invoice_id', '=', order.invoiceId).executeTakeFirstOrThrow();
    const informed = await t.app.inject({
      method: 'POST',
      url: `${t.paymentsPath}/${payment.id}/payment-operator`,
      headers: t.staff,
      payload: { paymentMethod: 2, gateway: 0, data: null },
    });
    expect(informed.statusCode).toBe(200);
    const invoice = await staffInvoice(order.invoiceId);
    expect(invoice).toMatchObject({ status: 'closed', paymentMethod: 'debitCard' });
    expect(invoice.orders[0]).toMatchObject({ status: 'authorized', authorizedAt: expect.any(String) });

    const before = await operationsState(t);
    const closeAgain = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/invoices/${order.invoiceId}/closed`, headers: t.staff });
    expect(closeAgain.statusCode).toBe(200);
    expect(closeAgain.json()).toMatchObject({ status: 'closed' });
    expect(await operationsState(t)).toEqual(before);

    const started = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/${order.orderId}/started`, headers: t.staff });
    expect(started.json()).toMatchObject({ status: 'started' });
  });
});
