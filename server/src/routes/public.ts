import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@contract/auth';
import {
  CustomerInvoiceSchema,
  InvoiceParamsSchema,
  OnlinePaymentBodySchema,
  OnlinePaymentStartedSchema,
  PlaceOrderBodySchema,
  PlaceOrderHeadersSchema,
  PlaceOrderResultSchema,
  PublicMenuSchema,
  QrCodeParamsSchema,
  RequestClosingBodySchema,
} from '@contract/customer';
import { notFound } from '@server/domain/errors';
import { findActiveQrCode, publicMenuOf } from '@server/repositories/ordering/customer-menu';
import { customerBill, requestClosing } from '@server/repositories/ordering/customer-invoices';
import { startOnlinePayment } from '@server/repositories/ordering/online-payments';
import { placeOrder } from '@server/repositories/ordering/customer-orders';
import { CustomerCallSchema, PlaceCallBodySchema } from '@contract/calls';
import { placeCall } from '@server/repositories/ordering/table-calls';
import { deliverCommitted } from '@server/live/delivery';
import { installPublicRateLimits } from '@server/plugins/public-rate-limits';
import { customerPixRoute, INVOICE_TOKEN_HEADER, PixTokenHeadersSchema } from './pix';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
/** A customer's order: 423 while the shop has paused new orders ('orders_paused', with `resumeAt`). */
const orderErrors = { ...errors, 423: ApiErrorSchema };

/** The customer side, reached through a QR code: no staff token, an invoice access token instead. */
export const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Checked as sent: Ajv's coercion would take a number for the access token and drop unknown fields silently.
  const limits = await installPublicRateLimits(app);
  for (const limiter of limits.requests) app.addHook('onRequest', limiter);
  app.get(
    '/public/qrcodes/:code/menu',
    {
      schema: {
        tags: ['public'],
        summary: 'The menu a customer orders from through a QR code',
        params: QrCodeParamsSchema,
        response: { 200: PublicMenuSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const qrcode = await findActiveQrCode(app.db, request.params.code);
      if (!qrcode) throw notFound('QR code não encontrado.');
      return publicMenuOf(app.db, qrcode, { providerConfigured: app.payments.provider !== null });
    },
  );

  app.post(
    '/public/qrcodes/:code/orders',
    {
      schema: {
        tags: ['public'],
        summary: 'Places an order priced from the menu; retries with the same Idempotency-Key return the first result',
        params: QrCodeParamsSchema,
        headers: PlaceOrderHeadersSchema,
        body: PlaceOrderBodySchema,
        response: { 200: PlaceOrderResultSchema, 201: PlaceOrderResultSchema, ...orderErrors },
      },
      preHandler: limits.orders,
    },
    async (request, reply) => {
      const placed = await placeOrder(app.db, request.params.code, request.headers['idempotency-key'], request.body, {
        maxTotalCents: app.config.orderMaxTotalCents,
      });
      deliverCommitted(app, placed.events);
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(placed.replayed ? 200 : 201).send(placed.result);
    },
  );

  app.post(
    '/public/qrcodes/:code/calls',
    {
      schema: {
        tags: ['public'],
        summary:
          "Calls staff to the QR code's table ('waiter', 'cutlery'); the same call still waiting answers 200 with that call. 'bill' is refused (400 bill_request_elsewhere): the bill is asked for on the comanda. 409 qrcode_inactive for an inactive QR code, 423 orders_paused while the shop is paused",
        params: QrCodeParamsSchema,
        body: PlaceCallBodySchema,
        response: { 200: CustomerCallSchema, 201: CustomerCallSchema, ...orderErrors },
      },
      preHandler: limits.calls,
    },
    async (request, reply) => {
      const placed = await placeCall(app.db, request.params.code, request.body);
      deliverCommitted(app, placed.events);
      return reply.code(placed.created ? 201 : 200).send(placed.result);
    },
  );

  app.get(
    '/public/invoices/:id',
    {
      schema: {
        tags: ['public'],
        summary: `The bill (orders, delivery fee, service charge, total) for the customer holding its access token (header ${INVOICE_TOKEN_HEADER}); 404 for any other token`,
        params: InvoiceParamsSchema,
        headers: PixTokenHeadersSchema,
        response: { 200: CustomerInvoiceSchema, ...errors },
      },
    },
    async (request) => customerBill(app.db, request.params.id, request.headers[INVOICE_TOKEN_HEADER]),
  );

  app.post(
    '/public/invoices/:id/closing',
    {
      schema: {
        tags: ['public'],
        summary: 'Asks for the bill with a payment method; a payment then waits for the total',
        params: InvoiceParamsSchema,
        body: RequestClosingBodySchema,
        response: { 200: CustomerInvoiceSchema, ...errors },
      },
    },
    async (request) => {
      const { result, events } = await requestClosing(app.db, request.params.id, request.body, {
        providerConfigured: app.payments.provider !== null,
      });
      deliverCommitted(app, events);
      return result;
    },
  );

  app.post(
    '/public/invoices/:id/online-payment',
    {
      schema: {
        tags: ['public'],
        summary:
          "Starts paying the invoice's waiting payment online; only the provider's signed confirmation marks it paid (a prepaid invoice then closes and its order is approved)",
        params: InvoiceParamsSchema,
        body: OnlinePaymentBodySchema,
        response: { 202: OnlinePaymentStartedSchema, ...errors, 502: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const started = await startOnlinePayment(app.db, request.params.id, request.body.accessToken, app.payments.provider);
      return reply.code(202).send(started);
    },
  );

  await app.register(customerPixRoute);
};
