import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InvoicePaymentListSchema,
  InvoiceSchema,
  RecordInvoicePaymentBodySchema,
  SetInvoiceSplitBodySchema,
  ShopRecordParamsSchema,
  StaffCommandHeadersSchema,
} from '@contract/ordering';
import { deliverCommitted } from '@server/live/delivery';
import { actorOf } from '@server/plugins/actor';
import { listInvoicePayments, recordInvoicePayment } from '@server/repositories/ordering/invoice-payments';
import { changeSplit } from '@server/repositories/ordering/invoice-splits';
import { bearer, readErrors, writeErrors } from './common/guards';
import { idempotentCommand } from './common/idempotency';

const tags = ['ordering'];

/**
 * 'Dividir conta': a comanda paid in parts, under the ordering shop group. Each part is recorded with who and when and
 * heard live by the shop's other devices; the part that reaches the total closes the comanda. The split itself (equal
 * parts or by items, between how many) is kept on the comanda, so every device shows the same parts.
 */
export const invoicePaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invoices/:id/payments',
    {
      schema: {
        tags,
        summary: "A comanda's parts paid one by one, oldest first, what they came to (paid) and what is left (remaining)",
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 200: InvoicePaymentListSchema, ...readErrors },
      },
    },
    async (request) => listInvoicePayments(app.db, request.params.shopId, request.params.id),
  );

  app.post(
    '/invoices/:id/payments',
    {
      ...idempotentCommand(),
      schema: {
        tags,
        summary: 'Records one part of a comanda: amount (reais), a method the shop accepts and, for cash, what was handed over',
        description:
          'splitPart names the part of the comanda\'s split it pays (409 when that part was paid or the split no longer stands). Answers the comanda with its parts and what was paid. The part that reaches the total closes it, under the parts\' method (the largest part\'s when they differ). 400 names the field (amount not above 0 or above what remains, a method unknown or not accepted, cash below the amount); 409 once the comanda is closed or canceled (invoice_finished), or when what remained was paid meanwhile (invoice_paid).',
        security: bearer,
        params: ShopRecordParamsSchema,
        headers: StaffCommandHeadersSchema,
        body: RecordInvoicePaymentBodySchema,
        response: { 201: InvoiceSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { shopId, id } = request.params;
      const { result, events } = await recordInvoicePayment(app.db, shopId, id, request.body, await actorOf(request));
      deliverCommitted(app, events, request.actor);
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/invoices/:id/split',
    {
      schema: {
        tags,
        summary: "Sets how a comanda is split ('Dividir conta'): equal parts or by items, between 2 and 20, each line's part",
        description:
          "The parts divide what remains now. Answers the comanda with its split. 400 names the field (parts out of 2..20, a mode unknown, a line key not 'orderId:index', more than 200 lines, a line given to a part the split does not have); 409 once a part of the split is paid, for a split by items once part of the comanda was paid, or once the comanda ended.",
        security: bearer,
        params: ShopRecordParamsSchema,
        body: SetInvoiceSplitBodySchema,
        response: { 200: InvoiceSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      const { result, events } = await changeSplit(app.db, shopId, id, request.body);
      deliverCommitted(app, events, request.actor);
      return result;
    },
  );

  app.delete(
    '/invoices/:id/split',
    {
      schema: {
        tags,
        summary: "Undoes a comanda's split; 409 once a part of it is paid",
        security: bearer,
        params: ShopRecordParamsSchema,
        response: { 200: InvoiceSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      const { result, events } = await changeSplit(app.db, shopId, id, null);
      deliverCommitted(app, events, request.actor);
      return result;
    },
  );
};
