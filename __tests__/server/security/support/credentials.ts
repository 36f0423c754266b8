import { randomBytes } from 'node:crypto';
import { createTokenService } from '@server/security/tokens';
import type { TestApp } from '../../support/test-app';
import { OTHER_EMAIL } from '../../support/test-app';
import { startSession } from '@server/security/sessions';

const SESSION_SECONDS = 3600;

/** The token a route needs: token 1 (user), token 2 (account), either (any), or none at all. */
export type RouteAuth = 'user' | 'account' | 'any' | 'public' | 'password';

/** Who calls, and with what, in the authorization matrix. */
export const CALLERS = ['owner', 'stranger', 'none', 'expired', 'otherKey', 'algNone', 'wrongType'] as const;
export type Caller = (typeof CALLERS)[number];

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same claims as a real token, unsigned and announcing `alg: none`. */
function unsigned(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as object;
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/**
 * A fresh Authorization header per caller, minted for this call only: a revoke call revokes what it carries,
 * so no two routes share a token. Token 1 stands in for token 2 and the other way round as the wrong type.
 */
export async function authorizationsFor(t: TestApp, auth: RouteAuth): Promise<Record<Caller, string | undefined>> {
  const type = auth === 'user' ? 'user' : 'account';
  const demo = { userId: t.demo.demo.userId, providerId: t.demo.demo.providerId };
  // The owner signed in as the app does, so routes tied to the sign-in (push subscriptions) see one; the wrong
  // type comes from a sign-in of its own, since revoking with it ends its whole sign-in.
  const signedIn = async () => {
    const { sessionId } = await startSession(t.db, demo.userId, 'authorization matrix', SESSION_SECONDS);
    return {
      userToken: await t.app.tokens.issueUserToken(demo, { sessionId }),
      accountToken: await t.app.tokens.issueAccountToken(demo, { sessionId }),
    };
  };
  const [owner, ownerElsewhere] = await Promise.all([signedIn(), signedIn()]);
  const stranger = await t.tokensFor(OTHER_EMAIL);
  const pick = (tokens: { userToken: string; accountToken: string }, which: 'user' | 'account') =>
    which === 'user' ? tokens.userToken : tokens.accountToken;
  const issue = (service: typeof t.app.tokens, ttlSeconds?: number) =>
    type === 'user' ? service.issueUserToken(demo, { ttlSeconds }) : service.issueAccountToken(demo, { ttlSeconds });
  const bearer = (token: string) => `Bearer ${token}`;
  return {
    owner: bearer(pick(owner, type)),
    stranger: bearer(pick(stranger, type)),
    none: undefined,
    expired: bearer(await issue(t.app.tokens, -60)),
    otherKey: bearer(await issue(createTokenService(randomBytes(32)))),
    algNone: bearer(unsigned(pick(owner, type))),
    wrongType: bearer(pick(ownerElsewhere, type === 'user' ? 'account' : 'user')),
  };
}
