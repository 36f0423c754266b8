import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { get as httpGet } from 'node:http';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { LIVE_PATH } from '@contract/live';
import { installSecurityHeaders } from '@server/plugins/security-headers';
import { requestLimitsOf } from '@server/request-limits';
import { bearer, createTestApp, DEMO_EMAIL, testConfig, type TestApp } from '../support/test-app';

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  // A built app of one page, so the page load takes the same path as the real one.
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'back-office-headers-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><script src="/config.js"></script>');
  t = await createTestApp({ config: { staticDir, apiUrl: 'https://api.exemplo.com.br/base' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const HOST = 'painel.exemplo.com.br:8080';

function directivesOf(header: unknown): Map<string, string[]> {
  const policy = String(header);
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

type Kind = 'an app page' | 'an API answer' | 'a refused call' | 'an unknown API path';
let answers: Record<Kind, LightMyRequestResponse>;
beforeAll(async () => {
  answers = await responses();
});

async function responses(): Promise<Record<Kind, LightMyRequestResponse>> {
  const { accountToken } = await t.tokensFor(DEMO_EMAIL);
  const { providerId, shopId } = t.demo.demo;
  return {
    'an app page': await t.app.inject({ url: '/pedidos', headers: { accept: 'text/html', host: HOST } }),
    'an API answer': await t.app.inject({
      url: `/menu/accounts/${providerId}/shops/${shopId}/item-groups`,
      headers: { ...bearer(accountToken), host: HOST },
    }),
    'a refused call': await t.app.inject({ url: '/api/me/profile', headers: { host: HOST } }),
    'an unknown API path': await t.app.inject({ url: '/nada/aqui', headers: { host: HOST } }),
  };
}

function expectBrowserDefences(headers: Record<string, unknown>): void {
    const csp = directivesOf(headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      `ws://${HOST}`,
      `wss://${HOST}`,
      'https://api.exemplo.com.br',
      'wss://api.exemplo.com.br',
    ]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
}

describe.each<Kind>(['an app page', 'an API answer', 'a refused call', 'an unknown API path'])('%s', (name) => {
  it('carries a policy that runs only own scripts, and the other browser defences', async () => {
    const res = answers[name];
    expect(res.statusCode).toBe({ 'an app page': 200, 'an API answer': 200, 'a refused call': 401, 'an unknown API path': 404 }[name]);
    expectBrowserDefences(res.headers);
  });
});

/** A GET on the live path, answered by engine.io itself (its long-polling transport), over a real socket. */
function liveGet(base: string, query: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(`${base}${LIVE_PATH}/?${query}`, { headers: { host: HOST, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
  });
}

let listening: Promise<string> | undefined;
/** The app on a real port, opened once for every test that needs engine.io itself. */
const baseUrl = () => (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

describe("engine.io's long-polling answers", () => {
  it('carry the same browser defences, the handshake and its refusals alike', async () => {
    const base = await baseUrl();
    const handshake = await liveGet(base, 'EIO=4&transport=polling');
    expect(handshake.status).toBe(200);
    expectBrowserDefences(handshake.headers);
    const unknownSession = await liveGet(base, 'EIO=4&transport=polling&sid=nao-existe');
    expect(unknownSession.status).toBe(400);
    expectBrowserDefences(unknownSession.headers);
  });
});

it('never lets a forged Host header write into the policy', async () => {
  const res = await t.app.inject({ url: '/config.js', headers: { host: "x; script-src 'unsafe-inline'" } });
  const csp = directivesOf(res.headers['content-security-policy']);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.exemplo.com.br', 'wss://api.exemplo.com.br']);
});

describe('HSTS', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';

  it('is sent only when the request came over TLS, as a trusted proxy reports it', async () => {
    const config = testConfig({ trustProxy: '127.0.0.1' });
    const behindProxy = Fastify(requestLimitsOf(config));
    behindProxy.decorate('config', config);
    await installSecurityHeaders(behindProxy);
    behindProxy.get('/', async () => 'ok');
    try {
      const overTls = await behindProxy.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(overTls.headers['strict-transport-security']).toBe(HSTS);
      const plain = await behindProxy.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('is not sent by the app on a claim of TLS from a client it does not trust as a proxy', async () => {
    const res = await t.app.inject({ url: '/config.js', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("goes on engine.io's answers under the same condition: a trusted proxy reporting TLS, never a client's claim", async () => {
    const behindProxy = await createTestApp({ config: { trustProxy: '127.0.0.1' } });
    try {
      const base = await behindProxy.app.listen({ port: 0, host: '127.0.0.1' });
      const overTls = await liveGet(base, 'EIO=4&transport=polling', { 'x-forwarded-proto': 'https' });
      expect(overTls.status).toBe(200);
      expect(overTls.headers['strict-transport-security']).toBe(HSTS);
      const refusedOverTls = await liveGet(base, 'EIO=4&transport=polling&sid=nao-existe', { 'x-forwarded-proto': 'https' });
      expect(refusedOverTls.status).toBe(400);
      expect(refusedOverTls.headers['strict-transport-security']).toBe(HSTS);
      const plain = await liveGet(base, 'EIO=4&transport=polling', { 'x-forwarded-proto': 'http' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
    const untrusted = await liveGet(await baseUrl(), 'EIO=4&transport=polling', { 'x-forwarded-proto': 'https' });
    expect(untrusted.status).toBe(200);
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

it('keeps the API documentation page working: its scripts are files, none inline', async () => {
  const page = await t.app.inject({ url: '/docs/' });
  expect(page.statusCode).toBe(200);
  expect(directivesOf(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, content] of scripts) {
    expect(attributes).toMatch(/\bsrc="/);
    expect(content.trim()).toBe('');
  }
  expect(page.body).not.toMatch(/\son[a-z]+=/i);
});
