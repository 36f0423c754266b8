import type { FastifyRequest } from 'fastify';
import {
  AUTHORIZATION_HEADER,
  DEVICE_HEADER,
  DEVICE_KEY_PATTERN,
  PERMISSION_REQUIRED,
  PERSON_HEADER,
  STAFF_MESSAGES,
  permissionMissingMessage,
  roleMay,
  type StaffPermission,
} from '@contract/staff';
import { HttpError } from '@server/http-errors';
import { findMember } from '@server/repositories/team/members';
import type { Actor } from '@server/security/actor';
import type { SignedInMember } from '@server/security/principals';
import { ANY_STAFF, ROUTE_PERMISSIONS } from '@server/security/route-permissions';
import { spendAuthorization } from '@server/security/spent-authorizations';
import { requireAccount } from './auth';

const refused = (error: string, message: string, fields?: Record<string, string>) => new HttpError(403, error, message, fields);
const personInvalid = () => refused('person_invalid', STAFF_MESSAGES.personUnknown);
const authorizationInvalid = () => refused('authorization_invalid', STAFF_MESSAGES.authorizationInvalid);

/** The shop whose person acts on a request the team's check let through; absent when the owner acts. */
const personShops = new WeakMap<FastifyRequest, number>();
const checked = new WeakSet<FastifyRequest>();

/**
 * The acting person of a staff request. The team's check sets it when the device names a person; otherwise it is
 * the account's owner, read once per request.
 */
export async function actorOf(request: FastifyRequest): Promise<Actor> {
  if (request.actor) return request.actor;
  const { userId } = requireAccount(request);
  const user = await request.server.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
  const name = user?.first_name ?? '';
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  request.actor = { userId, memberId: null, role: null, name, fullName, authorizedBy: null, device: deviceOf(request) };
  return request.actor;
}

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const devicePattern = new RegExp(DEVICE_KEY_PATTERN);

/** The device a request names, when it names one well; a payment from an unnamed device belongs to no till. */
const deviceOf = (request: FastifyRequest): string | null => {
  const device = headerOf(request, DEVICE_HEADER);
  return device !== undefined && devicePattern.test(device) ? device : null;
};

/** The route's key in ROUTE_PERMISSIONS; the HEAD Fastify adds to a GET is that GET. */
export const routeKeyOf = (request: FastifyRequest): string => `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`;

/**
 * A manager's authorization (AUTHORIZATION_HEADER) of `permission` for this one request, spent here: from an active
 * member of the same shop whose role has it. Without one, the 403 names what is missing, for the app to ask for it.
 */
async function authorizeOnce(request: FastifyRequest, actor: Actor, shopId: number, permission: StaffPermission): Promise<void> {
  const token = headerOf(request, AUTHORIZATION_HEADER);
  if (token === undefined) throw refused(PERMISSION_REQUIRED, permissionMissingMessage(permission), { permission });
  const authorization = await request.server.tokens.verifyAuthorizationToken(token).catch(() => {
    throw authorizationInvalid();
  });
  if (authorization.shopId !== shopId || authorization.permission !== permission) throw authorizationInvalid();
  const manager = await findMember(request.server.db, shopId, authorization.memberId);
  if (!manager?.active || !roleMay(manager.role, permission)) throw authorizationInvalid();
  if (!(await spendAuthorization(request.server.db, authorization.tokenId, authorization.expiresAt))) throw authorizationInvalid();
  actor.authorizedBy = { memberId: manager.id, name: manager.name };
}

/**
 * The team's check of a request with token 2, once its shop is known to be the token's (null for a route of the
 * account as a whole): the person the device names (PERSON_HEADER) must be an active member of that shop, signed in
 * on this device's sign-in, and their role must have the route's permission (ROUTE_PERMISSIONS) or a manager must
 * authorize it. Without a person the owner acts, who may do everything. Runs once per request.
 */
export async function checkStaffAccess(request: FastifyRequest, shopId: number | null): Promise<void> {
  if (checked.has(request)) return;
  const permission = ROUTE_PERMISSIONS[routeKeyOf(request)];
  // A route left out of the table is refused to everyone rather than open to every person.
  if (permission === undefined) throw new Error(`${routeKeyOf(request)} has no permission in ROUTE_PERMISSIONS`);
  const person = await personOf(request, shopId);
  if (person === null) {
    checked.add(request);
    return;
  }
  const member = await findMember(request.server.db, person.shopId, person.memberId);
  if (!member) throw personInvalid();
  if (!member.active) throw refused('person_inactive', STAFF_MESSAGES.personInactive);
  const { userId } = requireAccount(request);
  const actor: Actor = { userId, memberId: member.id, role: member.role, name: member.name, fullName: member.name, authorizedBy: null, device: deviceOf(request) };
  if (permission !== ANY_STAFF && !roleMay(member.role, permission)) await authorizeOnce(request, actor, person.shopId, permission);
  request.actor = actor;
  personShops.set(request, person.shopId);
  checked.add(request);
}

/**
 * The person acting on a request: the member a user is when signed in with their own e-mail (token 2 names them, and
 * no other person may be named beside it), else the one the device names (PERSON_HEADER), else none: the owner.
 */
async function personOf(request: FastifyRequest, shopId: number | null): Promise<SignedInMember | null> {
  const account = requireAccount(request);
  const token = headerOf(request, PERSON_HEADER);
  if (account.member) {
    if (token !== undefined) throw refused('person_fixed', STAFF_MESSAGES.personFixed);
    return account.member;
  }
  if (token === undefined) return null;
  const person = await request.server.tokens.verifyPersonToken(token).catch(() => {
    throw personInvalid();
  });
  // The device's sign-in: token 2 beside it was checked against it, so a person token outlives neither.
  const sameDevice = person.sessionId === account.sessionId;
  if (person.providerId !== account.providerId || (shopId !== null && person.shopId !== shopId) || !sameDevice) throw personInvalid();
  return person;
}

/**
 * For a command that needs a further permission only in some states (cancelling an order already started or paid
 * needs orders.cancelStarted): passes for the owner and a role that has it, spends a manager's authorization of it
 * otherwise, else refuses with the 403 naming it. Call after the route's own check.
 */
export async function assertMay(request: FastifyRequest, permission: StaffPermission): Promise<void> {
  const actor = await actorOf(request);
  const shopId = personShops.get(request);
  if (actor.role === null || shopId === undefined || roleMay(actor.role, permission)) return;
  await authorizeOnce(request, actor, shopId, permission);
}
