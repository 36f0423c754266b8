import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopParamsSchema, ShopRecordParamsSchema } from '@contract/ordering';
import { ShopSettingsBodySchema, ShopSettingsSchema, type ShopSettingsBody } from '@contract/shop';
import { serviceChargePercentProblemOf } from '@contract/service-charge';
import { conflict, invalid } from '@server/domain/errors';
import { createShopSettings, findShopSettings, updateShopSettings } from '@server/repositories/shop/settings';
import { bearer, readErrors, writeErrors } from '../common/guards';
import { found } from './found';

const MISSING = 'Configurações não encontradas.';

/** 400 naming the field when the service charge is not a percent above 0 with at most two decimals. */
function checkServiceCharge(body: ShopSettingsBody): void {
  const percent = body.serviceChargePercent;
  if (percent === undefined || percent === null) return;
  const problem = serviceChargePercentProblemOf(percent);
  if (problem) throw invalid(`body/serviceChargePercent: ${problem}`);
}

/** The menu mode of a shop: one record per shop, absent until first saved. */
export const shopSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are checked as sent, like the rest of the menu: a flag sent as \"true\" is refused, not converted.

  app.get(
    '/settings',
    {
      schema: {
        tags: ['menu'],
        summary: "The shop's settings; 404 until they are first saved",
        security: bearer,
        params: ShopParamsSchema,
        response: { 200: ShopSettingsSchema, ...readErrors },
      },
    },
    async (request) => found(await findShopSettings(app.db, request.params.shopId), MISSING),
  );

  app.post(
    '/settings',
    {
      schema: {
        tags: ['menu'],
        summary: "Creates the shop's settings; 409 when it has them already",
        security: bearer,
        params: ShopParamsSchema,
        body: ShopSettingsBodySchema,
        response: { 201: ShopSettingsSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { accountId, shopId } = request.params;
      checkServiceCharge(request.body);
      const created = await createShopSettings(app.db, accountId, shopId, request.body);
      if (!created) throw conflict('O estabelecimento já tem configurações; altere-as pelo id.');
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/settings/:id',
    {
      schema: {
        tags: ['menu'],
        summary: "Changes the menu mode and, when sent, the service charge (null turns it off; open comandas keep theirs)",
        security: bearer,
        params: ShopRecordParamsSchema,
        body: ShopSettingsBodySchema,
        response: { 200: ShopSettingsSchema, ...readErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      checkServiceCharge(request.body);
      return found(await updateShopSettings(app.db, shopId, id, request.body), MISSING);
    },
  );
};
