import type { DayReport } from '@contract/day-report';
import { paymentMethodLabels } from '@contract/payment-methods';
import { addDays, reportDaysOf } from '@server/repositories/ordering/day-report';
import { csvCell, csvMoney } from '@server/repositories/common/csv';
import { bearer, createTestApp, DEMO_EMAIL, OTHER_EMAIL, type TestApp } from '../support/test-app';
import { burger, coke, insertInvoice, juice } from './hand-made-day';

let t: TestApp;
let staff: { authorization: string };
let reportPath: string;

// Tuesday 10 June 2025 on the shop's clock (UTC-3), and the Tuesday before it.
const DAY = '2025-06-10';
// A day of its own for a comanda with a service charge, so the figures above keep their known totals.
const CHARGED_DAY = '2025-06-12';
// Friday 13 June 2025: every kind of payment, to add the CSV up against Resumo.
const PAID_DAY = '2025-06-13';

beforeAll(async () => {
  t = await createTestApp();
  staff = bearer((await t.tokensFor(DEMO_EMAIL)).accountToken);
  reportPath = `/ordering/accounts/${t.demo.demo.providerId}/shops/${t.demo.demo.shopId}/day-report`;

  // 12:05 local, paid by card: 2 burgers and 2 cokes, then a coke canceled.
  await insertInvoice(t, {
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
  await insertInvoice(t, {
    at: '2025-06-10T03:01:00.000Z',
    status: 'closed',
    paymentMethod: 'cash',
    location: 'Mesa 2',
    orders: [{ at: '2025-06-10T03:01:00.000Z', status: 'completed', items: [juice(1)] }],
  });
  // 23:59 local on the 10th (02:59 UTC on the 11th): still the 10th, and still open, with a delivery fee.
  await insertInvoice(t, {
    at: '2025-06-11T02:59:00.000Z',
    status: 'open',
    paymentMethod: null,
    location: 'Delivery',
    deliveryFeeCents: 500,
    orders: [{ at: '2025-06-11T02:59:00.000Z', status: 'started', items: [coke(3)] }],
  });
  // 00:01 local on the 11th and 23:59 local on the 9th: neither is the 10th's.
  for (const at of ['2025-06-11T03:01:00.000Z', '2025-06-10T02:59:00.000Z']) {
    await insertInvoice(t, { at, status: 'closed', paymentMethod: 'cash', location: 'Mesa 3', orders: [{ at, status: 'completed', items: [burger(5)] }] });
  }
  // A comanda canceled whole: its order counts as canceled, its total nowhere.
  await insertInvoice(t, {
    at: '2025-06-10T20:00:00.000Z',
    status: 'canceled',
    paymentMethod: null,
    location: 'Mesa 3',
    orders: [{ at: '2025-06-10T20:00:00.000Z', status: 'canceled', items: [juice(2)] }],
  });
  // The Tuesday before: one comanda.
  await insertInvoice(t, {
    at: '2025-06-03T18:00:00.000Z',
    status: 'closed',
    paymentMethod: 'debitCard',
    location: 'Mesa 1',
    orders: [{ at: '2025-06-03T18:00:00.000Z', status: 'completed', items: [burger(1)] }],
  });
  await insertInvoice(t, {
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
  // PAID_DAY, 12:00 to 20:00 local: a table with a delivery fee and a service charge paid by Pix, card and cash with
  // change; a delivery paid at once in cash with change; debit, meal voucher and online at once (a canceled order
  // beside the debit one); and a comanda still open with a Pix part.
  const paidAt = (hour: number) => `2025-06-13T${hour}:00:00.000Z`;
  await insertInvoice(t, {
    at: paidAt(15),
    status: 'closed',
    paymentMethod: 'pix',
    location: 'Mesa 4',
    deliveryFeeCents: 700,
    serviceChargeCents: 628,
    parts: [
      { method: 'pix', amountCents: 3000, at: paidAt(16) },
      { method: 'creditCard', amountCents: 2500, at: paidAt(16) },
      { method: 'cash', amountCents: 2108, cashReceivedCents: 5000, changeCents: 2892, at: paidAt(17) },
    ],
    orders: [{ at: paidAt(15), status: 'completed', items: [burger(2), coke(2)] }],
  });
  await insertInvoice(t, {
    at: paidAt(18),
    status: 'closed',
    paymentMethod: 'cash',
    location: 'Delivery',
    deliveryFeeCents: 700,
    paidWithCents: 10000,
    changeCents: 7350,
    orders: [{ at: paidAt(18), status: 'completed', items: [coke(3)] }],
  });
  await insertInvoice(t, {
    at: paidAt(19),
    status: 'closed',
    paymentMethod: 'debitCard',
    location: 'Mesa 5',
    orders: [
      { at: paidAt(19), status: 'completed', items: [burger(1)] },
      { at: paidAt(19), status: 'canceled', items: [coke(4)] },
    ],
  });
  for (const [paymentMethod, hour] of [['mealVoucher', 20], ['online', 21]] as const) {
    await insertInvoice(t, { at: paidAt(hour), status: 'closed', paymentMethod, location: 'Balcão', orders: [{ at: paidAt(hour), status: 'completed', items: [coke(2)] }] });
  }
  await insertInvoice(t, {
    at: paidAt(22),
    status: 'open',
    paymentMethod: null,
    location: 'Mesa 6',
    parts: [{ method: 'pix', amountCents: 1000, at: paidAt(23) }],
    orders: [{ at: paidAt(22), status: 'started', items: [burger(1)] }],
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
    // Open comandas are counted whatever day they opened: this day's delivery and PAID_DAY's table.
    expect(day).toMatchObject({ from: DAY, until: DAY, openInvoices: 2 });
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

/** The CSV's lines as cells (none of them quoted), each named by its header. */
async function csvLinesOf(day: string): Promise<Record<string, string>[]> {
  const response = await t.app.inject({ url: `${reportPath}/orders.csv`, query: { from: day }, headers: staff });
  const [header, ...rows] = response.body.slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
}

const centsIn = (cell: string) => (cell === '' ? 0 : Number(cell.replace(',', '')));
const columnCents = (lines: Record<string, string>[], column: string) => lines.reduce((sum, line) => sum + centsIn(line[column]), 0);

describe("'Exportar CSV'", () => {
  it("gives the day's orders and payments for Excel in pt-BR: BOM, semicolons, comma decimals, local times", async () => {
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
      'Taxa de entrega da comanda',
      'Valor pago',
      'Dinheiro recebido',
      'Troco',
      'Recebido por',
    ]);
    // Five orders, and a payment for each of the two comandas paid.
    expect(rows).toHaveLength(1 + 5 + 2);
    expect(rows[1].slice(2)).toEqual(['10/06/2025', '00:01', 'Mesa 2', '"1x Suco', ' natural ""300 ml"""', '8,00', 'Completado', '', 'Confirmado', '', '', '', '', '', '']);
    expect(rows[2].slice(2)).toEqual(['10/06/2025', '00:01', 'Mesa 2', '', '', '', 'Dinheiro', 'Confirmado', '', '', '8,00', '', '', '']);
    expect(rows[3].slice(2)).toEqual(['10/06/2025', '12:05', 'Mesa 1', '2x X-Burguer, 2x Coca-Cola lata', '62,80', 'Completado', '', 'Confirmado', '', '', '', '', '', '']);
    expect(rows[4].slice(2)).toEqual(['10/06/2025', '12:05', 'Mesa 1', '', '', '', 'Cartão de crédito', 'Confirmado', '', '', '62,80', '', '', '']);
    expect(rows[7].slice(2)).toEqual(['10/06/2025', '23:59', 'Delivery', '3x Coca-Cola lata', '19,50', 'Preparando', '', 'Em aberto', '', '5,00', '', '', '', '']);
  });

  it("writes a comanda's service charge once, on its first line, so the column adds up", async () => {
    const lines = await csvLinesOf(CHARGED_DAY);
    expect(lines.map((line) => [line['Valor do pedido'], line['Taxa de serviço da comanda'], line['Valor pago']])).toEqual([
      ['49,80', '6,28', ''],
      ['', '', '69,08'],
      ['13,00', '', ''],
    ]);
  });

  it('has a line per payment, its method, cash and change, and the fees apart', async () => {
    const lines = await csvLinesOf(PAID_DAY);
    const split = lines.filter((line) => line['Local'] === 'Mesa 4');
    expect(split.map((line) => [line['Pedido'] === '', line['Forma de pagamento'], line['Valor pago'], line['Dinheiro recebido'], line['Troco']])).toEqual([
      [false, '', '', '', ''],
      [true, 'Pix', '30,00', '', ''],
      [true, 'Cartão de crédito', '25,00', '', ''],
      [true, 'Dinheiro', '21,08', '50,00', '28,92'],
    ]);
    expect(split[0]).toMatchObject({ 'Valor do pedido': '62,80', 'Taxa de serviço da comanda': '6,28', 'Taxa de entrega da comanda': '7,00' });
    expect(split.slice(1).map((line) => [line['Recebido por'], line['Hora']])).toEqual([
      ['Ana Souza', '13:00'],
      ['Ana Souza', '13:00'],
      ['Ana Souza', '14:00'],
    ]);
    const delivery = lines.filter((line) => line['Local'] === 'Delivery' && line['Pedido'] === '');
    expect(delivery.map((line) => [line['Forma de pagamento'], line['Valor pago'], line['Dinheiro recebido'], line['Troco']])).toEqual([
      ['Dinheiro', '26,50', '100,00', '73,50'],
    ]);
  });

  it("adds up to Resumo's figures to the centavo, on a day with every kind of payment", async () => {
    const [lines, day] = await Promise.all([csvLinesOf(PAID_DAY), report({ from: PAID_DAY })]);
    const standing = lines.filter((line) => line['Situação do pedido'] !== 'Cancelado');
    expect(day.figures.revenue).toBe(172.1);
    expect(columnCents(standing, 'Valor do pedido') + columnCents(lines, 'Taxa de entrega da comanda')).toBe(Math.round(day.figures.revenue * 100));
    expect(columnCents(lines, 'Taxa de serviço da comanda')).toBe(Math.round(day.figures.serviceCharge * 100));
    const paidByMethod = new Map<string, number>();
    for (const line of lines.filter((row) => row['Valor pago'] !== '')) {
      paidByMethod.set(line['Forma de pagamento'], (paidByMethod.get(line['Forma de pagamento']) ?? 0) + centsIn(line['Valor pago']));
    }
    // What is still to be paid (the open comanda's rest, under no method) is in Resumo and in no payment.
    const resumo = day.byPaymentMethod.flatMap(({ paymentMethod, total }) =>
      paymentMethod === null ? [] : [[paymentMethodLabels[paymentMethod], Math.round(total * 100)] as const],
    );
    expect(new Map(resumo)).toEqual(paidByMethod);
    expect(paidByMethod.get('Pix')).toBe(4000);
    expect(paidByMethod.get('Dinheiro')).toBe(2108 + 2650);
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
