import { createTestApp, type TestApp } from '../support/test-app';
import { shopClient, type ShopClient } from './shop-client';

let t: TestApp;
let c: ShopClient;
let emitted: jest.SpyInstance;

beforeAll(async () => {
  t = await createTestApp();
  c = await shopClient(t);
  emitted = jest.spyOn(t.app.live, 'emitToShop');
});
// Each case starts from shops that accept nothing and a clean record of announcements.
beforeEach(async () => {
  await t.db.deleteFrom('location_payment_methods').execute();
  emitted.mockClear();
});
afterAll(() => t.close());

const methodsOf = (scope: ShopClient['demo']) => `/v2/payment/payments/providers/${scope.accountId}/locations/${scope.shopId}/payment-methods`;

async function catalogue(): Promise<{ id: number; name: string }[]> {
  return (await c.asDemo('GET', '/v2/payment/payments/payment-methods')).json();
}

describe('payment methods', () => {
  it('lists the catalogue to any signed-in account', async () => {
    const res = await c.asDemo('GET', '/v2/payment/payments/payment-methods');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((method: { name: string }) => method.name)).toEqual([
      'Dinheiro',
      'Cartão de crédito',
      'Cartão de débito',
      'Pix',
      'Vale-refeição',
      'Online',
    ]);
    expect((await t.app.inject({ url: '/v2/payment/payments/payment-methods' })).statusCode).toBe(401);
  });

  it('binds, reads, flips public and unbinds, announcing each change to the shop', async () => {
    const [cash] = await catalogue();
    expect((await c.asDemo('GET', methodsOf(c.demo))).json()).toEqual([]);

    const bound = await c.asDemo('POST', methodsOf(c.demo), { paymentMethodId: cash.id, isPublic: true });
    expect(bound.statusCode).toBe(201);
    const method = bound.json();
    expect(method).toEqual({ id: expect.any(Number), paymentMethodId: cash.id, name: 'Dinheiro', isPublic: true });
    expect(emitted).toHaveBeenLastCalledWith(c.demo.shopId, 'paymentMethod', { event: 'added', id: method.id });
    expect((await c.asDemo('GET', methodsOf(c.demo))).json()).toEqual([method]);
    expect((await c.asDemo('GET', `${methodsOf(c.demo)}/${method.id}`)).json()).toEqual(method);

    const flipped = await c.asDemo('PUT', `${methodsOf(c.demo)}/${method.id}`, { isPublic: false });
    expect(flipped.statusCode).toBe(200);
    expect(flipped.json()).toEqual({ ...method, isPublic: false });
    expect(emitted).toHaveBeenLastCalledWith(c.demo.shopId, 'paymentMethod', { event: 'updated', id: method.id });

    expect((await c.asDemo('DELETE', `${methodsOf(c.demo)}/${method.id}`)).statusCode).toBe(204);
    expect(emitted).toHaveBeenLastCalledWith(c.demo.shopId, 'paymentMethod', { event: 'removed', id: method.id });
    expect((await c.asDemo('GET', `${methodsOf(c.demo)}/${method.id}`)).statusCode).toBe(404);
    expect(emitted).toHaveBeenCalledTimes(3);
  });

  it('accepts the catalogue id as id too', async () => {
    const [, credit] = await catalogue();
    const res = await c.asDemo('POST', methodsOf(c.demo), { id: credit.id, isPublic: false });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ paymentMethodId: credit.id, isPublic: false });
  });

  it('refuses binding the same method twice with 409, even at the same moment, and announces it once', async () => {
    const [, , debit] = await catalogue();
    const body = { paymentMethodId: debit.id, isPublic: true };
    const results = await Promise.all([c.asDemo('POST', methodsOf(c.demo), body), c.asDemo('POST', methodsOf(c.demo), body)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await c.asDemo('POST', methodsOf(c.demo), body)).statusCode).toBe(409);
    expect((await c.asDemo('GET', methodsOf(c.demo))).json()).toHaveLength(1);
    expect(emitted).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no method', { isPublic: true }, 400],
    ['no isPublic', { paymentMethodId: 1 }, 400],
    ['isPublic spelled as text', { paymentMethodId: 1, isPublic: 'true' }, 400],
    ['a method id that is not a number', { paymentMethodId: 'pix', isPublic: true }, 400],
    ['a method outside the catalogue', { paymentMethodId: 999999, isPublic: true }, 404],
  ])('refuses %s', async (_case, body, status) => {
    expect((await c.asDemo('POST', methodsOf(c.demo), body)).statusCode).toBe(status);
    expect((await c.asDemo('GET', methodsOf(c.demo))).json()).toEqual([]);
    expect(emitted).not.toHaveBeenCalled();
  });

  it('refuses an update without isPublic', async () => {
    const [cash] = await catalogue();
    const method = (await c.asDemo('POST', methodsOf(c.demo), { paymentMethodId: cash.id, isPublic: true })).json();
    expect((await c.asDemo('PUT', `${methodsOf(c.demo)}/${method.id}`, {})).statusCode).toBe(400);
    expect((await c.asDemo('PUT', `${methodsOf(c.demo)}/${method.id}`, { isPublic: 'sim' })).statusCode).toBe(400);
  });

  it("answers 404 for another provider's shop and bindings, changing and announcing nothing", async () => {
    const [cash, credit] = await catalogue();
    const theirs = (await c.asOther('POST', methodsOf(c.other), { paymentMethodId: cash.id, isPublic: true })).json();
    emitted.mockClear();
    const mixed = { accountId: c.demo.accountId, shopId: c.other.shopId };
    const attempts = [
      await c.asDemo('GET', methodsOf(c.other)),
      await c.asDemo('POST', methodsOf(c.other), { paymentMethodId: credit.id, isPublic: true }),
      await c.asDemo('GET', `${methodsOf(c.other)}/${theirs.id}`),
      await c.asDemo('PUT', `${methodsOf(c.other)}/${theirs.id}`, { isPublic: false }),
      await c.asDemo('DELETE', `${methodsOf(c.other)}/${theirs.id}`),
      await c.asDemo('GET', `${methodsOf(c.demo)}/${theirs.id}`),
      await c.asDemo('PUT', `${methodsOf(c.demo)}/${theirs.id}`, { isPublic: false }),
      await c.asDemo('DELETE', `${methodsOf(c.demo)}/${theirs.id}`),
      await c.asDemo('GET', methodsOf(mixed)),
    ];
    expect(attempts.map((res) => res.statusCode)).toEqual(Array(attempts.length).fill(404));
    expect((await c.asOther('GET', methodsOf(c.other))).json()).toEqual([theirs]);
    expect(emitted).not.toHaveBeenCalled();
  });
});
