import type { DayReport } from '@contract/day-report';
import type { InvoicePaymentMethod, InvoiceStatus, OrderStatus } from '@contract/ordering';
import { addDays, reportDaysOf } from '@server/repositories/ordering/day-report';
import { csvCell, csvMoney } from '@server/repositories/ordering/day-report-csv';
import { bearer, createTestApp, DEMO_EMAIL, OTHER_EMAIL, type TestApp } from '../support/test-app';

interface HandMadeOrder {
  at: string;
  status: OrderStatus;
  items: { name: string; quantity: number; priceCents: number }[];
}

interface HandMadeInvoice {
  at: string;
  status: InvoiceStatus;
  paymentMethod: InvoicePaymentMethod | null;
  location: string;
  deliveryFeeCents?: number;
  /** 'Taxa de serviço' charged on the comanda, part of its total. */
  serviceChargeCents?: number;
  orders: HandMadeOrder[];
}

let t: TestApp;
let staff: { authorization: string };
let reportPath: string;
let code = 0;

const centsOf = (order: HandMadeOrder) => order.items.reduce((sum, item) => sum + item.quantity * item.priceCents, 0);

/** Writes a comanda and its orders as the live commands leave them, with the totals worked out the same way. */
async function insertInvoice(invoice: HandMadeInvoice): Promise<void> {
  const shopId = t.demo.demo.shopId;
  const standing = invoice.orders.filter((order) => order.status !== 'canceled');
  const deliveryFee = standing.length > 0 ? (invoice.deliveryFeeCents ?? 0) : 0;
  code += 1;
  const { id: invoiceId } = await t.db
    .insertInto('invoices')
    .values({
      location_id: shopId,
      qrcode_id: null,
      code: `C${code}`,
      name: 'Cliente',
      mobile: null,
      email: null,
      location: invoice.location,
      payment_method: invoice.paymentMethod,
      prepay: 0,
      status: invoice.status,
      created_at: invoice.at,
      closing_at: null,
      closed_at: null,
      canceled_at: null,
      delivery_fee_cents: deliveryFee,
      total_cents: standing.reduce((sum, order) => sum + centsOf(order), 0) + deliveryFee + (invoice.serviceChargeCents ?? 0),
      service_charge_basis_points: invoice.serviceChargeCents === undefined ? null : 1000,
      service_charge_cents: invoice.serviceChargeCents ?? 0,
      paid_with_cents: null,
      change_cents: null,
      address_street: null,
      address_number: null,
      address_complement: null,
      address_neighborhood: null,
      address_city: null,
      address_district: null,
      address_cep: null,
      access_token: `token-${code}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const order of invoice.orders) {
    code += 1;
    const { id: orderId } = await t.db
      .insertInto('orders')
      .values({
        invoice_id: invoiceId,
        location_id: shopId,
        type: 0,
        code: String(code),
        total_cents: centsOf(order),
        delivery_fee_cents: 0,
        status: order.status,
        created_at: order.at,
        authorized_at: order.at,
        started_at: null,
        completed_at: null,
        canceled_at: null,
        idempotency_key: null,
        request_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const item of order.items) {
      await t.db
        .insertInto('order_items')
        .values({
          order_id: orderId,
          item_id: null,
          name: item.name,
          quantity: item.quantity,
          price_cents: item.priceCents,
          total_cents: item.quantity * item.priceCents,
          portion_name: null,
          portion_price_cents: null,
        })
        .execute();
    }
  }
}

const coke = (quantity: number) => ({ name: 'Coca-Cola lata', quantity, priceCents: 650 });
const burger = (quantity: number) => ({ name: 'X-Burguer', quantity, priceCents: 2490 });
const juice = (quantity: number) => ({ name: 'Suco; natural "300 ml"', quantity, priceCents: 800 });

// Tuesday 10 June 2025 on the shop's clock (UTC-3), and the Tuesday before it.
const DAY = '2025-06-10';
// A day of its own for a comanda with a service charge, so the figures above keep their known totals.
const CHARGED_DAY = '2025-06-12';

beforeAll(async () => {
  t = await createTestApp();
  staff = bearer((await t.tokensFor(DEMO_EMAIL)).accountToken);
  reportPath = `/ordering/accounts/${t.demo.demo.providerId}/shops/${t.demo.demo.shopId}/day-report`;

  // 12:05 local, paid by card: 2 burgers and 2 cokes, then a coke canceled.
  await insertInvoice({
    at: '2025-06-10T15:05:00.000Z',
    status: 'closed',
    paymentMethod: 'creditCard',
    location: 'Mesa 1',
    orders: [
      { at: '2025-06-10T15:05:00.000Z', status: 'completed', items: [burger(2), coke(2)] },
      { at: '2025-06-10T15:40:00.000Z', status: 'canceled', items: [coke(1)] },
    ],
  });
  // 00:01 local on the 10th (03:01 UTC): the day's first minute.
  await insertInvoice({
    at: '2025-06-10T03:01:00.000Z',
    status: 'closed',
    paymentMethod: 'cash',
    location: 'Mesa 2',
    orders: [{ at: '2025-06-10T03:01:00.000Z', status: 'completed', items: [juice(1)] }],
  });
  // 23:59 local on the 10th (02:59 UTC on the 11th): still the 10th, and still open, with a delivery fee.
  await insertInvoice({
    at: '2025-06-11T02:59:00.000Z',
    status: 'open',
    paymentMethod: null,
    location: 'Delivery',
    deliveryFeeCents: 500,
    orders: [{ at: '2025-06-11T02:59:00.000Z', status: 'started', items: [coke(3)] }],
  });
  // 00:01 local on the 11th and 23:59 local on the 9th: neither is the 10th's.
  for (const at of ['2025-06-11T03:01:00.000Z', '2025-06-10T02:59:00.000Z']) {
    await insertInvoice({ at, status: 'closed', paymentMethod: 'cash', location: 'Mesa 3', orders: [{ at, status: 'completed', items: [burger(5)] }] });
  }
  // A comanda canceled whole: its order counts as canceled, its total nowhere.
  await insertInvoice({
    at: '2025-06-10T20:00:00.000Z',
    status: 'canceled',
    paymentMethod: null,
    location: 'Mesa 3',
    orders: [{ at: '2025-06-10T20:00:00.000Z', status: 'canceled', items: [juice(2)] }],
  });
  // The Tuesday before: one comanda.
  await insertInvoice({
    at: '2025-06-03T18:00:00.000Z',
    status: 'closed',
    paymentMethod: 'debitCard',
    location: 'Mesa 1',
    orders: [{ at: '2025-06-03T18:00:00.000Z', status: 'completed', items: [burger(1)] }],
  });
  await insertInvoice({
    at: '2025-06-12T15:00:00.000Z',
    status: 'closed',
    paymentMethod: 'cash',
    location: 'Mesa 3',
    serviceChargeCents: 628,
    orders: [
      { at: '2025-06-12T15:00:00.000Z', status: 'completed', items: [burger(2)] },
      { at: '2025-06-12T15:10:00.000Z', status: 'completed', items: [coke(2)] },
    ],
  });
});
afterAll(() => t.close());

const report = async (query: Record<string, string> = { from: DAY }) => {
  const response = await t.app.inject({ url: reportPath, query, headers: staff });
  expect(response.statusCode).toBe(200);
  return response.json() as DayReport;
};

describe("'Resumo', a shop's day", () => {
  it('adds up the day on the shop clock, from 00:00 to 23:59 local, against known totals', async () => {
    const day = await report();
    // Card 49.80 + 13.00; cash 8.00; open delivery 19.50 + 5.00 fee.
    expect(day.figures).toEqual({
      revenue: 95.3,
      orders: 3,
      invoices: 3,
      averageTicket: 31.77,
      canceledOrders: 2,
      canceledValue: 22.5,
      serviceCharge: 0,
    });
    expect(day).toMatchObject({ from: DAY, until: DAY, openInvoices: 1 });
  });

  it('compares with the same weekday a week earlier', async () => {
    expect((await report()).lastWeek).toEqual({
      revenue: 24.9,
      orders: 1,
      invoices: 1,
      averageTicket: 24.9,
      canceledOrders: 0,
      canceledValue: 0,
      serviceCharge: 0,
    });
  });

  it('splits the comandas by payment method, in the catalogue order with "not chosen" last', async () => {
    expect((await report()).byPaymentMethod).toEqual([
      { paymentMethod: 'cash', invoices: 1, total: 8 },
      { paymentMethod: 'creditCard', invoices: 1, total: 62.8 },
      { paymentMethod: null, invoices: 1, total: 24.5 },
    ]);
  });

  it("counts orders by the hour of the shop's clock, the first and last minute of the day included", async () => {
    const { byHour } = await report();
    expect(byHour).toHaveLength(24);
    const busy = byHour.filter((hour) => hour.orders > 0);
    expect(busy).toEqual([
      { hour: 0, orders: 1, revenue: 8 },
      { hour: 12, orders: 1, revenue: 62.8 },
      { hour: 23, orders: 1, revenue: 19.5 },
    ]);
  });

  it('ranks the ten best sellers by quantity, canceled orders left out', async () => {
    expect((await report()).topProducts).toEqual([
      { name: 'Coca-Cola lata', quantity: 5, total: 32.5 },
      { name: 'X-Burguer', quantity: 2, total: 49.8 },
      { name: 'Suco; natural "300 ml"', quantity: 1, total: 8 },
    ]);
  });

  it('reports the service charge apart from sales: revenue and the average ticket leave it out, the methods hold it', async () => {
    const day = await report({ from: CHARGED_DAY });
    // 2 burgers and 2 cokes (62,80) with 10% service (6,28), paid in cash: 69,08 collected.
    expect(day.figures).toMatchObject({ revenue: 62.8, serviceCharge: 6.28, invoices: 1, averageTicket: 62.8 });
    expect(day.byPaymentMethod).toEqual([{ paymentMethod: 'cash', invoices: 1, total: 69.08 }]);
  });

  it('takes a range of days, and the same range a week earlier', async () => {
    const range = await report({ from: '2025-06-04', until: DAY });
    expect(range.figures.invoices).toBe(4);
    expect(range.figures.revenue).toBe(95.3 + 124.5);
    expect(range.lastWeek.invoices).toBe(1);
  });

  it('refuses impossible days, reversed ranges and ranges past 92 days, and unknown parameters', async () => {
    const queries: Record<string, string>[] = [{ from: '2025-02-30' }, { from: '2025-06-10', until: '2025-06-01' }, { from: '2025-01-01', until: '2025-06-10' }, { day: DAY }, { from: '10/06/2025' }];
    for (const query of queries) {
      const response = await t.app.inject({ url: reportPath, query, headers: staff });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("is the shop's own: another account's token, and no token, get nothing", async () => {
    const other = bearer((await t.tokensFor(OTHER_EMAIL)).accountToken);
    expect((await t.app.inject({ url: reportPath, headers: other })).statusCode).toBe(404);
    expect((await t.app.inject({ url: reportPath })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${reportPath}/orders.csv`, headers: other })).statusCode).toBe(404);
  });

  it('defaults to today on the shop clock', async () => {
    expect(reportDaysOf(undefined, undefined, Date.parse('2025-06-11T02:30:00.000Z'))).toEqual({ from: DAY, until: DAY });
    expect(reportDaysOf(undefined, undefined, Date.parse('2025-06-11T03:30:00.000Z'))).toEqual({ from: '2025-06-11', until: '2025-06-11' });
    expect(addDays('2025-03-01', -7)).toBe('2025-02-22');
  });
});

describe("'Exportar CSV'", () => {
  it("gives the day's orders for Excel in pt-BR: BOM, semicolons, comma decimals, local times", async () => {
    const response = await t.app.inject({ url: `${reportPath}/orders.csv`, query: { from: DAY }, headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="resumo-${DAY}.csv"`);
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const rows = body.slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));
    expect(rows[0]).toEqual([
      'Pedido',
      'Comanda',
      'Data',
      'Hora',
      'Local',
      'Itens',
      'Valor do pedido',
      'Situação do pedido',
      'Forma de pagamento',
      'Situação da comanda',
      'Taxa de serviço da comanda',
    ]);
    expect(rows).toHaveLength(1 + 5);
    expect(rows[1].slice(2)).toEqual(['10/06/2025', '00:01', 'Mesa 2', '"1x Suco', ' natural ""300 ml"""', '8,00', 'Completado', 'Dinheiro', 'Confirmado', '']);
    expect(rows[2].slice(2)).toEqual(['10/06/2025', '12:05', 'Mesa 1', '2x X-Burguer, 2x Coca-Cola lata', '62,80', 'Completado', 'Cartão de crédito', 'Confirmado', '']);
    expect(rows[5].slice(2)).toEqual(['10/06/2025', '23:59', 'Delivery', '3x Coca-Cola lata', '19,50', 'Preparando', '', 'Em aberto', '']);
  });

  it("writes a comanda's service charge once, on its first line, so the column adds up", async () => {
    const response = await t.app.inject({ url: `${reportPath}/orders.csv`, query: { from: CHARGED_DAY }, headers: staff });
    const rows = response.body.slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));
    expect(rows.slice(1).map((row) => [row[6], row[10]])).toEqual([
      ['49,80', '6,28'],
      ['13,00', ''],
    ]);
  });

  it('quotes what holds a separator, and keeps a formula from running', () => {
    expect(csvCell('Mesa 1')).toBe('Mesa 1');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const formula of ['\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)', '+1', '-1', '@A1', '\t=1', '\r=1', '  =1+1', '\u3000\uFF1D1']) {
      expect({ formula, cell: csvCell(formula) }).toEqual({ formula, cell: expect.stringMatching(/^"?'/) });
    }
    expect(csvCell('Mesa 5 - varanda')).toBe('Mesa 5 - varanda');
    expect(csvMoney(123456)).toBe('1234,56');
  });
});
