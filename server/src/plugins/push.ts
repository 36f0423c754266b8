import type { FastifyInstance } from 'fastify';
import { createPushNotifier } from '@server/push/notifier';
import { resolveVapidKeys } from '@server/push/vapid';

/** Decorates app.push: Web Push to the shop's subscribed devices when an order starts waiting. */
export async function installPush(app: FastifyInstance): Promise<void> {
  const keys = await resolveVapidKeys(app.db, app.config.vapid);
  const push = createPushNotifier(app.db, keys, app.log);
  app.decorate('push', push);
  // Pushes under way finish before the database closes.
  app.addHook('preClose', () => push.settled());
}
