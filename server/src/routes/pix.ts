import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@contract/auth';
import { InvoiceParamsSchema } from '@contract/customer';
import { PixChargeQuerySchema, PixChargeSchema, ShopRecordParamsSchema } from '@contract/ordering';
import { PixSettingsAnswerSchema, PixSettingsSchema, ShopPaymentMethodsParamsSchema } from '@contract/payments';
import { pixReceiverOf, pixReceiverProblemsOf } from '@contract/pix';
import { invalid } from '@server/domain/errors';
import { customerPixCharge, staffPixCharge } from '@server/repositories/ordering/pix-charges';
import { deletePixSettings, findPixSettings, savePixSettings } from '@server/repositories/shop/pix-settings';
import { bearer, NoContentSchema, readErrors, writeErrors } from './common/guards';

const tags = ['pix'];

/** The header a customer proves their comanda with on a GET, where the other customer calls carry it in the body. */
export const INVOICE_TOKEN_HEADER = 'x-invoice-access-token';
export const PixTokenHeadersSchema = Type.Object({ [INVOICE_TOKEN_HEADER]: Type.String({ minLength: 1, maxLength: 200 }) });

/** The shop's Pix receiver, under the payments shop group (PAYMENTS_SHOP), beside its payment methods. */
export const pixSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pix',
    {
      schema: {
        tags,
        summary: "The shop's Pix key, receiver name and city; null while it has none",
        security: bearer,
        params: ShopPaymentMethodsParamsSchema,
        response: { 200: PixSettingsAnswerSchema, ...readErrors },
      },
    },
    async (request) => findPixSettings(app.db, request.params.shopId),
  );

  app.put(
    '/pix',
    {
      schema: {
        tags,
        summary:
          'Sets the Pix receiver: a valid CPF, CNPJ, phone (+55), e-mail or random key, a name of at most 25 and a city of at most 15 (without accents, in capitals, as the code carries them); 400 names the field',
        security: bearer,
        params: ShopPaymentMethodsParamsSchema,
        body: PixSettingsSchema,
        response: { 200: PixSettingsSchema, ...readErrors },
      },
    },
    async (request) => {
      const problems = pixReceiverProblemsOf(request.body);
      if (problems.length > 0) throw invalid(problems.map(({ field, message }) => `body/${field}: ${message}`).join(' '));
      return savePixSettings(app.db, request.params.shopId, pixReceiverOf(request.body));
    },
  );

  // Removing a key the shop does not have answers the same: afterwards it has none either way.
  app.delete(
    '/pix',
    {
      schema: {
        tags,
        summary:
          "Removes the shop's Pix key: its comandas then have no Pix code (409 pix_not_configured) and customers cannot ask to pay by Pix",
        security: bearer,
        params: ShopPaymentMethodsParamsSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      await deletePixSettings(app.db, request.params.shopId);
      return reply.code(204).send(null);
    },
  );
};

/** A comanda's Pix code for staff, under the ordering shop group (ORDERING_SHOP). */
export const invoicePixRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invoices/:id/pix',
    {
      schema: {
        tags,
        summary:
          "The comanda's static Pix code (BR Code) for what it still owes, or for one part of it (amount, in reais, at most that: 'Dividir conta'); 409 pix_not_configured without a Pix key, nothing_to_pay once nothing is owed",
        security: bearer,
        params: ShopRecordParamsSchema,
        querystring: PixChargeQuerySchema,
        response: { 200: PixChargeSchema, ...writeErrors },
      },
    },
    async (request) => staffPixCharge(app.db, request.params.shopId, request.params.id, request.query.amount),
  );
};

/** The same code for the customer, registered with the other public routes (and their rate limits). */
export const customerPixRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/invoices/:id/pix',
    {
      schema: {
        tags: ['public', ...tags],
        summary: `The invoice's Pix code for the customer holding its access token (header ${INVOICE_TOKEN_HEADER}); 404 for any other token`,
        params: InvoiceParamsSchema,
        headers: PixTokenHeadersSchema,
        response: { 200: PixChargeSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => customerPixCharge(app.db, request.params.id, request.headers[INVOICE_TOKEN_HEADER]),
  );
};
