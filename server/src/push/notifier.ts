import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { EscalatedCallPush, EscalatedOrderPush, NewOrderPush } from '@contract/push';
import { minutesUnansweredOf } from '@server/domain/escalation-rules';
import type { Db } from '@server/db/database';
import type { PendingEvent } from '@server/repositories/common/events';
import { findOrder } from '@server/repositories/ordering/order-queries';
import { findCall } from '@server/repositories/ordering/table-calls';
import { removeEndpoints, subscriptionsOfShop, type StoredPushSubscription } from '@server/repositories/push-subscriptions';
import { checkPushEndpoint, type EndpointCheck, type PushEndpointPolicy } from './endpoints';
import type { PushTransport } from './transport';
import type { VapidKeys } from './vapid';

// A push still queued at the push service after this long is no alert any more: the order is on every open screen.
const PUSH_TTL_SECONDS = 600;
// A push service that does not answer in this long gets no more of the server's time (shutdown waits for pushes).
export const PUSH_SEND_TIMEOUT_MS = 5_000;
// Pushes of one order in flight at once: a shop's devices are few, and encryption costs CPU the other calls need.
export const PUSH_CONCURRENCY = 4;
// The push services answer these for a subscription that no longer exists.
const GONE_STATUSES = new Set([404, 410]);

export interface PushNetwork {
  policy: PushEndpointPolicy;
  transport: PushTransport;
}

export interface PushNotifier {
  readonly publicKey: string;
  /** Whether a device's endpoint may receive pushes (see checkPushEndpoint). */
  checkEndpoint(endpoint: string): Promise<EndpointCheck>;
  /**
   * Pushes to the shop's subscribed devices, in the background, every order an event made wait for the kitchen
   * ('approved') and every order the server escalated because nobody took it ('escalated'), and every call from a
   * table it escalated because nobody claimed it.
   */
  notifyOrders(events: readonly PendingEvent[]): void;
  /** Resolves when every push started so far has been answered (tests, and a clean shutdown). */
  settled(): Promise<void>;
}

type Outcome = 'delivered' | 'gone' | 'failed';

/** Runs work over items, at most `limit` at a time, answering each item's result in order. */
async function inBatchesOf<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function createPushNotifier(db: Db, keys: VapidKeys, log: FastifyBaseLogger, network: PushNetwork): PushNotifier {
  const inFlight = new Set<Promise<void>>();
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const checkEndpoint = (endpoint: string) => checkPushEndpoint(endpoint, network.policy);

  // web-push encrypts (aes128gcm) and signs; the transport delivers to the addresses just checked.
  async function deliver(subscription: StoredPushSubscription, payload: string, topic: string): Promise<Outcome> {
    // The name may lead somewhere else than when the device subscribed.
    const check = await checkEndpoint(subscription.endpoint);
    if (!check.ok) {
      log.warn({ reason: check.reason }, 'push endpoint refused');
      return 'failed';
    }
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails,
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
      topic,
    });
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    const status = await network.transport({
      url: check.url,
      addresses: check.addresses,
      headers,
      body: request.body,
      timeoutMs: PUSH_SEND_TIMEOUT_MS,
    });
    if (status >= 200 && status < 300) return 'delivered';
    if (GONE_STATUSES.has(status)) return 'gone';
    // A redirect is never followed, nor taken as a word on the subscription.
    log.warn({ status }, 'push service refused a notification');
    return 'failed';
  }

  /** Sends one push to each of the shop's devices, forgetting those the push service no longer knows. */
  async function pushToDevices(subscriptions: StoredPushSubscription[], push: NewOrderPush | EscalatedOrderPush | EscalatedCallPush): Promise<void> {
    const payload = JSON.stringify(push);
    const topic = push.kind === 'callEscalated' ? `call-${push.call.id}` : `order-${push.order.id}`;
    const outcomes = await inBatchesOf(subscriptions, PUSH_CONCURRENCY, (subscription) =>
      deliver(subscription, payload, topic).catch((err: unknown): Outcome => {
        log.warn({ err }, 'push service unreachable');
        return 'failed';
      }),
    );
    await removeEndpoints(
      db,
      subscriptions.filter((_, index) => outcomes[index] === 'gone').map((subscription) => subscription.endpoint),
    );
  }

  async function notifyNewOrder(shopId: number, orderId: number): Promise<void> {
    // The devices first: a shop without any is not worth reading the order for, and every new order comes here.
    const subscriptions = await subscriptionsOfShop(db, shopId);
    if (subscriptions.length === 0) return;
    const order = await findOrder(db, shopId, orderId);
    if (!order) return;
    await pushToDevices(subscriptions, {
      kind: 'newOrder',
      order: { id: order.id, code: order.code, type: order.type, total: order.total, locations: order.locations },
    });
  }

  async function notifyEscalated(shopId: number, orderId: number): Promise<void> {
    const [order, subscriptions] = await Promise.all([findOrder(db, shopId, orderId), subscriptionsOfShop(db, shopId)]);
    // Someone took it between the sweep and now: nothing to warn about.
    if (!order?.escalatedAt || subscriptions.length === 0) return;
    await pushToDevices(subscriptions, {
      kind: 'orderEscalated',
      order: { id: order.id, code: order.code, type: order.type, locations: order.locations },
      minutes: minutesUnansweredOf(order.authorizedAt ?? order.createdAt, order.escalatedAt),
    });
  }

  async function notifyEscalatedCall(shopId: number, callId: number): Promise<void> {
    const [tableCall, subscriptions] = await Promise.all([findCall(db, shopId, callId), subscriptionsOfShop(db, shopId)]);
    // Someone claimed it between the sweep and now: nothing to warn about.
    if (!tableCall?.escalatedAt || subscriptions.length === 0) return;
    await pushToDevices(subscriptions, {
      kind: 'callEscalated',
      call: { id: tableCall.id, location: tableCall.location, reason: tableCall.reason },
      minutes: minutesUnansweredOf(tableCall.createdAt, tableCall.escalatedAt),
    });
  }

  function track(work: Promise<void>): void {
    const tracked = work.catch((err: unknown) => log.error({ err }, 'order push failed')).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  return {
    publicKey: keys.publicKey,
    checkEndpoint,
    notifyOrders(events) {
      for (const event of events) {
        if (event.channel === 'call' && event.payload.event === 'escalated') track(notifyEscalatedCall(event.shopId, event.payload.id));
        if (event.channel !== 'order') continue;
        if (event.payload.event === 'approved') track(notifyNewOrder(event.shopId, event.payload.id));
        else if (event.payload.event === 'escalated') track(notifyEscalated(event.shopId, event.payload.id));
      }
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
