import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopParamsSchema } from '@contract/ordering';
import { TableLayoutSchema } from '@contract/tables';
import { saveTableLayout, tableLayoutOf } from '@server/repositories/shop/table-layout';
import { bearer, readErrors, writeErrors } from './common/guards';

const tags = ['tables'];

/**
 * 'Salão': the order of the tiles on the shop's map, under the ordering shop group (one shop's token, that shop
 * only). Each table's state is not here: the app derives it from the comandas, orders and calls it holds.
 */
export const tableLayoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tables/layout',
    {
      schema: {
        tags,
        summary: "The shop's QR codes in the order of its map: the arranged ones first, then the rest oldest first",
        security: bearer,
        params: ShopParamsSchema,
        response: { 200: TableLayoutSchema, ...readErrors },
      },
    },
    async (request) => tableLayoutOf(app.db, request.params.shopId),
  );

  app.put(
    '/tables/layout',
    {
      schema: {
        tags,
        summary: "Arranges the map: the shop's QR codes in the order sent (each once); codes left out follow them",
        security: bearer,
        params: ShopParamsSchema,
        body: TableLayoutSchema,
        response: { 200: TableLayoutSchema, ...writeErrors },
      },
    },
    async (request) => saveTableLayout(app.db, request.params.shopId, request.body),
  );
};
