import { MAX_OFFSET } from '../../../contract/ordering';
import { controlCharacterAt } from '../../../server/src/plugins/control-characters';
import { createOrderingApp, itemNamed, menuOf, operationsState, postOrder, type OrderingApp } from '../ordering/ordering-fixture';

let t: OrderingApp;
let burgerId: number;
beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
});
afterAll(() => t.close());

describe('input that once made the server fail', () => {
  it('refuses control characters anywhere (path, query, body) with 400, on SQLite and PostgreSQL alike, storing nothing', async () => {
    const before = await operationsState(t);
    const path = await t.app.inject({ url: '/public/qrcodes/a%00b/menu' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ error: 'bad_request', message: 'params.code contém um caractere de controle.' });

    const query = await t.app.inject({ url: `${t.shopPath}/orders?from=2026-01-01%00`, headers: t.staff });
    expect(query.statusCode).toBe(400);

    for (const name of ['Ana\u0000', 'Ana\u001b[31m', 'Ana\u007f']) {
      const order = await postOrder(t, 'mesa-1', { customer: { name }, items: [{ itemId: burgerId, quantity: 1 }] });
      expect(order.statusCode).toBe(400);
      expect(order.json().message).toBe('body.customer.name contém um caractere de controle.');
    }
    expect(await operationsState(t)).toEqual(before);
  });

  it('bounds offset on the lists, instead of passing 2^63 to the database', async () => {
    for (const url of [`${t.shopPath}/orders`, `${t.shopPath}/invoices`]) {
      for (const offset of ['9223372036854775808', '99999999999999999999', String(MAX_OFFSET + 1)]) {
        const res = await t.app.inject({ url: `${url}?offset=${offset}`, headers: t.staff });
        expect({ url, offset, status: res.statusCode }).toEqual({ url, offset, status: 400 });
      }
      expect((await t.app.inject({ url: `${url}?offset=${MAX_OFFSET}`, headers: t.staff })).statusCode).toBe(200);
    }
  });
});

describe('controlCharacterAt', () => {
  it('finds the first control character in nested texts and keys, letting tab, line feed and carriage return through', () => {
    expect(controlCharacterAt({ a: 'ok', b: [{ c: 'x\u0000' }] }, 'body')).toBe('body.b.0.c');
    expect(controlCharacterAt({ ['k\u0001']: 'v' }, 'body')).toBe('body.k\u0001');
    expect(controlCharacterAt({ note: 'linha 1\nlinha 2\r\n\tfim', n: 3, empty: null }, 'body')).toBeNull();
    expect(controlCharacterAt(Buffer.from('\u0000'), 'body')).toBeNull();
  });
});
