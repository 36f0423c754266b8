import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_EXPIRED_MESSAGE } from '@contract/errors';
import type { AccountPrincipal, UserPrincipal } from '@server/security/principals';
import { unauthorized } from '@server/http-errors';
import { notFound } from '@server/domain/errors';
import { isShopOfProvider } from '@server/repositories/accounts';
import { isRevoked } from '@server/security/revocations';
import { createTokenService, resolveJwtSecret, TokenError, type TokenFailure, type VerifiedToken } from '@server/security/tokens';

const failureMessages: Record<TokenFailure, string> = {
  expired: TOKEN_EXPIRED_MESSAGE,
  invalid: 'Token inválido.',
  wrong_type: 'Token de tipo incorreto para esta chamada.',
  revoked: 'Token revogado.',
};

function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Token ausente.');
  const match = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim());
  if (!match) throw unauthorized(failureMessages.invalid);
  return match[1];
}

function asUnauthorized(err: unknown): unknown {
  return err instanceof TokenError ? unauthorized(failureMessages[err.reason]) : err;
}

/** Decorates app.tokens, app.authenticateUser and app.authenticateAccount. */
export async function installAuth(app: FastifyInstance): Promise<void> {
  const secret = await resolveJwtSecret(app.db, app.config.jwtSecret);
  // Every check of either token, live connections included, goes through here and so sees revocations.
  const tokens = createTokenService(secret, undefined, (tokenId, sessionId) => isRevoked(app.db, tokenId, sessionId));
  app.decorate('tokens', tokens);
  app.decorateRequest('user', undefined);
  app.decorateRequest('account', undefined);

  app.decorate('authenticateUser', async (request: FastifyRequest) => {
    try {
      const { userId, sessionId } = await tokens.verifyUserToken(bearerOf(request));
      request.user = { userId, sessionId };
    } catch (err) {
      throw asUnauthorized(err);
    }
  });

  app.decorate('authenticateAccount', async (request: FastifyRequest) => {
    try {
      const { userId, providerId, sessionId, member } = await tokens.verifyAccountToken(bearerOf(request));
      request.account = { userId, providerId, sessionId, member };
    } catch (err) {
      throw asUnauthorized(err);
    }
  });
}

/** The request's bearer token, token 1 or token 2, verified; a failure is a 401. */
export async function verifiedBearer(request: FastifyRequest): Promise<VerifiedToken> {
  try {
    return await request.server.tokens.verifyAnyToken(bearerOf(request));
  } catch (err) {
    throw asUnauthorized(err);
  }
}

/** The user of a route guarded by app.authenticateUser. */
export function requireUser(request: FastifyRequest): UserPrincipal {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The account of a route guarded by app.authenticateAccount. */
export function requireAccount(request: FastifyRequest): AccountPrincipal {
  if (!request.account) throw unauthorized();
  return request.account;
}

/**
 * Refuses, as not found, any account or shop in a path that the token's account does not own,
 * so another provider's ids cannot even be confirmed to exist.
 */
export async function assertShopAccess(request: FastifyRequest, accountId: number, shopId: number): Promise<void> {
  const account = requireAccount(request);
  if (account.providerId !== accountId) throw notFound();
  // A person signed in with their own e-mail reaches their own shop only, not the provider's others.
  if (account.member && account.member.shopId !== shopId) throw notFound();
  if (!(await isShopOfProvider(request.server.db, accountId, shopId))) throw notFound();
}
