import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  LocationListSchema,
  ProfileSchema,
  ProviderLocationsParamsSchema,
  TokenErrorSchema,
  TokenRequestSchema,
  TokenResponseSchema,
  TokenV2ResponseSchema,
  type TokenRequest,
} from '../../../contract/auth';
import type { TokenErrorBody } from '../../../contract/errors';
import { notFound, unauthorized } from '../http-errors';
import { requireUser } from '../plugins/auth';
import { findCredentialsByEmail, findProfile, findUserProviderId, listProviderLocations } from '../repositories/accounts';
import { verifyAgainstDecoy, verifyPassword } from '../security/passwords';

const REQUIRED_FIELDS = ['client_id', 'grant_type', 'userName', 'password'] as const;

// One answer for an unknown email and a wrong password, so the endpoint does not reveal who has an account.
const INVALID_GRANT: TokenErrorBody = { error: 'invalid_grant', error_description: 'Usuário ou senha inválidos.' };

function missingFieldsError(names: string[]): TokenErrorBody {
  const error_description =
    names.length === 1
      ? `Campo obrigatório não informado: ${names[0]}.`
      : `Campos obrigatórios não informados: ${names.join(', ')}.`;
  return { error: 'invalid_request', error_description };
}

/** The OAuth failure for a request that cannot be a password grant at all, or null when it can. */
function requestError(body: TokenRequest): TokenErrorBody | null {
  if (body.grant_type && body.grant_type !== 'password') {
    return { error: 'unsupported_grant_type', error_description: 'Tipo de concessão não suportado; use grant_type=password.' };
  }
  const missing = REQUIRED_FIELDS.filter((name) => !body[name]);
  return missing.length > 0 ? missingFieldsError(missing) : null;
}

const bearer = [{ bearer: [] }];
const unauthorizedResponse = { 401: ApiErrorSchema };

/** Sign-in (token 1), the account token (token 2), the user's locations and profile. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/token',
    {
      // Validation failures are answered in the OAuth shape below, not by the JSON error handler.
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Signs a user in with the password grant and returns token 1',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequestSchema,
        response: { 200: TokenResponseSchema, 400: TokenErrorSchema },
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

      const user = await findCredentialsByEmail(app.db, body.userName as string);
      const valid = user
        ? await verifyPassword(body.password as string, user.passwordHash)
        : await verifyAgainstDecoy(body.password as string);
      if (!user || !valid) return reply.code(400).send(INVALID_GRANT);

      const accessToken = await app.tokens.issueUserToken({ userId: user.id });
      return { access_token: accessToken, token_type: 'bearer' as const, expires_in: app.tokens.ttlSeconds };
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
        response: { 200: TokenV2ResponseSchema, ...unauthorizedResponse },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const providerId = await findUserProviderId(app.db, userId);
      if (providerId === null) throw unauthorized('Usuário não encontrado.');
      return { token: await app.tokens.issueAccountToken({ userId, providerId }) };
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
        response: { 200: LocationListSchema, ...unauthorizedResponse, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const providerId = await findUserProviderId(app.db, userId);
      if (providerId !== request.params.providerId) throw notFound();
      return listProviderLocations(app.db, providerId);
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
        response: { 200: ProfileSchema, ...unauthorizedResponse },
      },
    },
    async (request) => {
      const profile = await findProfile(app.db, requireUser(request).userId);
      if (!profile) throw unauthorized('Usuário não encontrado.');
      return profile;
    },
  );
};
