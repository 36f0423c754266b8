import type { PendingEvent } from '@server/repositories/common/events';
import type { PushNotifier } from '@server/push/notifier';
import type { LiveHub } from './hub';

/** Where committed events go: the shops' open screens, and the devices subscribed to push. */
export interface EventTargets {
  live: Pick<LiveHub, 'emitToShop'>;
  push: Pick<PushNotifier, 'notifyOrders'>;
}

/**
 * Sends the events a command returned, once its transaction has committed: each to its shop's open screens, and
 * the new and escalated orders among them to the shop's subscribed devices. The one place events leave the server.
 */
export function deliverCommitted({ live, push }: EventTargets, events: readonly PendingEvent[]): void {
  push.notifyOrders(events);
  for (const event of events) {
    if (event.channel === 'invoice') live.emitToShop(event.shopId, 'invoice', event.payload);
    else if (event.channel === 'order') live.emitToShop(event.shopId, 'order', event.payload);
    else if (event.channel === 'shop') live.emitToShop(event.shopId, 'shop', event.payload);
    else if (event.channel === 'call') live.emitToShop(event.shopId, 'call', event.payload);
    else if (event.channel === 'team') live.emitToShop(event.shopId, 'team', event.payload);
    else live.emitToShop(event.shopId, 'paymentMethod', event.payload);
  }
}
