import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API docs', () => {
  it('lists the routes in OpenAPI 3 at /docs/json, generated from their schemas', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/token', '/token-v2', '/api/providers/{providerId}/locations', '/api/me/profile']),
    );
    expect(doc.paths['/token'].post.requestBody.content['application/x-www-form-urlencoded']).toBeDefined();
    expect(doc.paths['/api/me/profile'].get.responses['200']).toBeDefined();
    expect(doc.paths['/config.js']).toBeUndefined();
  });

  it('serves the browsable UI at /docs', async () => {
    const res = await t.app.inject({ url: '/docs/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
