import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { BODY_LIMIT_BYTES, MAX_CONNECTIONS, parseRequestTimeout, parseTrustProxy } from '@server/request-limits';
import { createTestApp, type TestApp } from '../support/test-app';

const PROXY = '10.0.0.7';

async function appWith(config: Parameters<typeof createTestApp>[0]): Promise<TestApp> {
  const t = await createTestApp(config);
  t.app.get('/test/client-address', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  return t;
}

/** Sends the headers of a JSON POST announcing 100 bytes, then one byte a second; resolves with what came back. */
function trickle(port: number, stopAfterMs: number): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const drip = setInterval(() => socket.write('{'), 1000);
    const stop = setTimeout(() => socket.destroy(), stopAfterMs);
    socket.on('connect', () =>
      socket.write('POST /token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n'),
    );
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(stop);
      resolve({ answer, afterMs: Date.now() - startedAt });
    });
  });
}

describe('requests are bounded', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('answers 408 to a body trickled past the request time, and frees the connection', async () => {
    t = await appWith({ config: { requestTimeoutSeconds: 2 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { answer, afterMs } = await trickle((t.app.server.address() as AddressInfo).port, 10_000);
    // Answered before the client gave up at 10 s, and not before the 2 s it was given: the request time cut it.
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(afterMs).toBeGreaterThanOrEqual(2_000);
  });

  it('refuses a body over the limit with 413 before reading it, and caps connections', async () => {
    t = await appWith({});
    const res = await t.app.inject({ method: 'POST', url: '/token', payload: { userName: 'x'.repeat(BODY_LIMIT_BYTES) } });
    expect(res.statusCode).toBe(413);
    expect(t.app.server.maxConnections).toBe(MAX_CONNECTIONS);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  afterEach(() => t?.close());
  const forwarded = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };

  it("believes a trusted proxy's forwarded address and protocol, so each client counts apart and HSTS is sent", async () => {
    t = await appWith({ config: { trustProxy: PROXY } });
    const res = await t.app.inject({ url: '/test/client-address', remoteAddress: PROXY, headers: forwarded });
    expect(res.json()).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('ignores forwarded headers from anyone else, and by default', async () => {
    t = await appWith({ config: { trustProxy: PROXY } });
    const stranger = await t.app.inject({ url: '/test/client-address', remoteAddress: '198.51.100.4', headers: forwarded });
    expect(stranger.json()).toEqual({ ip: '198.51.100.4', protocol: 'http' });
    expect(stranger.headers['strict-transport-security']).toBeUndefined();
    await t.close();
    t = await appWith({});
    const untrusted = await t.app.inject({ url: '/test/client-address', remoteAddress: PROXY, headers: forwarded });
    expect(untrusted.json()).toEqual({ ip: PROXY, protocol: 'http' });
  });

  it('reads TRUST_PROXY and REQUEST_TIMEOUT_SECONDS strictly', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toBe('127.0.0.1,10.0.0.0/8,::1');
    expect(() => parseTrustProxy('nginx')).toThrow('Invalid TRUST_PROXY "nginx"');
    expect(parseRequestTimeout(undefined)).toBe(60);
    expect(parseRequestTimeout('5')).toBe(5);
    for (const bad of ['0', '1.5', 'x', '601']) expect(() => parseRequestTimeout(bad)).toThrow('Invalid REQUEST_TIMEOUT_SECONDS');
  });
});
