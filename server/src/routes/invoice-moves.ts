import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InvoiceSchema, MergeInvoiceBodySchema, ShopRecordParamsSchema, TransferInvoiceBodySchema } from '@contract/ordering';
import { deliverCommitted } from '@server/live/delivery';
import { actorOf } from '@server/plugins/actor';
import { mergeInvoices, transferInvoice } from '@server/repositories/ordering/invoice-moves';
import { bearer, writeErrors } from './common/guards';

const tags = ['ordering'];

/**
 * A comanda moved to another table ('Transferir para outra mesa') or merged with another ('Juntar com…'), under the
 * ordering shop group: each recorded with who and when, each heard live by the shop's other devices.
 */
export const invoiceMoveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/invoices/:id/transfer',
    {
      schema: {
        tags,
        summary: "Moves a comanda (not paid nor canceled) to the place of one of the shop's active QR codes",
        security: bearer,
        params: ShopRecordParamsSchema,
        body: TransferInvoiceBodySchema,
        response: { 200: InvoiceSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      const { result, events } = await transferInvoice(app.db, shopId, id, request.body.qrcodeId, await actorOf(request));
      deliverCommitted(app, events, request.actor);
      return result;
    },
  );

  app.post(
    '/invoices/:id/merge',
    {
      schema: {
        tags,
        summary: 'Merges another open comanda into this one: its orders and payments come here, and it ends',
        description: 'Refused (409) where either comanda is paid, canceled, prepaid, or has a payment waiting.',
        security: bearer,
        params: ShopRecordParamsSchema,
        body: MergeInvoiceBodySchema,
        response: { 200: InvoiceSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      const { result, events } = await mergeInvoices(app.db, shopId, id, request.body.invoiceId, await actorOf(request));
      deliverCommitted(app, events, request.actor);
      return result;
    },
  );
};
