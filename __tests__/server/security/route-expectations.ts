// Before anything else: the tokens the credentials below sign need jose, which ships ES modules only.
import '../support/native-esm';
import { PERMISSION_REQUIRED, roleMay } from '@contract/staff';
import { ANY_STAFF, ROUTE_PERMISSIONS } from '@server/security/route-permissions';
import { isPersonCaller, roleOf, type Caller, type RouteAuth } from './support/credentials';
import type { SecurityApp } from './support/security-app';
import { accountExpectations } from './account-expectations';
import { customerExpectations } from './customer-expectations';
import { menuExpectations } from './menu-expectations';
import { orderingExpectations } from './ordering-expectations';
import { paymentExpectations } from './payment-expectations';
import { publicFileExpectations } from './public-file-expectations';
import { roomExpectations } from './room-expectations';
import { shopExpectations } from './shop-expectations';
import { teamExpectations } from './team-expectations';
import { tillExpectations } from './till-expectations';

/** What the owner sends: path params, query, and a JSON body or a raw payload with its headers. */
export interface RouteRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: object;
  /** A raw body (multipart, broken JSON) sent as is, with its content type in headers. */
  payload?: Buffer | string;
  headers?: Record<string, string>;
}

export interface RouteExpectation {
  auth: RouteAuth;
  /** What the owner's call answers. */
  status: number;
  /** Callers that answer otherwise than the rule for the route's auth (see expectedStatus). */
  callers?: Partial<Record<Caller, number>>;
  /** The owner's request, built once per route after the refused calls' snapshot baseline is taken. */
  request(ctx: SecurityApp): RouteRequest | Promise<RouteRequest>;
  /** Rebuild the request before every call: each call uses up what it was given (an idempotency key, a bill). */
  perCall?: boolean;
}

/**
 * The persons of the team call every route but the sign-in (a password, no device yet) and the revocation, which
 * would end the device's sign-in they all share.
 */
export const calledBy = (expectation: RouteExpectation, caller: Caller): boolean =>
  !isPersonCaller(caller) || (expectation.auth !== 'password' && expectation.auth !== 'any');

/**
 * The error a person gets on a route, or null when they get the owner's answer: the team is checked on the routes
 * of token 2 only, and a person named elsewhere changes nothing.
 */
export function personRefusal(key: string, expectation: RouteExpectation, caller: Caller): string | null {
  if (expectation.auth !== 'account') return null;
  if (caller === 'otherShopPerson') return 'person_invalid';
  const role = roleOf(caller);
  const permission = ROUTE_PERMISSIONS[key];
  if (role === null || permission === ANY_STAFF) return null;
  return roleMay(role, permission) ? null : PERMISSION_REQUIRED;
}

/**
 * The status a caller gets: public and password routes ignore staff tokens; a route for one token refuses every
 * other credential with 401 and another provider's valid token with 404, since someone else's ids do not exist
 * for them; a route taking either token accepts both types. A person of the team gets the owner's answer when
 * their role has the route's permission, a 403 otherwise; a person of another shop a 403 everywhere.
 */
export function expectedStatus(key: string, expectation: RouteExpectation, caller: Caller): number {
  const declared = expectation.callers?.[caller];
  if (declared !== undefined) return declared;
  if (isPersonCaller(caller)) return personRefusal(key, expectation, caller) === null ? expectation.status : 403;
  if (caller === 'owner' || expectation.auth === 'public' || expectation.auth === 'password') return expectation.status;
  if (caller === 'stranger') return expectation.auth === 'any' ? expectation.status : 404;
  if (caller === 'wrongType' && expectation.auth === 'any') return expectation.status;
  return 401;
}

/**
 * Every API route of the server and how it must answer; a route missing here fails the security suites. Each area
 * keeps its own; the routes are called in this order, and a call may rely on one before it (the public photo asked
 * for is the one the menu's uploads left).
 */
export const routeExpectations: Record<string, RouteExpectation> = {
  ...accountExpectations,
  ...orderingExpectations,
  ...teamExpectations,
  ...tillExpectations,
  ...roomExpectations,
  ...paymentExpectations,
  ...customerExpectations,
  ...shopExpectations,
  ...menuExpectations,
  ...publicFileExpectations,
};
