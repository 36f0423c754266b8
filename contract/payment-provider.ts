/**
 * What a payment provider sends to POST /payments/webhooks/{provider}: one event per charge outcome, signed in
 * the `payment-signature` header as `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
import { Type, type Static } from '@sinclair/typebox';

export const PAYMENT_SIGNATURE_HEADER = 'payment-signature';
/** How far a signature's time may be from the server's clock, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const paymentWebhookEventTypes = ['payment.succeeded', 'payment.failed'] as const;

export const PaymentWebhookEventSchema = Type.Object(
  {
    /** The provider's id for this event: a second delivery of the same id changes nothing. */
    id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' }),
    type: Type.Union(paymentWebhookEventTypes.map((type) => Type.Literal(type))),
    data: Type.Object(
      {
        reference: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
        amountCents: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const PaymentWebhookParamsSchema = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 40 }) });

export const paymentWebhookOutcomes = ['paid', 'failed', 'duplicate', 'alreadySettled'] as const;
export const PaymentWebhookResultSchema = Type.Object({
  received: Type.Literal(true),
  outcome: Type.Union(paymentWebhookOutcomes.map((outcome) => Type.Literal(outcome))),
});

export type PaymentWebhookEvent = Static<typeof PaymentWebhookEventSchema>;
export type PaymentWebhookParams = Static<typeof PaymentWebhookParamsSchema>;
export type PaymentWebhookResult = Static<typeof PaymentWebhookResultSchema>;
export type PaymentWebhookOutcome = PaymentWebhookResult['outcome'];
