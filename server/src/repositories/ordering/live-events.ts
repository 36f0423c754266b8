import type { InvoiceEvent, LiveChannel, LivePayload, OrderEvent, ShopEvent } from '@contract/live';
import type { LiveHub } from '@server/fastify-types';
import type { PushNotifier } from '@server/push/notifier';

/** An event decided inside a transaction, sent only once that transaction has committed. */
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

export const shopEvent = (shopId: number, event: ShopEvent): PendingEvent => ({ shopId, channel: 'shop', payload: { event, id: shopId } });

/** Sends the events to the shop's open screens, and pushes new orders to its subscribed devices. */
export function emitAll({ live, push }: { live: LiveHub; push: PushNotifier }, events: PendingEvent[]): void {
  push.notifyNewOrders(events);
  for (const event of events) {
    if (event.channel === 'invoice') live.emitToShop(event.shopId, 'invoice', event.payload);
    else if (event.channel === 'order') live.emitToShop(event.shopId, 'order', event.payload);
    else if (event.channel === 'shop') live.emitToShop(event.shopId, 'shop', event.payload);
    else live.emitToShop(event.shopId, 'paymentMethod', event.payload);
  }
}

/** What a command decided, plus the events to send when its transaction has committed. */
export interface Outcome<T> {
  result: T;
  events: PendingEvent[];
}
