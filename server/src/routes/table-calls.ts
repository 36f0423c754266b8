import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TableCallListSchema, TableCallParamsSchema, TableCallSchema } from '@contract/calls';
import { ShopParamsSchema } from '@contract/ordering';
import { deliverCommitted } from '@server/live/delivery';
import { actorOf } from '@server/plugins/actor';
import { claimCall, finishCall, listCalls } from '@server/repositories/ordering/table-calls';
import { bearer, readErrors, writeErrors } from './common/guards';

const tags = ['calls'];

/**
 * Calls from the table, under the ordering shop group: the list staff answer from, the claim ('Vou atender': the
 * first wins, a later one is a 409 'call_claimed' naming who took it) and the close ('Concluir'), each heard live.
 */
export const tableCallRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/calls',
    {
      schema: {
        tags,
        summary: "The shop's calls from tables not yet done (oldest first), then those done in the last hour",
        security: bearer,
        params: ShopParamsSchema,
        response: { 200: TableCallListSchema, ...readErrors },
      },
    },
    async (request) => ({ calls: await listCalls(app.db, request.params.shopId) }),
  );

  const commands = [
    ['claimed', 'Claims a call for the caller; a call someone else claimed, or one done, is a 409 (call_claimed, call_done)', claimCall],
    ['done', 'Closes a call, recording who and when; a call done already is a 409 (call_done)', finishCall],
  ] as const;
  for (const [step, summary, command] of commands) {
    app.put(
      `/calls/:id/${step}`,
      { schema: { tags, summary, security: bearer, params: TableCallParamsSchema, response: { 200: TableCallSchema, ...writeErrors } } },
      async (request) => {
        const { shopId, id } = request.params;
        const { result, events } = await command(app.db, shopId, id, await actorOf(request));
        deliverCommitted(app, events, request.actor);
        return result;
      },
    );
  }
};
