import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '@contract/auth';
import { SHOP_PATHS } from '@contract/paths';
import { notFound } from '@server/domain/errors';
import { checkStaffAccess } from '@server/plugins/actor';
import { assertShopAccess, requireAccount } from '@server/plugins/auth';
import { pageOf } from './list-params';

/** The prefixes of one shop's routes, as the spec names them. */
export const { menu: MENU_SHOP, ordering: ORDERING_SHOP, payments: PAYMENTS_SHOP } = SHOP_PATHS;
export const bearer = [{ bearer: [] }];

// 403: the person acting lacks the route's permission, or is no longer (or never was) one of the shop's team.
export const readErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
export const writeErrors = { ...readErrors, 409: ApiErrorSchema };
export const NoContentSchema = Type.Null();

export { pageOf };

/**
 * One shop's routes, registered with one of the prefixes above: every route in them is authenticated first, then
 * validated, then checked against the shop in its path (`accountParam` names the account there: the payments API says
 * providerId), then against the person acting and the route's permission (plugins/actor.ts). A stranger learns
 * nothing about the input, and no route can forget the checks.
 */
export function shopRoutes(plugins: FastifyPluginAsyncTypebox[], accountParam: 'accountId' | 'providerId' = 'accountId'): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('onRequest', app.authenticateAccount);
    app.addHook('preHandler', async (request) => {
      const params = request.params as Record<string, number>;
      await assertShopAccess(request, params[accountParam], params.shopId);
      await checkStaffAccess(request, params.shopId);
    });
    for (const plugin of plugins) await app.register(plugin);
  };
}

/**
 * For a route outside the shop groups that finds its shop itself (in its query, through a record): the shop check,
 * then the team's, as the groups run them.
 */
export async function staffShopAccess(request: FastifyRequest, accountId: number, shopId: number): Promise<void> {
  await assertShopAccess(request, accountId, shopId);
  await checkStaffAccess(request, shopId);
}

/** For a route of token 2 that names no shop: the person the device names is still checked, against the account. */
export const accountStaffAccess = (request: FastifyRequest): Promise<void> => checkStaffAccess(request, null);

/** A path id as the database stores it, or null: what is not one cannot belong to anyone (PostgreSQL refuses NaN). */
function rawIdOf(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2147483647 ? id : null;
}

/** For uploads the check runs before the body is read, on the raw path: a stranger's file is never parsed. */
export async function rawShopAccess(request: FastifyRequest): Promise<void> {
  const params = request.params as { accountId?: string; shopId?: string };
  const accountId = rawIdOf(params.accountId);
  const shopId = rawIdOf(params.shopId);
  if (accountId === null || shopId === null) throw notFound();
  await assertShopAccess(request, accountId, shopId);
  await checkStaffAccess(request, shopId);
}

/** The cover belongs to the account (provider) itself, not to one shop. */
export async function rawAccountAccess(request: FastifyRequest): Promise<void> {
  const { accountId } = request.params as { accountId: string };
  if (requireAccount(request).providerId !== Number(accountId)) throw notFound();
  await checkStaffAccess(request, null);
}
