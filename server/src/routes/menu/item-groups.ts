import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedSchema,
  ItemGroupBodySchema,
  ItemGroupListSchema,
  ItemGroupSchema,
  PageQuerySchema,
  ShopParamsSchema,
  ShopRecordParamsSchema,
} from '@contract/menu';
import {
  createItemGroup,
  findItemGroup,
  listItemGroups,
  removeItemGroup,
  updateItemGroup,
} from '@server/repositories/menu/item-groups';
import { bearer, NoContentSchema, pageOf, readErrors, writeErrors } from '../common/guards';
import { tags } from './tags';

/** Categories ('item groups') of a shop, in the shop's order. */
export const itemGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/item-groups';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "Lists a shop's categories in their order",
        security: bearer,
        params: ShopParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: ItemGroupListSchema, ...readErrors },
      },
    },
    async (request) => listItemGroups(app.db, request.params.shopId, pageOf(request.query)),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Creates a category at the end of the order',
        security: bearer,
        params: ShopParamsSchema,
        body: ItemGroupBodySchema,
        response: { 201: CreatedSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const id = await createItemGroup(app.db, request.params.shopId, request.body);
      return reply.status(201).send({ id });
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One category',
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 200: ItemGroupSchema, ...readErrors },
      },
    },
    async (request) => findItemGroup(app.db, request.params.shopId, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Renames a category or switches it on or off',
        security: bearer,
        params: ShopRecordParamsSchema,
        body: ItemGroupBodySchema,
        response: { 200: ItemGroupSchema, ...readErrors },
      },
    },
    async (request) => updateItemGroup(app.db, request.params.shopId, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Removes an empty category',
        description: 'A category with products or option groups is kept and answered with 409.',
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 204: NoContentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeItemGroup(app.db, request.params.shopId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
