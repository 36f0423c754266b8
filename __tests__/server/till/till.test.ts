import { randomUUID } from 'node:crypto';
import { DEVICE_HEADER } from '@contract/staff-headers';
import { TILL_AMOUNT_MAX } from '@contract/limits';
import type { Till } from '@contract/till';
import { closingLinesOf, expectedCentsOf } from '@server/domain/till-rules';
import { createOrderingApp, itemNamed, menuOf, operationsState, placed, type OrderingApp } from '../ordering/ordering-fixture';

let t: OrderingApp;
let cokeId: number;
beforeAll(async () => {
  t = await createOrderingApp();
  cokeId = itemNamed(await menuOf(t, 'mesa-1'), 'Coca-Cola lata').id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const newDevice = (): Headers => ({ ...t.staff, [DEVICE_HEADER]: randomUUID().replaceAll('-', '') });
const tills = () => `${t.shopPath}/tills`;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const open = (headers: Headers, float = 100) => inject('POST', tills(), headers, { float });
const move = (id: number, headers: Headers, kind: string, amount: number, reason = 'Fornecedor') =>
  inject('POST', `${tills()}/${id}/movements`, headers, { kind, amount, reason });
const close = (id: number, headers: Headers, counted: object) => inject('POST', `${tills()}/${id}/closing`, headers, { counted });
const current = async (headers: Headers): Promise<Till | null> => (await inject('GET', `${tills()}/current`, headers)).json().till;
/** A comanda at Mesa 1 of cokes at $ 6,50. */
const comanda = (cokes: number) => placed(t, 'mesa-1', { items: [{ itemId: cokeId, quantity: cokes }] });
const part = (invoiceId: number, headers: Headers, payload: object) => inject('POST', `${t.shopPath}/invoices/${invoiceId}/payments`, headers, payload);

describe("the till's arithmetic", () => {
  it('expects the float, suprimentos less sangrias and the cash sales in cash, and the sales elsewhere', () => {
    const expected = expectedCentsOf({
      floatCents: 10000,
      movements: [
        { kind: 'sangria', amountCents: 3000 },
        { kind: 'suprimento', amountCents: 1000 },
      ],
      salesCents: { cash: 1300, pix: 650 },
    });
    expect(expected).toEqual({ cash: 9300, pix: 650, creditCard: 0, debitCard: 0, mealVoucher: 0 });
  });

  it('lists cash always, the accepted methods, and any other with money expected or counted', () => {
    const expected = { cash: 0, pix: 0, creditCard: 0, debitCard: 500, mealVoucher: 0 };
    expect(closingLinesOf(expected, { mealVoucher: 100 }, ['pix']).map((line) => line.method)).toEqual(['cash', 'pix', 'debitCard', 'mealVoucher']);
  });
});

describe("a shift's till", () => {
  it('opens with a float, keeps its count blind, takes what its device records and closes numbered with the differences', async () => {
    const device = newDevice();
    const opened = await open(device, 100);
    expect(opened.statusCode).toBe(201);
    const till = opened.json() as Till;
    expect(till).toMatchObject({ status: 'open', number: null, float: 100, openedBy: expect.any(String), lines: [] });
    expect((await current(device))?.id).toBe(till.id);
    expect(await current(newDevice())).toBeNull();

    expect((await move(till.id, device, 'sangria', 30, 'Fornecedor de gelo')).statusCode).toBe(201);
    const withMovements = (await move(till.id, device, 'suprimento', 10, 'Troco')).json() as Till;
    expect(withMovements.movements).toMatchObject([
      { kind: 'sangria', amount: 30, reason: 'Fornecedor de gelo' },
      { kind: 'suprimento', amount: 10, reason: 'Troco' },
    ]);
    expect(withMovements.lines).toEqual([]);

    // At this device: $ 13,00 in cash (change given from a $ 20,00 note) and $ 6,50 by Pix; the rest of that comanda
    // ($ 6,50) closed at another device; a $ 6,50 part sent without a device is no till's.
    const first = await comanda(4);
    expect((await part(first.invoiceId, device, { amount: 13, paymentMethod: 'cash', cashReceived: 20 })).statusCode).toBe(201);
    expect((await part(first.invoiceId, device, { amount: 6.5, paymentMethod: 'pix' })).statusCode).toBe(201);
    expect((await part(first.invoiceId, newDevice(), { amount: 6.5, paymentMethod: 'cash' })).statusCode).toBe(201);
    const second = await comanda(1);
    expect((await part(second.invoiceId, t.staff, { amount: 6.5, paymentMethod: 'cash' })).statusCode).toBe(201);
    // A comanda the customer asked to pay by credit card, informed and closed at this device ('Confirmar pagamento').
    const third = await comanda(2);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${third.invoiceId}/closing`,
      payload: { accessToken: third.accessToken, paymentMethod: 'creditCard' },
    });
    expect(asked.statusCode).toBe(200);
    const payment = await t.db.selectFrom('order_payments').select('id').where('invoice_id', '=', third.invoiceId).executeTakeFirstOrThrow();
    const informed = await inject('POST', `${t.paymentsPath}/${payment.id}/payment-operator`, device, { paymentMethod: 1, gateway: 0, data: null });
    expect(informed.statusCode).toBe(200);
    expect((await inject('PUT', `${t.shopPath}/invoices/${third.invoiceId}/closed`, device)).statusCode).toBe(200);

    // Counted: $ 20,00 short in cash (100 - 30 + 10 + 13 = 93 expected), Pix and card right.
    const closed = await close(till.id, device, { cash: 73, pix: 6.5, creditCard: 13 });
    expect(closed.statusCode).toBe(200);
    const closing = closed.json() as Till;
    expect(closing).toMatchObject({ status: 'closed', number: expect.any(Number), closedBy: expect.any(String), closedAt: expect.any(String) });
    const byMethod = Object.fromEntries(closing.lines.map((line) => [line.method, line]));
    expect(byMethod.cash).toEqual({ method: 'cash', expected: 93, counted: 73, difference: -20 });
    expect(byMethod.pix).toEqual({ method: 'pix', expected: 6.5, counted: 6.5, difference: 0 });
    expect(byMethod.creditCard).toEqual({ method: 'creditCard', expected: 13, counted: 13, difference: 0 });

    // Closed for good: the device has no open till, and the closing is the same wherever it is read.
    expect(await current(device)).toBeNull();
    expect((await inject('GET', `${tills()}/${till.id}`, t.staff)).json()).toEqual(closing);
    const day = closing.openedAt.slice(0, 10);
    const listed = (await inject('GET', `${tills()}?date=${day}`, t.staff)).json().tills as Till[];
    expect(listed.find((each) => each.id === till.id)).toEqual(closing);
  });

  it('numbers the closings one after the other in the shop', async () => {
    const numbers: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const device = newDevice();
      const till = (await open(device, 0)).json() as Till;
      numbers.push(((await close(till.id, device, { cash: 0 })).json() as Till).number as number);
    }
    expect(numbers[1]).toBe(numbers[0] + 1);
  });

  it('refuses a second open till on one device, and anything on a closed till, changing nothing', async () => {
    const device = newDevice();
    const till = (await open(device)).json() as Till;
    const again = await open(device);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'till_open', message: 'Este aparelho já tem um caixa aberto.' });
    expect((await open(newDevice())).statusCode).toBe(201);

    const [one, other] = await Promise.all([close(till.id, device, { cash: 100 }), close(till.id, device, { cash: 90 })]);
    expect([one.statusCode, other.statusCode].sort()).toEqual([200, 409]);
    const refusal = [one, other].find((res) => res.statusCode === 409)!;
    expect(refusal.json()).toMatchObject({ code: 'till_closed', message: 'Este caixa já foi fechado.' });
    const kept = (await inject('GET', `${tills()}/${till.id}`, t.staff)).json() as Till;
    const before = await operationsState(t);
    expect((await move(till.id, device, 'sangria', 5)).statusCode).toBe(409);
    expect((await close(till.id, device, { cash: 1 })).statusCode).toBe(409);
    expect((await inject('GET', `${tills()}/${till.id}`, t.staff)).json()).toEqual(kept);
    expect(await operationsState(t)).toEqual(before);
  });

  it('refuses bad input with a 400 naming the field, and another shop sees none of it', async () => {
    const device = newDevice();
    const till = (await open(device)).json() as Till;
    const cases: [string, Headers, object, string][] = [
      [tills(), device, { float: TILL_AMOUNT_MAX + 1 }, 'float'],
      [tills(), device, { float: -1 }, 'float'],
      [tills(), { ...t.staff }, { float: 10 }, DEVICE_HEADER],
      [tills(), { ...t.staff, [DEVICE_HEADER]: 'curta' }, { float: 10 }, DEVICE_HEADER],
      [`${tills()}/${till.id}/movements`, device, { kind: 'sangria', amount: 0, reason: 'x' }, 'amount'],
      [`${tills()}/${till.id}/movements`, device, { kind: 'sangria', amount: 5, reason: '' }, 'reason'],
      [`${tills()}/${till.id}/movements`, device, { kind: 'sangria', amount: 5, reason: 'x'.repeat(81) }, 'reason'],
      [`${tills()}/${till.id}/movements`, device, { kind: 'saque', amount: 5, reason: 'x' }, 'kind'],
      [`${tills()}/${till.id}/closing`, device, { counted: { cash: TILL_AMOUNT_MAX + 0.01 } }, 'cash'],
      [`${tills()}/${till.id}/closing`, device, { counted: { online: 5 } }, 'counted'],
    ];
    for (const [url, headers, payload, field] of cases) {
      const res = await inject('POST', url, headers, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json().message).toContain(field);
    }
    expect((await current(device))?.movements).toEqual([]);

    const otherShop = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}/tills`;
    expect((await inject('GET', `${otherShop}/${till.id}`, t.otherStaff)).statusCode).toBe(404);
    expect((await inject('POST', `${otherShop}/${till.id}/closing`, { ...t.otherStaff, [DEVICE_HEADER]: device[DEVICE_HEADER] }, { counted: {} })).statusCode).toBe(404);
    expect((await inject('GET', `${tills()}/${till.id}`, t.otherStaff)).statusCode).toBe(404);
  });

  it('counts a payment racing the closing in the closing or in no till, never lost between them', async () => {
    const device = newDevice();
    const till = (await open(device, 0)).json() as Till;
    const { invoiceId } = await comanda(1);
    const [paid, closed] = await Promise.all([part(invoiceId, device, { amount: 6.5, paymentMethod: 'cash' }), close(till.id, device, { cash: 0 })]);
    expect([paid.statusCode, closed.statusCode]).toEqual([201, 200]);
    const row = await t.db.selectFrom('invoice_payments').select('till_id').where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
    const cash = (closed.json() as Till).lines.find((line) => line.method === 'cash')!;
    // Paid first: the closing expected it; closed first: the payment found no open till. Another till: never (NaN).
    const expectedCash = row.till_id === till.id ? 6.5 : row.till_id === null ? 0 : Number.NaN;
    expect(cash.expected).toBe(expectedCash);
  });

  it("lists the day's closings in 'Resumo' and in their own spreadsheet, one line per method", async () => {
    const device = newDevice();
    const till = (await open(device, 80)).json() as Till;
    await move(till.id, device, 'sangria', 12.5, 'Gás');
    const { invoiceId } = await comanda(2);
    expect((await part(invoiceId, device, { amount: 13, paymentMethod: 'pix' })).statusCode).toBe(201);
    const closing = (await close(till.id, device, { cash: 67.5, pix: 10 })).json() as Till;

    const report = (await inject('GET', `${t.shopPath}/day-report`, t.staff)).json();
    expect(report.tillClosings).toContainEqual({
      id: till.id,
      number: closing.number,
      openedBy: closing.openedBy,
      closedBy: closing.closedBy,
      closedAt: closing.closedAt,
      expected: closing.lines.reduce((sum, line) => sum + line.expected, 0),
      counted: 77.5,
      difference: -3,
    });

    const csv = await inject('GET', `${t.shopPath}/day-report/tills.csv`, t.staff);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Fechamento;Aberto por;Aberto em;Fechado por;Fechado em;Troco inicial;Sangrias;Suprimentos;Forma de pagamento;Esperado;Contado;Diferença');
    const mine = lines.filter((line) => line.startsWith(`${closing.number};`)).map((line) => line.split(';').slice(5));
    expect(mine).toContainEqual(['80,00', '12,50', '0,00', 'Dinheiro', '67,50', '67,50', '0,00']);
    expect(mine).toContainEqual(['80,00', '12,50', '0,00', 'Pix', '13,00', '10,00', '-3,00']);
  });

  it("refuses money at a device with no open till once the shop requires one ('Exigir caixa aberto'), and only then", async () => {
    const settings = `${tills()}/settings`;
    expect((await inject('GET', settings, t.staff)).json()).toEqual({ required: false });
    expect((await inject('PUT', settings, t.staff, { required: true })).json()).toEqual({ required: true });
    try {
      const { invoiceId } = await comanda(2);
      const before = await operationsState(t);
      const refused = await part(invoiceId, newDevice(), { amount: 6.5, paymentMethod: 'cash' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'till_required', message: 'Abra o caixa deste aparelho (Mais → Caixa) antes de receber pagamentos.' });
      expect(await operationsState(t)).toEqual(before);
      expect(await t.db.selectFrom('invoice_payments').select('id').where('invoice_id', '=', invoiceId).execute()).toEqual([]);
      // A comanda closed with no money taken (no method chosen) needs no till.
      expect((await inject('PUT', `${t.shopPath}/invoices/${invoiceId}/closed`, newDevice())).statusCode).toBe(200);

      const device = newDevice();
      const till = (await open(device, 0)).json() as Till;
      const second = await comanda(1);
      expect((await part(second.invoiceId, device, { amount: 6.5, paymentMethod: 'cash' })).statusCode).toBe(201);
      const closing = (await close(till.id, device, { cash: 6.5 })).json() as Till;
      expect(closing.lines.find((line) => line.method === 'cash')).toMatchObject({ expected: 6.5, difference: 0 });
    } finally {
      await inject('PUT', settings, t.staff, { required: false });
    }
  });

  it('corrects a closed count beside the closing, which stays as it was; an open till and bad input are refused', async () => {
    const device = newDevice();
    const till = (await open(device, 50)).json() as Till;
    const correct = (payload: object, headers: Headers = t.staff) => inject('POST', `${tills()}/${till.id}/corrections`, headers, payload);
    const early = await correct({ method: 'cash', counted: 50, reason: 'Recontagem' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'till_open' });
    const closing = (await close(till.id, device, { cash: 30 })).json() as Till;
    expect(closing.lines.find((line) => line.method === 'cash')).toMatchObject({ expected: 50, counted: 30, difference: -20 });

    const corrected = await correct({ method: 'cash', counted: 50, reason: 'Notas achadas na gaveta de baixo' });
    expect(corrected.statusCode).toBe(201);
    const after = corrected.json() as Till;
    expect(after.lines).toEqual(closing.lines);
    expect(after.number).toBe(closing.number);
    expect(after.corrections).toEqual([
      { id: expect.any(Number), method: 'cash', counted: 50, difference: 0, reason: 'Notas achadas na gaveta de baixo', by: closing.closedBy, at: expect.any(String) },
    ]);

    for (const payload of [
      { method: 'online', counted: 5, reason: 'x' },
      { method: 'cash', counted: -1, reason: 'x' },
      { method: 'cash', counted: 5, reason: '' },
      { method: 'cash', counted: TILL_AMOUNT_MAX + 1, reason: 'x' },
    ]) {
      expect({ payload, status: (await correct(payload)).statusCode }).toEqual({ payload, status: 400 });
    }
    expect(((await inject('GET', `${tills()}/${till.id}`, t.staff)).json() as Till).corrections).toHaveLength(1);
    const otherShop = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}/tills`;
    expect((await inject('POST', `${otherShop}/${till.id}/corrections`, t.otherStaff, { method: 'cash', counted: 1, reason: 'x' })).statusCode).toBe(404);
  });
});
