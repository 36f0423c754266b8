import { createTestApp, type TestApp } from '../support/test-app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let staticDir: string;
let t: TestApp;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'back-office-guest-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Painel</title>');
  fs.writeFileSync(path.join(staticDir, 'guest.html'), '<!doctype html><title>Cardápio</title>');
  t = await createTestApp({ config: { staticDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('GET /sign-in/:code, the link of a QR code', () => {
  it.each(['/sign-in/mesa-1', '/sign-in/balcao-pre?utm=qr', '/sign-in/codigo-que-nao-existe'])(
    "answers a page load of %s with the guests' page, not the staff app",
    async (url) => {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Cardápio</title>');
    },
  );

  it('answers a request that is not a page load with JSON 404', async () => {
    const res = await t.app.inject({ url: '/sign-in/mesa-1', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Rota GET /sign-in/mesa-1 não encontrada.' });
  });

  it('refuses a code longer than any QR code has', async () => {
    const res = await t.app.inject({ url: `/sign-in/${'a'.repeat(65)}`, headers: html });
    expect(res.statusCode).toBe(400);
  });

  it('answers JSON 404 when the build has no guests\' page', async () => {
    const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'back-office-guest-bare-'));
    fs.writeFileSync(path.join(bareDir, 'index.html'), '<!doctype html><title>Painel</title>');
    const bare = await createTestApp({ config: { staticDir: bareDir } });
    try {
      const res = await bare.app.inject({ url: '/sign-in/mesa-1', headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    } finally {
      await bare.close();
      fs.rmSync(bareDir, { recursive: true, force: true });
    }
  });
});
