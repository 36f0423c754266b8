import { AUTHORIZATION_HEADER, PERSON_HEADER } from '@contract/staff';
import { ROUTE_PERMISSIONS } from '@server/security/route-permissions';
import { createTestApp, DEMO_EMAIL, type TestApp } from '../support/test-app';

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

  it("declares the staff commands' optional Idempotency-Key header", async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    const shop = '/ordering/accounts/{accountId}/shops/{shopId}';
    const commands = [
      doc.paths[`${shop}/orders/{id}/started`].put,
      doc.paths[`${shop}/orders/{id}/completed`].put,
      doc.paths[`${shop}/orders/{id}/canceled`].put,
      doc.paths[`${shop}/orders/{id}/seen`].put,
      doc.paths[`${shop}/invoices/{id}/closed`].put,
      doc.paths['/menu/accounts/{accountId}/shops/{shopId}/items/{id}/availability'].put,
      doc.paths['/menu/accounts/{accountId}/shops/{shopId}/options/{id}/availability'].put,
      doc.paths['/v2/order-payment/providers/{providerId}/orders/{id}/payment-operator'].post,
    ];
    for (const operation of commands) {
      const header = operation.parameters.find((parameter: { in: string; name: string }) => parameter.in === 'header');
      expect(header).toMatchObject({ name: 'idempotency-key', required: false, schema: { type: 'string', maxLength: 100 } });
    }
  });

  it('says what the server does: a revoke without a body, a CSV whose refusals are JSON, photos as JPEG', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    expect(doc.paths['/token/revoke'].post.requestBody.required).toBe(false);
    expect(doc.paths['/token'].post.requestBody.required).toBe(true);
    const revoked = await t.app.inject({ method: 'POST', url: '/token/revoke', headers: { authorization: `Bearer ${(await t.tokensFor(DEMO_EMAIL)).userToken}` } });
    expect(revoked.statusCode).toBe(204);

    const csv = doc.paths['/ordering/accounts/{accountId}/shops/{shopId}/day-report/orders.csv'].get.responses;
    expect(Object.keys(csv['200'].content)).toEqual(['text/csv']);
    for (const status of ['400', '401', '404']) expect(Object.keys(csv[status].content)).toEqual(['application/json']);
    const refused = await t.app.inject({ url: `/ordering/accounts/${t.demo.demo.providerId}/shops/${t.demo.demo.shopId}/day-report/orders.csv` });
    expect([refused.statusCode, refused.headers['content-type']]).toEqual([401, 'application/json; charset=utf-8']);

    expect(Object.keys(doc.paths['/menu/images/{imageId}.jpg'].get.responses['200'].content)).toEqual(['image/jpeg']);
  });

  it("declares the team's two optional headers on every route the team's check applies to, and on no other", async () => {
    type Parameter = { in?: string; name?: string; required?: boolean; description?: string; $ref?: string };
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    const resolved = (parameter: Parameter): Parameter =>
      parameter.$ref ? doc.components.parameters[parameter.$ref.replace('#/components/parameters/', '')] : parameter;
    const headersOf = (operation: { parameters?: Parameter[] }) =>
      (operation.parameters ?? []).map(resolved).filter((parameter) => parameter.in === 'header');
    const teamHeaders = (operation: { parameters?: Parameter[] }) =>
      headersOf(operation).filter((header) => header.name === PERSON_HEADER || header.name === AUTHORIZATION_HEADER);

    const operations = Object.entries(doc.paths as Record<string, Record<string, { parameters?: Parameter[] }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation })),
    );
    const documented = operations.map(({ key }) => key);
    expect(Object.keys(ROUTE_PERMISSIONS).filter((key) => !documented.includes(key))).toEqual([]);
    for (const { key, operation } of operations) {
      const expected = key in ROUTE_PERMISSIONS ? [PERSON_HEADER, AUTHORIZATION_HEADER] : [];
      expect({ key, headers: teamHeaders(operation).map((header) => header.name) }).toEqual({ key, headers: expected });
    }
    for (const header of teamHeaders(doc.paths['/ordering/accounts/{accountId}/shops/{shopId}/orders/{id}/canceled'].put)) {
      expect(header).toMatchObject({ required: false, description: expect.stringMatching(/\S/), schema: { type: 'string' } });
    }
    // The route's own headers stay, before the team's.
    const started = headersOf(doc.paths['/ordering/accounts/{accountId}/shops/{shopId}/orders/{id}/started'].put);
    expect(started.map((header) => header.name)).toEqual(['idempotency-key', PERSON_HEADER, AUTHORIZATION_HEADER]);
    expect(teamHeaders(doc.paths['/token'].post)).toEqual([]);
    expect(teamHeaders(doc.paths['/public/qrcodes/{code}/orders'].post)).toEqual([]);
  });

  it('serves the browsable UI at /docs', async () => {
    const res = await t.app.inject({ url: '/docs/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
