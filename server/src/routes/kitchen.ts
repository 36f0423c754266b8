import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  BumpBodySchema,
  KitchenSettingsSchema,
  OrderItemParamsSchema,
  StationBodySchema,
  StationListSchema,
  StationParamsSchema,
  StationSchema,
} from '@contract/kitchen';
import { OrderSchema, ShopParamsSchema, ShopRecordParamsSchema } from '@contract/ordering';
import { deliverCommitted } from '@server/live/delivery';
import { actorOf } from '@server/plugins/actor';
import { markPrepared, type PreparationTarget } from '@server/repositories/kitchen/preparation';
import { findKitchenSettings, saveKitchenSettings } from '@server/repositories/kitchen/settings';
import { createStation, listStations, removeStation, updateStation } from '@server/repositories/kitchen/stations';
import { bearer, NoContentSchema, readErrors, writeErrors } from './common/guards';

const tags = ['kitchen'];

/**
 * The kitchen display ('Cozinha') under the ordering shop group: the shop's stations and kitchen settings, and the
 * item state every device of the shop shares (an item ticked done, a ticket bumped), heard live as 'prepared'.
 */
export const kitchenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/stations',
    { schema: { tags, summary: "The shop's kitchen stations and their categories", security: bearer, params: ShopParamsSchema, response: { 200: StationListSchema, ...readErrors } } },
    async (request) => ({ stations: await listStations(app.db, request.params.shopId) }),
  );

  app.post(
    '/stations',
    {
      schema: {
        tags,
        summary: 'Defines a station; a category already taken by another station is refused',
        security: bearer,
        params: ShopParamsSchema,
        body: StationBodySchema,
        response: { 201: StationSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createStation(app.db, request.params.shopId, request.body)),
  );

  app.put(
    '/stations/:id',
    {
      schema: {
        tags,
        summary: "Renames a station and replaces its categories",
        security: bearer,
        params: StationParamsSchema,
        body: StationBodySchema,
        response: { 200: StationSchema, ...writeErrors },
      },
    },
    async (request) => updateStation(app.db, request.params.shopId, request.params.id, request.body),
  );

  app.delete(
    '/stations/:id',
    { schema: { tags, summary: 'Removes a station; its categories go to the first station', security: bearer, params: StationParamsSchema, response: { 204: NoContentSchema, ...readErrors } } },
    async (request, reply) => {
      await removeStation(app.db, request.params.shopId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/kitchen/settings',
    { schema: { tags, summary: "The shop's kitchen settings (defaults until saved)", security: bearer, params: ShopParamsSchema, response: { 200: KitchenSettingsSchema, ...readErrors } } },
    async (request) => findKitchenSettings(app.db, request.params.shopId),
  );

  app.put(
    '/kitchen/settings',
    {
      schema: {
        tags,
        summary: "Saves the shop's kitchen settings",
        security: bearer,
        params: ShopParamsSchema,
        body: KitchenSettingsSchema,
        response: { 200: KitchenSettingsSchema, ...readErrors },
      },
    },
    async (request) => saveKitchenSettings(app.db, request.params.shopId, request.body),
  );

  const prepare = async (request: FastifyRequest, shopId: number, orderId: number, target: PreparationTarget, done: boolean) => {
    const { result, events } = await markPrepared(app.db, shopId, orderId, target, done, await actorOf(request));
    deliverCommitted(app, events, request.actor);
    return result;
  };

  for (const [method, done] of [['PUT', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: '/orders/:id/items/:itemId/prepared',
      schema: {
        tags,
        summary: done ? 'Marks an item of an order done in the kitchen (completing the order when it was the last)' : 'Undoes an item marked done',
        security: bearer,
        params: OrderItemParamsSchema,
        response: { 200: OrderSchema, ...writeErrors },
      },
      handler: async (request) => {
        const { shopId, id, itemId } = request.params;
        return prepare(request, shopId, id, { itemId }, done);
      },
    });
  }

  app.put(
    '/orders/:id/prepared',
    {
      schema: {
        tags,
        summary: "Bumps an order's ticket: every item of one station done, or of all of them ('Expedição', stationId null)",
        security: bearer,
        params: ShopRecordParamsSchema,
        body: BumpBodySchema,
        response: { 200: OrderSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      return prepare(request, shopId, id, { stationId: request.body.stationId }, true);
    },
  );
};
