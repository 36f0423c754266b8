import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  LocationListSchema,
  ProfileSchema,
  ProviderLocationsParamsSchema,
  RevokeTokenRequestSchema,
  TokenErrorSchema,
  TokenRequestSchema,
  TokenResponseSchema,
  TokenV2ResponseSchema,
  type TokenRequest,
} from '@contract/auth';
import { SESSION_ENDED_DESCRIPTION, type TokenErrorBody } from '@contract/errors';
import { STAFF_MESSAGES } from '@contract/staff-roles';
import { unauthorized } from '@server/http-errors';
import { statusOf } from '@server/plugins/errors';
import { notFound } from '@server/domain/errors';
import { bearer, NoContentSchema } from './common/guards';
import { requireUser, verifiedBearer } from '@server/plugins/auth';
import { findCredentialsByEmail, findProfile, findUserProviderId, listProviderLocations } from '@server/repositories/accounts';
import { signedInMemberOf } from '@server/repositories/team/sign-ins';
import { startLoginAttempt } from '@server/security/login-limits';
import { HashQueueFull } from '@server/security/hash-queue';
import { clientNetworkOf } from '@server/security/ip-addresses';
import { verifyAgainstDecoy, verifyPassword } from '@server/security/passwords';
import { revokeToken } from '@server/security/revocations';
import { refreshGraceSeconds, refreshIdleSeconds, revokeSession, rotateRefreshToken, startSession } from '@server/security/sessions';

const TOO_MANY_ATTEMPTS: TokenErrorBody = {
  error: 'too_many_attempts',
  error_description: 'Muitas tentativas. Tente novamente em alguns minutos.',
};

// The line of password checks drains in a few seconds.
const BUSY_RETRY_AFTER_SECONDS = 5;

type Grant = 'password' | 'refresh_token';

const REQUIRED_FIELDS: Record<Grant, readonly (keyof TokenRequest)[]> = {
  password: ['client_id', 'grant_type', 'userName', 'password'],
  refresh_token: ['client_id', 'grant_type', 'refresh_token'],
};

// One answer for an unknown email and a wrong password, so the endpoint does not reveal who has an account.
const INVALID_GRANT: TokenErrorBody = { error: 'invalid_grant', error_description: 'Usuário ou senha inválidos.' };

const MEMBER_INACTIVE: TokenErrorBody = { error: 'invalid_grant', error_description: STAFF_MESSAGES.personInactive };

// One answer for every refused refresh token, whatever the reason, as for passwords.
const SESSION_ENDED: TokenErrorBody = { error: 'invalid_grant', error_description: SESSION_ENDED_DESCRIPTION };

function missingFieldsError(names: string[]): TokenErrorBody {
  const error_description =
    names.length === 1
      ? `Campo obrigatório não informado: ${names[0]}.`
      : `Campos obrigatórios não informados: ${names.join(', ')}.`;
  return { error: 'invalid_request', error_description };
}

const isGrant = (value: string): value is Grant => value === 'password' || value === 'refresh_token';

/** The OAuth failure for a request that cannot be a grant at all, or null when it can. */
function requestError(body: TokenRequest): TokenErrorBody | null {
  if (body.grant_type && !isGrant(body.grant_type)) {
    return {
      error: 'unsupported_grant_type',
      error_description: 'Tipo de concessão não suportado; use grant_type=password ou grant_type=refresh_token.',
    };
  }
  const grant = body.grant_type === 'refresh_token' ? 'refresh_token' : 'password';
  const missing = REQUIRED_FIELDS[grant].filter((name) => !body[name]);
  return missing.length > 0 ? missingFieldsError(missing) : null;
}

// Any request may be refused as malformed (a control character, a bad parameter) before its token is even read.
const bearerErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/** Sign-in (token 1), the account token (token 2), the user's locations and profile. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const idleSeconds = refreshIdleSeconds();
  const graceSeconds = refreshGraceSeconds();

  /** Token 1 of a session, with the session's next refresh token. */
  async function grantOf(userId: number, sessionId: string, refreshToken: string) {
    const accessToken = await app.tokens.issueUserToken({ userId }, { sessionId });
    return {
      access_token: accessToken,
      token_type: 'bearer' as const,
      expires_in: app.tokens.ttlSeconds,
      refresh_token: refreshToken,
    };
  }

  // Checked as sent: with Ajv's coercion a number would pass for a password (and count as a failed sign-in), and
  // a revoke body of "" or 0 would pass for null.
  app.post(
    '/token',
    {
      // Validation failures are answered in the OAuth shape below, not by the JSON error handler.
      attachValidation: true,
      // So are bodies refused before validation (broken JSON, a wrong content type, too large); server faults
      // go on to the app's handler.
      errorHandler: (err, _request, reply) => {
        const status = statusOf(err);
        if (status >= 500) throw err;
        return reply.code(status).send({ error: 'invalid_request', error_description: `Requisição inválida: ${err.message}` });
      },
      schema: {
        tags: ['auth'],
        summary: 'Signs a user in (password grant) or renews the session (refresh_token grant); returns token 1',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequestSchema,
        response: { 200: TokenResponseSchema, 400: TokenErrorSchema, 429: TokenErrorSchema, '4xx': TokenErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.validationError) {
        return reply.code(400).send({
          error: 'invalid_request',
          error_description: 'Requisição inválida: envie client_id, grant_type, userName e password como texto.',
        });
      }
      const body = request.body ?? {};
      const failure = requestError(body);
      if (failure) return reply.code(400).send(failure);

      if (body.grant_type === 'refresh_token') {
        // A refresh token is 256 random bits: guessing one is hopeless, so it costs no hashing and no throttle.
        const rotated = await rotateRefreshToken(app.db, body.refresh_token as string, idleSeconds, graceSeconds);
        if (!rotated.ok) {
          if (rotated.reason === 'reused') app.live.disconnectSession(rotated.sessionId);
          return reply.code(400).send(SESSION_ENDED);
        }
        return grantOf(rotated.userId, rotated.sessionId, rotated.refreshToken);
      }

      // Refused before the password is checked: an attacker at the limit costs no hashing.
      const attempt = await startLoginAttempt(app.db, body.userName as string, clientNetworkOf(request.ip));
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        return reply.code(429).send(TOO_MANY_ATTEMPTS);
      }
      const user = await findCredentialsByEmail(app.db, body.userName as string);
      let valid: boolean;
      try {
        valid = user ? await verifyPassword(body.password as string, user.passwordHash) : await verifyAgainstDecoy(body.password as string);
      } catch (err) {
        if (!(err instanceof HashQueueFull)) throw err;
        // A flood of sign-ins: answered at once, not counted, and nothing hashed.
        await attempt.abandoned();
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        return reply.code(429).send(TOO_MANY_ATTEMPTS);
      }
      if (!user || !valid) return reply.code(400).send(INVALID_GRANT);
      await attempt.succeeded();
      // A person of the team taken off it keeps their e-mail, for when they come back, but cannot sign in with it.
      if ((await signedInMemberOf(app.db, user.id))?.active === false) return reply.code(400).send(MEMBER_INACTIVE);

      const session = await startSession(app.db, user.id, request.headers['user-agent'] ?? '', idleSeconds);
      return grantOf(user.id, session.sessionId, session.refreshToken);
    },
  );

  app.post(
    '/token/revoke',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Revokes the bearer token (1 or 2), and the token in the body when it is valid and of the same user, ' +
          'with the whole sign-in they belong to: its refresh tokens and every token minted from it',
        security: bearer,
        body: RevokeTokenRequestSchema,
        response: { 204: NoContentSchema, ...bearerErrors },
      },
    },
    async (request, reply) => {
      const presented = await verifiedBearer(request);
      const revoking = [presented];
      const other = request.body?.token ? await app.tokens.verifyAnyToken(request.body.token).catch(() => null) : null;
      // A token of someone else is left alone: this call may only end its own caller's session.
      if (other && other.userId === presented.userId) revoking.push(other);
      await Promise.all(revoking.map((token) => revokeToken(app.db, token.tokenId, token.expiresAt)));
      const sessions = new Set(revoking.flatMap((token) => (token.sessionId ? [token.sessionId] : [])));
      await Promise.all([...sessions].map((sessionId) => revokeSession(app.db, sessionId)));
      for (const token of revoking) app.live.disconnectToken(token.tokenId);
      for (const sessionId of sessions) app.live.disconnectSession(sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/token-v2',
    {
      onRequest: app.authenticateUser,
      schema: {
        tags: ['auth'],
        summary: 'Trades token 1 for token 2, whose account claim is the provider id',
        security: bearer,
        response: { 200: TokenV2ResponseSchema, ...bearerErrors },
      },
    },
    async (request) => {
      const { userId, sessionId } = requireUser(request);
      const providerId = await findUserProviderId(app.db, userId);
      if (providerId === null) throw unauthorized('Usuário não encontrado.');
      const signedIn = await signedInMemberOf(app.db, userId);
      if (signedIn?.active === false) throw unauthorized(STAFF_MESSAGES.personInactive);
      const member = signedIn ? { memberId: signedIn.memberId, shopId: signedIn.shopId } : undefined;
      return { token: await app.tokens.issueAccountToken({ userId, providerId, member }, { sessionId }) };
    },
  );

  app.get(
    '/api/providers/:providerId/locations',
    {
      onRequest: app.authenticateUser,
      schema: {
        tags: ['auth'],
        summary: "Lists the provider's locations (shops), ordered by id",
        security: bearer,
        params: ProviderLocationsParamsSchema,
        response: { 200: LocationListSchema, ...bearerErrors, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const providerId = await findUserProviderId(app.db, userId);
      if (providerId !== request.params.providerId) throw notFound();
      const locations = await listProviderLocations(app.db, providerId);
      // A person signed in with their own e-mail sees only the shop they are of, so the app opens on it.
      const member = await signedInMemberOf(app.db, userId);
      return member ? locations.filter((location) => location.id === member.shopId) : locations;
    },
  );

  app.get(
    '/api/me/profile',
    {
      onRequest: app.authenticateUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: ProfileSchema, ...bearerErrors },
      },
    },
    async (request) => {
      const profile = await findProfile(app.db, requireUser(request).userId);
      if (!profile) throw unauthorized('Usuário não encontrado.');
      return profile;
    },
  );
};
