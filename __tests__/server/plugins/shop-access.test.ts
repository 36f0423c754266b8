import { createTestApp, bearer, DEMO_EMAIL, type TestApp } from '../support/test-app';
import { Type } from '@sinclair/typebox';
import { assertShopAccess } from '@server/plugins/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Shaped like the menu, ordering and payments routes that call assertShopAccess.
  t.app.get(
    '/test/accounts/:accountId/shops/:shopId',
    {
      onRequest: t.app.authenticateAccount,
      schema: { params: Type.Object({ accountId: Type.Integer(), shopId: Type.Integer() }) },
    },
    async (request) => {
      const { accountId, shopId } = request.params as { accountId: number; shopId: number };
      await assertShopAccess(request, accountId, shopId);
      return { ok: true };
    },
  );
});
afterAll(() => t.close());

async function call(accountId: number, shopId: number) {
  const { accountToken } = await t.tokensFor(DEMO_EMAIL);
  return t.app.inject({ url: `/test/accounts/${accountId}/shops/${shopId}`, headers: bearer(accountToken) });
}

describe('assertShopAccess', () => {
  it("lets an account reach its own shop", async () => {
    const res = await call(t.demo.demo.providerId, t.demo.demo.shopId);
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 for another provider's shop under the caller's own account", async () => {
    const res = await call(t.demo.demo.providerId, t.demo.other.shopId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Registro não encontrado.' });
  });

  it("answers 404 for another provider's account and shop", async () => {
    expect((await call(t.demo.other.providerId, t.demo.other.shopId)).statusCode).toBe(404);
  });

  it('answers 404 for a shop that does not exist', async () => {
    expect((await call(t.demo.demo.providerId, 999999)).statusCode).toBe(404);
  });
});
