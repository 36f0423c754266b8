import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> };

const MENU_PATH = /^\/menu\/(accounts\/\{accountId\}\/(shops\/\{shopId\}\/(item-groups|items|option-groups|options|availability)|images)|images)/;

describe('menu API docs', () => {
  it('documents every menu route with its path parameters, body and answers', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const menu = Object.entries(doc.paths).filter(([path]) => MENU_PATH.test(path));
    const operations = menu.flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    expect(operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual(
      [
        'GET /menu/accounts/{accountId}/images/brand.jpg',
        'PUT /menu/accounts/{accountId}/images/brand',
        'GET /menu/images/{imageId}.jpg',
        ...['item-groups', 'items', 'option-groups', 'options', 'items/{itemId}/portions'].flatMap((resource) => [
          `GET /menu/accounts/{accountId}/shops/{shopId}/${resource}`,
          `POST /menu/accounts/{accountId}/shops/{shopId}/${resource}`,
          `GET /menu/accounts/{accountId}/shops/{shopId}/${resource}/{id}`,
          `PUT /menu/accounts/{accountId}/shops/{shopId}/${resource}/{id}`,
          `DELETE /menu/accounts/{accountId}/shops/{shopId}/${resource}/{id}`,
        ]),
        'PUT /menu/accounts/{accountId}/shops/{shopId}/option-groups/update-sequences',
        'PUT /menu/accounts/{accountId}/shops/{shopId}/item-groups/{id}/image',
        'PUT /menu/accounts/{accountId}/shops/{shopId}/items/{id}/image',
        'GET /menu/accounts/{accountId}/shops/{shopId}/availability',
        'PUT /menu/accounts/{accountId}/shops/{shopId}/items/{id}/availability',
        'PUT /menu/accounts/{accountId}/shops/{shopId}/options/{id}/availability',
      ].sort(),
    );
    for (const { path, method, operation } of operations) {
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const documented = (operation.parameters ?? []).filter((param) => param.in === 'path').map((param) => param.name);
      expect({ path, method, params: documented.sort() }).toEqual({ path, method, params: pathParams.sort() });
      expect(Object.keys(operation.responses).some((status) => /^20[014]$/.test(status))).toBe(true);
      if (method === 'post' || (method === 'put' && !path.endsWith('{id}/image') && !path.endsWith('/brand'))) {
        expect(operation.requestBody?.content['application/json']).toBeDefined();
      }
    }
  });

  it('describes uploads as a multipart form with a binary file', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const upload = doc.paths['/menu/accounts/{accountId}/shops/{shopId}/items/{id}/image'].put;
    expect(upload.requestBody?.content['multipart/form-data']).toEqual({
      schema: expect.objectContaining({ properties: { file: expect.objectContaining({ type: 'string', format: 'binary' }) } }),
    });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '413']));
  });
});
