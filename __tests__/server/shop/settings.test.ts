import { createTestApp, type TestApp } from '../support/test-app';
import { menuShop, shopClient, type ShopClient } from './shop-client';

let t: TestApp;
let c: ShopClient;

beforeAll(async () => {
  t = await createTestApp();
  c = await shopClient(t);
});
// Each case starts from shops that have never saved any.
beforeEach(() => t.db.deleteFrom('shop_settings').execute());
afterAll(() => t.close());

const settingsOf = (scope: ShopClient['demo']) => `${menuShop(scope)}/settings`;

describe('shop settings', () => {
  it('answers 404 until created, then the record; PUT changes the menu mode', async () => {
    expect((await c.asDemo('GET', settingsOf(c.demo))).statusCode).toBe(404);
    const created = await c.asDemo('POST', settingsOf(c.demo), { menuType: 0 });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toEqual({ id: expect.any(Number), accountId: c.demo.accountId, shopId: c.demo.shopId, menuType: 0, serviceChargePercent: null });
    expect((await c.asDemo('GET', settingsOf(c.demo))).json()).toEqual(record);

    const updated = await c.asDemo('PUT', `${settingsOf(c.demo)}/${record.id}`, { menuType: 1 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...record, menuType: 1 });
  });

  it('refuses a second record for the same shop with 409', async () => {
    await c.asDemo('POST', settingsOf(c.demo), { menuType: 1 });
    const again = await c.asDemo('POST', settingsOf(c.demo), { menuType: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('conflict');
    expect((await c.asDemo('GET', settingsOf(c.demo))).json().menuType).toBe(1);
  });

  it.each([[{}], [{ menuType: 2 }], [{ menuType: '1' }], [{ menuType: null }]])('refuses %j with 400', async (body) => {
    const res = await c.asDemo('POST', settingsOf(c.demo), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
  });

  it('answers 404 for an id that is not the shop record', async () => {
    expect((await c.asDemo('PUT', `${settingsOf(c.demo)}/999999`, { menuType: 1 })).statusCode).toBe(404);
  });

  it("answers 404 for another provider's settings and changes nothing", async () => {
    const theirs = (await c.asOther('POST', settingsOf(c.other), { menuType: 0 })).json();
    const attempts = [
      await c.asDemo('GET', settingsOf(c.other)),
      await c.asDemo('POST', settingsOf(c.other), { menuType: 1 }),
      await c.asDemo('PUT', `${settingsOf(c.other)}/${theirs.id}`, { menuType: 1 }),
      await c.asDemo('PUT', `${settingsOf(c.demo)}/${theirs.id}`, { menuType: 1 }),
    ];
    expect(attempts.map((res) => res.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await c.asOther('GET', settingsOf(c.other))).json()).toEqual(theirs);
    expect((await c.asDemo('GET', settingsOf(c.demo))).statusCode).toBe(404);
  });
});
