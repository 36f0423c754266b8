import { MAX_OFFSET } from '@contract/ordering';
import { parseOrderMaxTotal } from '@server/config';
import { controlCharacterAt } from '@server/plugins/control-characters';
import { createOrderingApp, itemNamed, menuOf, operationsState, placed, postOrder, type OrderingApp } from '../ordering/ordering-fixture';

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

describe('one validator for every route', () => {
  it('reads path and query text as a number only when it is exactly one, on the staff lists and the payments too', async () => {
    const { shopId } = t.demo.demo;
    const payments = `${t.paymentsPath}/locations/${shopId}`;
    const status = async (url: string) => (await t.app.inject({ url, headers: t.staff })).statusCode;

    for (const limit of ['1.5', '1e1', '0x10', ' 5', 'cinco']) expect({ limit, status: await status(`${t.shopPath}/orders?limit=${limit}`) }).toEqual({ limit, status: 400 });
    expect(await status(`${t.shopPath}/orders?limit=5`)).toBe(200);
    expect(await status(`${t.shopPath}/orders/1e0`)).toBe(400);
    expect(await status(`${t.shopPath}/invoices?offset=1.0`)).toBe(400);

    // A list parameter sent once is a list of one; each value is converted, or refused when it is no number.
    const listed = await t.app.inject({ url: `${payments}?applicationType=1&status=0`, headers: t.staff });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().orderPayments.every((payment: { status: number }) => payment.status === 0)).toBe(true);
    expect(await status(`${payments}?applicationType=1&status=0&status=1`)).toBe(200);
    expect(await status(`${payments}?applicationType=1&status=0,1`)).toBe(200);
    for (const bad of ['status=zero', 'status=3', 'status=1.5', 'status=0x1']) expect({ bad, status: await status(`${payments}?applicationType=1&${bad}`) }).toEqual({ bad, status: 400 });
    expect(await status(`${payments}?applicationType=2`)).toBe(400);
  });
});

describe('what a customer order may be', () => {
  const line = () => ({ itemId: burgerId, quantity: 1 });

  it('takes an e-mail, and refuses a malformed one', async () => {
    await placed(t, 'mesa-1', { customer: { name: 'Ana', email: 'ana.souza+mesa@exemplo.com.br' }, items: [line()] });
    const bad = await postOrder(t, 'mesa-1', { customer: { name: 'Ana', email: 'ana@@exemplo' }, items: [line()] });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a name someone can read: not blank, not only invisible characters', async () => {
    const before = await operationsState(t);
    for (const name of ['   ', '\u200b\u200b', '\ufeff', ' \u2060 ']) {
      const res = await postOrder(t, 'mesa-1', { customer: { name }, items: [line()] });
      expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
    }
    expect(await operationsState(t)).toEqual(before);
  });

  // Each prints blank or turns the text around on tiles, tickets and the CSV.
  const INVISIBLES = ['\u200E', '\u200F', '\u202E', '\u202D', '\u202C', '\u2066', '\u2067', '\u2068', '\u2069', '\u3164', '\u2800', '\u00AD', '\u034F', '\u180E', '\u{E0041}', '\u{E007F}', '\u200B', '\u115F', '\u1160', '\uFFA0', '\u061C'];

  it('refuses a name of only invisible or bidi characters with a clear message, storing nothing', async () => {
    const before = await operationsState(t);
    for (const name of [...INVISIBLES, INVISIBLES.join(''), `${INVISIBLES.join(' ')} .`, '---']) {
      const res = await postOrder(t, 'mesa-1', { customer: { name }, items: [line()] });
      expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
      expect(res.json().message).toMatch(/customer\.name/);
    }
    const res = await postOrder(t, 'mesa-1', { customer: { name: '\u3164\u2800' }, items: [line()] });
    expect(res.json().message).toBe('body customer.name precisa de ao menos uma letra ou um número');
    expect(await operationsState(t)).toEqual(before);
  });

  it('keeps a name without its invisible and bidi characters', async () => {
    const order = await placed(t, 'mesa-1', { customer: { name: `Mesa 5\u202E 00,0$R${INVISIBLES.join('')} Ana` }, items: [line()] });
    const shown = (await t.app.inject({ url: `${t.shopPath}/invoices/${order.invoiceId}`, headers: t.staff })).json();
    expect(JSON.stringify(shown)).toContain('Mesa 5 00,0$R Ana');
    for (const character of INVISIBLES) expect(JSON.stringify(shown)).not.toContain(character);
  });
});

describe('names staff type', () => {
  it('lose invisible and bidi characters and need a letter or a digit: menu records and QR codes', async () => {
    const menuShop = `/menu/accounts/${t.demo.demo.providerId}/shops/${t.demo.demo.shopId}`;
    const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `${menuShop}${path}`, headers: t.staff, payload });
    const group = await post('/item-groups', { title: '\u202EBebidas\u200B', active: true });
    expect(group.statusCode).toBe(201);
    const stored = await t.app.inject({ url: `${menuShop}/item-groups/${group.json().id}`, headers: t.staff });
    expect(stored.json().title).toBe('Bebidas');
    const qrCode = await post('/qrcodes', { locationName: '\u2067Mesa 9\u2069' });
    expect(qrCode.statusCode).toBe(201);
    expect(qrCode.json().locationName).toBe('Mesa 9');

    const before = await operationsState(t);
    const blankGroup = await post('/item-groups', { title: '\u3164\u2800\u200F', active: true });
    expect(blankGroup.statusCode).toBe(400);
    expect(blankGroup.json().message).toBe('body title precisa de ao menos uma letra ou um número');
    expect((await post('/qrcodes', { locationName: '\u202E\u00AD' })).statusCode).toBe(400);
    expect(await operationsState(t)).toEqual(before);
  });
});

describe('the largest order (ORDER_MAX_TOTAL)', () => {
  let small: OrderingApp;
  beforeAll(async () => {
    // R$ 50,00 at most, so two burgers fit and three do not.
    small = await createOrderingApp({ config: { orderMaxTotalCents: 5000 } });
  });
  afterAll(() => small.close());

  it('refuses an order above it with a stable code, storing nothing', async () => {
    const burger = itemNamed(await menuOf(small, 'mesa-1'), 'X-Burguer');
    expect(burger.price * 2).toBeLessThanOrEqual(50);
    await placed(small, 'mesa-1', { items: [{ itemId: burger.id, quantity: 2 }] });
    const before = await operationsState(small);
    const res = await postOrder(small, 'mesa-1', { items: [{ itemId: burger.id, quantity: 3 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'order_total_too_high', message: 'O total do pedido passa do máximo aceito por este estabelecimento.' });
    expect(await operationsState(small)).toEqual(before);
  });

  it('is read from the environment in reais, strictly', () => {
    expect(parseOrderMaxTotal(undefined)).toBe(999_999);
    expect(parseOrderMaxTotal('150.5')).toBe(15_050);
    for (const bad of ['0', '-1', '1e3', '12.345', 'dez']) expect(() => parseOrderMaxTotal(bad)).toThrow('Invalid ORDER_MAX_TOTAL');
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
