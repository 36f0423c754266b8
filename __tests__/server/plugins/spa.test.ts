import { createTestApp, type TestApp } from '../support/test-app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

let staticDir: string;
let t: TestApp;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'back-office-spa-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Back office</title>');
  fs.writeFileSync(path.join(staticDir, 'main.3f9a1c0d2b7e4a61.js'), 'console.log("app")');
  fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.skipWaiting()');
  const script = 'console.log("a script big enough to be worth compressing");\n'.repeat(40);
  fs.writeFileSync(path.join(staticDir, 'vendor.5e2a9c0d4f.js'), script);
  fs.writeFileSync(path.join(staticDir, 'vendor.5e2a9c0d4f.js.br'), zlib.brotliCompressSync(script));
  t = await createTestApp({ config: { staticDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('built app', () => {
  it('serves index.html at the root without caching', async () => {
    const res = await t.app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Back office</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed files for a year, immutable', async () => {
    const res = await t.app.inject({ url: '/main.3f9a1c0d2b7e4a61.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy to a browser that accepts it, and the plain file to one that does not", async () => {
    const compressed = await t.app.inject({ url: '/vendor.5e2a9c0d4f.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain('worth compressing');

    const plain = await t.app.inject({ url: '/vendor.5e2a9c0d4f.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('worth compressing');
  });

  it('never lets the service worker be cached', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/menu/3', '/orders/12', '/more/delivery-settings', '/a/path/nobody/knows'])(
    'answers a page load of %s with index.html (history fallback)',
    async (url) => {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Back office</title>');
    },
  );

  it.each(['/menu/3', '/orders', '/missing.js'])('answers a non-page request for %s with JSON 404', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: `Rota GET ${url} não encontrada.` });
  });

  it('answers JSON 404 to other methods even when they accept html', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/menu/3', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });

  it('keeps API routes ahead of the fallback', async () => {
    const res = await t.app.inject({ url: '/api/me/profile', headers: html });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /config.js', () => {
  function runConfigScript(source: string) {
    const sandbox: { window: { __APP_CONFIG__?: unknown } } = { window: {} };
    vm.runInNewContext(source, sandbox);
    return sandbox.window.__APP_CONFIG__;
  }

  it('sets the runtime config of the food variant, uncached', async () => {
    const res = await t.app.inject({ url: '/config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(runConfigScript(res.body)).toEqual({
      variant: 'food',
      apiUrl: '',
      foodHost: 'http://localhost:8080',
      kioskHost: 'http://localhost:8080',
      version: '1.17.0',
    });
  });

  it('sets the shop variant and API URL from the config', async () => {
    const shop = await createTestApp({
      config: { variant: 'shop', apiUrl: 'https://api.exemplo.com.br', foodHost: 'https://f.exemplo', kioskHost: 'https://k.exemplo' },
    });
    try {
      const res = await shop.app.inject({ url: '/config.js' });
      expect(runConfigScript(res.body)).toEqual({
        variant: 'shop',
        apiUrl: 'https://api.exemplo.com.br',
        foodHost: 'https://f.exemplo',
        kioskHost: 'https://k.exemplo',
        version: '1.17.0',
      });
    } finally {
      await shop.close();
    }
  });
});

describe('without a built app', () => {
  it('answers JSON 404 even to page loads', async () => {
    const bare = await createTestApp({ config: { staticDir: path.join(staticDir, 'does-not-exist') } });
    try {
      const res = await bare.app.inject({ url: '/menu/3', headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Rota GET /menu/3 não encontrada.' });
    } finally {
      await bare.close();
    }
  });
});
