import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '@contract/auth';
import { notFound } from '@server/domain/errors';
import { assertShopAccess, requireAccount } from '@server/plugins/auth';
import { pageOf } from '@server/repositories/ordering/query-filters';

export const SHOP = '/menu/accounts/:accountId/shops/:shopId';
export const bearer = [{ bearer: [] }];

export const readErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
export const writeErrors = { ...readErrors, 409: ApiErrorSchema };
export const NoContentSchema = Type.Null();

export { pageOf };

function shopAccess(request: FastifyRequest): Promise<void> {
  const { accountId, shopId } = request.params as { accountId: number; shopId: number };
  return assertShopAccess(request, accountId, shopId);
}

/** Authentication first, then validation, then the shop check, as on the ordering routes. */
export const guardedBy = (app: FastifyInstance) => ({ onRequest: app.authenticateAccount, preHandler: shopAccess });

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
}

/** The cover belongs to the account (provider) itself, not to one shop. */
export async function rawAccountAccess(request: FastifyRequest): Promise<void> {
  const { accountId } = request.params as { accountId: string };
  if (requireAccount(request).providerId !== Number(accountId)) throw notFound();
}
