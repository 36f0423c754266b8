import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_SIGNATURE_HEADER } from '@contract/payment-provider';
import { storedSecret } from '@server/security/stored-secrets';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';

/** A charge confirmation arrives about this long after the sandbox starts it, like a quick real payment. */
const SANDBOX_CONFIRMATION_DELAY_MS = 250;

export interface OnlinePayments {
  /** null when the server takes no online payments. */
  provider: PaymentProvider | null;
  /** The HMAC secret webhooks are signed with. */
  webhookSecret: string;
  /** Resolves when every confirmation the sandbox sent so far has been answered. */
  settled(): Promise<void>;
}

export const webhookPathOf = (provider: string) => `/payments/webhooks/${provider}`;

/** The configured provider and the webhook secret, generated once and kept in the database when not configured. */
export async function createOnlinePayments(app: FastifyInstance): Promise<OnlinePayments> {
  const webhookSecret =
    app.config.paymentWebhookSecret ?? (await storedSecret(app.db, 'payment-webhook', () => randomBytes(32).toString('base64url')));
  if (app.config.paymentProvider === 'none') return { provider: null, webhookSecret, settled: async () => {} };

  const sandbox = createSandboxProvider({
    secret: webhookSecret,
    delayMs: SANDBOX_CONFIRMATION_DELAY_MS,
    // Through the whole HTTP stack, signature check included, as the provider's request would come.
    deliver: async (rawBody, signature) => {
      const res = await app.inject({
        method: 'POST',
        url: webhookPathOf('sandbox'),
        headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
        payload: rawBody,
      });
      if (res.statusCode !== 200) throw new Error(`The sandbox's confirmation was refused with ${res.statusCode}: ${res.body}`);
    },
    onError: (err) => app.log.error({ err }, 'The sandbox payment provider could not confirm a charge'),
  });
  return { provider: sandbox, webhookSecret, settled: () => sandbox.settled() };
}
