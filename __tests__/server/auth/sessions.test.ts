import { SESSION_ENDED_DESCRIPTION } from '@contract/errors';
import { DEFAULT_REFRESH_GRACE_SECONDS, refreshGraceSeconds, refreshIdleSeconds, rotateRefreshToken, startSession } from '@server/security/sessions';
import { liveDisconnect, liveOutcome, openLive, type LiveClient } from '../support/live-client';
import { bearer, createTestApp, DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL, type TestApp } from '../support/test-app';
import { signIn } from './sign-in';

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

const SESSION_ENDED = { error: 'invalid_grant', error_description: SESSION_ENDED_DESCRIPTION };
const REVOKED = { error: 'unauthorized', message: 'Token revogado.' };

const refresh = (refreshToken: unknown, asJson = false) =>
  t.app.inject({
    method: 'POST',
    url: '/token',
    ...(asJson
      ? { payload: { client_id: 'back-office', grant_type: 'refresh_token', refresh_token: refreshToken } }
      : {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            client_id: 'back-office',
            grant_type: 'refresh_token',
            refresh_token: String(refreshToken),
          }).toString(),
        }),
  });
const tokenV2 = async (userToken: string): Promise<string> =>
  (await t.app.inject({ method: 'POST', url: '/token-v2', headers: bearer(userToken) })).json().token;
const profile = (userToken: string) => t.app.inject({ url: '/api/me/profile', headers: bearer(userToken) });
const itemGroups = (accountToken: string) =>
  t.app.inject({
    url: `/menu/accounts/${t.demo.demo.providerId}/shops/${t.demo.demo.shopId}/item-groups`,
    headers: bearer(accountToken),
  });
const sair = (accountToken: string, userToken: string) =>
  t.app.inject({ method: 'POST', url: '/token/revoke', headers: bearer(accountToken), payload: { token: userToken } });

async function signedIn(email = DEMO_EMAIL) {
  const res = await signIn(t.app, email, DEMO_PASSWORD);
  expect(res.statusCode).toBe(200);
  const { access_token: userToken, refresh_token: refreshToken } = res.json();
  return { userToken: userToken as string, refreshToken: refreshToken as string, accountToken: await tokenV2(userToken) };
}

function live(token: string): LiveClient {
  const socket = openLive(url, token);
  sockets.push(socket);
  return socket;
}

describe('POST /token with grant_type=refresh_token', () => {
  it('trades the refresh token for a new token 1 and the next refresh token, as a form or as JSON', async () => {
    const session = await signedIn();
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const renewed = first.json();
    expect(renewed).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 43200,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(renewed.refresh_token).not.toBe(session.refreshToken);
    expect((await profile(renewed.access_token)).json().email).toBe(DEMO_EMAIL);
    expect((await itemGroups(await tokenV2(renewed.access_token))).statusCode).toBe(200);

    const second = await refresh(renewed.refresh_token, true);
    expect(second.statusCode).toBe(200);
    // Renewing leaves the tokens already handed out working until they expire.
    expect((await profile(session.userToken)).statusCode).toBe(200);
  });

  it('refuses a refresh token used again after its successor was used, and ends its whole sign-in: every token of the family, API and live', async () => {
    const session = await signedIn();
    const bystander = await signedIn();
    const first = (await refresh(session.refreshToken)).json();
    const rotated = (await refresh(first.refresh_token)).json();
    const latestAccount = await tokenV2(rotated.access_token);
    const connected = live(latestAccount);
    expect(await liveOutcome(connected)).toBe('connected');
    const dropped = liveDisconnect(connected);

    const reused = await refresh(session.refreshToken);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(SESSION_ENDED);

    expect(await dropped).toBe('io server disconnect');
    expect((await refresh(rotated.refresh_token)).json()).toEqual(SESSION_ENDED);
    expect((await profile(rotated.access_token)).json()).toEqual(REVOKED);
    expect((await profile(session.userToken)).json()).toEqual(REVOKED);
    expect((await itemGroups(latestAccount)).json()).toEqual(REVOKED);
    expect(await liveOutcome(live(session.accountToken))).toBe('unauthorized');
    // Another sign-in of the same user is another family.
    expect((await profile(bystander.userToken)).statusCode).toBe(200);
    expect((await refresh(bystander.refreshToken)).statusCode).toBe(200);
  });

  it('gives the same successor to two renewals at once and to a retry, and the user stays signed in', async () => {
    const session = await signedIn();
    const answers = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const [winner, other] = answers.map((res) => res.json());
    expect(other.refresh_token).toBe(winner.refresh_token);
    // Each answer carries a token 1 of its own, both good.
    expect((await profile(winner.access_token)).statusCode).toBe(200);
    expect((await profile(other.access_token)).statusCode).toBe(200);
    // A retry after a lost answer, still within the window.
    const retried = await refresh(session.refreshToken);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().refresh_token).toBe(winner.refresh_token);

    const next = await refresh(winner.refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await profile(session.userToken)).statusCode).toBe(200);
    // Once the successor was used, the old token again is a second holder.
    expect((await refresh(session.refreshToken)).json()).toEqual(SESSION_ENDED);
    expect((await refresh(next.json().refresh_token)).json()).toEqual(SESSION_ENDED);
    expect((await profile(session.userToken)).json()).toEqual(REVOKED);
  });

  it(`counts a second use as reuse once the ${DEFAULT_REFRESH_GRACE_SECONDS} s window has passed, even with the successor unused`, async () => {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    const start = new Date();
    const seconds = (n: number) => new Date(start.getTime() + n * 1000);
    const { refreshToken, sessionId } = await startSession(t.db, user.id, 'tablet', 3600, start);
    const used = await rotateRefreshToken(t.db, refreshToken, 3600, DEFAULT_REFRESH_GRACE_SECONDS, seconds(1));
    expect(used.ok).toBe(true);
    const successor = used.ok ? used.refreshToken : '';
    expect(await rotateRefreshToken(t.db, refreshToken, 3600, DEFAULT_REFRESH_GRACE_SECONDS, seconds(1 + DEFAULT_REFRESH_GRACE_SECONDS))).toEqual({
      ok: true,
      sessionId,
      userId: user.id,
      refreshToken: successor,
    });
    expect(await rotateRefreshToken(t.db, refreshToken, 3600, DEFAULT_REFRESH_GRACE_SECONDS, seconds(2 + DEFAULT_REFRESH_GRACE_SECONDS))).toEqual({
      ok: false,
      reason: 'reused',
      sessionId,
    });
    expect(await rotateRefreshToken(t.db, successor, 3600, DEFAULT_REFRESH_GRACE_SECONDS, seconds(3 + DEFAULT_REFRESH_GRACE_SECONDS))).toEqual({
      ok: false,
      reason: 'revoked',
    });
  });

  it('keeps the successor unreadable from the database alone', async () => {
    const session = await signedIn();
    const renewed = (await refresh(session.refreshToken)).json();
    const rows = await t.db.selectFrom('refresh_tokens').select(['token_hash', 'successor_sealed']).execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(renewed.refresh_token);
    expect(stored).not.toContain(session.refreshToken);
    expect(rows.some((row) => row.successor_sealed !== null)).toBe(true);
  });

  it('refuses unknown, malformed and missing refresh tokens in the OAuth shape, changing nothing', async () => {
    expect((await refresh('a'.repeat(43))).json()).toEqual(SESSION_ENDED);
    const tooLong = await refresh('a'.repeat(513));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('invalid_request');
    const numeric = await refresh(12345, true);
    expect(numeric.statusCode).toBe(400);
    expect(numeric.json().error).toBe('invalid_request');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/token',
      payload: { client_id: 'back-office', grant_type: 'refresh_token' },
    });
    expect(missing.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Campo obrigatório não informado: refresh_token.',
    });
  });
});

describe("'Sair' (POST /token/revoke)", () => {
  it('ends the whole sign-in: its refresh token, and every token 2 minted from it, on the API and the live link', async () => {
    const session = await signedIn();
    const other = await signedIn(OTHER_EMAIL);
    // A second token 2 minted before 'Sair', which the app never sends to be revoked.
    const mintedEarlier = await tokenV2(session.userToken);
    const connected = live(mintedEarlier);
    expect(await liveOutcome(connected)).toBe('connected');
    const dropped = liveDisconnect(connected);

    expect((await sair(session.accountToken, session.userToken)).statusCode).toBe(204);

    expect(await dropped).toBe('io server disconnect');
    expect((await itemGroups(mintedEarlier)).json()).toEqual(REVOKED);
    expect(await liveOutcome(live(mintedEarlier))).toBe('unauthorized');
    expect((await refresh(session.refreshToken)).json()).toEqual(SESSION_ENDED);
    expect((await profile(other.userToken)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });
});

describe('idle expiry', () => {
  it('refuses a refresh token of a sign-in idle past its period, and each use moves the end forward', async () => {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    const start = new Date('2026-01-01T10:00:00.000Z');
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
    const { refreshToken } = await startSession(t.db, user.id, 'tablet', 3600, start);

    const used = await rotateRefreshToken(t.db, refreshToken, 3600, 30, minutes(50));
    expect(used.ok).toBe(true);
    const next = used.ok ? used.refreshToken : '';
    // 50 + 59 minutes from the start: past the first hour, within an hour of the last use.
    const stillAlive = await rotateRefreshToken(t.db, next, 3600, 30, minutes(109));
    expect(stillAlive.ok).toBe(true);
    const last = stillAlive.ok ? stillAlive.refreshToken : '';
    expect(await rotateRefreshToken(t.db, last, 3600, 30, minutes(170))).toEqual({ ok: false, reason: 'expired' });
  });

  it('reads REFRESH_TOKEN_IDLE_DAYS, 30 days by default, and refuses a value that is not a positive number', () => {
    expect(refreshIdleSeconds({})).toBe(30 * 86_400);
    expect(refreshIdleSeconds({ REFRESH_TOKEN_IDLE_DAYS: '7' })).toBe(7 * 86_400);
    expect(() => refreshIdleSeconds({ REFRESH_TOKEN_IDLE_DAYS: '0' })).toThrow('REFRESH_TOKEN_IDLE_DAYS');
    expect(() => refreshIdleSeconds({ REFRESH_TOKEN_IDLE_DAYS: 'trinta' })).toThrow('REFRESH_TOKEN_IDLE_DAYS');
  });

  it('reads REFRESH_TOKEN_GRACE_SECONDS, 30 s by default, 0 turning the window off', () => {
    expect(refreshGraceSeconds({})).toBe(30);
    expect(refreshGraceSeconds({ REFRESH_TOKEN_GRACE_SECONDS: '60' })).toBe(60);
    expect(refreshGraceSeconds({ REFRESH_TOKEN_GRACE_SECONDS: '0' })).toBe(0);
    expect(() => refreshGraceSeconds({ REFRESH_TOKEN_GRACE_SECONDS: '-1' })).toThrow('REFRESH_TOKEN_GRACE_SECONDS');
    expect(() => refreshGraceSeconds({ REFRESH_TOKEN_GRACE_SECONDS: '3600' })).toThrow('REFRESH_TOKEN_GRACE_SECONDS');
  });

  it("keeps a signed-out sign-in's tokens refused after the sweep of idle sign-ins removed its row", async () => {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    // A short idle period (REFRESH_TOKEN_IDLE_DAYS under the tokens' lifetime): the row ends before the tokens do.
    const longAgo = new Date(Date.now() - 120_000);
    const { sessionId } = await startSession(t.db, user.id, 'tablet', 60, longAgo);
    const userToken = await t.app.tokens.issueUserToken({ userId: user.id }, { sessionId });
    const accountToken = await tokenV2(userToken);
    // A second tab's token 2: 'Sair' names neither it nor its id, only its sign-in.
    const spare = await tokenV2(userToken);
    expect((await profile(userToken)).statusCode).toBe(200);
    expect((await sair(accountToken, userToken)).statusCode).toBe(204);

    // The next sign-in sweeps sign-ins idle past their end.
    await signedIn();
    expect(await t.db.selectFrom('sign_in_sessions').select('id').where('id', '=', sessionId).executeTakeFirst()).toBeUndefined();
    expect((await profile(userToken)).json()).toEqual(REVOKED);
    expect((await itemGroups(spare)).json()).toEqual(REVOKED);
    expect(await liveOutcome(live(spare))).toBe('unauthorized');
  });
});
