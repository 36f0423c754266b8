import { ROUTE_PERMISSIONS } from '@server/security/route-permissions';
import { calledBy, expectedStatus, personRefusal, routeExpectations, type RouteExpectation } from './route-expectations';
import { authorizationsFor, CALLERS, isPersonCaller, type Caller } from './support/credentials';
import { changedTables, snapshotOf } from './support/db-snapshot';
import { createSecurityApp, type SecurityApp } from './support/security-app';
import { openApiChecker } from './support/openapi-answers';
import { send } from './support/send';

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

// The owner goes last: a delete or a state change must not be spent before the refused calls have tried it.
const ORDER: Caller[] = [...CALLERS.filter((caller) => caller !== 'owner'), 'owner'];
// A sign-in costs a full scrypt hash (seconds on a busy machine) and ignores staff tokens: the hostile token
// stands for the others there.
const callersOf = (expectation: RouteExpectation): Caller[] =>
  expectation.auth === 'password' ? ['algNone', 'owner'] : ORDER.filter((caller) => calledBy(expectation, caller));
/**
 * The refused callers first, then those the route lets act: whatever a call may change comes after every refusal has
 * tried the same request, and the refusals are held to the database as one run, a snapshot before and one after.
 */
function orderedCallers(key: string, expectation: RouteExpectation): Caller[] {
  const callers = callersOf(expectation);
  const refused = callers.filter((caller) => expectedStatus(key, expectation, caller) >= 400);
  return [...refused, ...callers.filter((caller) => !refused.includes(caller))];
}
let calls = 0;

it('has a declared expectation for every route the server registers, and no stale one', () => {
  const registered = ctx.routes.map((route) => route.key);
  expect(registered.filter((key) => !(key in routeExpectations))).toEqual([]);
  expect(Object.keys(routeExpectations).filter((key) => !registered.includes(key))).toEqual([]);
});

it("names the team's permission of every route taking token 2, and of no other", () => {
  const staffRoutes = Object.entries(routeExpectations).filter(([, expectation]) => expectation.auth === 'account').map(([key]) => key);
  expect(staffRoutes.filter((key) => !(key in ROUTE_PERMISSIONS))).toEqual([]);
  expect(Object.keys(ROUTE_PERMISSIONS).filter((key) => !staffRoutes.includes(key))).toEqual([]);
});

/** A refused person's body names why: the permission the role lacks, or a person the shop does not know. */
function refusalMatches(key: string, expectation: RouteExpectation, caller: Caller, body: { error?: unknown; permission?: unknown }): boolean {
  const refusal = personRefusal(key, expectation, caller);
  if (!isPersonCaller(caller) || refusal === null) return true;
  return body.error === refusal && (refusal !== 'permission_required' || body.permission === ROUTE_PERMISSIONS[key]);
}

describe.each(Object.entries(routeExpectations))('%s', (key, expectation: RouteExpectation) => {
  it('answers each caller as expected, and a refused call changes nothing', async () => {
    const route = ctx.routes.find((candidate) => candidate.key === key);
    if (!route) throw new Error(`${key} is declared but the server has no such route`);
    const authorizations = await authorizationsFor(ctx.t, expectation.auth);
    let request = await expectation.request(ctx);
    const outcomes: string[] = [];
    let before = await snapshotOf(ctx.t.db);
    const callers = orderedCallers(key, expectation);
    for (const [index, caller] of callers.entries()) {
      if (expectation.perCall) {
        request = await expectation.request(ctx);
        before = await snapshotOf(ctx.t.db);
      }
      const expected = expectedStatus(key, expectation, caller);
      const res = await send(ctx, route, request, authorizations[caller]);
      calls += 1;
      const next = callers[index + 1];
      const refusalsEnd = expected >= 400 && (expectation.perCall || next === undefined || expectedStatus(key, expectation, next) < 400);
      const changed = refusalsEnd ? changedTables(before, await snapshotOf(ctx.t.db)) : [];
      const shapeOk =
        expected < 400 || (typeof res.json().error === 'string' && typeof res.json().message === 'string' && refusalMatches(key, expectation, caller, res.json()));
      // Every answer, errors included, is what the published OpenAPI document says it is.
      const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
      const mismatch = hidden ? null : openApiMismatch(route.method, route.url, res);
      outcomes.push(`${caller}: ${res.statusCode}${changed.length ? ` (this refusal or one before it) changed ${changed.join(', ')}` : ''}${shapeOk ? '' : ' bad error body'}${mismatch ? ` ${mismatch}` : ''}`);
      if (res.statusCode !== expected || changed.length > 0 || !shapeOk || mismatch) {
        throw new Error(`${key} as ${caller}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 200)}\n${outcomes.join('\n')}`);
      }
      // A person allowed to act spent what the request was given (an order to start): the callers after get another.
      if (isPersonCaller(caller) && expected < 400 && route.method !== 'GET' && !expectation.perCall) request = await expectation.request(ctx);
    }
  });
});

afterAll(() => {
  console.info(`Authorization matrix: ${Object.keys(routeExpectations).length} routes, ${calls} calls`);
});
