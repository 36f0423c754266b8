/** A charge for a bill's waiting payment, as the server asks a payment provider to take it. */
export interface OnlineCharge {
  /** Ours, unguessable; the provider's webhook names the charge by it. */
  reference: string;
  amountCents: number;
  /** What the customer sees on the provider's page or statement. */
  description: string;
}

/**
 * A payment provider: it takes charges and later tells the server how each ended through a signed webhook to
 * POST /payments/webhooks/{name}. Starting a charge never marks anything paid.
 */
export interface PaymentProvider {
  readonly name: string;
  start(charge: OnlineCharge): Promise<{ checkoutUrl: string | null }>;
}
