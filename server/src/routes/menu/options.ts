import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedSchema,
  GroupPageQuerySchema,
  OptionBodySchema,
  OptionListSchema,
  OptionSchema,
  ShopParamsSchema,
  ShopRecordParamsSchema,
} from '@contract/menu';
import { createOption, findOption, listOptions, removeOption, updateOption } from '@server/repositories/menu/options';
import { bearer, NoContentSchema, pageOf, readErrors } from '../common/guards';
import { tags } from './tags';

/** Options of a shop; the list is per option group (groupId). */
export const optionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/options';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "Lists an option group's options",
        security: bearer,
        params: ShopParamsSchema,
        querystring: GroupPageQuerySchema,
        response: { 200: OptionListSchema, ...readErrors },
      },
    },
    async (request) => listOptions(app.db, request.params.shopId, request.query.groupId, pageOf(request.query)),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Creates an option in an option group',
        security: bearer,
        params: ShopParamsSchema,
        body: OptionBodySchema,
        response: { 201: CreatedSchema, ...readErrors },
      },
    },
    async (request, reply) => reply.status(201).send({ id: await createOption(app.db, request.params.shopId, request.body) }),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One option',
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 200: OptionSchema, ...readErrors },
      },
    },
    async (request) => findOption(app.db, request.params.shopId, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Changes an option (it may move to another option group of the shop)',
        security: bearer,
        params: ShopRecordParamsSchema,
        body: OptionBodySchema,
        response: { 200: OptionSchema, ...readErrors },
      },
    },
    async (request) => updateOption(app.db, request.params.shopId, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Removes an option',
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      await removeOption(app.db, request.params.shopId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
