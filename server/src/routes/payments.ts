import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BindPaymentMethodBodySchema,
  CatalogueSchema,
  ShopPaymentMethodListSchema,
  ShopPaymentMethodParamsSchema,
  ShopPaymentMethodSchema,
  ShopPaymentMethodsParamsSchema,
  UpdatePaymentMethodBodySchema,
} from '@contract/payments';
import { conflict, invalid, notFound } from '@server/domain/errors';
import { deliverCommitted } from '@server/live/delivery';
import {
  bindPaymentMethod,
  findShopPaymentMethod,
  listCatalogue,
  listShopPaymentMethods,
  setPaymentMethodPublic,
  unbindPaymentMethod,
} from '@server/repositories/shop/payment-methods';
import { accountStaffAccess, bearer, NoContentSchema, readErrors, writeErrors } from './common/guards';
import { found } from './shop/found';

const BASE = '/v2/payment/payments';
const SHOP_METHODS = '/payment-methods';
const MISSING = 'Meio de pagamento não encontrado.';

/** The platform's payment methods. */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${BASE}/payment-methods`,
    {
      onRequest: app.authenticateAccount,
      preHandler: accountStaffAccess,
      schema: {
        tags: ['payments'],
        summary: 'Every payment method a shop may accept',
        security: bearer,
        response: { 200: CatalogueSchema, 400: readErrors[400], 401: readErrors[401], 403: readErrors[403] },
      },
    },
    async () => listCatalogue(app.db),
  );
};

/** Which of the platform's methods one shop accepts, under PAYMENTS_SHOP. */
export const shopPaymentMethodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    SHOP_METHODS,
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment methods a shop accepts',
        security: bearer,
        params: ShopPaymentMethodsParamsSchema,
        response: { 200: ShopPaymentMethodListSchema, ...readErrors },
      },
    },
    async (request) => listShopPaymentMethods(app.db, request.params.shopId),
  );

  app.get(
    `${SHOP_METHODS}/:id`,
    {
      schema: {
        tags: ['payments'],
        summary: 'One payment method of a shop, by the id of its binding',
        security: bearer,
        params: ShopPaymentMethodParamsSchema,
        response: { 200: ShopPaymentMethodSchema, ...readErrors },
      },
    },
    async (request) => found(await findShopPaymentMethod(app.db, request.params.shopId, request.params.id), MISSING),
  );

  app.post(
    SHOP_METHODS,
    {
      schema: {
        tags: ['payments'],
        summary: 'Binds a catalogue method to the shop; 409 when it is bound already',
        security: bearer,
        params: ShopPaymentMethodsParamsSchema,
        body: BindPaymentMethodBodySchema,
        response: { 201: ShopPaymentMethodSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { shopId } = request.params;
      const paymentMethodId = request.body.paymentMethodId ?? request.body.id;
      if (paymentMethodId === undefined) throw invalid('body must have property paymentMethodId');
      const bound = await bindPaymentMethod(app.db, shopId, paymentMethodId, request.body.isPublic);
      if (bound === 'unknown_method') throw notFound(MISSING);
      if (bound === 'already_bound') throw conflict('O estabelecimento já aceita esse meio de pagamento.');
      deliverCommitted(app, bound.events);
      return reply.status(201).send(bound.result);
    },
  );

  app.put(
    `${SHOP_METHODS}/:id`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Makes a payment method of the shop public or private',
        security: bearer,
        params: ShopPaymentMethodParamsSchema,
        body: UpdatePaymentMethodBodySchema,
        response: { 200: ShopPaymentMethodSchema, ...readErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      const { result, events } = found(await setPaymentMethodPublic(app.db, shopId, id, request.body.isPublic), MISSING);
      deliverCommitted(app, events);
      return result;
    },
  );

  app.delete(
    `${SHOP_METHODS}/:id`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Stops accepting a payment method',
        security: bearer,
        params: ShopPaymentMethodParamsSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { shopId, id } = request.params;
      const { result: removed, events } = await unbindPaymentMethod(app.db, shopId, id);
      if (!removed) throw notFound(MISSING);
      deliverCommitted(app, events);
      return reply.status(204).send(null);
    },
  );
};
