import { randomUUID } from 'node:crypto';
import {
  LOGIN_WINDOW_SECONDS,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_EMAIL,
  startLoginAttempt,
} from '@server/security/login-limits';
import { createTestApp, DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL, type TestApp } from '../support/test-app';
import { signIn, TOO_MANY_ATTEMPTS } from './sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts with no failures on record, so the limits of one do not leak into the next.
beforeEach(() => t.db.deleteFrom('login_failures').execute());

// A fresh client address per test keeps the per-address limit out of tests about the per-email one.
const address = () => `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
const minutes = (count: number) => count * 60_000;

describe('POST /token limits', () => {
  it(`refuses an address after ${MAX_FAILURES_PER_EMAIL} failures on one email, even with the right password, and only that address`, async () => {
    const from = address();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      expect((await signIn(t.app, DEMO_EMAIL, 'errada1', from)).statusCode).toBe(400);
    }
    const refused = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY_ATTEMPTS);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);

    // The same email in another case is the same account.
    expect((await signIn(t.app, ' DEMO@exemplo.com.br', DEMO_PASSWORD, from)).statusCode).toBe(429);
    // Other accounts from that address, and the owner from anywhere else, are not affected.
    expect((await signIn(t.app, OTHER_EMAIL, DEMO_PASSWORD, from)).statusCode).toBe(200);
    expect((await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD, address())).statusCode).toBe(200);
  });

  it('lets nobody lock the owner out: 200 wrong passwords from elsewhere, and the owner still signs in', async () => {
    const attackers = Array.from({ length: 8 }, address);
    for (let i = 0; i < 200; i += 1) await startLoginAttempt(t.db, DEMO_EMAIL, attackers[i % attackers.length]);
    expect((await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD, address())).statusCode).toBe(200);
    // Each attacker is held back, right password or not.
    expect((await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD, attackers[0])).statusCode).toBe(429);
  });

  it(`past ${MAX_FAILURES_PER_ACCOUNT} failures on an account, lets only addresses that never failed on it try`, async () => {
    const email = `${randomUUID()}@exemplo.com.br`;
    const once = address();
    expect((await startLoginAttempt(t.db, email, once)).allowed).toBe(true);
    for (let i = 1; i < MAX_FAILURES_PER_ACCOUNT; i += 1) await startLoginAttempt(t.db, email, `198.51.${Math.floor(i / 4)}.${i}`);
    const refused = await startLoginAttempt(t.db, email, once);
    expect(refused.allowed).toBe(false);
    expect((await startLoginAttempt(t.db, email, address())).allowed).toBe(true);
  });

  it('counts unknown emails too, so the limit does not reveal who has an account', async () => {
    const from = address();
    const unknown = `${randomUUID()}@exemplo.com.br`;
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) await signIn(t.app, unknown, 'errada1', from);
    expect((await signIn(t.app, unknown, 'errada1', from)).statusCode).toBe(429);
  });

  it("forgets the account's failures when it signs in", async () => {
    const from = address();
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i += 1) await startLoginAttempt(t.db, DEMO_EMAIL, from);
    expect((await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD, from)).statusCode).toBe(200);
    // Without the reset, the second of these would already be one too many.
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      expect((await startLoginAttempt(t.db, DEMO_EMAIL, from)).allowed).toBe(true);
    }
    expect((await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD, from)).statusCode).toBe(429);
  });

  it(`refuses an address after ${MAX_FAILURES_PER_ADDRESS} failures across any emails`, async () => {
    const from = address();
    // Failures on record without paying for 30 password hashes: attempts that never succeed are failures.
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      expect((await startLoginAttempt(t.db, `${randomUUID()}@exemplo.com.br`, from)).allowed).toBe(true);
    }
    const refused = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD, address())).statusCode).toBe(200);
  });
});

describe('the window', () => {
  const start = new Date('2030-01-01T12:00:00.000Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  async function failFiveTimes(email: string, from: string) {
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      expect((await startLoginAttempt(t.db, email, from, at(i * 1000))).allowed).toBe(true);
    }
  }

  it('lets the address try again once the failures leave the window, and refused attempts do not extend it', async () => {
    const email = `${randomUUID()}@exemplo.com.br`;
    const from = address();
    await failFiveTimes(email, from);
    // Someone keeps hammering the locked account: every refusal names the same end, not a later one.
    for (const offset of [minutes(1), minutes(10), minutes(14)]) {
      const refused = await startLoginAttempt(t.db, email, from, at(offset));
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: LOGIN_WINDOW_SECONDS - offset / 1000 });
    }
    // The first failure left the window: one more attempt is allowed, then it locks again until the second leaves.
    expect((await startLoginAttempt(t.db, email, from, at(minutes(15) + 1))).allowed).toBe(true);
    expect(await startLoginAttempt(t.db, email, from, at(minutes(15) + 500))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it('prunes failures older than the window', async () => {
    await failFiveTimes(`${randomUUID()}@exemplo.com.br`, address());
    expect(await t.db.selectFrom('login_failures').select('id').execute()).toHaveLength(3 * MAX_FAILURES_PER_EMAIL);
    await startLoginAttempt(t.db, `${randomUUID()}@exemplo.com.br`, address(), at(minutes(16)));
    expect(await t.db.selectFrom('login_failures').select('id').execute()).toHaveLength(3);
  });

  it('stores neither emails nor addresses', async () => {
    const email = `${randomUUID()}@exemplo.com.br`;
    await startLoginAttempt(t.db, email, '192.0.2.7');
    const keys = (await t.db.selectFrom('login_failures').select('key').execute()).map((row) => row.key);
    expect(keys).toHaveLength(3);
    for (const key of keys) {
      expect(key).not.toContain(email);
      expect(key).not.toContain('192.0.2.7');
    }
  });
});
