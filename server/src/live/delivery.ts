import type { PendingEvent } from '@server/repositories/common/events';
import type { Actor } from '@server/security/actor';
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
 * A staff command's events say who did it (`by`: the person, or the owner); a guest's and the sweeps' say no one.
 */
export function deliverCommitted({ live, push }: EventTargets, committed: readonly PendingEvent[], actor?: Pick<Actor, 'name'>): void {
  const events = actor ? committed.map((event) => ({ ...event, payload: { ...event.payload, by: actor.name } }) as PendingEvent) : committed;
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
