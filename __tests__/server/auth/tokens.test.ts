import { createTestApp, bearer, DEMO_EMAIL, OTHER_EMAIL, type TestApp } from '../support/test-app';
import { createTokenService } from '@server/security/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A route that needs token 2, like every menu, ordering and payments route.
  t.app.get('/test/account', { onRequest: t.app.authenticateAccount }, async (request) => request.account);
});
afterAll(() => t.close());

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

const tokenV2 = (headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/token-v2', headers });
const accountCall = (headers: Record<string, string> = {}) => t.app.inject({ url: '/test/account', headers });

function expectUnauthorized(res: { statusCode: number; json(): unknown }, message: string) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ error: 'unauthorized', message });
}

describe('POST /token-v2', () => {
  it('trades token 1 for token 2 whose account claim is the provider id as a string', async () => {
    const { userToken } = await t.tokensFor(DEMO_EMAIL);
    const res = await tokenV2(bearer(userToken));
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(claimsOf(token)).toMatchObject({ account: String(t.demo.demo.providerId), typ: 'account' });

    const call = await accountCall(bearer(token));
    expect(call.json()).toEqual({ userId: t.demo.demo.userId, providerId: t.demo.demo.providerId });
  });

  it("gives each user their own provider's account", async () => {
    const { userToken } = await t.tokensFor(OTHER_EMAIL);
    const { token } = (await tokenV2(bearer(userToken))).json();
    expect(claimsOf(token).account).toBe(String(t.demo.other.providerId));
  });

  it('needs a token', async () => {
    expectUnauthorized(await tokenV2(), 'Token ausente.');
    expectUnauthorized(await tokenV2({ authorization: 'Basic abc' }), 'Token inválido.');
  });

  it('refuses token 2 where token 1 is needed', async () => {
    const { accountToken } = await t.tokensFor(DEMO_EMAIL);
    expectUnauthorized(await tokenV2(bearer(accountToken)), 'Token de tipo incorreto para esta chamada.');
  });
});

describe('token checks', () => {
  it('accepts token 2 where token 2 is needed', async () => {
    const { accountToken } = await t.tokensFor(DEMO_EMAIL);
    expect((await accountCall(bearer(accountToken))).statusCode).toBe(200);
  });

  it('refuses token 1 where token 2 is needed', async () => {
    const { userToken } = await t.tokensFor(DEMO_EMAIL);
    expectUnauthorized(await accountCall(bearer(userToken)), 'Token de tipo incorreto para esta chamada.');
  });

  it('refuses an expired token', async () => {
    const expired = await t.app.tokens.issueAccountToken(
      { userId: t.demo.demo.userId, providerId: t.demo.demo.providerId },
      { ttlSeconds: -5 },
    );
    expectUnauthorized(await accountCall(bearer(expired)), 'Token expirado.');
    const expiredUser = await t.app.tokens.issueUserToken({ userId: t.demo.demo.userId }, { ttlSeconds: -5 });
    expectUnauthorized(await tokenV2(bearer(expiredUser)), 'Token expirado.');
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const { accountToken } = await t.tokensFor(DEMO_EMAIL);
    const [header, , signature] = accountToken.split('.');
    const claims = { ...claimsOf(accountToken), account: String(t.demo.other.providerId) };
    expectUnauthorized(await accountCall(bearer(`${header}.${b64url(claims)}.${signature}`)), 'Token inválido.');
  });

  it('refuses a token with a tampered signature', async () => {
    const { accountToken } = await t.tokensFor(DEMO_EMAIL);
    const [header, payload, signature] = accountToken.split('.');
    const middle = Math.floor(signature.length / 2);
    const flipped = signature[middle] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`;
    expectUnauthorized(await accountCall(bearer(tampered)), 'Token inválido.');
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const { accountToken } = await t.tokensFor(DEMO_EMAIL);
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${accountToken.split('.')[1]}.`;
    expectUnauthorized(await accountCall(bearer(unsigned)), 'Token inválido.');
  });

  it('refuses a token signed with another secret', async () => {
    const foreign = createTokenService(Buffer.alloc(32, 7), 600);
    const token = await foreign.issueAccountToken({ userId: t.demo.demo.userId, providerId: t.demo.demo.providerId });
    expectUnauthorized(await accountCall(bearer(token)), 'Token inválido.');
  });

  it('refuses garbage', async () => {
    expectUnauthorized(await accountCall(bearer('not-a-jwt')), 'Token inválido.');
  });
});
