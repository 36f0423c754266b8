import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { renewSession } from '@/features/auth/renewal';
import { MIN_RENEWAL_GAP_MS, renewalDelayMs } from '@/session/rules';
import { applyRenewals, RENEWAL_RETRY_MS, scheduleRenewals } from '@/features/auth/sessionSagas';
import { SESSION_EXPIRED_NOTICE, signedIn, signInRequested, tokensRenewed } from '@/session/slice';
import { signedOut } from '@/shared/session/events';

const realFetch = global.fetch;
const now = () => Math.floor(Date.now() / 1000);
const tokenExpiringIn = (seconds: number, lifetime = 60) =>
  `h.${Buffer.from(JSON.stringify({ account: '4', iat: now() + seconds - lifetime, exp: now() + seconds })).toString('base64url')}.s`;

function signedInState(accountToken: string): RootState {
  const state = rootReducer(undefined, { type: 'init' }) as RootState;
  return { ...state, auth: { ...state.auth, userToken: 'user-token', accountToken } };
}

afterEach(() => {
  jest.restoreAllMocks();
  global.fetch = realFetch;
  localStorage.clear();
});

describe('renewalDelayMs', () => {
  it('renews a fifth of the lifetime before expiry, at most five minutes before, never sooner than the minimum gap', () => {
    const at = Date.UTC(2026, 0, 1, 10) / 1000;
    const token = (iat: number, exp: number) => `h.${Buffer.from(JSON.stringify({ iat, exp })).toString('base64url')}.s`;
    expect(renewalDelayMs(token(at, at + 20), at * 1000)).toBe(16_000);
    expect(renewalDelayMs(token(at, at + 43_200), at * 1000)).toBe((43_200 - 300) * 1000);
    expect(renewalDelayMs(token(at - 100, at - 10), at * 1000)).toBe(MIN_RENEWAL_GAP_MS);
    expect(renewalDelayMs('not-a-jwt', at * 1000)).toBe(MIN_RENEWAL_GAP_MS);
  });
});

describe('scheduleRenewals', () => {
  it('waits until the token is due, renews it, then waits for the new one', async () => {
    // A clock that stands still, so a slow machine cannot shift the waits.
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 0, 1, 10));
    const first = tokenExpiringIn(50);
    const second = tokenExpiringIn(60);
    const waits: number[] = [];
    const outcomes = [{ kind: 'renewed', userToken: 'u2', accountToken: second }, { kind: 'refused' }];
    await expectSaga(scheduleRenewals)
      .withState(signedInState(first))
      .provide({
        call(effect, next) {
          return effect.fn === renewSession ? outcomes.shift() : next();
        },
        race(effect, next) {
          const due = (effect as { due?: { payload: { args: number[] } } }).due;
          if (due) {
            waits.push(due.payload.args[0]);
            return { due: true };
          }
          return next();
        },
      })
      .silentRun(100);
    expect(outcomes).toEqual([]);
    expect(waits).toHaveLength(2);
    // 50 s left of a 60 s token: due 12 s before expiry; the new one, 60 s left, 48 s from now.
    expect(waits).toEqual([38_000, 48_000]);
  });

  it('asks again later when the renewal got no answer, and stops after a sign-out until the next sign-in', async () => {
    const token = tokenExpiringIn(10);
    const waits: number[] = [];
    let renewals = 0;
    await expectSaga(scheduleRenewals)
      .withState(signedInState(token))
      .provide({
        call(effect, next) {
          if (effect.fn === renewSession) {
            renewals += 1;
            return { kind: 'unavailable' };
          }
          if (typeof effect.args[0] === 'number') {
            waits.push(effect.args[0]);
            return undefined;
          }
          return next();
        },
        race(effect, next) {
          return renewals < 2 && (effect as { due?: unknown }).due ? { due: true } : next();
        },
      })
      .delay(50)
      .dispatch(signedOut())
      .silentRun(150);
    expect(renewals).toBe(2);
    expect(waits).toEqual([RENEWAL_RETRY_MS, RENEWAL_RETRY_MS]);
  });

  it('follows tokens renewed elsewhere (a refused call, another tab) instead of renewing them again', async () => {
    const later = tokenExpiringIn(3600, 7200);
    await expectSaga(scheduleRenewals)
      .withState(signedInState(tokenExpiringIn(600, 3600)))
      .not.call.fn(renewSession)
      .delay(30)
      .dispatch(tokensRenewed({ userToken: 'u2', accountToken: later }))
      .silentRun(100);
  });

  it('starts at sign-in when the app opened signed out', async () => {
    const token = tokenExpiringIn(1, 60);
    await expectSaga(scheduleRenewals)
      .withState(rootReducer(undefined, { type: 'init' }))
      .provide({
        call(effect, next) {
          return effect.fn === renewSession ? { kind: 'refused' } : next();
        },
        race(effect, next) {
          return (effect as { due?: unknown }).due ? { due: true } : next();
        },
      })
      .not.call.fn(renewSession)
      .silentRun(50);
    await expectSaga(scheduleRenewals)
      .withState(rootReducer(undefined, { type: 'init' }))
      .provide({
        call(effect, next) {
          return effect.fn === renewSession ? { kind: 'refused' } : next();
        },
        race(effect, next) {
          return (effect as { due?: unknown }).due ? { due: true } : next();
        },
      })
      .dispatch(signedIn({ userToken: 'u', accountToken: token }))
      .call(renewSession)
      .silentRun(50);
  });
});

describe('applyRenewals', () => {
  it('puts renewed tokens in the store', async () => {
    global.fetch = jest.fn(async (url: string) => {
      const body = url.endsWith('/token-v2')
        ? { token: 'account-2' }
        : { access_token: 'user-2', token_type: 'bearer', expires_in: 20, refresh_token: 'refresh-2' };
      return { ok: true, status: 200, json: async () => body, text: async () => JSON.stringify(body) };
    }) as unknown as typeof fetch;
    localStorage.setItem('auth-refresh-token', 'refresh-1');
    const run = expectSaga(applyRenewals)
      .withReducer(rootReducer, signedInState('account-1'))
      .put(tokensRenewed({ userToken: 'user-2', accountToken: 'account-2' }))
      .silentRun(100);
    await renewSession();
    const { storeState } = await run;
    expect((storeState as RootState).auth.accountToken).toBe('account-2');
  });

  it("signs out with 'Sua sessão expirou. Entre novamente.' when renewal is refused, kept until the next sign-in", async () => {
    global.fetch = jest.fn(async () => {
      const body = { error: 'invalid_grant', error_description: 'Sessão encerrada. Entre novamente.' };
      return { ok: false, status: 400, json: async () => body, text: async () => JSON.stringify(body) };
    }) as unknown as typeof fetch;
    localStorage.setItem('auth-token', 'user-1');
    localStorage.setItem('auth-refresh-token', 'refresh-1');
    const run = expectSaga(applyRenewals)
      .withReducer(rootReducer, signedInState('account-1'))
      .put(signedOut())
      // A call refused at the same moment ends the session once more: the notice stays.
      .delay(60)
      .dispatch(signedOut())
      .silentRun(120);
    await renewSession();
    const { storeState } = await run;
    const auth = (storeState as RootState).auth;
    expect(auth.accountToken).toBeNull();
    expect(auth.notice).toBe(SESSION_EXPIRED_NOTICE);
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(localStorage.getItem('auth-refresh-token')).toBeNull();
    expect(rootReducer(storeState as RootState, signInRequested({ email: 'a@b.co', password: 'x' })).auth.notice).toBeNull();
  });
});
