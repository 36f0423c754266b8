import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@contract/auth';
import { TestClockMoveBodySchema, TestClockSchema, TEST_CLOCK_PATH } from '@contract/test-clock';
import { moveClockForward } from '@server/domain/clock';

/**
 * POST /test/clock: moves the server's present forward, so an end-to-end flow sees a token expire or an order wait
 * its minutes without waiting for them. Registered only on a server started with TEST_CLOCK=1 (e2e/support/server.ts);
 * anywhere else the path does not exist.
 */
export const testClockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    TEST_CLOCK_PATH,
    {
      schema: {
        tags: ['test'],
        summary: "Moves a test server's clock forward by forwardMs milliseconds (TEST_CLOCK=1 only)",
        body: TestClockMoveBodySchema,
        response: { 200: TestClockSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ nowMs: moveClockForward(request.body.forwardMs) }),
  );
};
