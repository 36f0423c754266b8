import { randomUUID } from 'node:crypto';
import type { DayReport } from '@contract/day-report';
import type { Invoice, InvoicePaymentList, Summary } from '@contract/ordering';
import type { LiveRecordEvent } from '@contract/live';
import { partDecisionOf, settledMethodOf } from '@server/domain/part-payment-rules';
import { pixPartAmountOf } from '@server/domain/pix-rules';
import { liveOutcome, openLive, type LiveClient } from '../support/live-client';
import { createOrderingApp, itemNamed, menuOf, operationsState, placed, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let cokeId: number;
let burgerId: number;
let settingsPath: string;
let url: string;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await createOrderingApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const menu = await menuOf(t, 'mesa-1');
  cokeId = itemNamed(menu, 'Coca-Cola lata').id;
  burgerId = itemNamed(menu, 'X-Burguer').id;
  settingsPath = `/menu/accounts/${t.demo.demo.providerId}/shops/${t.demo.demo.shopId}/settings`;
});
afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await t.close();
});

const otherPath = () => `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}`;
/** A dine-in comanda at Mesa 1 with cokes at $ 6,50 each. */
const comanda = (cokes = 4) => placed(t, 'mesa-1', { items: [{ itemId: cokeId, quantity: cokes }] });
const pay = (id: number, payload: object, headers: Record<string, string> = t.staff, path = t.shopPath) =>
  t.app.inject({ method: 'POST', url: `${path}/invoices/${id}/payments`, headers, payload });
const payments = (id: number, headers = t.staff, path = t.shopPath) => t.app.inject({ url: `${path}/invoices/${id}/payments`, headers });
const invoiceOf = async (id: number): Promise<Invoice> => (await t.app.inject({ url: `${t.shopPath}/invoices/${id}`, headers: t.staff })).json();
const partRows = (invoiceId: number) => t.db.selectFrom('invoice_payments').selectAll().where('invoice_id', '=', invoiceId).execute();

async function setServiceCharge(percent: number | null): Promise<void> {
  const { id } = (await t.app.inject({ url: settingsPath, headers: t.staff })).json();
  const res = await t.app.inject({ method: 'PUT', url: `${settingsPath}/${id}`, headers: t.staff, payload: { menuType: 1, serviceChargePercent: percent } });
  expect(res.statusCode).toBe(200);
}

describe('the rules of a part', () => {
  const open = { status: 'open' as const, totalCents: 3000, paidCents: 1000 };
  const all = ['cash', 'creditCard', 'debitCard', 'pix', 'online'] as const;

  it.each([
    [open, { amount: 20, paymentMethod: 'pix' }, { amountCents: 2000, method: 'pix', cashReceivedCents: null, changeCents: null }],
    [open, { amount: 5.5, paymentMethod: 'cash', cashReceived: 10 }, { amountCents: 550, method: 'cash', cashReceivedCents: 1000, changeCents: 450 }],
    [open, { amount: 5.5, paymentMethod: 'cash' }, { amountCents: 550, method: 'cash', cashReceivedCents: null, changeCents: null }],
    [{ ...open, status: 'closing' as const }, { amount: 0.01, paymentMethod: 'debitCard' }, { amountCents: 1, method: 'debitCard', cashReceivedCents: null, changeCents: null }],
  ])('takes %j %j', (invoice, part, accepted) => {
    expect(partDecisionOf(invoice, part, all)).toEqual({ ok: true, value: accepted });
  });

  it.each([
    [open, { amount: 0, paymentMethod: 'pix' }, 'invalid', 'body/amount: informe um valor acima de $ 0,00, em reais com até 2 casas.'],
    [open, { amount: -1, paymentMethod: 'pix' }, 'invalid', 'body/amount: informe um valor acima de $ 0,00, em reais com até 2 casas.'],
    [open, { amount: 1.234, paymentMethod: 'pix' }, 'invalid', 'body/amount: informe um valor acima de $ 0,00, em reais com até 2 casas.'],
    [open, { amount: 20.01, paymentMethod: 'pix' }, 'invalid', 'body/amount: o valor passa do que falta pagar ($ 20,00).'],
    [open, { amount: 5, paymentMethod: 'cheque' }, 'invalid', 'body/paymentMethod: forma de pagamento desconhecida.'],
    [open, { amount: 5, paymentMethod: 'toString' }, 'invalid', 'body/paymentMethod: forma de pagamento desconhecida.'],
    [open, { amount: 5, paymentMethod: 'cash', cashReceived: 4.99 }, 'invalid', 'body/cashReceived: o valor recebido não cobre a parte ($ 5,00).'],
    [open, { amount: 5, paymentMethod: 'pix', cashReceived: 10 }, 'invalid', 'body/cashReceived: o valor recebido só se aplica a pagamento em dinheiro.'],
    [{ ...open, status: 'closed' as const }, { amount: 5, paymentMethod: 'pix' }, 'conflict', 'Esta comanda já está fechada: não há mais nada a pagar.'],
    [{ ...open, status: 'canceled' as const }, { amount: 5, paymentMethod: 'pix' }, 'conflict', 'Esta comanda foi cancelada: não há nada a pagar.'],
    [{ ...open, paidCents: 3000 }, { amount: 5, paymentMethod: 'pix' }, 'conflict', 'O restante desta comanda já foi pago.'],
  ])('refuses %j %j as %s', (invoice, part, kind, message) => {
    expect(partDecisionOf(invoice, part, all)).toMatchObject({ ok: false, kind, message });
  });

  it('refuses a method the shop does not accept', () => {
    expect(partDecisionOf(open, { amount: 5, paymentMethod: 'debitCard' }, ['cash', 'pix'])).toMatchObject({
      ok: false,
      kind: 'invalid',
      message: 'body/paymentMethod: este estabelecimento não aceita esta forma de pagamento.',
    });
  });

  it('settles under the parts\' method when they share one, else under the largest part\'s (the first of equals)', () => {
    expect(settledMethodOf([])).toBeNull();
    expect(settledMethodOf([{ amountCents: 100, method: 'pix' }, { amountCents: 900, method: 'pix' }])).toBe('pix');
    expect(settledMethodOf([{ amountCents: 100, method: 'pix' }, { amountCents: 900, method: 'cash' }, { amountCents: 300, method: 'creditCard' }])).toBe('cash');
    expect(settledMethodOf([{ amountCents: 500, method: 'creditCard' }, { amountCents: 500, method: 'cash' }])).toBe('creditCard');
  });

  it("asks a part's Pix code for an amount above 0 and at most what is owed", () => {
    expect(pixPartAmountOf(3000, undefined)).toEqual({ ok: true, value: 3000 });
    expect(pixPartAmountOf(3000, 12.34)).toEqual({ ok: true, value: 1234 });
    expect(pixPartAmountOf(3000, 30)).toEqual({ ok: true, value: 3000 });
    expect(pixPartAmountOf(3000, 30.01)).toMatchObject({ ok: false, message: 'querystring/amount: o valor passa do que falta pagar nesta comanda.' });
    expect(pixPartAmountOf(3000, 0)).toMatchObject({ ok: false });
    expect(pixPartAmountOf(3000, 1.001)).toMatchObject({ ok: false });
  });
});

describe('POST …/invoices/{id}/payments', () => {
  it('records parts one by one with who and when, and the last one closes the comanda under the largest part\'s method', async () => {
    const { invoiceId } = await comanda(4);
    const first = await pay(invoiceId, { amount: 10, paymentMethod: 'pix' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: invoiceId, status: 'open', total: 26, paid: 10, paymentMethod: null });
    expect((first.json() as Invoice).payments).toEqual([
      { id: expect.any(Number), amount: 10, paymentMethod: 'pix', cashReceived: null, change: null, by: 'Ana Souza', at: expect.any(String) },
    ]);
    const listed = (await payments(invoiceId)).json() as InvoicePaymentList;
    expect(listed).toMatchObject({ paid: 10, remaining: 16, payments: [{ amount: 10, paymentMethod: 'pix' }] });

    const second = await pay(invoiceId, { amount: 12, paymentMethod: 'cash', cashReceived: 20 });
    expect(second.json()).toMatchObject({ status: 'open', paid: 22 });
    expect((second.json() as Invoice).payments?.[1]).toMatchObject({ amount: 12, paymentMethod: 'cash', cashReceived: 20, change: 8 });

    const last = await pay(invoiceId, { amount: 4, paymentMethod: 'creditCard' });
    expect(last.statusCode).toBe(201);
    expect(last.json()).toMatchObject({ status: 'closed', closedAt: expect.any(String), paymentMethod: 'cash', paid: 26, total: 26 });
    expect((await payments(invoiceId)).json()).toMatchObject({ paid: 26, remaining: 0 });
    // The comanda's list row carries what was paid too.
    const list = (await t.app.inject({ url: `${t.shopPath}/invoices?status=closed&limit=100`, headers: t.staff })).json();
    expect(list.invoices.find((row: Invoice) => row.id === invoiceId)).toMatchObject({ paid: 26 });
  });

  it('closes under the one method all parts share, and the bill asked for has its waiting payment completed', async () => {
    const order = await comanda(2);
    const asked = await t.app.inject({ method: 'POST', url: `/public/invoices/${order.invoiceId}/closing`, payload: { accessToken: order.accessToken, paymentMethod: 'cash' } });
    expect(asked.statusCode).toBe(200);
    expect((await pay(order.invoiceId, { amount: 6.5, paymentMethod: 'pix' })).json()).toMatchObject({ status: 'closing', paid: 6.5 });
    expect((await pay(order.invoiceId, { amount: 6.5, paymentMethod: 'pix' })).json()).toMatchObject({ status: 'closed', paymentMethod: 'pix' });
    const waiting = await t.db.selectFrom('order_payments').select(['status', 'method']).where('invoice_id', '=', order.invoiceId).execute();
    expect(waiting).toEqual([{ status: 1, method: 3 }]);
  });

  it('keeps a customer from paying online the whole of a comanda already partly paid at the counter', async () => {
    const order = await comanda(2);
    const asked = await t.app.inject({ method: 'POST', url: `/public/invoices/${order.invoiceId}/closing`, payload: { accessToken: order.accessToken, paymentMethod: 'online' } });
    expect(asked.statusCode).toBe(200);
    expect((await pay(order.invoiceId, { amount: 5, paymentMethod: 'cash' })).statusCode).toBe(201);
    const online = await t.app.inject({ method: 'POST', url: `/public/invoices/${order.invoiceId}/online-payment`, payload: { accessToken: order.accessToken } });
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe('Parte desta comanda já foi paga no caixa; pague o restante no caixa.');
    expect(await t.db.selectFrom('online_payments').select('online_payments.id').innerJoin('order_payments', 'order_payments.id', 'online_payments.order_payment_id').where('order_payments.invoice_id', '=', order.invoiceId).execute()).toEqual([]);
  });

  it('makes the parts of an equal split add up to a total with the service charge', async () => {
    await setServiceCharge(10);
    try {
      const { invoiceId } = await placed(t, 'mesa-2', { items: [{ itemId: cokeId, quantity: 3 }, { itemId: burgerId, quantity: 1 }] });
      const invoice = await invoiceOf(invoiceId);
      const totalCents = Math.round(invoice.total * 100);
      expect(invoice.serviceCharge).toBeGreaterThan(0);
      const base = Math.floor(totalCents / 3);
      const parts = [base + (totalCents % 3), base, base];
      for (const [index, cents] of parts.entries()) {
        const res = await pay(invoiceId, { amount: cents / 100, paymentMethod: ['pix', 'creditCard', 'cash'][index] });
        expect(res.statusCode).toBe(201);
      }
      expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'closed', paid: invoice.total });
    } finally {
      await setServiceCharge(null);
    }
  });

  it.each([
    [{ amount: 0, paymentMethod: 'pix' }, 'body/amount'],
    [{ amount: 26.01, paymentMethod: 'pix' }, 'body/amount'],
    [{ amount: 5, paymentMethod: 'cheque' }, 'body/paymentMethod'],
    // The demo shop does not accept debit cards.
    [{ amount: 5, paymentMethod: 'debitCard' }, 'body/paymentMethod'],
    [{ amount: 5, paymentMethod: 'cash', cashReceived: 4 }, 'body/cashReceived'],
    [{ amount: '5', paymentMethod: 'cash' }, 'amount'],
    [{ paymentMethod: 'cash' }, 'amount'],
    [{ amount: 5, paymentMethod: 'cash', tip: 2 }, 'tip'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (body, field) => {
    const { invoiceId } = await comanda(4);
    const before = await operationsState(t);
    const res = await pay(invoiceId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect(await operationsState(t)).toEqual(before);
    expect(await partRows(invoiceId)).toEqual([]);
  });

  it('answers 409 for a comanda closed or canceled, saying so, and records nothing', async () => {
    const closed = await comanda(1);
    expect((await pay(closed.invoiceId, { amount: 6.5, paymentMethod: 'cash' })).json()).toMatchObject({ status: 'closed' });
    const again = await pay(closed.invoiceId, { amount: 1, paymentMethod: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invoice_finished', message: 'Esta comanda já está fechada: não há mais nada a pagar.' });
    expect(await partRows(closed.invoiceId)).toHaveLength(1);

    const canceled = await comanda(1);
    expect((await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/${canceled.orderId}/canceled`, headers: t.staff })).statusCode).toBe(200);
    const refused = await pay(canceled.invoiceId, { amount: 1, paymentMethod: 'cash' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Esta comanda foi cancelada: não há nada a pagar.');
  });

  it("answers 404 for another shop's comanda, by path or by token, and records nothing", async () => {
    const { invoiceId } = await comanda(2);
    const before = await operationsState(t);
    expect((await pay(invoiceId, { amount: 1, paymentMethod: 'cash' }, t.otherStaff)).statusCode).toBe(404);
    expect((await pay(invoiceId, { amount: 1, paymentMethod: 'cash' }, t.otherStaff, otherPath())).statusCode).toBe(404);
    expect((await payments(invoiceId, t.otherStaff)).statusCode).toBe(404);
    expect((await payments(invoiceId, t.otherStaff, otherPath())).statusCode).toBe(404);
    expect((await pay(invoiceId, { amount: 1, paymentMethod: 'cash' }, {})).statusCode).toBe(401);
    expect(await operationsState(t)).toEqual(before);
    expect(await partRows(invoiceId)).toEqual([]);
  });

  it('lets exactly one of two cashiers taking the last part at once win; the other hears 409 and nothing is recorded twice', async () => {
    const { invoiceId } = await comanda(4);
    expect((await pay(invoiceId, { amount: 6, paymentMethod: 'pix' })).statusCode).toBe(201);
    const answers = await Promise.all([
      pay(invoiceId, { amount: 20, paymentMethod: 'cash' }),
      pay(invoiceId, { amount: 20, paymentMethod: 'creditCard' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((res) => res.statusCode === 409);
    expect(lost?.json()).toMatchObject({ message: expect.stringMatching(/já foi pago|já está fechada/) });
    const rows = await partRows(invoiceId);
    expect(rows.map((row) => row.amount_cents)).toEqual([600, 2000]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'closed', paid: 26 });
  });

  it('honours an Idempotency-Key: the same part sent twice is recorded once and answered the same', async () => {
    const { invoiceId } = await comanda(4);
    const key = randomUUID();
    const headers = { ...t.staff, 'idempotency-key': key };
    const first = await pay(invoiceId, { amount: 5, paymentMethod: 'pix' }, headers);
    const second = await pay(invoiceId, { amount: 5, paymentMethod: 'pix' }, headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await partRows(invoiceId)).toHaveLength(1);
    // The same key for another part is refused rather than taken for the first.
    expect((await pay(invoiceId, { amount: 6, paymentMethod: 'pix' }, headers)).statusCode).toBe(409);
  });

  it("tells the shop's devices live: updated for a part, closed for the last", async () => {
    const socket = openLive(url, (await t.tokensFor('demo@exemplo.com.br')).accountToken);
    sockets.push(socket);
    expect(await liveOutcome(socket)).toBe('connected');
    expect(await socket.emitWithAck('account', { shopId: t.demo.demo.shopId })).toEqual({ ok: true });
    const heard: LiveRecordEvent<string>[] = [];
    socket.on('invoice', (payload) => heard.push(payload));
    const { invoiceId } = await comanda(2);
    await pay(invoiceId, { amount: 5, paymentMethod: 'pix' });
    await pay(invoiceId, { amount: 8, paymentMethod: 'cash' });
    const heardOf = () => heard.filter((event) => event.id === invoiceId).map((event) => event.event);
    for (let tries = 0; tries < 100 && heardOf().length < 3; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heardOf()).toEqual(['created', 'updated', 'closed']);
  });

  it('keeps the parts when the comanda is merged into another, which owes the rest', async () => {
    const target = await comanda(2);
    const source = await placed(t, 'mesa-2', { items: [{ itemId: cokeId, quantity: 2 }] });
    expect((await pay(source.invoiceId, { amount: 5, paymentMethod: 'pix' })).statusCode).toBe(201);
    const merged = await t.app.inject({ method: 'POST', url: `${t.shopPath}/invoices/${target.invoiceId}/merge`, headers: t.staff, payload: { invoiceId: source.invoiceId } });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ total: 26, paid: 5, payments: [{ amount: 5, paymentMethod: 'pix' }] });
    expect((await payments(target.invoiceId)).json()).toMatchObject({ paid: 5, remaining: 21 });
    expect((await payments(source.invoiceId)).json()).toMatchObject({ paid: 0, remaining: 0, payments: [] });
  });
});

describe("a part's Pix code", () => {
  const pix = (id: number, query = '', path = t.shopPath, headers = t.staff) => t.app.inject({ url: `${path}/invoices/${id}/pix${query}`, headers });

  it('is for the amount asked, at most what the comanda still owes after its parts', async () => {
    const { invoiceId } = await comanda(4);
    expect((await pix(invoiceId)).json()).toMatchObject({ amount: 26 });
    const part = await pix(invoiceId, '?amount=8.67');
    expect(part.statusCode).toBe(200);
    expect(part.json().amount).toBe(8.67);
    // The BR Code's currency (53: 986, the real) is followed by the amount (54).
    expect(part.json().payload).toContain('530398654048.67');
    expect((await pay(invoiceId, { amount: 20, paymentMethod: 'cash' })).statusCode).toBe(201);
    expect((await pix(invoiceId)).json()).toMatchObject({ amount: 6 });
    const over = await pix(invoiceId, '?amount=6.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('amount');
    expect((await pix(invoiceId, '?amount=0')).statusCode).toBe(400);
    expect((await pix(invoiceId, '?amount=2', otherPath(), t.otherStaff)).statusCode).toBe(404);
  });

  it("is, for the customer, for what the comanda still owes after its parts", async () => {
    const order = await comanda(4);
    expect((await pay(order.invoiceId, { amount: 20, paymentMethod: 'cash' })).statusCode).toBe(201);
    const customer = await t.app.inject({ url: `/public/invoices/${order.invoiceId}/pix`, headers: { 'x-invoice-access-token': order.accessToken } });
    expect(customer.statusCode).toBe(200);
    expect(customer.json().amount).toBe(6);
  });
});

describe('the summary by payment method', () => {
  it("counts a comanda paid in parts once, under its method, and each part's amount under the part's method", async () => {
    const query = `accountId=${t.demo.demo.providerId}&shopId=${t.demo.demo.shopId}`;
    const summary = async () => (await t.app.inject({ url: `/ordering/summary?${query}`, headers: t.staff })).json() as Summary;
    const groupOf = (body: Summary, method: string | null) => body.invoices.find((group) => group.paymentMethod === method) ?? { count: 0, total: 0 };
    const before = await summary();
    const { invoiceId } = await comanda(4);
    await pay(invoiceId, { amount: 6, paymentMethod: 'pix' });
    const partly = await summary();
    // Open: $ 6,00 came in by Pix; the rest is still under "not chosen yet".
    expect(groupOf(partly, 'pix').total).toBeCloseTo(groupOf(before, 'pix').total + 6, 2);
    expect(groupOf(partly, 'pix').count).toBe(groupOf(before, 'pix').count);
    expect(groupOf(partly, null).total).toBeCloseTo(groupOf(before, null).total + 20, 2);
    expect(groupOf(partly, null).count).toBe(groupOf(before, null).count + 1);

    await pay(invoiceId, { amount: 20, paymentMethod: 'cash' });
    const after = await summary();
    expect(groupOf(after, 'cash').count).toBe(groupOf(before, 'cash').count + 1);
    expect(groupOf(after, 'cash').total).toBeCloseTo(groupOf(before, 'cash').total + 20, 2);
    expect(groupOf(after, 'pix').total).toBeCloseTo(groupOf(before, 'pix').total + 6, 2);
    expect(groupOf(after, null).total).toBeCloseTo(groupOf(before, null).total, 2);
    const sum = (body: Summary) => body.invoices.reduce((total, group) => total + group.total, 0);
    expect(sum(after)).toBeCloseTo(sum(before) + 26, 2);
  });

  it("keeps Resumo's figures true: the comanda counted once, its revenue whole, each part under its method", async () => {
    const reportPath = `${t.shopPath}/day-report`;
    const report = async () => (await t.app.inject({ url: reportPath, headers: t.staff })).json() as DayReport;
    const methodOf = (body: DayReport, method: string | null) => body.byPaymentMethod.find((group) => group.paymentMethod === method) ?? { invoices: 0, total: 0 };
    const before = await report();
    const { invoiceId } = await comanda(4);
    await pay(invoiceId, { amount: 6.5, paymentMethod: 'pix' });
    await pay(invoiceId, { amount: 6.5, paymentMethod: 'creditCard' });
    await pay(invoiceId, { amount: 13, paymentMethod: 'creditCard' });
    const after = await report();
    expect(after.figures.invoices).toBe(before.figures.invoices + 1);
    expect(after.figures.revenue).toBeCloseTo(before.figures.revenue + 26, 2);
    expect(methodOf(after, 'creditCard')).toEqual({
      paymentMethod: 'creditCard',
      invoices: methodOf(before, 'creditCard').invoices + 1,
      total: expect.closeTo(methodOf(before, 'creditCard').total + 19.5, 2),
    });
    expect(methodOf(after, 'pix').total).toBeCloseTo(methodOf(before, 'pix').total + 6.5, 2);
    expect(methodOf(after, 'pix').invoices).toBe(methodOf(before, 'pix').invoices);
  });
});

describe('what lowers the total of a comanda partly paid', () => {
  it('may not take it below what its parts paid: an order canceled or the service charge removed is refused, and changes nothing', async () => {
    const first = await comanda(2);
    const second = await placed(t, 'mesa-1', { items: [{ itemId: cokeId, quantity: 1 }], invoiceId: first.invoiceId, accessToken: first.accessToken });
    expect((await pay(first.invoiceId, { amount: 10, paymentMethod: 'pix' })).statusCode).toBe(201);
    const before = await operationsState(t);
    // $ 19,50 less $ 13,00 would leave $ 6,50, below the $ 10,00 paid.
    const refused = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/${first.orderId}/canceled`, headers: t.staff });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Esta comanda já tem $ 10,00 pagos em partes; o total não pode ficar abaixo disso (ficaria $ 6,50).');
    expect(await operationsState(t)).toEqual(before);
    // Leaving $ 13,00, it is allowed.
    expect((await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/${second.orderId}/canceled`, headers: t.staff })).statusCode).toBe(200);
    expect((await payments(first.invoiceId)).json()).toMatchObject({ paid: 10, remaining: 3 });

    await setServiceCharge(10);
    try {
      const charged = await placed(t, 'mesa-2', { items: [{ itemId: cokeId, quantity: 2 }] });
      const invoice = await invoiceOf(charged.invoiceId);
      expect((await pay(charged.invoiceId, { amount: invoice.total, paymentMethod: 'cash' })).json()).toMatchObject({ status: 'closed' });
      const other = await placed(t, 'mesa-3', { items: [{ itemId: cokeId, quantity: 2 }] });
      const owed = await invoiceOf(other.invoiceId);
      expect((await pay(other.invoiceId, { amount: owed.total - 0.01, paymentMethod: 'cash' })).statusCode).toBe(201);
      const removal = await t.app.inject({ method: 'DELETE', url: `${t.shopPath}/invoices/${other.invoiceId}/service-charge`, headers: t.staff });
      expect(removal.statusCode).toBe(409);
      expect(await invoiceOf(other.invoiceId)).toMatchObject({ serviceChargeRemovedAt: null, total: owed.total });
    } finally {
      await setServiceCharge(null);
    }
  });
});
