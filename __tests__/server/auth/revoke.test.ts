import { createTestApp, bearer, DEMO_EMAIL, OTHER_EMAIL, type TestApp } from '../support/test-app';
import { liveDisconnect, liveOutcome, openLive, type LiveClient } from '../support/live-client';

let t: TestApp;
let url: string;
const sockets: LiveClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => t.close());

const revoke = (token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: '/token/revoke', headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const tokenV2 = (userToken: string) => t.app.inject({ method: 'POST', url: '/token-v2', headers: bearer(userToken) });
const profile = (userToken: string) => t.app.inject({ url: '/api/me/profile', headers: bearer(userToken) });
const itemGroups = (accountToken: string) =>
  t.app.inject({
    url: `/menu/accounts/${t.demo.demo.providerId}/shops/${t.demo.demo.shopId}/item-groups`,
    headers: bearer(accountToken),
  });
const revokedAnswer = { error: 'unauthorized', message: 'Token revogado.' };

function live(token: string): LiveClient {
  const socket = openLive(url, token);
  sockets.push(socket);
  return socket;
}

describe('POST /token/revoke', () => {
  it('revokes token 1: refused by every route that takes it, other sessions untouched', async () => {
    const session = await t.tokensFor(DEMO_EMAIL);
    const otherSession = await t.tokensFor(DEMO_EMAIL);
    const res = await revoke(session.userToken);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await profile(session.userToken)).json()).toEqual(revokedAnswer);
    expect((await tokenV2(session.userToken)).json()).toEqual(revokedAnswer);
    // Only the token itself: token 2 of the session and other sign-ins of the same user still work.
    expect((await itemGroups(session.accountToken)).statusCode).toBe(200);
    expect((await profile(otherSession.userToken)).statusCode).toBe(200);
  });

  it('revokes token 2 on the API and on the live connection, dropping sockets already connected with it', async () => {
    const { accountToken } = await t.tokensFor(DEMO_EMAIL);
    const kept = (await t.tokensFor(DEMO_EMAIL)).accountToken;
    const connected = live(accountToken);
    const bystander = live(kept);
    // Both listened for at once: either may connect first.
    expect(await Promise.all([liveOutcome(connected), liveOutcome(bystander)])).toEqual(['connected', 'connected']);
    const dropped = liveDisconnect(connected);

    expect((await revoke(accountToken)).statusCode).toBe(204);
    expect(await dropped).toBe('io server disconnect');
    expect(bystander.connected).toBe(true);
    expect((await itemGroups(accountToken)).json()).toEqual(revokedAnswer);
    expect(await liveOutcome(live(accountToken))).toBe('unauthorized');
  });

  it('revokes the token in the body too when it belongs to the same user, so one call signs both out', async () => {
    const { userToken, accountToken } = await t.tokensFor(DEMO_EMAIL);
    expect((await revoke(accountToken, { token: userToken })).statusCode).toBe(204);
    expect((await profile(userToken)).json()).toEqual(revokedAnswer);
    expect((await itemGroups(accountToken)).json()).toEqual(revokedAnswer);
  });

  it("leaves alone a body token of another user, or one that is not a valid token", async () => {
    const mine = await t.tokensFor(DEMO_EMAIL);
    const theirs = await t.tokensFor(OTHER_EMAIL);
    expect((await revoke(mine.accountToken, { token: theirs.userToken })).statusCode).toBe(204);
    expect((await profile(theirs.userToken)).statusCode).toBe(200);
    expect((await revoke(mine.userToken, { token: 'not-a-jwt' })).statusCode).toBe(204);
    expect((await profile(mine.userToken)).statusCode).toBe(401);
  });

  it('answers 401 without a valid token, and for a token already revoked', async () => {
    expect((await revoke()).json()).toEqual({ error: 'unauthorized', message: 'Token ausente.' });
    expect((await revoke('not-a-jwt')).statusCode).toBe(401);
    const expired = await t.app.tokens.issueUserToken({ userId: t.demo.demo.userId }, { ttlSeconds: -60 });
    expect((await revoke(expired)).json()).toEqual({ error: 'unauthorized', message: 'Token expirado.' });
    const { userToken } = await t.tokensFor(DEMO_EMAIL);
    await revoke(userToken);
    expect((await revoke(userToken)).json()).toEqual(revokedAnswer);
  });

  it('refuses a body that is not { token }', async () => {
    const { userToken } = await t.tokensFor(DEMO_EMAIL);
    expect((await revoke(userToken, { token: { nested: 'x' } })).statusCode).toBe(400);
    expect((await profile(userToken)).statusCode).toBe(200);
  });

  it('keeps revocations only until the tokens expire', async () => {
    const shortLived = await t.app.tokens.issueUserToken({ userId: t.demo.demo.userId }, { ttlSeconds: 1 });
    await revoke(shortLived);
    const revokedIds = async () => (await t.db.selectFrom('revoked_tokens').select('token_id').execute()).map((row) => row.token_id);
    const before = await revokedIds();
    expect(before.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await revoke((await t.tokensFor(DEMO_EMAIL)).userToken);
    const after = await revokedIds();
    expect(after).toHaveLength(before.length);
    const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(after).not.toContain(claimsOf(shortLived).jti);
  });
});
