import { createTestApp, bearer, DEMO_EMAIL, type TestApp } from './support/test-app';
import { MAX_CLOCK_MOVE_MS, TEST_CLOCK_PATH } from '@contract/test-clock';
import { loadConfig } from '@server/config';
import { nowMs } from '@server/domain/clock';
import { findCredentialsByEmail } from '@server/repositories/accounts';

const MINUTE_MS = 60_000;

/** How far the server's present is ahead of the machine's, to the second (every move here is whole minutes). */
const movedBy = () => Math.round((nowMs() - Date.now()) / 1000) * 1000;

const move = (t: TestApp, payload: unknown) => t.app.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: payload as object });

describe('the test clock (TEST_CLOCK=1)', () => {
  it('is on only when TEST_CLOCK is 1', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
  });

  it('does not exist on a server started without it', async () => {
    const t = await createTestApp();
    try {
      const res = await move(t, { forwardMs: MINUTE_MS });
      expect(res.statusCode).toBe(404);
      expect(movedBy()).toBe(0);
    } finally {
      await t.close();
    }
  });

  describe('on a test server', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: { testClock: true } });
    });
    afterAll(() => t.close());

    it('moves the present forward for good, and answers the new present', async () => {
      const before = movedBy();
      const res = await move(t, { forwardMs: 2 * MINUTE_MS });
      expect(res.statusCode).toBe(200);
      expect(movedBy()).toBe(before + 2 * MINUTE_MS);
      expect(Math.abs(res.json<{ nowMs: number }>().nowMs - (Date.now() + before + 2 * MINUTE_MS))).toBeLessThan(1000);
      expect((await move(t, { forwardMs: 0 })).statusCode).toBe(200);
      expect(movedBy()).toBe(before + 2 * MINUTE_MS);
    });

    it('expires a token when its lifetime has passed on the moved clock, and mints tokens good at the moved present', async () => {
      const user = await findCredentialsByEmail(t.db, DEMO_EMAIL);
      const minuteToken = await t.app.tokens.issueUserToken({ userId: user!.id }, { ttlSeconds: 60 });
      expect((await t.app.inject({ url: '/api/me/profile', headers: bearer(minuteToken) })).statusCode).toBe(200);

      expect((await move(t, { forwardMs: 2 * MINUTE_MS })).statusCode).toBe(200);
      const expired = await t.app.inject({ url: '/api/me/profile', headers: bearer(minuteToken) });
      expect(expired.statusCode).toBe(401);
      // Issued at the moved present: on the machine's clock it would not be valid for two minutes yet (nbf).
      const { userToken } = await t.tokensFor(DEMO_EMAIL);
      expect((await t.app.inject({ url: '/api/me/profile', headers: bearer(userToken) })).statusCode).toBe(200);
    });

    it.each([
      ['a number in text', { forwardMs: '60000' }],
      ['a negative number', { forwardMs: -MINUTE_MS }],
      ['a fraction of a millisecond', { forwardMs: 0.5 }],
      ['more than a day', { forwardMs: MAX_CLOCK_MOVE_MS + 1 }],
      ['no amount', {}],
      ['another field beside it', { forwardMs: MINUTE_MS, backMs: MINUTE_MS }],
    ])('refuses %s with 400 and leaves the clock where it was', async (_, payload) => {
      const before = movedBy();
      const res = await move(t, payload);
      expect(res.statusCode).toBe(400);
      expect(movedBy()).toBe(before);
    });
  });
});
