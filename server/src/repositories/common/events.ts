import type { CallEvent, InvoiceEvent, LiveChannel, LivePayload, OrderEvent, PaymentMethodEvent, ShopEvent, TeamEvent } from '@contract/live';

/**
 * An event decided inside a transaction. The data layer only returns it: the delivery module (live/delivery.ts)
 * sends it once that transaction has committed.
 */
export type PendingEvent = { [C in LiveChannel]: { shopId: number; channel: C; payload: LivePayload<C> } }[LiveChannel];

export const invoiceEvent = (shopId: number, event: InvoiceEvent, id: number): PendingEvent => ({
  shopId,
  channel: 'invoice',
  payload: { event, id },
});

export const orderEvent = (shopId: number, event: OrderEvent, id: number): PendingEvent => ({
  shopId,
  channel: 'order',
  payload: { event, id },
});

export const paymentMethodEvent = (shopId: number, event: PaymentMethodEvent, id: number): PendingEvent => ({
  shopId,
  channel: 'paymentMethod',
  payload: { event, id },
});

export const shopEvent = (shopId: number, event: ShopEvent): PendingEvent => ({ shopId, channel: 'shop', payload: { event, id: shopId } });

export const callEvent = (shopId: number, event: CallEvent, id: number): PendingEvent => ({ shopId, channel: 'call', payload: { event, id } });

export const teamEvent = (shopId: number, event: TeamEvent, id: number): PendingEvent => ({ shopId, channel: 'team', payload: { event, id } });

/** What a command decided, plus the events to send when its transaction has committed. */
export interface Outcome<T> {
  result: T;
  events: PendingEvent[];
}
