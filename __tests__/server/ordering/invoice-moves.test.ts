import type { Invoice } from '@contract/ordering';
import { mergeDecisionOf, transferDecisionOf, type MovableInvoice } from '@server/domain/invoice-move-rules';
import { createOrderingApp, itemNamed, menuOf, operationsState, placed, postOrder, type OrderingApp } from './ordering-fixture';

let t: OrderingApp;
let burgerId: number;
let cokeId: number;
let qrIds: Record<string, number>;

beforeAll(async () => {
  t = await createOrderingApp();
  const menu = await menuOf(t, 'mesa-1');
  burgerId = itemNamed(menu, 'X-Burguer').id;
  cokeId = itemNamed(menu, 'Coca-Cola lata').id;
  const rows = await t.db.selectFrom('qrcodes').select(['id', 'code']).execute();
  qrIds = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(() => t.close());

const burger = (quantity = 1) => ({ items: [{ itemId: burgerId, quantity }] });
const coke = (quantity = 1) => ({ items: [{ itemId: cokeId, quantity }] });
const invoiceOf = async (id: number): Promise<Invoice> => (await t.app.inject({ url: `${t.shopPath}/invoices/${id}`, headers: t.staff })).json();
const transfer = (id: number, payload: unknown, headers = t.staff, path = t.shopPath) =>
  t.app.inject({ method: 'POST', url: `${path}/invoices/${id}/transfer`, headers, payload: payload as object });
const merge = (id: number, payload: unknown, headers = t.staff, path = t.shopPath) =>
  t.app.inject({ method: 'POST', url: `${path}/invoices/${id}/merge`, headers, payload: payload as object });
const otherPath = () => `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}`;

describe('the rules of moving a comanda', () => {
  const open: MovableInvoice = { code: '7', status: 'open', prepay: false, paymentWaiting: false };
  it.each([
    [open, 'Mesa 3', 'Mesa 7', null],
    [{ ...open, status: 'closing', paymentWaiting: true }, 'Mesa 3', 'Mesa 7', null],
    [open, 'Mesa 3', 'Mesa 3', 'A comanda já está em Mesa 3.'],
    [{ ...open, status: 'closed' }, 'Mesa 3', 'Mesa 7', 'Esta comanda já foi paga e encerrada; não pode mudar de mesa.'],
    [{ ...open, status: 'canceled' }, 'Mesa 3', 'Mesa 7', 'Esta comanda foi cancelada; não pode mudar de mesa.'],
  ] as const)('transfer of %j from %s to %s', (invoice, from, to, refusal) => {
    const decision = transferDecisionOf(invoice, from, to);
    expect(decision.ok ? null : decision.message).toBe(refusal);
  });

  it.each([
    [open, { ...open, code: '8' }, null],
    [open, { ...open, code: '8', prepay: true }, 'A comanda #8 é pré-paga: cada pedido dela tem o seu próprio pagamento, que não pode passar para outra comanda.'],
    [{ ...open, paymentWaiting: true }, { ...open, code: '8' }, 'A comanda #7 tem um pagamento em andamento (a conta já foi pedida). Receba o pagamento antes de juntar as comandas.'],
    [open, { ...open, code: '8', status: 'closing' }, 'A comanda #8 tem um pagamento em andamento (a conta já foi pedida). Receba o pagamento antes de juntar as comandas.'],
    [open, { ...open, code: '8', status: 'closed' }, 'A comanda #8 já foi paga e encerrada; não pode ser juntada.'],
    [{ ...open, status: 'canceled' }, { ...open, code: '8' }, 'A comanda #7 foi cancelada; não pode ser juntada.'],
  ] as const)('merge into %j of %j', (target, source, refusal) => {
    const decision = mergeDecisionOf({ id: 1, ...target }, { id: 2, ...source });
    expect(decision.ok ? null : decision.message).toBe(refusal);
  });

  it('refuses merging a comanda with itself', () => {
    expect(mergeDecisionOf({ id: 1, ...open }, { id: 1, ...open })).toMatchObject({ ok: false });
  });
});

describe('POST …/invoices/{id}/transfer', () => {
  it('moves the comanda and its orders to the other table, recorded with who and when', async () => {
    const first = await placed(t, 'mesa-3', burger());
    const res = await transfer(first.invoiceId, { qrcodeId: qrIds['mesa-2'] });
    expect(res.statusCode).toBe(200);
    const invoice = res.json() as Invoice;
    expect(invoice.location).toBe('Mesa 2');
    expect(invoice.moves).toEqual([
      { kind: 'transfer', fromLocation: 'Mesa 3', toLocation: 'Mesa 2', by: 'Ana Souza', at: expect.any(String), otherInvoiceId: null, otherInvoiceCode: null },
    ]);
    expect(invoice.orders?.map((order) => order.locations)).toEqual([['Mesa 2']]);
    expect(await invoiceOf(first.invoiceId)).toMatchObject({ location: 'Mesa 2', moves: [{ kind: 'transfer' }] });

    // The party's phones keep ordering into it, whichever table's page they order from; the new order is at Mesa 2.
    const again = await placed(t, 'mesa-3', { ...coke(), invoiceId: first.invoiceId, accessToken: first.accessToken });
    expect(again.invoiceId).toBe(first.invoiceId);
    // A new party at the old table opens its own comanda there; so does someone at the new table without the token.
    const newcomer = await placed(t, 'mesa-3', coke());
    const stranger = await placed(t, 'mesa-2', coke());
    expect(newcomer.invoiceId).not.toBe(first.invoiceId);
    expect(stranger.invoiceId).not.toBe(first.invoiceId);
    expect((await invoiceOf(newcomer.invoiceId)).location).toBe('Mesa 3');
    const moved = await invoiceOf(first.invoiceId);
    expect(moved.orders?.map((order) => [order.id, order.locations[0]])).toEqual([
      [first.orderId, 'Mesa 2'],
      [again.orderId, 'Mesa 2'],
    ]);
  });

  it('refuses, changing nothing: the same table, an inactive or unknown QR code, a finished comanda, bad input', async () => {
    const order = await placed(t, 'mesa-1', burger());
    await t.db.updateTable('qrcodes').set({ active: 0 }).where('id', '=', qrIds['mesa-2']).execute();
    try {
      const before = await operationsState(t);
      const same = await transfer(order.invoiceId, { qrcodeId: qrIds['mesa-1'] });
      expect(same.statusCode).toBe(409);
      expect(same.json().message).toBe('A comanda já está em Mesa 1.');
      const inactive = await transfer(order.invoiceId, { qrcodeId: qrIds['mesa-2'] });
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json().message).toContain('qrcodeId');
      // Another shop's QR code is as unknown as one that does not exist.
      expect((await transfer(order.invoiceId, { qrcodeId: qrIds['outro-mesa-1'] })).statusCode).toBe(400);
      const missing = await transfer(order.invoiceId, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('qrcodeId');
      expect((await transfer(order.invoiceId, { qrcodeId: 'três' })).statusCode).toBe(400);
      expect(await operationsState(t)).toEqual(before);
    } finally {
      await t.db.updateTable('qrcodes').set({ active: 1 }).where('id', '=', qrIds['mesa-2']).execute();
    }
    await t.db.updateTable('invoices').set({ status: 'closed' }).where('id', '=', order.invoiceId).execute();
    const closed = await transfer(order.invoiceId, { qrcodeId: qrIds['mesa-3'] });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'invoice_finished' });
  });

  it("is the shop's own: another shop's token, or another shop's path, reaches nothing", async () => {
    const order = await placed(t, 'mesa-1', burger());
    expect((await transfer(order.invoiceId, { qrcodeId: qrIds['mesa-2'] }, t.otherStaff)).statusCode).toBe(404);
    expect((await transfer(order.invoiceId, { qrcodeId: qrIds['outro-mesa-1'] }, t.otherStaff, otherPath())).statusCode).toBe(404);
    expect((await merge(order.invoiceId, { invoiceId: order.invoiceId }, t.otherStaff)).statusCode).toBe(404);
    expect((await invoiceOf(order.invoiceId)).location).toBe('Mesa 1');
  });
});

describe('POST …/invoices/{id}/merge', () => {
  it('brings the other comanda\'s orders and totals here and ends it; its customers order into this one', async () => {
    const a = await placed(t, 'mesa-1', burger(2));
    const b = await placed(t, 'mesa-3', coke(3));
    const before = { a: await invoiceOf(a.invoiceId), b: await invoiceOf(b.invoiceId) };
    const res = await merge(a.invoiceId, { invoiceId: b.invoiceId });
    expect(res.statusCode).toBe(200);
    const merged = res.json() as Invoice;
    expect(merged.total).toBeCloseTo(before.a.total + before.b.total, 2);
    expect(merged.orders?.map((order) => order.id)).toEqual([a.orderId, b.orderId]);
    expect(merged.orders?.map((order) => order.locations[0])).toEqual(['Mesa 1', 'Mesa 1']);
    expect(merged.moves).toEqual([
      {
        kind: 'mergedIn',
        fromLocation: 'Mesa 3',
        toLocation: 'Mesa 1',
        by: 'Ana Souza',
        at: expect.any(String),
        otherInvoiceId: b.invoiceId,
        otherInvoiceCode: before.b.code,
      },
    ]);
    const ended = await invoiceOf(b.invoiceId);
    expect(ended).toMatchObject({ status: 'canceled', total: 0, mergedIntoId: a.invoiceId, orders: [] });
    expect(ended.moves).toEqual([expect.objectContaining({ kind: 'mergedOut', otherInvoiceId: a.invoiceId, otherInvoiceCode: merged.code })]);

    // A phone still holding the ended comanda orders into the one it became.
    const later = await placed(t, 'mesa-3', { ...coke(), invoiceId: b.invoiceId, accessToken: b.accessToken });
    expect(later.invoiceId).toBe(a.invoiceId);
    expect(later.accessToken).toBe(a.accessToken);
    const after = await invoiceOf(a.invoiceId);
    expect(after.orders).toHaveLength(3);
    expect(after.total).toBeCloseTo(merged.total + (after.orders![2].total), 2);
  });

  it('refuses a prepaid comanda, one whose bill was asked for, a finished one, itself, and another shop\'s', async () => {
    const a = await placed(t, 'mesa-1', burger());
    const prepaid = await placed(t, 'balcao-pre', coke());
    const asking = await placed(t, 'mesa-2', coke());
    const closing = await t.app.inject({
      method: 'POST',
      url: `/public/invoices/${asking.invoiceId}/closing`,
      payload: { accessToken: asking.accessToken, paymentMethod: 'creditCard' },
    });
    expect(closing.statusCode).toBe(200);
    const otherMenu = await menuOf(t, 'outro-mesa-1');
    const elsewhere = await placed(t, 'outro-mesa-1', { items: [{ itemId: otherMenu.categories[0].items[0].id, quantity: 1 }] });
    const before = await operationsState(t);

    const refusedPrepaid = await merge(a.invoiceId, { invoiceId: prepaid.invoiceId });
    expect(refusedPrepaid.statusCode).toBe(409);
    expect(refusedPrepaid.json().message).toMatch(/^A comanda #\d+ é pré-paga/);
    const refusedAsking = await merge(a.invoiceId, { invoiceId: asking.invoiceId });
    expect(refusedAsking.statusCode).toBe(409);
    expect(refusedAsking.json().message).toContain('tem um pagamento em andamento');
    // The other way round too: the comanda on screen may be the unsafe one.
    expect((await merge(asking.invoiceId, { invoiceId: a.invoiceId })).statusCode).toBe(409);
    expect((await merge(a.invoiceId, { invoiceId: a.invoiceId })).statusCode).toBe(409);
    expect((await merge(a.invoiceId, { invoiceId: elsewhere.invoiceId })).statusCode).toBe(400);
    expect((await merge(a.invoiceId, { invoiceId: 0 })).statusCode).toBe(400);
    expect((await merge(a.invoiceId, {})).json().message).toContain('invoiceId');
    expect(await operationsState(t)).toEqual(before);

    const b = await placed(t, 'mesa-3', coke());
    expect((await merge(a.invoiceId, { invoiceId: b.invoiceId })).statusCode).toBe(200);
    const again = await merge(a.invoiceId, { invoiceId: b.invoiceId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invoice_finished', message: expect.stringContaining('foi cancelada') });
  });

  it('loses no order placed while comandas are merged or moved at the same moment', async () => {
    const a = await placed(t, 'mesa-1', burger());
    const b = await placed(t, 'mesa-2', burger());
    const onA = { invoiceId: a.invoiceId, accessToken: a.accessToken };
    const onB = { invoiceId: b.invoiceId, accessToken: b.accessToken };
    const answers = await Promise.all([
      postOrder(t, 'mesa-1', { ...coke(), ...onA }),
      postOrder(t, 'mesa-2', { ...coke(), ...onB }),
      merge(a.invoiceId, { invoiceId: b.invoiceId }),
      postOrder(t, 'mesa-2', { ...coke(), ...onB }),
      transfer(a.invoiceId, { qrcodeId: qrIds['mesa-3'] }),
      postOrder(t, 'mesa-1', { ...coke(), ...onA }),
      postOrder(t, 'mesa-2', { ...coke(), ...onB }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 200, 201, 200, 201, 201]);
    const placedIds = [0, 1, 3, 5, 6].map((index) => answers[index].json().orderId as number);
    const merged = await invoiceOf(a.invoiceId);
    expect(merged.location).toBe('Mesa 3');
    expect(merged.orders?.map((order) => order.id).sort((x, y) => x - y)).toEqual([a.orderId, b.orderId, ...placedIds].sort((x, y) => x - y));
    const sum = merged.orders!.reduce((total, order) => total + order.total, 0);
    expect(merged.total).toBeCloseTo(sum, 2);
    expect((await invoiceOf(b.invoiceId)).orders).toEqual([]);
  });
});
