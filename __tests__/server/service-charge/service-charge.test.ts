import { Migrator, sql, type Kysely } from 'kysely';
import type { CustomerInvoice } from '@contract/customer';
import { migrations } from '@server/db/migrations';
import type { Invoice } from '@contract/ordering';
import { createOrderingApp, itemNamed, menuOf, operationsState, placed, type OrderingApp } from '../ordering/ordering-fixture';

let t: OrderingApp;
let burgerId: number;
let settingsPath: string;
let otherSettingsPath: string;

const ADDRESS = { street: 'Rua das Flores', number: '100', complement: null, neighborhood: 'Centro', city: 'São Paulo', district: 'SP', cep: '01001-000' };

beforeAll(async () => {
  t = await createOrderingApp();
  burgerId = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer').id;
  const { demo, other } = t.demo;
  settingsPath = `/menu/accounts/${demo.providerId}/shops/${demo.shopId}/settings`;
  otherSettingsPath = `/menu/accounts/${other.providerId}/shops/${other.shopId}/settings`;
});
afterAll(() => t.close());

async function settingsId(): Promise<number> {
  const res = await t.app.inject({ url: settingsPath, headers: t.staff });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

const putSettings = async (body: object, headers = t.staff, path = settingsPath) =>
  t.app.inject({ method: 'PUT', url: `${path}/${await settingsId()}`, headers, payload: { menuType: 1, ...body } });

async function setServiceCharge(percent: number | null): Promise<void> {
  const res = await putSettings({ serviceChargePercent: percent });
  expect(res.statusCode).toBe(200);
}

const staffInvoice = async (id: number): Promise<Invoice> => {
  const res = await t.app.inject({ url: `${t.shopPath}/invoices/${id}`, headers: t.staff });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const customerBill = (id: number, accessToken: string) =>
  t.app.inject({ url: `/public/invoices/${id}`, headers: { 'x-invoice-access-token': accessToken } });

const removeCharge = (id: number, headers = t.staff, shopPath = t.shopPath) =>
  t.app.inject({ method: 'DELETE', url: `${shopPath}/invoices/${id}/service-charge`, headers });

const dineIn = (quantity = 1) => placed(t, 'mesa-1', { items: [{ itemId: burgerId, quantity }] });

describe("the shop's setting", () => {
  afterEach(() => setServiceCharge(null));

  it('is off until set, takes a percent with up to two decimals, keeps it when a body leaves it out, and null turns it off', async () => {
    expect((await t.app.inject({ url: settingsPath, headers: t.staff })).json().serviceChargePercent).toBeNull();
    const on = await putSettings({ serviceChargePercent: 12.5 });
    expect(on.json()).toMatchObject({ menuType: 1, serviceChargePercent: 12.5 });
    // The spec's body (menu mode only) leaves the charge as it is.
    const menuOnly = await putSettings({ menuType: 0 });
    expect(menuOnly.json()).toMatchObject({ menuType: 0, serviceChargePercent: 12.5 });
    const off = await putSettings({ serviceChargePercent: null });
    expect(off.json().serviceChargePercent).toBeNull();
  });

  it.each([
    [0, 'Informe um percentual maior que zero.'],
    [-10, 'Informe um percentual maior que zero.'],
    [10.005, 'Use no máximo duas casas decimais.'],
    [31, 'serviceChargePercent'],
    ['10', 'serviceChargePercent'],
  ])('refuses %j with 400 naming the field, changing nothing', async (percent, message) => {
    await setServiceCharge(10);
    const res = await putSettings({ serviceChargePercent: percent });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().message).toContain('serviceChargePercent');
    expect((await t.app.inject({ url: settingsPath, headers: t.staff })).json().serviceChargePercent).toBe(10);
  });

  it("is the shop's own: another account cannot read or change it", async () => {
    const id = await settingsId();
    const read = await t.app.inject({ url: `${settingsPath}`, headers: t.otherStaff });
    expect(read.statusCode).toBe(404);
    const write = await t.app.inject({ method: 'PUT', url: `${settingsPath}/${id}`, headers: t.otherStaff, payload: { menuType: 1, serviceChargePercent: 20 } });
    expect(write.statusCode).toBe(404);
    // Nor through its own path with the demo shop's record id.
    const own = await t.app.inject({ method: 'PUT', url: `${otherSettingsPath}/${id}`, headers: t.otherStaff, payload: { menuType: 1, serviceChargePercent: 20 } });
    expect(own.statusCode).toBe(404);
    expect((await t.app.inject({ url: settingsPath, headers: t.staff })).json().serviceChargePercent).toBeNull();
  });
});

describe('a dine-in comanda', () => {
  beforeAll(() => setServiceCharge(10));
  afterAll(() => setServiceCharge(null));

  it('charges the percent on its orders not canceled, in its total, for staff and for the customer', async () => {
    const first = await dineIn(1);
    // X-Burguer R$ 24,90: 10% is R$ 2,49.
    expect(await staffInvoice(first.invoiceId)).toMatchObject({ serviceCharge: 2.49, serviceChargePercent: 10, total: 27.39, serviceChargeRemovedAt: null });
    await placed(t, 'mesa-1', { invoiceId: first.invoiceId, accessToken: first.accessToken, items: [{ itemId: burgerId, quantity: 1 }] });
    // R$ 49,80: R$ 4,98.
    expect(await staffInvoice(first.invoiceId)).toMatchObject({ serviceCharge: 4.98, total: 54.78 });
    const bill = await customerBill(first.invoiceId, first.accessToken);
    expect(bill.statusCode).toBe(200);
    expect(bill.json() as CustomerInvoice).toMatchObject({ serviceCharge: 4.98, serviceChargePercent: 10, total: 54.78, deliveryFee: 0 });

    const canceled = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/${first.orderId}/canceled`, headers: t.staff });
    expect(canceled.statusCode).toBe(200);
    expect(await staffInvoice(first.invoiceId)).toMatchObject({ serviceCharge: 2.49, total: 27.39 });
  });

  it("keeps the percent it was opened under when the shop changes its setting mid-service", async () => {
    const running = await dineIn(1);
    await setServiceCharge(12);
    try {
      await placed(t, 'mesa-1', { invoiceId: running.invoiceId, accessToken: running.accessToken, items: [{ itemId: burgerId, quantity: 1 }] });
      expect(await staffInvoice(running.invoiceId)).toMatchObject({ serviceChargePercent: 10, serviceCharge: 4.98, total: 54.78 });
      const later = await dineIn(1);
      // R$ 24,90 at 12% is R$ 2,988: R$ 2,99.
      expect(await staffInvoice(later.invoiceId)).toMatchObject({ serviceChargePercent: 12, serviceCharge: 2.99, total: 27.89 });
      await setServiceCharge(null);
      expect(await staffInvoice(later.invoiceId)).toMatchObject({ serviceChargePercent: 12, serviceCharge: 2.99 });
      const none = await dineIn(1);
      expect(await staffInvoice(none.invoiceId)).toMatchObject({ serviceChargePercent: null, serviceCharge: 0, total: 24.9 });
    } finally {
      await setServiceCharge(10);
    }
  });

  it('is not charged on a delivery or a takeaway comanda', async () => {
    const delivery = await placed(t, 'balcao-pre', { type: 3, address: ADDRESS, items: [{ itemId: burgerId, quantity: 1 }] });
    expect(await staffInvoice(delivery.invoiceId)).toMatchObject({ serviceCharge: 0, serviceChargePercent: null, deliveryFee: 7, total: 31.9 });
    const takeaway = await placed(t, 'mesa-1', { type: 1, items: [{ itemId: burgerId, quantity: 1 }] });
    expect(await staffInvoice(takeaway.invoiceId)).toMatchObject({ serviceCharge: 0, serviceChargePercent: null, total: 24.9 });
  });

  it('asks the customer for the total with the charge, and the payment staff confirm is that total', async () => {
    const order = await dineIn(2);
    const closing = await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${order.invoiceId}/closing`,
      payload: { accessToken: order.accessToken, paymentMethod: 'cash', paidWith: 60 },
    });
    expect(closing.json()).toMatchObject({ status: 'closing', serviceCharge: 4.98, total: 54.78, change: 5.22 });
    const payment = await t.db.selectFrom('order_payments').selectAll().where('invoice_id', '=', order.invoiceId).executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(5478);
    const informed = await t.app.inject({
      method: 'POST',
      url: `${t.paymentsPath}/${payment.id}/payment-operator`,
      headers: t.staff,
      payload: { paymentMethod: 0, gateway: 0, data: null },
    });
    expect(informed.json()).toMatchObject({ status: 1, amount: 54.78 });
  });

  it("puts the charge in the comanda's Pix amount", async () => {
    const { demo } = t.demo;
    const pixPath = `/v2/payment/payments/providers/${demo.providerId}/locations/${demo.shopId}/pix`;
    const saved = await t.app.inject({ method: 'PUT', url: pixPath, headers: t.staff, payload: { key: '52998224725', merchantName: 'BAR', merchantCity: 'SAO PAULO' } });
    expect(saved.statusCode).toBe(200);
    const order = await dineIn(1);
    const pix = await t.app.inject({ url: `${t.shopPath}/invoices/${order.invoiceId}/pix`, headers: t.staff });
    expect(pix.json().amount).toBe(27.39);
    expect(pix.json().payload).toContain('540527.39');
  });
});

describe("'Remover taxa de serviço'", () => {
  beforeAll(() => setServiceCharge(10));
  afterAll(() => setServiceCharge(null));

  it('removes it from that comanda only, recording who and when, with the total and a waiting payment lowered', async () => {
    const order = await dineIn(1);
    const neighbour = await dineIn(1);
    await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${order.invoiceId}/closing`,
      payload: { accessToken: order.accessToken, paymentMethod: 'debitCard' },
    });
    const before = Date.now();
    const res = await removeCharge(order.invoiceId);
    expect(res.statusCode).toBe(200);
    const invoice = res.json() as Invoice;
    expect(invoice).toMatchObject({ serviceCharge: 0, serviceChargePercent: 10, total: 24.9, serviceChargeRemovedBy: 'Ana' });
    expect(Date.parse(invoice.serviceChargeRemovedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(invoice.orders).toHaveLength(1);
    const payment = await t.db.selectFrom('order_payments').select('amount_cents').where('invoice_id', '=', order.invoiceId).executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(2490);
    expect((await customerBill(order.invoiceId, order.accessToken)).json()).toMatchObject({ serviceCharge: 0, serviceChargePercent: null, total: 24.9 });
    expect(await staffInvoice(neighbour.invoiceId)).toMatchObject({ serviceCharge: 2.49, total: 27.39 });

    // A later order on that comanda is not charged either.
    const joined = await t.app.inject({
      method: 'POST',
      url: `/public/qrcodes/mesa-1/orders`,
      headers: { 'idempotency-key': `removed-${order.invoiceId}` },
      payload: { type: 0, customer: { name: 'Cliente' }, invoiceId: neighbour.invoiceId, accessToken: neighbour.accessToken, items: [{ itemId: burgerId, quantity: 1 }] },
    });
    expect(joined.statusCode).toBe(201);
    expect(await staffInvoice(neighbour.invoiceId)).toMatchObject({ serviceCharge: 4.98 });
  });

  it('answers a second removal with the comanda as it is, keeping the first record', async () => {
    const order = await dineIn(1);
    const first = (await removeCharge(order.invoiceId)).json() as Invoice;
    const again = await removeCharge(order.invoiceId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ serviceChargeRemovedAt: first.serviceChargeRemovedAt, total: 24.9 });
  });

  it("is the shop's own: another account's token finds no comanda, and nothing changes", async () => {
    const order = await dineIn(1);
    const before = await operationsState(t);
    const otherPath = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}`;
    for (const res of [await removeCharge(order.invoiceId, t.otherStaff), await removeCharge(order.invoiceId, t.otherStaff, otherPath)]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `${t.shopPath}/invoices/${order.invoiceId}/service-charge` })).statusCode).toBe(401);
    expect(await operationsState(t)).toEqual(before);
  });

  it('refuses a closed comanda and one with no charge with 409, and a bad id with 400', async () => {
    const order = await dineIn(1);
    expect((await t.app.inject({ method: 'PUT', url: `${t.shopPath}/invoices/${order.invoiceId}/closed`, headers: t.staff })).statusCode).toBe(200);
    const closed = await removeCharge(order.invoiceId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'invoice_finished' });

    const delivery = await placed(t, 'balcao-pre', { type: 3, address: ADDRESS, items: [{ itemId: burgerId, quantity: 1 }] });
    const none = await removeCharge(delivery.invoiceId);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Esta comanda não tem taxa de serviço.');

    const bad = await t.app.inject({ method: 'DELETE', url: `${t.shopPath}/invoices/abc/service-charge`, headers: t.staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});

describe('the customer bill', () => {
  it('answers only the holder of the access token, as if the comanda did not exist otherwise', async () => {
    const order = await dineIn(1);
    expect((await customerBill(order.invoiceId, 'not-the-token')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/public/invoices/${order.invoiceId}` })).statusCode).toBe(400);
    expect((await customerBill(order.invoiceId, order.accessToken)).json()).toMatchObject({ id: order.invoiceId, total: 24.9, serviceCharge: 0 });
  });
});

describe('migration 019', () => {
  it('goes back to totals without the charge, and forward again with no comanda charged', async () => {
    await setServiceCharge(10);
    const order = await dineIn(1);
    await setServiceCharge(null);
    expect(await staffInvoice(order.invoiceId)).toMatchObject({ serviceCharge: 2.49, total: 27.39 });
    const migrator = new Migrator({ db: t.db as unknown as Kysely<unknown>, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('018_table_calls')).error).toBeUndefined();
    const { rows } = await sql<{ total_cents: number }>`select total_cents from invoices where id = ${order.invoiceId}`.execute(t.db);
    expect(Number(rows[0].total_cents)).toBe(2490);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await staffInvoice(order.invoiceId)).toMatchObject({ serviceCharge: 0, serviceChargePercent: null, total: 24.9 });
  });
});
