import { createTestApp, bearer, DEMO_EMAIL, OTHER_EMAIL, type TestApp } from '../support/test-app';
import { createLocation } from '@server/repositories/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/providers/:providerId/locations', () => {
  it("lists the user's provider locations by id, with active as a boolean", async () => {
    const { providerId, shopId } = t.demo.demo;
    const closed = await createLocation(t.db, { providerId, name: 'Restaurante Demo - Bairro', active: false });
    const { userToken } = await t.tokensFor(DEMO_EMAIL);

    const res = await t.app.inject({ url: `/api/providers/${providerId}/locations`, headers: bearer(userToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: shopId, name: 'Restaurante Demo - Centro', active: true },
      { id: closed, name: 'Restaurante Demo - Bairro', active: false },
    ]);
  });

  it("answers 404 for another provider's id", async () => {
    const { userToken } = await t.tokensFor(OTHER_EMAIL);
    const res = await t.app.inject({ url: `/api/providers/${t.demo.demo.providerId}/locations`, headers: bearer(userToken) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Registro não encontrado.' });
  });

  it('answers 400 with a clear message for an id that is not a number', async () => {
    const { userToken } = await t.tokensFor(DEMO_EMAIL);
    const res = await t.app.inject({ url: '/api/providers/abc/locations', headers: bearer(userToken) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'params providerId Expected integer' });
  });

  it('needs token 1', async () => {
    const { accountToken } = await t.tokensFor(DEMO_EMAIL);
    const url = `/api/providers/${t.demo.demo.providerId}/locations`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: bearer(accountToken) })).statusCode).toBe(401);
  });
});

describe('GET /api/me/profile', () => {
  it('answers the signed-in user', async () => {
    const { userToken } = await t.tokensFor(DEMO_EMAIL);
    const res = await t.app.inject({ url: '/api/me/profile', headers: bearer(userToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: t.demo.demo.userId,
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'demo@exemplo.com.br',
      isEmailConfirmed: true,
      phone: '5511987654321',
      picture: null,
    });
  });

  it('answers each user their own profile', async () => {
    const { userToken } = await t.tokensFor(OTHER_EMAIL);
    const res = await t.app.inject({ url: '/api/me/profile', headers: bearer(userToken) });
    expect(res.json()).toMatchObject({ id: t.demo.other.userId, firstName: 'Bruno', lastName: 'Lima', email: OTHER_EMAIL });
  });

  it('needs token 1', async () => {
    const { accountToken } = await t.tokensFor(DEMO_EMAIL);
    expect((await t.app.inject({ url: '/api/me/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me/profile', headers: bearer(accountToken) })).statusCode).toBe(401);
  });
});
