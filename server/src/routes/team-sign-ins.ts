import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MemberSignInBodySchema, StaffMemberParamsSchema } from '@contract/staff';
import { deliverCommitted } from '@server/live/delivery';
import { removeMemberSignIn, saveMemberSignIn, type EndedSessions } from '@server/repositories/team/sign-ins';
import type { Outcome } from '@server/repositories/common/events';
import { hashPassword } from '@server/security/passwords';
import { bearer, NoContentSchema, writeErrors } from './common/guards';

const tags = ['team'];

/** The change is committed: the sign-ins it ended lose their live links now, and the team hears of it. */
function settle(app: FastifyInstance, { result, events }: Outcome<EndedSessions>): void {
  for (const sessionId of result.sessionIds) app.live.disconnectSession(sessionId);
  deliverCommitted(app, events);
}

/**
 * A member's own e-mail sign-in, beside their PIN: with it they sign in on any device as themselves, in their shop
 * only. Under the ordering shop group, after its checks; who may change it is in ROUTE_PERMISSIONS ('team.manage').
 */
export const teamSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/team/members/:id/sign-in',
    {
      schema: {
        tags,
        summary: "Gives a member an e-mail sign-in of their own, or changes it (ending its sessions); an e-mail in use is a 409 'email_taken'",
        security: bearer,
        params: StaffMemberParamsSchema,
        body: MemberSignInBodySchema,
        response: { 204: NoContentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { shopId, id } = request.params;
      const { email, password } = request.body;
      settle(app, await saveMemberSignIn(app.db, shopId, id, email, await hashPassword(password)));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/team/members/:id/sign-in',
    {
      schema: {
        tags,
        summary: "Takes a member's own e-mail sign-in away, signing out every device it is on; the member and their PIN stay",
        security: bearer,
        params: StaffMemberParamsSchema,
        response: { 204: NoContentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { shopId, id } = request.params;
      settle(app, await removeMemberSignIn(app.db, shopId, id));
      return reply.code(204).send(null);
    },
  );
};
