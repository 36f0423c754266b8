import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AvailabilityBodySchema,
  AvailabilityChangeSchema,
  AvailabilityQuerySchema,
  AvailabilitySchema,
} from '@contract/availability';
import { ShopParamsSchema, ShopRecordParamsSchema } from '@contract/menu';
import { StaffCommandHeadersSchema } from '@contract/ordering';
import { availabilityOf, setItemAvailability, setOptionAvailability } from '@server/repositories/menu/availability';
import { splitListParams } from '../common/list-params';
import { bearer, readErrors } from '../common/guards';
import { idempotentCommand } from '../common/idempotency';
import { tags } from './tags';

const splitIds = splitListParams('itemIds', 'optionIds');

/** Lists of ids, split like the lists' statuses and read as numbers (the strict validator converts nothing). */
async function idListParams(request: FastifyRequest): Promise<void> {
  await splitIds(request);
  const query = request.query as Record<string, unknown>;
  for (const name of ['itemIds', 'optionIds']) {
    const values = query[name];
    if (Array.isArray(values)) query[name] = values.map((value: string) => (/^\d{1,10}$/.test(value) ? Number(value) : value));
  }
}

/**
 * 'Esgotar' and 'Disponível' from an order's screen: read whether the order's products and options are on sale,
 * and mark one of them, without sending (and racing) the rest of the record as the menu's PUT does.
 */
export const availabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/availability',
    {
      preValidation: idListParams,
      schema: {
        tags,
        summary: 'Whether the given products and options are on sale, and how many products offer each option',
        security: bearer,
        params: ShopParamsSchema,
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilitySchema, ...readErrors },
      },
    },
    async (request) => {
      const { itemIds = [], optionIds = [] } = request.query;
      return availabilityOf(app.db, request.params.shopId, itemIds, optionIds);
    },
  );

  for (const [kind, label, set] of [
    ['items', 'a product', setItemAvailability],
    ['options', 'an option', setOptionAvailability],
  ] as const) {
    app.put(
      `/${kind}/:id/availability`,
      {
        ...idempotentCommand(),
        schema: {
          tags,
          summary: `Marks ${label} on sale or sold out; the customer menu follows at once`,
          security: bearer,
          params: ShopRecordParamsSchema,
          headers: StaffCommandHeadersSchema,
          body: AvailabilityBodySchema,
          response: { 200: AvailabilityChangeSchema, ...readErrors },
        },
      },
      async (request) => set(app.db, request.params.shopId, request.params.id, request.body.available),
    );
  }
};
