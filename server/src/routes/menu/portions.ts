import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedSchema,
  ItemParamsSchema,
  PageQuerySchema,
  PortionBodySchema,
  PortionListSchema,
  PortionParamsSchema,
  PortionSchema,
} from '@contract/menu';
import { createPortion, findPortion, listPortions, removePortion, updatePortion } from '@server/repositories/menu/portions';
import { bearer, NoContentSchema, pageOf, readErrors } from '../common/guards';
import { tags } from './tags';

/** Portions of one product, under the product's path. */
export const portionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/items/:itemId/portions';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "Lists a product's portions",
        security: bearer,
        params: ItemParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: PortionListSchema, ...readErrors },
      },
    },
    async (request) => listPortions(app.db, request.params.shopId, request.params.itemId, pageOf(request.query)),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Creates a portion of a product',
        description: 'The body itemId must be the product of the path.',
        security: bearer,
        params: ItemParamsSchema,
        body: PortionBodySchema,
        response: { 201: CreatedSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { shopId, itemId } = request.params;
      return reply.status(201).send({ id: await createPortion(app.db, shopId, itemId, request.body) });
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One portion',
        security: bearer,
        params: PortionParamsSchema,
        response: { 200: PortionSchema, ...readErrors },
      },
    },
    async (request) => findPortion(app.db, request.params.shopId, request.params.itemId, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Changes a portion',
        security: bearer,
        params: PortionParamsSchema,
        body: PortionBodySchema,
        response: { 200: PortionSchema, ...readErrors },
      },
    },
    async (request) => {
      const { shopId, itemId, id } = request.params;
      return updatePortion(app.db, shopId, itemId, id, request.body);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Removes a portion',
        security: bearer,
        params: PortionParamsSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { shopId, itemId, id } = request.params;
      await removePortion(app.db, shopId, itemId, id);
      return reply.status(204).send(null);
    },
  );
};
