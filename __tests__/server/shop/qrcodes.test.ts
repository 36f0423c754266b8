import { createTestApp, type TestApp } from '../support/test-app';
import { menuShop, shopClient, type ShopClient } from './shop-client';

let t: TestApp;
let c: ShopClient;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await shopClient(t);
  base = `${menuShop(c.demo)}/qrcodes`;
});
afterAll(() => t.close());

async function create(body: object = { locationName: 'Mesa 1' }) {
  const res = await c.asDemo('POST', base, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; code: string };
}

describe('QR codes', () => {
  it('creates one with a random url-safe code and answers it with its new id', async () => {
    const res = await c.asDemo('POST', base, { locationName: 'Varanda', prepay: true });
    expect(res.statusCode).toBe(201);
    const qr = res.json();
    expect(qr).toEqual({ id: expect.any(Number), shopId: c.demo.shopId, locationName: 'Varanda', code: expect.any(String), prepay: true, active: true });
    expect(qr.code).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect((await c.asDemo('GET', `${base}/${qr.id}`)).json()).toEqual(qr);
  });

  it('never hands out the same code twice', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, () => create().then((qr) => qr.code)));
    expect(new Set(codes).size).toBe(20);
  });

  it.each([
    [{}, 'body locationName Expected required property; locationName Expected string'],
    [{ locationName: '' }, 'body locationName precisa de ao menos uma letra ou um número'],
    [{ locationName: 'x'.repeat(21) }, 'body locationName Expected string length less or equal to 20'],
    [{ locationName: 'Mesa', prepay: 'talvez' }, 'body prepay Expected boolean'],
    // Checked as sent: a flag spelled as text is refused, not converted.
    [{ locationName: 'Mesa', prepay: 'true' }, 'body prepay Expected boolean'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await c.asDemo('POST', base, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message });
  });

  it('accepts exactly 20 characters', async () => {
    expect((await c.asDemo('POST', base, { locationName: 'x'.repeat(20) })).statusCode).toBe(201);
  });

  it('lists oldest first in bounded pages with the total count', async () => {
    const before = (await c.asDemo('GET', base)).json().count as number;
    const made = [await create({ locationName: 'P1' }), await create({ locationName: 'P2' }), await create({ locationName: 'P3' })];
    const page = await c.asDemo('GET', `${base}?offset=${before + 1}&limit=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json().count).toBe(before + 3);
    expect(page.json().qrcodes.map((qr: { id: number }) => qr.id)).toEqual([made[1].id, made[2].id]);
    expect((await c.asDemo('GET', `${base}?limit=101`)).statusCode).toBe(400);
    expect((await c.asDemo('GET', `${base}?limit=0`)).statusCode).toBe(400);
    expect((await c.asDemo('GET', `${base}?offset=-1`)).statusCode).toBe(400);
  });

  it('updates location, prepay and active, keeping the code', async () => {
    const qr = await create();
    const res = await c.asDemo('PUT', `${base}/${qr.id}`, { shopId: c.demo.shopId, locationName: 'Balcão', prepay: true, active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: qr.id, code: qr.code, locationName: 'Balcão', prepay: true, active: false });
  });

  it('refuses an update without every field or naming another shop', async () => {
    const qr = await create();
    expect((await c.asDemo('PUT', `${base}/${qr.id}`, { shopId: c.demo.shopId, locationName: 'X', prepay: true })).statusCode).toBe(400);
    const moved = await c.asDemo('PUT', `${base}/${qr.id}`, { shopId: c.other.shopId, locationName: 'X', prepay: true, active: true });
    expect(moved.statusCode).toBe(400);
    expect((await c.asDemo('GET', `${base}/${qr.id}`)).json().locationName).toBe('Mesa 1');
  });

  it('deletes one, then answers 404 for it', async () => {
    const qr = await create();
    expect((await c.asDemo('DELETE', `${base}/${qr.id}`)).statusCode).toBe(204);
    expect((await c.asDemo('GET', `${base}/${qr.id}`)).statusCode).toBe(404);
    expect((await c.asDemo('DELETE', `${base}/${qr.id}`)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a number and 401 without a token', async () => {
    expect((await c.asDemo('GET', `${base}/abc`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
  });
});

describe("QR codes of another provider's shop", () => {
  it('answer 404 on every route and change nothing', async () => {
    const theirs = (await c.asOther('POST', `${menuShop(c.other)}/qrcodes`, { locationName: 'Deles' })).json();
    const payload = { shopId: c.other.shopId, locationName: 'Invadido', prepay: true, active: false };
    const attempts = [
      await c.asDemo('GET', `${menuShop(c.other)}/qrcodes`),
      await c.asDemo('POST', `${menuShop(c.other)}/qrcodes`, { locationName: 'Intruso' }),
      await c.asDemo('GET', `${menuShop(c.other)}/qrcodes/${theirs.id}`),
      await c.asDemo('PUT', `${menuShop(c.other)}/qrcodes/${theirs.id}`, payload),
      await c.asDemo('DELETE', `${menuShop(c.other)}/qrcodes/${theirs.id}`),
      // Their record through the demo's own shop path.
      await c.asDemo('GET', `${base}/${theirs.id}`),
      await c.asDemo('PUT', `${base}/${theirs.id}`, { ...payload, shopId: c.demo.shopId }),
      await c.asDemo('DELETE', `${base}/${theirs.id}`),
      // Their shop under the demo's account.
      await c.asDemo('GET', `/menu/accounts/${c.demo.accountId}/shops/${c.other.shopId}/qrcodes`),
    ];
    expect(attempts.map((res) => res.statusCode)).toEqual(Array(attempts.length).fill(404));
    const list = (await c.asOther('GET', `${menuShop(c.other)}/qrcodes`)).json();
    expect(list.qrcodes).toEqual([theirs]);
  });
});
