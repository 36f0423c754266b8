import fc from 'fast-check';
import { routeExpectations } from './route-expectations';
import { authorizationsFor } from './support/credentials';
import { changedTables, snapshotOf } from './support/db-snapshot';
import { malformedRequests, type RouteSchema } from './support/malformed';
import { openApiChecker } from './support/openapi-answers';
import { createSecurityApp, type SecurityApp } from './support/security-app';
import { send } from './support/send';

/** Fixed, so a failure replays exactly; fast-check prints the seed and path of any counterexample. */
const SEED = 20_250_601;
const RUNS_PER_ROUTE = 25;

let ctx: SecurityApp;
let openApiMismatch: Awaited<ReturnType<typeof openApiChecker>>;
beforeAll(async () => {
  ctx = await createSecurityApp();
  openApiMismatch = await openApiChecker(ctx.t);
});
afterAll(() => ctx.t.close());
// The sandbox provider confirms a started online payment a moment later; that change belongs to the route that
// started it, not to the next route's snapshot.
afterEach(() => ctx.t.app.payments.settled());

let tried = 0;
afterAll(() => {
  console.info(`Bad input: ${tried} malformed requests (seed ${SEED}, ${RUNS_PER_ROUTE} per route)`);
});

/** /token answers in the OAuth shape its clients read; every other route in the API's own. */
function isErrorBody(key: string, body: unknown): boolean {
  const fields = key === 'POST /token' ? ['error', 'error_description'] : ['error', 'message'];
  return typeof body === 'object' && body !== null && fields.every((field) => typeof (body as Record<string, unknown>)[field] === 'string' && (body as Record<string, string>)[field] !== '');
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

describe.each(Object.entries(routeExpectations))('%s', (key, expectation) => {
  it('refuses malformed params, query, headers and body with a 4xx error and changes nothing', async () => {
    const route = ctx.routes.find((candidate) => candidate.key === key);
    if (!route) throw new Error(`${key} is declared but the server has no such route`);
    const valid = await expectation.request(ctx);
    const inputs = malformedRequests(route.schema as RouteSchema | undefined, valid);
    // Every route is tried: one that took no malformed request at all would be a hole in this suite.
    if (!inputs) throw new Error(`${key} has no schema to break`);
    // Fresh for each route: an input a route accepts may use its token up (POST /token/revoke).
    const { owner } = await authorizationsFor(ctx.t, expectation.auth);
    // A payment the valid request started is confirmed by the sandbox a moment later: on a busy machine that moment
    // can come after the snapshot, and its change is the valid request's, not a malformed one's.
    await ctx.t.app.payments.settled();
    const before = await snapshotOf(ctx.t.db);
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    await fc.assert(
      fc.asyncProperty(inputs, async (request) => {
        tried += 1;
        const res = await send(ctx, route, request, owner);
        const body = parsed(res.body);
        if (res.statusCode < 400 || res.statusCode >= 500 || !isErrorBody(key, body)) {
          throw new Error(`answered ${res.statusCode} ${res.body.slice(0, 300)}`);
        }
        // A refusal of the input itself is also what the published OpenAPI document says it is: status declared
        // for the route, content type and body.
        const mismatch = hidden || res.statusCode !== 400 ? null : openApiMismatch(route.method, route.url, res);
        if (mismatch) throw new Error(mismatch);
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE },
    );
    expect(changedTables(before, await snapshotOf(ctx.t.db))).toEqual([]);
  });
});
