import type { Invoice } from '@contract/ordering';
import type { LiveRecordEvent } from '@contract/live';
import { splitChangeRefusalOf, splitFollowingOf, splitPartRefusalOf } from '@server/domain/split-rules';
import { liveOutcome, openLive, type LiveClient } from '../support/live-client';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let cokeId: number;
let url: string;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await createOrderingApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  cokeId = itemNamed(await menuOf(t, 'mesa-1'), 'Coca-Cola lata').id;
});
afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await t.close();
});

/** A dine-in comanda at a table with cokes at $ 6,50 each. */
const comanda = (cokes = 4, table = 'mesa-1') => placed(t, table, { items: [{ itemId: cokeId, quantity: cokes }] });
const setSplit = (id: number, payload: object, path = t.shopPath) =>
  t.app.inject({ method: 'PUT', url: `${path}/invoices/${id}/split`, headers: t.staff, payload });
const undoSplit = (id: number) => t.app.inject({ method: 'DELETE', url: `${t.shopPath}/invoices/${id}/split`, headers: t.staff });
const pay = (id: number, payload: object) => t.app.inject({ method: 'POST', url: `${t.shopPath}/invoices/${id}/payments`, headers: t.staff, payload });
const invoiceOf = async (id: number): Promise<Invoice> => (await t.app.inject({ url: `${t.shopPath}/invoices/${id}`, headers: t.staff })).json();
const splitRows = (invoiceId: number) => t.db.selectFrom('invoice_splits').selectAll().where('invoice_id', '=', invoiceId).execute();
const partsOf = async (invoiceId: number) =>
  (await t.db.selectFrom('invoice_payments').select('split_part').where('invoice_id', '=', invoiceId).orderBy('id').execute()).map((row) => row.split_part);

describe('the rules of a split', () => {
  const open = { status: 'open' as const, totalCents: 3000, paidCents: 0 };
  const equal = { mode: 'equal' as const, parts: 3 };

  it('may be set while the comanda owes something and no part of it is paid; by items only on a comanda nothing of which was paid', () => {
    expect(splitChangeRefusalOf(open, 0, equal)).toBeNull();
    expect(splitChangeRefusalOf(open, 0, null)).toBeNull();
    expect(splitChangeRefusalOf({ ...open, paidCents: 1000 }, 0, equal)).toBeNull();
    expect(splitChangeRefusalOf(open, 1, equal)).toMatchObject({ kind: 'conflict' });
    expect(splitChangeRefusalOf(open, 1, null)).toMatchObject({ kind: 'conflict' });
    expect(splitChangeRefusalOf({ ...open, status: 'closed' }, 0, equal)).toMatchObject({ kind: 'conflict', code: 'invoice_finished' });
    expect(splitChangeRefusalOf({ ...open, paidCents: 3000 }, 0, equal)).toMatchObject({ kind: 'conflict', code: 'invoice_paid' });
    expect(splitChangeRefusalOf({ ...open, paidCents: 1 }, 0, { mode: 'items', parts: 2 })).toMatchObject({ kind: 'conflict' });
    expect(splitChangeRefusalOf(open, 0, { mode: 'items', parts: 2, assignment: { '1:0': 2 } })).toEqual({
      ok: false,
      kind: 'invalid',
      message: 'body/assignment: o item 1:0 vai para a Parte 3, mas a divisão tem 2 partes.',
    });
  });

  it.each([
    ['a comanda closed', { ...open, status: 'closed' as const }, 'equal', 3000, [], { kind: 'end' }],
    ['nothing paid, same rest', open, 'equal', 3000, [], { kind: 'keep' }],
    ['nothing paid, a new order', { ...open, totalCents: 4000 }, 'equal', 3000, [], { kind: 'rebase', baseCents: 4000 }],
    ['nothing paid, a partial payment', { ...open, paidCents: 500 }, 'equal', 3000, [], { kind: 'rebase', baseCents: 2500 }],
    ['by items, a partial payment', { ...open, paidCents: 500 }, 'items', 3000, [], { kind: 'drop' }],
    ['a part paid', { ...open, paidCents: 1000 }, 'equal', 3000, [1000], { kind: 'keep' }],
    ['a part paid, then a new order', { ...open, totalCents: 4000, paidCents: 1000 }, 'equal', 3000, [1000], { kind: 'drop' }],
    ['a part paid, then a payment outside the split', { ...open, paidCents: 1500 }, 'equal', 3000, [1000], { kind: 'drop' }],
  ] as const)('after %s: %j', (_case, invoice, mode, baseCents, paid, following) => {
    expect(splitFollowingOf(invoice, { mode, parts: 3, baseCents }, paid)).toEqual(following);
  });

  it('takes a part the split has, once', () => {
    const split = { mode: 'equal' as const, parts: 3, baseCents: 3000 };
    expect(splitPartRefusalOf(split, [0], 1)).toBeNull();
    expect(splitPartRefusalOf(split, [0], 0)).toEqual({ ok: false, kind: 'conflict', message: 'A Parte 1 desta comanda já foi paga.', code: undefined });
    expect(splitPartRefusalOf(split, [], 3)).toMatchObject({ kind: 'invalid', message: 'body/splitPart: a divisão desta comanda tem 3 partes.' });
    expect(splitPartRefusalOf(undefined, [], 0)).toMatchObject({ kind: 'conflict' });
  });
});

describe('PUT and DELETE …/invoices/{id}/split', () => {
  it('keeps the split on the comanda, the same on every read, and changes it until a part is paid', async () => {
    const { invoiceId } = await comanda(4);
    expect((await invoiceOf(invoiceId)).split).toBeNull();
    const set = await setSplit(invoiceId, { mode: 'equal', parts: 3 });
    expect(set.statusCode).toBe(200);
    expect(set.json().split).toEqual({ mode: 'equal', parts: 3, assignment: {}, base: 26, paidParts: [] });
    const { orders } = await invoiceOf(invoiceId);
    const key = `${orders![0].id}:0`;
    expect((await setSplit(invoiceId, { mode: 'items', parts: 2, assignment: { [key]: 1 } })).json().split).toEqual({
      mode: 'items',
      parts: 2,
      assignment: { [key]: 1 },
      base: 26,
      paidParts: [],
    });
    expect((await invoiceOf(invoiceId)).split).toMatchObject({ mode: 'items', parts: 2, assignment: { [key]: 1 } });
    const undone = await undoSplit(invoiceId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().split).toBeNull();
    expect(await splitRows(invoiceId)).toEqual([]);
  });

  it.each([
    ['parts below 2', { mode: 'equal', parts: 1 }, 'parts'],
    ['parts above 20', { mode: 'equal', parts: 21 }, 'parts'],
    ['an unknown mode', { mode: 'thirds', parts: 3 }, 'mode'],
    ['a line given to a part the split does not have', { mode: 'items', parts: 2, assignment: { '1:0': 2 } }, 'assignment'],
    ['a line key too long', { mode: 'items', parts: 2, assignment: { [`${'9'.repeat(40)}:0`]: 0 } }, 'assignment'],
    ['more than 200 lines', { mode: 'items', parts: 2, assignment: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`1:${i}`, 0])) }, 'assignment'],
    ['a field it does not know', { mode: 'equal', parts: 2, base: 1 }, ''],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_case, payload, field) => {
    const { invoiceId } = await comanda(2);
    expect((await setSplit(invoiceId, { mode: 'equal', parts: 4 })).statusCode).toBe(200);
    const before = await splitRows(invoiceId);
    const res = await setSplit(invoiceId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^body[ /]${field}`));
    expect(await splitRows(invoiceId)).toEqual(before);
  });

  it("404s another shop's comanda, and 409s a comanda already paid", async () => {
    const { invoiceId } = await comanda(1);
    const other = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}`;
    expect((await t.app.inject({ method: 'PUT', url: `${other}/invoices/${invoiceId}/split`, headers: t.otherStaff, payload: { mode: 'equal', parts: 2 } })).statusCode).toBe(404);
    expect((await pay(invoiceId, { amount: 6.5, paymentMethod: 'pix' })).json()).toMatchObject({ status: 'closed' });
    const refused = await setSplit(invoiceId, { mode: 'equal', parts: 2 });
    expect(refused.statusCode).toBe(409);
    expect(await splitRows(invoiceId)).toEqual([]);
  });
});

describe('paying the parts of a split', () => {
  it('records each part with its index, refuses a part paid twice or a change once one is paid, and the rest taken as one part closes the comanda', async () => {
    const { invoiceId } = await comanda(4);
    await setSplit(invoiceId, { mode: 'equal', parts: 3 });
    // $ 26,00 in three: $ 8,67, $ 8,67, $ 8,66.
    const first = await pay(invoiceId, { amount: 8.67, paymentMethod: 'pix', splitPart: 1 });
    expect(first.statusCode).toBe(201);
    expect(first.json().split).toEqual({ mode: 'equal', parts: 3, assignment: {}, base: 26, paidParts: [1] });

    const again = await pay(invoiceId, { amount: 8.67, paymentMethod: 'pix', splitPart: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A Parte 2 desta comanda já foi paga.');
    expect((await pay(invoiceId, { amount: 1, paymentMethod: 'pix', splitPart: 3 })).json()).toMatchObject({
      message: 'body/splitPart: a divisão desta comanda tem 3 partes.',
    });
    const changed = await setSplit(invoiceId, { mode: 'equal', parts: 2 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('Parte desta divisão já foi paga: ela não muda mais. Pague o restante como uma parte.');
    expect((await undoSplit(invoiceId)).statusCode).toBe(409);

    expect((await pay(invoiceId, { amount: 8.67, paymentMethod: 'cash', splitPart: 0 })).json().split).toMatchObject({ paidParts: [0, 1] });
    // 'Pagar o restante': one part of what is still unpaid, outside the split's parts.
    const rest = await pay(invoiceId, { amount: 8.66, paymentMethod: 'creditCard' });
    expect(rest.json()).toMatchObject({ status: 'closed', split: null });
    expect(await splitRows(invoiceId)).toEqual([]);
    expect(await partsOf(invoiceId)).toEqual([1, 0, null]);
  });

  it('refuses a part of a split that does not stand', async () => {
    const { invoiceId } = await comanda(2);
    const res = await pay(invoiceId, { amount: 6.5, paymentMethod: 'pix', splitPart: 0 });
    expect(res.statusCode).toBe(409);
    expect(await partsOf(invoiceId)).toEqual([]);
  });

  it("tells the shop's devices live when the split is set, changed or a part of it paid", async () => {
    const socket = openLive(url, (await t.tokensFor('demo@exemplo.com.br')).accountToken);
    sockets.push(socket);
    expect(await liveOutcome(socket)).toBe('connected');
    expect(await socket.emitWithAck('account', { shopId: t.demo.demo.shopId })).toEqual({ ok: true });
    const heard: LiveRecordEvent<string>[] = [];
    socket.on('invoice', (payload) => heard.push(payload));
    const { invoiceId } = await comanda(2);
    await setSplit(invoiceId, { mode: 'equal', parts: 2 });
    await pay(invoiceId, { amount: 6.5, paymentMethod: 'pix', splitPart: 0 });
    const heardOf = () => heard.filter((event) => event.id === invoiceId).map((event) => event.event);
    for (let tries = 0; tries < 100 && heardOf().length < 3; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heardOf()).toEqual(['created', 'updated', 'updated']);
  });
});

describe('a split when the comanda changes under it', () => {
  const orderMore = (first: { invoiceId: number; accessToken: string }) =>
    placed(t, 'mesa-1', { items: [{ itemId: cokeId, quantity: 2 }], invoiceId: first.invoiceId, accessToken: first.accessToken });

  it('follows what remains while no part is paid: a new order or a partial payment is divided too', async () => {
    const first = await comanda(2);
    await setSplit(first.invoiceId, { mode: 'equal', parts: 3 });
    await orderMore(first);
    expect((await invoiceOf(first.invoiceId)).split).toEqual({ mode: 'equal', parts: 3, assignment: {}, base: 26, paidParts: [] });
    expect((await pay(first.invoiceId, { amount: 6, paymentMethod: 'pix' })).json().split).toMatchObject({ parts: 3, base: 20, paidParts: [] });
  });

  it('is dropped by a new order once a part is paid; the parts paid stay as payments, and a new split starts over', async () => {
    const first = await comanda(2);
    await setSplit(first.invoiceId, { mode: 'equal', parts: 2 });
    expect((await pay(first.invoiceId, { amount: 6.5, paymentMethod: 'pix', splitPart: 0 })).statusCode).toBe(201);
    await orderMore(first);
    const invoice = await invoiceOf(first.invoiceId);
    expect(invoice).toMatchObject({ total: 26, paid: 6.5, split: null, payments: [{ amount: 6.5 }] });
    expect(await partsOf(first.invoiceId)).toEqual([null]);
    expect((await setSplit(first.invoiceId, { mode: 'equal', parts: 2 })).json().split).toEqual({ mode: 'equal', parts: 2, assignment: {}, base: 19.5, paidParts: [] });
  });

  it('by items is dropped by a payment outside it', async () => {
    const { invoiceId } = await comanda(2);
    const { orders } = await invoiceOf(invoiceId);
    await setSplit(invoiceId, { mode: 'items', parts: 2, assignment: { [`${orders![0].id}:0`]: 0 } });
    expect((await pay(invoiceId, { amount: 1, paymentMethod: 'pix' })).json().split).toBeNull();
  });

  it('ends with a comanda merged into another, whose own split follows what it owes', async () => {
    const target = await comanda(2, 'mesa-2');
    const source = await comanda(2, 'mesa-3');
    await setSplit(target.invoiceId, { mode: 'equal', parts: 2 });
    await setSplit(source.invoiceId, { mode: 'equal', parts: 2 });
    expect((await pay(source.invoiceId, { amount: 6.5, paymentMethod: 'pix', splitPart: 1 })).statusCode).toBe(201);
    const merged = await t.app.inject({ method: 'POST', url: `${t.shopPath}/invoices/${target.invoiceId}/merge`, headers: t.staff, payload: { invoiceId: source.invoiceId } });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ total: 26, paid: 6.5, split: { parts: 2, base: 19.5, paidParts: [] } });
    expect(await splitRows(source.invoiceId)).toEqual([]);
    expect((await invoiceOf(source.invoiceId)).split).toBeNull();
    expect(await partsOf(target.invoiceId)).toEqual([null]);
  });

  it('ends with a comanda whose orders were all canceled', async () => {
    const { invoiceId, orderId } = await comanda(1, 'mesa-2');
    await setSplit(invoiceId, { mode: 'equal', parts: 2 });
    expect((await t.app.inject({ method: 'PUT', url: `${t.shopPath}/orders/${orderId}/canceled`, headers: t.staff })).statusCode).toBe(200);
    expect(await invoiceOf(invoiceId)).toMatchObject({ status: 'canceled', split: null });
    expect(await splitRows(invoiceId)).toEqual([]);
  });
});
