import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '@contract/auth';
import {
  PAYMENT_SIGNATURE_HEADER,
  PaymentWebhookEventSchema,
  PaymentWebhookParamsSchema,
  PaymentWebhookResultSchema,
  WEBHOOK_TOLERANCE_SECONDS,
} from '@contract/payment-provider';
import { HttpError } from '@server/http-errors';
import { invalid, notFound } from '@server/domain/errors';
import { verifyWebhook } from '@server/payments/webhook-signature';
import { webhookPathOf } from '@server/payments/online-payments';
import { deliverCommitted } from '@server/live/delivery';
import { applyPaymentWebhook } from '@server/repositories/ordering/online-payments';

/** The bytes as they arrived: the signature covers them, not a re-serialisation of the parsed JSON. */
const rawBodies = new WeakMap<FastifyRequest, string>();

const invalidSignature = (message: string) => new HttpError(401, 'invalid_signature', message);

/** Where the payment provider tells the server how each charge ended. */
export const paymentWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(invalid('O corpo não é um JSON válido.'), undefined);
    }
  });

  app.post(
    webhookPathOf(':provider'),
    {
      // Before the body is validated: an unsigned request learns nothing about what the route accepts.
      preValidation: async (request) => {
        const { provider } = request.params as { provider: string };
        if (app.payments.provider?.name !== provider) throw notFound('Provedor de pagamento não encontrado.');
        const check = verifyWebhook(app.payments.webhookSecret, rawBodies.get(request) ?? '', request.headers[PAYMENT_SIGNATURE_HEADER] as string | undefined);
        if (check.ok) return;
        if (check.reason === 'stale') {
          throw invalidSignature(`A assinatura passou de ${WEBHOOK_TOLERANCE_SECONDS} segundos; envie o evento de novo com outra.`);
        }
        throw invalidSignature('Assinatura do provedor de pagamento ausente ou inválida.');
      },
      schema: {
        tags: ['payments'],
        summary: "The payment provider's signed word on a charge; the same event delivered twice changes nothing",
        description: `Signed in the ${PAYMENT_SIGNATURE_HEADER} header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">.`,
        params: PaymentWebhookParamsSchema,
        body: PaymentWebhookEventSchema,
        response: { 200: PaymentWebhookResultSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const { result, events } = await applyPaymentWebhook(app.db, request.params.provider, request.body);
      deliverCommitted(app, events);
      return { received: true as const, outcome: result };
    },
  );
};
