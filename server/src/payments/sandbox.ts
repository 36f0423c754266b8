import { randomUUID } from 'node:crypto';
import type { PaymentWebhookEvent } from '@contract/payment-provider';
import type { OnlineCharge, PaymentProvider } from './provider';
import { signWebhook } from './webhook-signature';

export const SANDBOX_PROVIDER = 'sandbox';

/** Sends one signed webhook request to the server, as the provider's own servers would. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>;

export interface SandboxProvider extends PaymentProvider {
  /** Resolves when every confirmation sent so far has been answered. */
  settled(): Promise<void>;
}

/**
 * Stands in for a real provider on demo and test servers: every charge succeeds a moment after it starts, and
 * the news arrives the only way a real provider's does, as a signed webhook that goes through the same checks.
 */
export function createSandboxProvider(options: {
  secret: string;
  deliver: WebhookDelivery;
  delayMs: number;
  onError: (err: unknown) => void;
}): SandboxProvider {
  const { secret, deliver, delayMs, onError } = options;
  const inFlight = new Set<Promise<void>>();

  const confirm = async (charge: OnlineCharge) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const event: PaymentWebhookEvent = {
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      data: { reference: charge.reference, amountCents: charge.amountCents },
    };
    const rawBody = JSON.stringify(event);
    await deliver(rawBody, signWebhook(secret, rawBody));
  };

  return {
    name: SANDBOX_PROVIDER,
    async start(charge) {
      const delivery = confirm(charge)
        .catch(onError)
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
      return { checkoutUrl: null };
    },
    async settled() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
