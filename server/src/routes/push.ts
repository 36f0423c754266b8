import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopParamsSchema } from '@contract/ordering';
import { PushEndpointSchema, PushKeySchema, PushSubscriptionSchema } from '@contract/push';
import { unauthorized } from '@server/http-errors';
import { requireAccount } from '@server/plugins/auth';
import { removeSubscription, saveSubscription } from '@server/repositories/push-subscriptions';
import { bearer, guardedBy, NoContentSchema, readErrors } from './common/guards';

const SHOP = '/ordering/accounts/:accountId/shops/:shopId';
const tags = ['push'];

/** Web Push: the key a device subscribes with, and the device's subscription to a shop's new orders. */
export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are checked as sent: an unknown field is refused, not dropped.
  const guarded = guardedBy(app);

  app.get(
    '/push/public-key',
    {
      onRequest: app.authenticateAccount,
      schema: {
        tags,
        summary: "The server's VAPID public key, the applicationServerKey of PushManager.subscribe",
        security: bearer,
        response: { 200: PushKeySchema, 401: readErrors[401] },
      },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );

  app.put(
    `${SHOP}/push-subscription`,
    {
      ...guarded,
      schema: {
        tags,
        summary: "Sends this device the shop's new orders as notifications, until 'Sair' ends its sign-in",
        security: bearer,
        params: ShopParamsSchema,
        body: PushSubscriptionSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = requireAccount(request);
      // Without its sign-in the subscription could outlive 'Sair'.
      if (!sessionId) throw unauthorized('Entre novamente para receber notificações.');
      await saveSubscription(app.db, request.body, { shopId: request.params.shopId, userId, sessionId });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${SHOP}/push-subscription`,
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Stops the notifications of this device',
        security: bearer,
        params: ShopParamsSchema,
        body: PushEndpointSchema,
        response: { 204: NoContentSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      await removeSubscription(app.db, request.body.endpoint, requireAccount(request).userId);
      return reply.code(204).send(null);
    },
  );
};
