import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopParamsSchema } from '@contract/ordering';
import { PushEndpointSchema, PushKeySchema, PushSubscriptionSchema } from '@contract/push';
import { conflict, invalid } from '@server/domain/errors';
import { unauthorized } from '@server/http-errors';
import { requireAccount } from '@server/plugins/auth';
import { removeSubscription, saveSubscription } from '@server/repositories/push-subscriptions';
import { accountStaffAccess, bearer, NoContentSchema, readErrors, writeErrors } from './common/guards';

const tags = ['push'];

/** Web Push: the key a device subscribes with. */
export const pushKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/push/public-key',
    {
      onRequest: app.authenticateAccount,
      preHandler: accountStaffAccess,
      schema: {
        tags,
        summary: "The server's VAPID public key, the applicationServerKey of PushManager.subscribe",
        security: bearer,
        response: { 200: PushKeySchema, 400: readErrors[400], 401: readErrors[401], 403: readErrors[403] },
      },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );
};

/** A device's subscription to one shop's new orders, under ORDERING_SHOP. */
export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/push-subscription',
    {
      schema: {
        tags,
        summary: "Sends this device the shop's new orders as notifications, until 'Sair' ends its sign-in",
        security: bearer,
        params: ShopParamsSchema,
        body: PushSubscriptionSchema,
        response: { 204: NoContentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = requireAccount(request);
      // Without its sign-in the subscription could outlive 'Sair'.
      if (!sessionId) throw unauthorized('Entre novamente para receber notificações.');
      // Refused here, and again before every push: the server must never be made to call its own network.
      const check = await app.push.checkEndpoint(request.body.endpoint);
      if (!check.ok) throw invalid(`Serviço de notificação recusado: ${check.reason}.`, 'bad_push_endpoint');
      const saved = await saveSubscription(app.db, request.body, { shopId: request.params.shopId, userId, sessionId });
      if (saved === 'heldByAnother') throw conflict('Este aparelho já recebe as notificações de outra pessoa.');
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push-subscription',
    {
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
