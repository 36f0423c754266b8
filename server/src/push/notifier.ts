import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { NewOrderPush } from '@contract/push';
import type { Db } from '@server/db/database';
import type { PendingEvent } from '@server/repositories/common/events';
import { findOrder } from '@server/repositories/ordering/order-queries';
import { removeEndpoints, subscriptionsOfShop, type StoredPushSubscription } from '@server/repositories/push-subscriptions';
import type { VapidKeys } from './vapid';

// A push still queued at the push service after this long is no alert any more: the order is on every open screen.
const PUSH_TTL_SECONDS = 600;
// A push service that does not answer in this long gets no more of the server's time (shutdown waits for pushes).
const PUSH_SEND_TIMEOUT_MS = 10_000;
// The push services answer these for a subscription that no longer exists.
const GONE_STATUSES = new Set([404, 410]);

export interface PushNotifier {
  readonly publicKey: string;
  /** Pushes every order an event made wait for the kitchen to the shop's subscribed devices, in the background. */
  notifyNewOrders(events: readonly PendingEvent[]): void;
  /** Resolves when every push started so far has been answered (tests, and a clean shutdown). */
  settled(): Promise<void>;
}

type Outcome = 'delivered' | 'gone' | 'failed';

export function createPushNotifier(db: Db, keys: VapidKeys, log: FastifyBaseLogger, send: typeof fetch = fetch): PushNotifier {
  const inFlight = new Set<Promise<void>>();
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  // web-push encrypts (aes128gcm) and signs; fetch delivers, so the same code reaches any push service.
  async function deliver(subscription: StoredPushSubscription, payload: string, topic: string): Promise<Outcome> {
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails,
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
      topic,
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]),
    );
    const response = await send(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(PUSH_SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return 'delivered';
    if (GONE_STATUSES.has(response.status)) return 'gone';
    log.warn({ status: response.status }, 'push service refused a notification');
    return 'failed';
  }

  async function notifyNewOrder(shopId: number, orderId: number): Promise<void> {
    const [order, subscriptions] = await Promise.all([findOrder(db, shopId, orderId), subscriptionsOfShop(db, shopId)]);
    if (!order || subscriptions.length === 0) return;
    const push: NewOrderPush = {
      kind: 'newOrder',
      order: { id: order.id, code: order.code, type: order.type, total: order.total, locations: order.locations },
    };
    const payload = JSON.stringify(push);
    const outcomes = await Promise.all(
      subscriptions.map((subscription) =>
        deliver(subscription, payload, `order-${order.id}`).catch((err: unknown): Outcome => {
          log.warn({ err }, 'push service unreachable');
          return 'failed';
        }),
      ),
    );
    await removeEndpoints(
      db,
      subscriptions.filter((_, index) => outcomes[index] === 'gone').map((subscription) => subscription.endpoint),
    );
  }

  function track(work: Promise<void>): void {
    const tracked = work.catch((err: unknown) => log.error({ err }, 'new order push failed')).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  return {
    publicKey: keys.publicKey,
    notifyNewOrders(events) {
      for (const event of events) {
        if (event.channel === 'order' && event.payload.event === 'approved') track(notifyNewOrder(event.shopId, event.payload.id));
      }
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
