import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { ApiErrorSchema } from '@contract/auth';
import { ShopParamsSchema } from '@contract/ordering';
import {
  AuthorizationBodySchema,
  AuthorizationSchema,
  NewStaffMemberSchema,
  PersonSessionSchema,
  PinBodySchema,
  STAFF_MESSAGES,
  StaffMemberChangesSchema,
  StaffMemberListSchema,
  StaffMemberParamsSchema,
  StaffMemberSchema,
  TeamSettingsSchema,
  roleMay,
  type StaffMember,
} from '@contract/staff';
import { HttpError } from '@server/http-errors';
import { deliverCommitted } from '@server/live/delivery';
import { requireAccount } from '@server/plugins/auth';
import { createMember, findActiveMemberByPin, listMembers, updateMember } from '@server/repositories/team/members';
import { saveTeamSettings, teamSettingsOf } from '@server/repositories/team/settings';
import { endMemberSessions, memberEmailsOf } from '@server/repositories/team/sign-ins';
import { startPinAttempt } from '@server/security/pin-limits';
import { pinDigestOf } from '@server/security/pins';
import { bearer, readErrors, writeErrors } from './common/guards';

const tags = ['team'];
const pinErrors = { ...readErrors, 429: ApiErrorSchema };

/** The device a PIN is typed on: its sign-in, or its token when that was minted without one (pin-limits hashes it). */
function deviceOf(request: FastifyRequest): string {
  return requireAccount(request).sessionId ?? `token:${request.headers.authorization ?? ''}`;
}

/**
 * The active member of the shop whose PIN was typed, counted against the device's and the shop's wrong PINs: a
 * locked pad is a 429 with the seconds to wait, a wrong PIN a 403, logged without the PIN.
 */
async function memberOfPin(request: FastifyRequest, reply: FastifyReply, shopId: number, pin: string): Promise<StaffMember> {
  const { db } = request.server;
  const device = deviceOf(request);
  const attempt = await startPinAttempt(db, device, shopId);
  if (!attempt.allowed) {
    const seconds = attempt.retryAfterSeconds;
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, 'pin_locked', STAFF_MESSAGES.pinLocked(seconds), { retryAfter: seconds });
  }
  const member = await findActiveMemberByPin(db, shopId, await pinDigestOf(db, pin));
  if (!member) {
    request.server.log.warn({ shopId, session: requireAccount(request).sessionId ?? null, route: request.routeOptions.url }, 'wrong team PIN');
    throw new HttpError(403, 'pin_wrong', STAFF_MESSAGES.pinWrong);
  }
  await attempt.succeeded();
  return member;
}

/**
 * The team ('Equipe'), under the ordering shop group: its people, switching the person acting on a device by PIN,
 * a manager's authorization of one action, and the team's settings. The group's check has already run: who may
 * change the team is in ROUTE_PERMISSIONS.
 */
export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/team/members',
    { schema: { tags, summary: "The shop's team, active people first; never their PINs", security: bearer, params: ShopParamsSchema, response: { 200: StaffMemberListSchema, ...readErrors } } },
    async (request) => {
      const { shopId } = request.params;
      const [members, emails] = await Promise.all([listMembers(app.db, shopId), memberEmailsOf(app.db, shopId)]);
      return { members: members.map((member) => ({ ...member, email: emails.get(member.id) ?? null })) };
    },
  );

  app.post(
    '/team/members',
    {
      schema: {
        tags,
        summary: "Adds a person; a PIN another active person has is a 409 'pin_taken', a full team a 409 'team_full'",
        security: bearer,
        params: ShopParamsSchema,
        body: NewStaffMemberSchema,
        response: { 201: StaffMemberSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { shopId } = request.params;
      const { name, role, pin } = request.body;
      const { result, events } = await createMember(app.db, shopId, { name, role }, await pinDigestOf(app.db, pin));
      deliverCommitted(app, events);
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/team/members/:id',
    {
      schema: {
        tags,
        summary: "Changes a person (a PIN left out stays); deactivating ends their sessions' next command",
        security: bearer,
        params: StaffMemberParamsSchema,
        body: StaffMemberChangesSchema,
        response: { 200: StaffMemberSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { shopId, id } = request.params;
      const { name, role, active, pin } = request.body;
      const pinDigest = pin === undefined ? undefined : await pinDigestOf(app.db, pin);
      const { result, events } = await updateMember(app.db, shopId, id, { name, role, active, pinDigest });
      // Deactivated: a device signed in with their own e-mail is signed out at once, not at its next command.
      if (!active) for (const sessionId of await endMemberSessions(app.db, id)) app.live.disconnectSession(sessionId);
      deliverCommitted(app, events);
      return result;
    },
  );

  app.post(
    '/team/sessions',
    {
      schema: {
        tags,
        summary: "'Trocar pessoa': the person whose PIN was typed becomes the one acting on this device (not on one signed in with a member's own e-mail)",
        security: bearer,
        params: ShopParamsSchema,
        body: PinBodySchema,
        response: { 200: PersonSessionSchema, ...pinErrors },
      },
    },
    async (request, reply) => {
      const { shopId } = request.params;
      const account = requireAccount(request);
      if (account.member) throw new HttpError(403, 'person_fixed', STAFF_MESSAGES.personFixed);
      const member = await memberOfPin(request, reply, shopId, request.body.pin);
      const personToken = await app.tokens.issuePersonToken({ memberId: member.id, shopId, providerId: account.providerId, sessionId: account.sessionId });
      const expiresAt = new Date((decodeJwt(personToken).exp as number) * 1000).toISOString();
      return { member, personToken, expiresAt };
    },
  );

  app.post(
    '/team/authorizations',
    {
      schema: {
        tags,
        summary: "'Autorização do gerente': a PIN whose role has the permission authorizes one action needing it, for 2 minutes",
        security: bearer,
        params: ShopParamsSchema,
        body: AuthorizationBodySchema,
        response: { 200: AuthorizationSchema, ...pinErrors },
      },
    },
    async (request, reply) => {
      const { shopId } = request.params;
      const { pin, permission } = request.body;
      const by = await memberOfPin(request, reply, shopId, pin);
      if (!roleMay(by.role, permission)) throw new HttpError(403, 'authorization_refused', STAFF_MESSAGES.authorizationRefused);
      const authorizationToken = await app.tokens.issueAuthorizationToken({ memberId: by.id, shopId, permission });
      return { authorizationToken, by, permission };
    },
  );

  app.get(
    '/team/settings',
    { schema: { tags, summary: "The team's settings ('Bloquear após')", security: bearer, params: ShopParamsSchema, response: { 200: TeamSettingsSchema, ...readErrors } } },
    async (request) => teamSettingsOf(app.db, request.params.shopId),
  );

  app.put(
    '/team/settings',
    {
      schema: { tags, summary: "Saves the team's settings", security: bearer, params: ShopParamsSchema, body: TeamSettingsSchema, response: { 200: TeamSettingsSchema, ...writeErrors } },
    },
    async (request) => saveTeamSettings(app.db, request.params.shopId, request.body),
  );
};
