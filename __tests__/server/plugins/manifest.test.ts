import { createTestApp, type TestApp } from '../support/test-app';

let food: TestApp;
let shop: TestApp;

beforeAll(async () => {
  food = await createTestApp();
  shop = await createTestApp({ config: { variant: 'shop' } });
});
afterAll(async () => {
  await food?.close();
  await shop?.close();
});

describe('GET /manifest.webmanifest', () => {
  it('describes an installable pt-BR app of the food variant, uncached', async () => {
    const res = await food.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Painel do Restaurante',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#b3261e',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons).toEqual(
      expect.arrayContaining(
        [192, 512].flatMap((size) =>
          ['any', 'maskable'].map((purpose) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
        ),
      ),
    );
  });

  it('names the shop variant after its business word', async () => {
    const res = await shop.app.inject({ url: '/manifest.webmanifest' });
    expect(res.json().name).toBe('Painel do Estabelecimento');
  });
});
