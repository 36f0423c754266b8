import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedSchema,
  GroupPageQuerySchema,
  GroupQuerySchema,
  OptionGroupBodySchema,
  OptionGroupListSchema,
  OptionGroupSchema,
  SequencesBodySchema,
  ShopParamsSchema,
  ShopRecordParamsSchema,
} from '@contract/menu';
import {
  createOptionGroup,
  findOptionGroup,
  listOptionGroups,
  removeOptionGroup,
  updateOptionGroup,
  updateSequences,
} from '@server/repositories/menu/option-groups';
import { bearer, NoContentSchema, pageOf, readErrors, writeErrors } from '../common/guards';
import { tags } from './tags';

/** Option groups ('opcionais') of a shop; the list is per category (groupId), in customer order. */
export const optionGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/option-groups';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "Lists a category's option groups by sequence (never-ordered ones last)",
        security: bearer,
        params: ShopParamsSchema,
        querystring: GroupPageQuerySchema,
        response: { 200: OptionGroupListSchema, ...readErrors },
      },
    },
    async (request) => listOptionGroups(app.db, request.params.shopId, request.query.groupId, pageOf(request.query)),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Creates an option group in a category',
        security: bearer,
        params: ShopParamsSchema,
        body: OptionGroupBodySchema,
        response: { 201: CreatedSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ id: await createOptionGroup(app.db, request.params.shopId, request.body) }),
  );

  // Declared before :id so the static segment is obvious to readers; the router prefers it either way.
  app.put(
    `${base}/update-sequences`,
    {
      schema: {
        tags,
        summary: "Renumbers all of a category's option groups 1..n in one transaction",
        security: bearer,
        params: ShopParamsSchema,
        querystring: GroupQuerySchema,
        body: SequencesBodySchema,
        response: { 200: OptionGroupListSchema, ...readErrors },
      },
    },
    async (request) =>
      updateSequences(app.db, request.params.shopId, request.query.groupId, request.body.optionGroups),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One option group',
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 200: OptionGroupSchema, ...readErrors },
      },
    },
    async (request) => findOptionGroup(app.db, request.params.shopId, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Changes an option group',
        security: bearer,
        params: ShopRecordParamsSchema,
        body: OptionGroupBodySchema,
        response: { 200: OptionGroupSchema, ...readErrors },
      },
    },
    async (request) => updateOptionGroup(app.db, request.params.shopId, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Removes an option group without options',
        description: "A group that still has options is kept: 409 'Não é permitido remover um opcional com opções.'",
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 204: NoContentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeOptionGroup(app.db, request.params.shopId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
