import { Migrator, sql, type Kysely } from 'kysely';
import { isPostgres } from '@server/db/columns';
import { crc16 } from '@server/domain/br-code';
import { migrations } from '@server/db/migrations';
import { createOrderingApp, informPaymentAs, itemNamed, menuOf, placed, type OrderingApp } from '../ordering/ordering-fixture';
import { emvFieldsOf } from './br-code-reader';

let t: OrderingApp;
let burgerId: number;
let otherBurgerId: number;
let pixPath: string;
let otherPixPath: string;

const RECEIVER = { key: '529.982.247-25', merchantName: 'Café da Praça', merchantCity: 'São Paulo' };
const KEPT = { key: '52998224725', merchantName: 'CAFE DA PRACA', merchantCity: 'SAO PAULO' };

beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
  const otherMenu = await menuOf(t, 'outro-mesa-1');
  otherBurgerId = otherMenu.categories[0].items[0].id;
  const { demo, other } = t.demo;
  pixPath = `/v2/payment/payments/providers/${demo.providerId}/locations/${demo.shopId}/pix`;
  otherPixPath = `/v2/payment/payments/providers/${other.providerId}/locations/${other.shopId}/pix`;
});
afterAll(() => t.close());

const asStaff = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, headers = t.staff) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const staffPix = (invoiceId: number, shopPath = t.shopPath, headers = t.staff) =>
  t.app.inject({ url: `${shopPath}/invoices/${invoiceId}/pix`, headers });
const customerPix = (invoiceId: number, accessToken?: string) =>
  t.app.inject({ url: `/public/invoices/${invoiceId}/pix`, headers: accessToken === undefined ? {} : { 'x-invoice-access-token': accessToken } });

describe('the demo shop', () => {
  it('comes with a Pix key, so the demo shows Pix out of the box', async () => {
    const settings = await asStaff('GET', pixPath);
    expect(settings.json()).toEqual({ key: 'pix@restaurante-demo.example', merchantName: 'RESTAURANTE DEMO', merchantCity: 'SAO PAULO' });
  });
});

describe('before the shop sets a Pix key', () => {
  it('answers null for the settings, 409 pix_not_configured for a comanda, and refuses a bill asked for by Pix', async () => {
    // The demo comes with a key: this shop removes it first.
    expect((await asStaff('DELETE', pixPath)).statusCode).toBe(204);
    const settings = await asStaff('GET', pixPath);
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toBeNull();

    const order = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }] });
    for (const res of [await staffPix(order.invoiceId), await customerPix(order.invoiceId, order.accessToken)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'pix_not_configured', message: 'Este estabelecimento não cadastrou uma chave Pix.' });
    }
    const closing = await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${order.invoiceId}/closing`,
      payload: { accessToken: order.accessToken, paymentMethod: 'pix' },
    });
    expect(closing.statusCode).toBe(409);
    expect(closing.json().code).toBe('pix_not_configured');
  });
});

describe('the Pix settings', () => {
  it.each([
    [{ ...RECEIVER, key: '529.982.247-26' }, 'body/key: CPF inválido: confira os dígitos.'],
    [{ ...RECEIVER, key: '11222333000182' }, 'body/key: CNPJ inválido: confira os dígitos.'],
    [{ ...RECEIVER, key: '+5511876543' }, 'body/key: Celular inválido'],
    [{ ...RECEIVER, key: 'caixa@bar' }, 'body/key: E-mail inválido.'],
    [{ ...RECEIVER, key: 'qualquer coisa' }, 'body/key: Chave Pix inválida'],
    [{ ...RECEIVER, merchantName: 'Restaurante e Pizzaria São Jorge' }, 'body/merchantName: Use no máximo 25 caracteres.'],
    [{ ...RECEIVER, merchantCity: 'Ribeirão das Neves' }, 'body/merchantCity: Use no máximo 15 caracteres.'],
    [{ ...RECEIVER, merchantCity: '  ' }, 'body/merchantCity: Informe a cidade.'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const res = await asStaff('PUT', pixPath, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining(message) });
    expect((await asStaff('GET', pixPath)).json()).toBeNull();
  });

  it('refuses a body missing a field or with an extra type', async () => {
    expect((await asStaff('PUT', pixPath, { key: KEPT.key, merchantName: 'X' })).statusCode).toBe(400);
    expect((await asStaff('PUT', pixPath, { ...RECEIVER, key: 52998224725 })).statusCode).toBe(400);
  });

  it('keeps the key as the DICT holds it and the texts as the code carries them, for this shop only', async () => {
    const saved = await asStaff('PUT', pixPath, RECEIVER);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(KEPT);
    expect((await asStaff('GET', pixPath)).json()).toEqual(KEPT);
    // The other provider neither reads nor writes this shop's, and its own shop has none.
    expect((await asStaff('GET', pixPath, undefined, t.otherStaff)).statusCode).toBe(404);
    expect((await asStaff('PUT', pixPath, RECEIVER, t.otherStaff)).statusCode).toBe(404);
    expect((await asStaff('GET', otherPixPath, undefined, t.otherStaff)).json()).toBeNull();
    expect((await asStaff('GET', otherPixPath)).statusCode).toBe(404);
    expect((await t.app.inject({ url: pixPath })).statusCode).toBe(401);
  });

  it('takes each kind of key', async () => {
    for (const [key, kept] of [
      ['+55 (11) 98765-4321', '+5511987654321'],
      ['Caixa@Cafe.com.br', 'caixa@cafe.com.br'],
      ['123E4567-E12B-12D1-A456-426655440000', '123e4567-e12b-12d1-a456-426655440000'],
      ['11.222.333/0001-81', '11222333000181'],
      [RECEIVER.key, KEPT.key],
    ]) {
      const res = await asStaff('PUT', pixPath, { ...RECEIVER, key });
      expect(res.json()).toEqual({ ...KEPT, key: kept });
    }
  });
});

describe("a comanda's Pix code", () => {
  it('asks for exactly what the comanda owes, with its txid, the shop as receiver and a valid CRC; the customer gets the same', async () => {
    const order = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 2 }] });
    await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }], accessToken: order.accessToken });
    const invoice = await t.db.selectFrom('invoices').select(['code', 'total_cents']).where('id', '=', order.invoiceId).executeTakeFirstOrThrow();

    const res = await staffPix(order.invoiceId);
    expect(res.statusCode).toBe(200);
    const { payload, amount } = res.json() as { payload: string; amount: number };
    expect(amount).toBe(invoice.total_cents / 100);
    const fields = emvFieldsOf(payload);
    expect(Object.fromEntries(fields)).toEqual({
      '00': '01',
      '01': '12',
      '26': `0014br.gov.bcb.pix0111${KEPT.key}`,
      '52': '0000',
      '53': '986',
      '54': (invoice.total_cents / 100).toFixed(2),
      '58': 'BR',
      '59': KEPT.merchantName,
      '60': KEPT.merchantCity,
      '62': `05${String(7 + invoice.code.length).padStart(2, '0')}COMANDA${invoice.code}`,
      '63': crc16(payload.slice(0, -4)),
    });

    const customer = await customerPix(order.invoiceId, order.accessToken);
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toEqual({ payload, amount });
  });

  it("answers a customer only for their own comanda, and staff only for their shop's", async () => {
    const mine = await placed(t, 'mesa-2', { items: [{ itemId: burgerId, quantity: 1 }] });
    const theirs = await placed(t, 'mesa-3', { items: [{ itemId: burgerId, quantity: 1 }] });
    const wrong = await customerPix(mine.invoiceId, theirs.accessToken);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ message: 'Comanda não encontrada.' });
    expect((await customerPix(mine.invoiceId)).statusCode).toBe(400);
    expect((await customerPix(987654, mine.accessToken)).statusCode).toBe(404);

    const foreign = await placed(t, 'outro-mesa-1', { items: [{ itemId: otherBurgerId, quantity: 1 }] });
    expect((await staffPix(foreign.invoiceId)).statusCode).toBe(404);
    expect((await staffPix(mine.invoiceId, t.shopPath, t.otherStaff)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${t.shopPath}/invoices/${mine.invoiceId}/pix` })).statusCode).toBe(401);
  });

  it('records Pix as the method staff informed, and then has nothing to pay; Resumo and its CSV count it apart', async () => {
    const { invoiceId } = await placed(t, 'balcao-pre', { items: [{ itemId: burgerId, quantity: 1 }] });
    const payment = await t.db.selectFrom('order_payments').select('id').where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
    expect((await staffPix(invoiceId)).statusCode).toBe(200);

    const informed = await informPaymentAs(t, payment.id, 3);
    expect(informed.statusCode).toBe(200);
    expect(informed.json()).toMatchObject({ status: 1, method: 3 });
    const invoice = (await t.app.inject({ url: `${t.shopPath}/invoices/${invoiceId}`, headers: t.staff })).json();
    expect(invoice).toMatchObject({ status: 'closed', paymentMethod: 'pix' });

    const after = await staffPix(invoiceId);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'nothing_to_pay' });

    const report = (await t.app.inject({ url: `${t.shopPath}/day-report`, headers: t.staff })).json();
    const pix = report.byPaymentMethod.find((group: { paymentMethod: string | null }) => group.paymentMethod === 'pix');
    expect(pix).toEqual({ paymentMethod: 'pix', invoices: 1, total: invoice.total });
    const csv = (await t.app.inject({ url: `${t.shopPath}/day-report/orders.csv`, headers: t.staff })).body;
    expect(csv.split('\n').filter((line) => line.includes(';Pix;') || line.endsWith(';Pix'))).toHaveLength(1);
  });

  it('lets a customer ask for the bill by Pix once the shop has a key, and staff then record it', async () => {
    const order = await placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity: 1 }] });
    const closing = await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${order.invoiceId}/closing`,
      payload: { accessToken: order.accessToken, paymentMethod: 'pix' },
    });
    expect(closing.statusCode).toBe(200);
    expect(closing.json()).toMatchObject({ status: 'closing', paymentMethod: 'pix' });
    expect((await customerPix(order.invoiceId, order.accessToken)).statusCode).toBe(200);
  });

  it('refuses an operator method beyond the table (5)', async () => {
    const { invoiceId } = await placed(t, 'balcao-pre', { items: [{ itemId: burgerId, quantity: 1 }] });
    const payment = await t.db.selectFrom('order_payments').select('id').where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
    expect((await informPaymentAs(t, payment.id, 5)).statusCode).toBe(400);
  });
});

/** The names of the tables, indexes, triggers and constraints the database holds, sorted. */
async function schemaObjects(db: Kysely<unknown>): Promise<string[]> {
  const query = isPostgres(db)
    ? sql<{ name: string }>`select conname as name from pg_constraint join pg_namespace on pg_namespace.oid = connamespace
        where nspname = 'public' union all select indexname from pg_indexes where schemaname = 'public'
        union all select tgname from pg_trigger where not tgisinternal`
    : sql<{ name: string }>`select type || ' ' || name as name from sqlite_master`;
  return (await query.execute(db)).rows.map((row) => row.name).sort();
}

describe('the migration', () => {
  it('keeps every invoice and payment across down and up, and only the new schema takes Pix', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const counts = async () =>
      Promise.all(['invoices', 'orders', 'order_payments', 'online_payments'].map(async (table) =>
        Number((await t.db.selectFrom(table as 'invoices').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
      ));
    const before = await counts();
    const schema = await schemaObjects(db);
    const pixInvoice = await t.db.selectFrom('invoices').select('id').where('payment_method', '=', 'pix').executeTakeFirstOrThrow();

    const down = await migrator.migrateTo('012_kitchen_stations');
    expect(down.error).toBeUndefined();
    expect(await counts()).toEqual(before);
    const was = await t.db.selectFrom('invoices').select('payment_method').where('id', '=', pixInvoice.id).executeTakeFirstOrThrow();
    expect(was.payment_method).toBe('debitCard');
    const refused = await t.db.updateTable('invoices').set({ payment_method: 'pix' }).where('id', '=', pixInvoice.id).execute().then(() => null, (err: unknown) => err);
    expect(refused).toEqual(expect.objectContaining({ message: expect.stringMatching(/check|invoices_payment_method/i) }));

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await counts()).toEqual(before);
    // Indexes, triggers (the status counts') and constraints all came back.
    expect(await schemaObjects(db)).toEqual(schema);
    await t.db.updateTable('invoices').set({ payment_method: 'pix' }).where('id', '=', pixInvoice.id).execute();
    await t.db.updateTable('order_payments').set({ method: 3 }).where('invoice_id', '=', pixInvoice.id).execute();
    const badMethod = await t.db.updateTable('order_payments').set({ method: 5 }).where('invoice_id', '=', pixInvoice.id).execute().then(() => null, (err: unknown) => err);
    expect(badMethod).toEqual(expect.objectContaining({ message: expect.any(String) }));
    // The rebuilt tables still hold their references: an order of no invoice is refused.
    const orphan = await t.db
      .updateTable('orders')
      .set({ invoice_id: 987654 })
      .where('invoice_id', '=', pixInvoice.id)
      .execute()
      .then(() => null, (err: unknown) => err);
    expect(orphan).toEqual(expect.objectContaining({ message: expect.stringMatching(/foreign key/i) }));
  });
});
