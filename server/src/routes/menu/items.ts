import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedSchema,
  GroupPageQuerySchema,
  ItemBodySchema,
  ItemListSchema,
  ItemSchema,
  ShopParamsSchema,
  ShopRecordParamsSchema,
} from '@contract/menu';
import { createItem, findItem, listItems, removeItem, updateItem } from '@server/repositories/menu/items';
import { bearer, NoContentSchema, pageOf, readErrors } from '../common/guards';
import { tags } from './tags';

/** Products of a shop; the list is per category (groupId). */
export const itemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/items';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "Lists a category's products",
        security: bearer,
        params: ShopParamsSchema,
        querystring: GroupPageQuerySchema,
        response: { 200: ItemListSchema, ...readErrors },
      },
    },
    async (request) => listItems(app.db, request.params.shopId, request.query.groupId, pageOf(request.query)),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Creates a product in a category',
        security: bearer,
        params: ShopParamsSchema,
        body: ItemBodySchema,
        response: { 201: CreatedSchema, ...readErrors },
      },
    },
    async (request, reply) => reply.status(201).send({ id: await createItem(app.db, request.params.shopId, request.body) }),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One product',
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 200: ItemSchema, ...readErrors },
      },
    },
    async (request) => findItem(app.db, request.params.shopId, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Changes a product (it may move to another category of the shop)',
        security: bearer,
        params: ShopRecordParamsSchema,
        body: ItemBodySchema,
        response: { 200: ItemSchema, ...readErrors },
      },
    },
    async (request) => updateItem(app.db, request.params.shopId, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Removes a product and its portions',
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      await removeItem(app.db, request.params.shopId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
