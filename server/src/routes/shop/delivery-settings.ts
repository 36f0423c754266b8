import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SLUG_RESERVED } from '@contract/errors';
import { ShopParamsSchema, ShopRecordParamsSchema } from '@contract/ordering';
import {
  DeliverySettingsBodySchema,
  DeliverySettingsSchema,
  SlugVerifyQuerySchema,
  SlugVerifySchema,
  type DeliverySettingsBody,
} from '@contract/shop';
import { conflict, invalid, notFound } from '@server/domain/errors';
import { requireAccount } from '@server/plugins/auth';
import {
  createDeliverySettings,
  deliveryProblemOf,
  findDeliverySettings,
  isSlugAvailable,
  reservedSlugProblemOf,
  updateDeliverySettings,
  type DeliveryFields,
  type DeliveryWriteFailure,
} from '@server/repositories/shop/delivery-settings';
import { accountStaffAccess, bearer, readErrors, staffShopAccess, writeErrors } from '../common/guards';
import { found } from './found';

const MISSING = 'Configurações de delivery não encontradas.';

function fieldsOf(shopId: number, body: DeliverySettingsBody): DeliveryFields {
  if (body.shopId !== shopId) throw invalid('body shopId deve ser o estabelecimento do endereço.');
  const fields = { phone: body.phone, slug: body.slug, active: body.active, fee: body.fee };
  const reservedProblem = reservedSlugProblemOf(fields.slug);
  if (reservedProblem) throw invalid(reservedProblem, SLUG_RESERVED);
  const problem = deliveryProblemOf(fields);
  if (problem) throw invalid(problem);
  return fields;
}

function failureOf(failure: DeliveryWriteFailure) {
  if (failure === 'slug_taken') return conflict('Esse slug já está sendo usado por outro estabelecimento.');
  if (failure === 'exists') return conflict('O estabelecimento já tem configurações de delivery; altere-as pelo id.');
  return notFound(MISSING);
}

/** Delivery of a shop: the phone customers call, the slug of its public address, the fee and whether it is on. */
export const deliverySettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are checked as sent, like the rest of the menu: a flag sent as \"true\" is refused, not converted.

  app.get(
    '/delivery-settings',
    {
      schema: {
        tags: ['menu'],
        summary: "The shop's delivery settings; 404 until they are first saved",
        security: bearer,
        params: ShopParamsSchema,
        response: { 200: DeliverySettingsSchema, ...readErrors },
      },
    },
    async (request) => found(await findDeliverySettings(app.db, request.params.shopId), MISSING),
  );

  app.post(
    '/delivery-settings',
    {
      schema: {
        tags: ['menu'],
        summary: "Creates the shop's delivery settings",
        description:
          "400 (error slug_reserved) when the slug is one of this server's own paths; 409 when the shop has them already or another shop holds the slug, even if both save at once.",
        security: bearer,
        params: ShopParamsSchema,
        body: DeliverySettingsBodySchema,
        response: { 201: DeliverySettingsSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { shopId } = request.params;
      const result = await createDeliverySettings(app.db, shopId, fieldsOf(shopId, request.body));
      if (typeof result === 'string') throw failureOf(result);
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/delivery-settings/:id',
    {
      schema: {
        tags: ['menu'],
        summary: "Changes the shop's delivery settings; 409 when another shop holds the slug",
        security: bearer,
        params: ShopRecordParamsSchema,
        body: DeliverySettingsBodySchema,
        response: { 200: DeliverySettingsSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      const result = await updateDeliverySettings(app.db, shopId, id, fieldsOf(shopId, request.body));
      if (typeof result === 'string') throw failureOf(result);
      return result;
    },
  );
};

/** Whether a delivery address (slug) is free; the shop, when given, is in the query. */
export const slugRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/menu/verify',
    {
      onRequest: app.authenticateAccount,
      preHandler: async (request) => {
        const { shopId } = request.query as { shopId?: number };
        if (shopId === undefined) await accountStaffAccess(request);
        else await staffShopAccess(request, requireAccount(request).providerId, shopId);
      },
      schema: {
        tags: ['menu'],
        summary: 'Whether a delivery slug may be taken',
        description: 'valid is false when the slug is malformed, reserved or used by another shop than shopId.',
        security: bearer,
        querystring: SlugVerifyQuerySchema,
        response: { 200: SlugVerifySchema, ...readErrors },
      },
    },
    async (request) => ({ valid: await isSlugAvailable(app.db, request.query.slug, request.query.shopId) }),
  );
};
