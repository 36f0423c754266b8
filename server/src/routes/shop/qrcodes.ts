import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopParamsSchema, ShopRecordParamsSchema } from '@contract/ordering';
import {
  QrCodeCreateBodySchema,
  QrCodeListQuerySchema,
  QrCodeListSchema,
  QrCodeSchema,
  QrCodeUpdateBodySchema,
} from '@contract/shop';
import { invalid, notFound } from '@server/domain/errors';
import { pageOf } from '../common/list-params';
import { createQrCode, deleteQrCode, findQrCode, listQrCodes, updateQrCode } from '@server/repositories/shop/qrcodes';
import { bearer, NoContentSchema, readErrors } from '../common/guards';
import { found } from './found';

const MISSING = 'QR code não encontrado.';

/** The QR codes customers order through, one per table or counter. */
export const qrCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are checked as sent, like the rest of the menu: a flag sent as \"true\" is refused, not converted.

  app.post(
    '/qrcodes',
    {
      schema: {
        tags: ['menu'],
        summary: 'Creates a QR code; the server draws its random code',
        security: bearer,
        params: ShopParamsSchema,
        body: QrCodeCreateBodySchema,
        response: { 201: QrCodeSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { locationName, prepay = false, active = true } = request.body;
      const qrcode = await createQrCode(app.db, request.params.shopId, { locationName, prepay, active });
      return reply.status(201).send(qrcode);
    },
  );

  app.get(
    '/qrcodes',
    {
      schema: {
        tags: ['menu'],
        summary: "Lists a shop's QR codes, oldest first",
        security: bearer,
        params: ShopParamsSchema,
        querystring: QrCodeListQuerySchema,
        response: { 200: QrCodeListSchema, ...readErrors },
      },
    },
    async (request) => listQrCodes(app.db, request.params.shopId, pageOf(request.query)),
  );

  app.get(
    '/qrcodes/:id',
    {
      schema: {
        tags: ['menu'],
        summary: 'One QR code',
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 200: QrCodeSchema, ...readErrors },
      },
    },
    async (request) => found(await findQrCode(app.db, request.params.shopId, request.params.id), MISSING),
  );

  app.put(
    '/qrcodes/:id',
    {
      schema: {
        tags: ['menu'],
        summary: "Renames a QR code's location or changes its prepay and active flags",
        security: bearer,
        params: ShopRecordParamsSchema,
        body: QrCodeUpdateBodySchema,
        response: { 200: QrCodeSchema, ...readErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      const { shopId: bodyShopId, locationName, prepay, active } = request.body;
      // A QR code cannot move to another shop: its invoices and printed sign stay with this one.
      if (bodyShopId !== shopId) throw invalid('body shopId deve ser o estabelecimento do endereço.');
      return found(await updateQrCode(app.db, shopId, id, { locationName, prepay, active }), MISSING);
    },
  );

  app.delete(
    '/qrcodes/:id',
    {
      schema: {
        tags: ['menu'],
        summary: 'Removes a QR code; its past invoices stay',
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      if (!(await deleteQrCode(app.db, request.params.shopId, request.params.id))) throw notFound(MISSING);
      return reply.status(204).send(null);
    },
  );
};
