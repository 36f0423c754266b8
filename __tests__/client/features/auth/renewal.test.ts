import { installSessionRenewer, request } from '@/shared/api/client';
import { onRenewal, renewSession, type RenewalOutcome } from '@/features/auth/renewal';

const realFetch = global.fetch;

interface Sent {
  url: string;
  authorization?: string;
  body?: string;
}

type Route = (sent: Sent) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** A fake server: each call goes to the first route whose path the URL ends with. */
function serve(routes: Record<string, Route>): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call = { url, authorization: headers.Authorization, body: init.body ? String(init.body) : undefined };
    sent.push(call);
    const path = Object.keys(routes).find((candidate) => url.split('?')[0].endsWith(candidate));
    if (!path) throw new TypeError('Failed to fetch');
    const { status, body } = await routes[path](call);
    return { ok: status < 400, status, statusText: '', json: async () => body, text: async () => JSON.stringify(body ?? '') };
  }) as unknown as typeof fetch;
  return sent;
}

const granted = (n: number) => ({ status: 200, body: { access_token: `user-${n}`, token_type: 'bearer', expires_in: 20, refresh_token: `refresh-${n}` } });
const EXPIRED = { status: 401, body: { error: 'unauthorized', message: 'Token expirado.' } };

function signedInStorage() {
  localStorage.setItem('auth-token', 'user-0');
  localStorage.setItem('auth-token-v2', 'account-0');
  localStorage.setItem('auth-refresh-token', 'refresh-0');
}

beforeEach(() => {
  localStorage.clear();
  signedInStorage();
});
afterEach(() => {
  global.fetch = realFetch;
  installSessionRenewer(null);
});

describe('renewSession', () => {
  it('trades the refresh token for both tokens and the next refresh token, and stores all three', async () => {
    const sent = serve({ '/token': () => granted(1), '/token-v2': () => ({ status: 200, body: { token: 'account-1' } }) });
    expect(await renewSession()).toEqual({ kind: 'renewed', userToken: 'user-1', accountToken: 'account-1' });
    expect(new URLSearchParams(sent[0].body).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(sent[0].body).get('refresh_token')).toBe('refresh-0');
    expect(sent[1].authorization).toBe('Bearer user-1');
    expect(localStorage.getItem('auth-token')).toBe('user-1');
    expect(localStorage.getItem('auth-token-v2')).toBe('account-1');
    expect(localStorage.getItem('auth-refresh-token')).toBe('refresh-1');
  });

  it('shares one renewal among callers at the same moment, and tells every listener its outcome once', async () => {
    const sent = serve({ '/token': () => granted(1), '/token-v2': () => ({ status: 200, body: { token: 'account-1' } }) });
    const heard: RenewalOutcome[] = [];
    const stop = onRenewal((outcome) => heard.push(outcome));
    const outcomes = await Promise.all([renewSession(), renewSession(), renewSession()]);
    stop();
    expect(sent.filter((call) => call.url.endsWith('/token'))).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.kind))).toEqual(new Set(['renewed']));
    expect(heard).toHaveLength(1);
  });

  it('is refused when the server refuses the refresh token, or when there is none', async () => {
    serve({ '/token': () => ({ status: 400, body: { error: 'invalid_grant', error_description: 'Sessão encerrada. Entre novamente.' } }) });
    expect(await renewSession()).toEqual({ kind: 'refused' });
    localStorage.removeItem('auth-refresh-token');
    expect(await renewSession()).toEqual({ kind: 'refused' });
  });

  it('takes the tokens another tab renewed while this one waited for the lock, spending nothing', async () => {
    const sent = serve({});
    const locks = {
      request: async (_name: string, task: () => Promise<RenewalOutcome>) => {
        localStorage.setItem('auth-token', 'user-other-tab');
        localStorage.setItem('auth-token-v2', 'account-other-tab');
        return task();
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      expect(await renewSession()).toEqual({ kind: 'renewed', userToken: 'user-other-tab', accountToken: 'account-other-tab' });
      expect(sent).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('is only unavailable when the server cannot be reached, keeping the stored session', async () => {
    serve({ '/token': () => ({ status: 503, body: { error: 'unavailable', message: 'x' } }) });
    expect(await renewSession()).toEqual({ kind: 'unavailable' });
    serve({});
    expect(await renewSession()).toEqual({ kind: 'unavailable' });
    expect(localStorage.getItem('auth-refresh-token')).toBe('refresh-0');
  });
});

describe('a call refused for an expired token', () => {
  beforeEach(() => installSessionRenewer(async () => (await renewSession()).kind === 'renewed'));

  it('is renewed unnoticed and sent again with the new token', async () => {
    const sent = serve({
      '/token': () => granted(1),
      '/token-v2': () => ({ status: 200, body: { token: 'account-1' } }),
      '/orders': ({ authorization }) => (authorization === 'Bearer account-1' ? { status: 200, body: { orders: [] } } : EXPIRED),
    });
    expect(await request('GET', '/ordering/orders')).toEqual({ orders: [] });
    expect(sent.map((call) => call.url.replace(/^.*\/\/[^/]+/, ''))).toEqual(['/ordering/orders', '/token', '/token-v2', '/ordering/orders']);
  });

  it('shares one renewal when several calls are refused at once', async () => {
    const sent = serve({
      '/token': () => granted(1),
      '/token-v2': () => ({ status: 200, body: { token: 'account-1' } }),
      '/orders': ({ authorization }) => (authorization === 'Bearer account-1' ? { status: 200, body: [] } : EXPIRED),
    });
    await Promise.all([request('GET', '/a/orders'), request('GET', '/b/orders'), request('GET', '/c/orders')]);
    expect(sent.filter((call) => call.url.endsWith('/token'))).toHaveLength(1);
  });

  it('keeps the 401 when renewal is refused, and never renews a 401 that is not for expiry', async () => {
    serve({
      '/token': () => ({ status: 400, body: { error: 'invalid_grant', error_description: 'Sessão encerrada. Entre novamente.' } }),
      '/orders': () => EXPIRED,
      '/profile': () => ({ status: 401, body: { error: 'unauthorized', message: 'Token revogado.' } }),
    });
    await expect(request('GET', '/orders')).rejects.toMatchObject({ status: 401, message: 'Token expirado.' });
    const sent = serve({ '/profile': () => ({ status: 401, body: { error: 'unauthorized', message: 'Token revogado.' } }) });
    await expect(request('GET', '/api/me/profile', { auth: 'user' })).rejects.toMatchObject({ status: 401, message: 'Token revogado.' });
    expect(sent).toHaveLength(1);
  });
});
