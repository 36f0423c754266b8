import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InvoicePaymentListSchema,
  InvoiceSchema,
  RecordInvoicePaymentBodySchema,
  ShopRecordParamsSchema,
  StaffCommandHeadersSchema,
} from '@contract/ordering';
import { deliverCommitted } from '@server/live/delivery';
import { actorOf } from '@server/plugins/actor';
import { listInvoicePayments, recordInvoicePayment } from '@server/repositories/ordering/invoice-payments';
import { bearer, readErrors, writeErrors } from './common/guards';
import { idempotentCommand } from './common/idempotency';

const tags = ['ordering'];

/**
 * 'Dividir conta': a comanda paid in parts, under the ordering shop group. Each part is recorded with who and when and
 * heard live by the shop's other devices; the part that reaches the total closes the comanda.
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
          'Answers the comanda with its parts and what was paid. The part that reaches the total closes it, under the parts\' method (the largest part\'s when they differ). 400 names the field (amount not above 0 or above what remains, a method unknown or not accepted, cash below the amount); 409 once the comanda is closed or canceled (invoice_finished), or when what remained was paid meanwhile (invoice_paid).',
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
};
