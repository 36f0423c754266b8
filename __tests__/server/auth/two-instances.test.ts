import { bearer, DEMO_EMAIL, DEMO_PASSWORD } from '../support/test-app';
import { createTwoInstances, type TwoInstances } from '../support/two-instances';
import { liveDisconnect, liveOutcome, openLive } from '../support/live-client';
import { MAX_FAILURES_PER_EMAIL } from '@server/security/login-limits';
import { signIn, TOO_MANY_ATTEMPTS } from './sign-in';

let two: TwoInstances;
beforeAll(async () => {
  two = await createTwoInstances();
});
afterAll(() => two.close());

async function sessionOn(instance: TwoInstances['a']) {
  const signedIn = await signIn(instance, DEMO_EMAIL, DEMO_PASSWORD, '10.1.0.1');
  expect(signedIn.statusCode).toBe(200);
  const userToken: string = signedIn.json().access_token;
  const accountToken: string = (await instance.inject({ method: 'POST', url: '/token-v2', headers: bearer(userToken) })).json().token;
  return { userToken, accountToken };
}

describe('two instances on one database', () => {
  it('signs in on one and is trusted by the other, until the token is revoked on either', async () => {
    const { userToken, accountToken } = await sessionOn(two.a);
    const profileOnB = () => two.b.inject({ url: '/api/me/profile', headers: bearer(userToken) });
    expect((await profileOnB()).statusCode).toBe(200);

    const url = await two.b.listen({ port: 0, host: '127.0.0.1' });
    const before = openLive(url, accountToken);
    expect(await liveOutcome(before)).toBe('connected');
    before.disconnect();

    const revoked = await two.a.inject({ method: 'POST', url: '/token/revoke', headers: bearer(accountToken), payload: { token: userToken } });
    expect(revoked.statusCode).toBe(204);
    expect((await profileOnB()).json()).toEqual({ error: 'unauthorized', message: 'Token revogado.' });
    const after = openLive(url, accountToken);
    expect(await liveOutcome(after)).toBe('unauthorized');
    after.disconnect();
  });

  it('renews a sign-in on either, and ends it on both, live sockets included where the live adapter is shared', async () => {
    const signedIn = await signIn(two.a, DEMO_EMAIL, DEMO_PASSWORD, '10.1.0.3');
    const refreshOn = (instance: TwoInstances['a'], refreshToken: string) =>
      instance.inject({
        method: 'POST',
        url: '/token',
        payload: { client_id: 'back-office', grant_type: 'refresh_token', refresh_token: refreshToken },
      });
    const renewed = await refreshOn(two.b, signedIn.json().refresh_token);
    expect(renewed.statusCode).toBe(200);
    const { access_token: userToken, refresh_token: refreshToken } = renewed.json();
    const accountToken: string = (await two.a.inject({ method: 'POST', url: '/token-v2', headers: bearer(userToken) })).json().token;

    const urlOfA = await two.a.listen({ port: 0, host: '127.0.0.1' });
    const socket = openLive(urlOfA, accountToken);
    expect(await liveOutcome(socket)).toBe('connected');
    const dropped = liveDisconnect(socket);

    const sair = await two.b.inject({ method: 'POST', url: '/token/revoke', headers: bearer(userToken) });
    expect(sair.statusCode).toBe(204);
    expect((await refreshOn(two.a, refreshToken)).json().error).toBe('invalid_grant');
    expect((await two.a.inject({ url: '/api/me/profile', headers: bearer(userToken) })).statusCode).toBe(401);
    if (process.env.TEST_DATABASE_URL) {
      // On PostgreSQL the instances share the live adapter, so B's revocation reaches A's open socket at once.
      expect(await dropped).toBe('io server disconnect');
    } else {
      socket.disconnect();
    }
    const again = openLive(urlOfA, accountToken);
    expect(await liveOutcome(again)).toBe('unauthorized');
    again.disconnect();
  });

  it('gives one successor to renewals on both at once and to a retry on either, until the successor is used', async () => {
    const signedIn = await signIn(two.a, DEMO_EMAIL, DEMO_PASSWORD, '10.1.0.4');
    const first: string = signedIn.json().refresh_token;
    const refreshOn = (instance: TwoInstances['a'], refreshToken: string) =>
      instance.inject({ method: 'POST', url: '/token', payload: { client_id: 'back-office', grant_type: 'refresh_token', refresh_token: refreshToken } });
    const atOnce = await Promise.all([refreshOn(two.a, first), refreshOn(two.b, first)]);
    expect(atOnce.map((res) => res.statusCode)).toEqual([200, 200]);
    const successor: string = atOnce[0].json().refresh_token;
    expect(atOnce[1].json().refresh_token).toBe(successor);
    const retried = await refreshOn(two.b, first);
    expect(retried.json().refresh_token).toBe(successor);

    expect((await refreshOn(two.a, successor)).statusCode).toBe(200);
    expect((await refreshOn(two.b, first)).json().error).toBe('invalid_grant');
    // The second holder ended the sign-in on both instances.
    for (const instance of [two.a, two.b]) {
      expect((await instance.inject({ url: '/api/me/profile', headers: bearer(atOnce[1].json().access_token) })).statusCode).toBe(401);
    }
  });

  it('counts failed sign-ins on both toward one limit', async () => {
    const from = '10.1.0.2';
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      const instance = i % 2 === 0 ? two.a : two.b;
      expect((await signIn(instance, DEMO_EMAIL, 'errada1', from)).statusCode).toBe(400);
    }
    for (const instance of [two.a, two.b]) {
      const refused = await signIn(instance, DEMO_EMAIL, DEMO_PASSWORD, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY_ATTEMPTS);
    }
  });
});
