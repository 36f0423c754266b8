import { createTestApp, bearer, DEMO_EMAIL, type TestApp } from '../support/test-app';
import { SignJWT, type JWTPayload } from 'jose';
import { resolveJwtSecret, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@server/security/tokens';

let t: TestApp;
let secret: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  secret = await resolveJwtSecret(t.db);
});
afterAll(() => t.close());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const now = () => Math.floor(Date.now() / 1000);

/** A token 2 signed with the server's own key, with every claim right unless the test overrides it. */
function forge(overrides: JWTPayload & { alg?: string } = {}, omit: string[] = []): Promise<string> {
  const { alg = 'HS256', ...claims } = overrides;
  const payload: JWTPayload = {
    typ: 'account',
    account: String(t.demo.demo.providerId),
    sub: String(t.demo.demo.userId),
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: now(),
    nbf: now(),
    exp: now() + 600,
    jti: `forged-${Math.random()}`,
    ...claims,
  };
  for (const name of omit) delete payload[name];
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);
}

const tokenV2With = (token: string) => t.app.inject({ url: '/token-v2', method: 'POST', headers: bearer(token) });
const accountCall = (token: string) =>
  t.app.inject({ url: `/menu/accounts/${t.demo.demo.providerId}/shops/${t.demo.demo.shopId}/item-groups`, headers: bearer(token) });

describe('issued tokens', () => {
  it('carry nbf, exp and a jti unique to each token', async () => {
    const [first, second] = await Promise.all([t.tokensFor(DEMO_EMAIL), t.tokensFor(DEMO_EMAIL)]);
    const claims = [first.userToken, first.accountToken, second.userToken, second.accountToken].map(claimsOf);
    for (const claim of claims) {
      expect(claim.nbf).toBe(claim.iat);
      expect(claim.exp).toBe(claim.iat + t.app.tokens.ttlSeconds);
      expect(claim.jti).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(claims.map((claim) => claim.jti)).size).toBe(4);
  });

  it('are accepted when forged exactly like the server issues them, so the refusals below are about one claim each', async () => {
    expect((await accountCall(await forge())).statusCode).toBe(200);
  });
});

describe('refused tokens', () => {
  const cases: [string, () => Promise<string>, string][] = [
    ['expired', () => forge({ iat: now() - 700, nbf: now() - 700, exp: now() - 60 }), 'Token expirado.'],
    ['not yet valid', () => forge({ nbf: now() + 60 }), 'Token inválido.'],
    ['for another audience', () => forge({ aud: 'another-api' }), 'Token inválido.'],
    ['from another issuer', () => forge({ iss: 'someone-else' }), 'Token inválido.'],
    ['of the wrong type', () => forge({ typ: 'user' }), 'Token de tipo incorreto para esta chamada.'],
    ['of an unknown type', () => forge({ typ: 'admin' }), 'Token de tipo incorreto para esta chamada.'],
    ['signed with an algorithm outside the allow-list, even with the right key', () => forge({ alg: 'HS512' }), 'Token inválido.'],
    ['without nbf', () => forge({}, ['nbf']), 'Token inválido.'],
    ['without jti', () => forge({}, ['jti']), 'Token inválido.'],
    ['without exp', () => forge({}, ['exp']), 'Token inválido.'],
  ];

  it.each(cases)('refuses a token %s', async (_name, make, message) => {
    const res = await accountCall(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message });
  });

  it('refuses a token 1 not yet valid where token 1 is needed', async () => {
    expect((await tokenV2With(await forge({ typ: 'user', account: undefined }))).statusCode).toBe(200);
    const res = await tokenV2With(await forge({ typ: 'user', account: undefined, nbf: now() + 60 }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Token inválido.' });
  });
});
