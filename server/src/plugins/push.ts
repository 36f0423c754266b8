import type { FastifyInstance } from 'fastify';
import { resolveWithDns, type ResolveHost } from '@server/push/endpoints';
import { createPushNotifier } from '@server/push/notifier';
import { httpsPushTransport, type PushTransport } from '@server/push/transport';
import { resolveVapidKeys } from '@server/push/vapid';

/** How pushes reach the network; tests replace both, since no test may reach a real address. */
export interface PushNetworkOptions {
  resolve?: ResolveHost;
  transport?: PushTransport;
}

/** Decorates app.push: Web Push to the shop's subscribed devices when an order starts waiting, and when nobody takes it. */
export async function installPush(app: FastifyInstance, network: PushNetworkOptions = {}): Promise<void> {
  const keys = await resolveVapidKeys(app.db, app.config.vapid);
  const push = createPushNotifier(app.db, keys, app.log, {
    policy: { allowedHosts: app.config.pushAllowedHosts, resolve: network.resolve ?? resolveWithDns },
    transport: network.transport ?? httpsPushTransport,
  });
  app.decorate('push', push);
  // Pushes under way finish before the database closes.
  app.addHook('preClose', () => push.settled());
}
