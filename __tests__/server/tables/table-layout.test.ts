import type { TableLayout } from '@contract/tables';
import { TABLE_LAYOUT_MAX } from '@contract/tables';
import { createOrderingApp, type OrderingApp } from '../ordering/ordering-fixture';

let t: OrderingApp;
/** The demo shop's QR codes by code: mesa-1, mesa-2, mesa-3, balcao-pre, oldest first. */
let codes: Record<string, number>;
let otherShopCode: number;
let otherPath: string;

beforeAll(async () => {
  t = await createOrderingApp();
  const rows = await t.db.selectFrom('qrcodes').select(['id', 'code', 'location_id']).orderBy('id').execute();
  codes = Object.fromEntries(rows.filter((row) => row.location_id === t.demo.demo.shopId).map((row) => [row.code, row.id]));
  otherShopCode = rows.find((row) => row.code === 'outro-mesa-1')!.id;
  otherPath = `/ordering/accounts/${t.demo.other.providerId}/shops/${t.demo.other.shopId}`;
});
afterAll(() => t.close());
beforeEach(() => t.db.deleteFrom('table_positions').execute());

const read = (headers = t.staff, path = t.shopPath) => t.app.inject({ url: `${path}/tables/layout`, headers });
const save = (payload: unknown, headers = t.staff, path = t.shopPath) =>
  t.app.inject({ method: 'PUT', url: `${path}/tables/layout`, headers, payload: payload as object });
const idsOf = (...names: string[]) => names.map((name) => codes[name]);

describe("the shop's map of tables", () => {
  it('lists every QR code oldest first before anything was arranged', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ qrcodeIds: idsOf('mesa-1', 'mesa-2', 'mesa-3', 'balcao-pre') });
  });

  it('keeps the order saved, and puts the codes left out after it, oldest first', async () => {
    const saved = await save({ qrcodeIds: idsOf('mesa-3', 'balcao-pre') });
    expect(saved.statusCode).toBe(200);
    const expected: TableLayout = { qrcodeIds: idsOf('mesa-3', 'balcao-pre', 'mesa-1', 'mesa-2') };
    expect(saved.json()).toEqual(expected);
    expect((await read()).json()).toEqual(expected);
    // A later save replaces the whole order.
    await save({ qrcodeIds: idsOf('mesa-2', 'mesa-1', 'mesa-3', 'balcao-pre') });
    expect((await read()).json()).toEqual({ qrcodeIds: idsOf('mesa-2', 'mesa-1', 'mesa-3', 'balcao-pre') });
    // An empty order forgets the arrangement.
    await save({ qrcodeIds: [] });
    expect((await read()).json()).toEqual({ qrcodeIds: idsOf('mesa-1', 'mesa-2', 'mesa-3', 'balcao-pre') });
  });

  it('places a QR code created after the arrangement at the end, and forgets a removed one', async () => {
    await save({ qrcodeIds: idsOf('mesa-3', 'mesa-2', 'mesa-1', 'balcao-pre') });
    const created = await t.db
      .insertInto('qrcodes')
      .values({ location_id: t.demo.demo.shopId, code: 'mesa-9-layout', location_name: 'Mesa 9', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect((await read()).json()).toEqual({ qrcodeIds: [...idsOf('mesa-3', 'mesa-2', 'mesa-1', 'balcao-pre'), created.id] });
      await save({ qrcodeIds: [created.id, ...idsOf('mesa-1')] });
    } finally {
      await t.db.deleteFrom('qrcodes').where('id', '=', created.id).execute();
    }
    expect((await read()).json()).toEqual({ qrcodeIds: idsOf('mesa-1', 'mesa-2', 'mesa-3', 'balcao-pre') });
    expect(await t.db.selectFrom('table_positions').select('qrcode_id').execute()).toEqual([{ qrcode_id: codes['mesa-1'] }]);
  });

  it.each([
    [{}, /qrcodeIds/],
    [{ qrcodeIds: 'mesa-1' }, /qrcodeIds/],
    [{ qrcodeIds: ['1'] }, /qrcodeIds/],
    [{ qrcodeIds: [1.5] }, /qrcodeIds/],
    [{ qrcodeIds: [0] }, /qrcodeIds/],
    [{ qrcodeIds: [], extra: true }, /extra/],
    [{ qrcodeIds: Array.from({ length: TABLE_LAYOUT_MAX + 1 }, (_, index) => index + 1) }, /qrcodeIds/],
  ])('refuses the body %j with a 400 naming the field', async (payload, message) => {
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
    expect(await t.db.selectFrom('table_positions').select('qrcode_id').execute()).toEqual([]);
  });

  it('refuses a QR code sent twice, saying which', async () => {
    const res = await save({ qrcodeIds: idsOf('mesa-1', 'mesa-2', 'mesa-1') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: `body qrcodeIds repete o QR code ${codes['mesa-1']}.` });
  });

  it("refuses another shop's QR code or one that does not exist, keeping the order there was", async () => {
    await save({ qrcodeIds: idsOf('mesa-2', 'mesa-1') });
    for (const stranger of [otherShopCode, 999_999]) {
      const res = await save({ qrcodeIds: [...idsOf('mesa-1'), stranger] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message: `body qrcodeIds: o QR code ${stranger} não existe neste estabelecimento.` });
    }
    expect((await read()).json().qrcodeIds.slice(0, 2)).toEqual(idsOf('mesa-2', 'mesa-1'));
  });

  it("answers only the shop's own staff: another shop's token is refused, and without a token nobody", async () => {
    for (const res of [await read(t.otherStaff), await save({ qrcodeIds: idsOf('mesa-1') }, t.otherStaff)]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await read({})).statusCode).toBe(401);
    expect((await save({ qrcodeIds: [] }, {})).statusCode).toBe(401);
    // The other shop arranges its own map with its own token, and this shop's stays as it was.
    expect((await save({ qrcodeIds: [otherShopCode] }, t.otherStaff, otherPath)).statusCode).toBe(200);
    expect((await read(t.otherStaff, otherPath)).json()).toEqual({ qrcodeIds: [otherShopCode] });
    expect((await read()).json()).toEqual({ qrcodeIds: idsOf('mesa-1', 'mesa-2', 'mesa-3', 'balcao-pre') });
  });

  it('keeps one whole order when two devices save at once', async () => {
    const orders = [idsOf('mesa-3', 'mesa-2', 'mesa-1', 'balcao-pre'), idsOf('balcao-pre', 'mesa-1', 'mesa-2', 'mesa-3')];
    const answers = await Promise.all([...orders, ...orders].map((qrcodeIds) => save({ qrcodeIds })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(orders).toContainEqual((await read()).json().qrcodeIds);
  });
});
