import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { DbOrTrx } from '@server/db/database';
import { nowMs } from '@server/domain/clock';
import type { AccountPrincipal, SignedInMember, UserPrincipal } from './principals';
import { storedSecret } from './stored-secrets';

const ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'back-office';
export const TOKEN_AUDIENCE = 'back-office-api';
export const DEFAULT_TOKEN_TTL_SECONDS = 43200;
const SECRET_ROW = 'jwt';
const MIN_SECRET_LENGTH = 32;
// Servers sharing a database may disagree on the time by a little; a token minted on one is good on the others.
const CLOCK_TOLERANCE_SECONDS = 5;
// Staff keep their tokens for hours and send one with every call; this is far above the tokens in use at once.
const VERIFIED_TOKEN_CACHE_SIZE = 5000;

/** Token 1 names a user, token 2 an account; the claim keeps one from passing for the other. */
export type TokenType = 'user' | 'account';
/**
 * What a shared device sends beside token 2 (contract/staff.ts): the person acting, and a manager's authorization of
 * one action. Never a bearer: the claim keeps either from passing for token 1 or 2, and those for either of these.
 */
export type StaffTokenType = 'person' | 'authorization';
type AnyTokenType = TokenType | StaffTokenType;
const BEARER_TYPES: readonly AnyTokenType[] = ['user', 'account'];
/** A manager's authorization is good for one action, for this long. */
export const AUTHORIZATION_TTL_SECONDS = 120;

export type TokenFailure = 'expired' | 'invalid' | 'wrong_type' | 'revoked';

export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(reason);
  }
}

/** What identifies one issued token, for revoking it and for dropping what outlives it. */
export interface TokenIdentity {
  /** The jti claim, unique per token. */
  tokenId: string;
  /** Epoch seconds; live connections are dropped at this moment. */
  expiresAt: number;
  /** The sid claim: the sign-in the token was minted from, absent on tokens minted before sessions existed. */
  sessionId?: string;
}

export interface VerifiedUser extends UserPrincipal, TokenIdentity {}

export interface VerifiedAccount extends AccountPrincipal, TokenIdentity {}

/** The person of a team acting on one shop's device; sessionId is the device's sign-in. */
export interface PersonClaims {
  memberId: number;
  shopId: number;
  providerId: number;
  sessionId?: string;
}

export interface VerifiedPerson extends PersonClaims, TokenIdentity {}

/** A manager's authorization of one permission in one shop. */
export interface AuthorizationClaims {
  memberId: number;
  shopId: number;
  permission: string;
}

export interface VerifiedAuthorization extends AuthorizationClaims, TokenIdentity {}

/** A verified token of either type. */
export interface VerifiedToken extends TokenIdentity {
  type: TokenType;
  userId: number;
}

/** Answers whether a token id, or the session it belongs to, was revoked; checked after the signature and claims. */
export type RevocationCheck = (tokenId: string, sessionId?: string) => Promise<boolean>;

export interface IssueOptions {
  /** Overrides the configured lifetime; negative values exist for tests of expiry. */
  ttlSeconds?: number;
  /** The sign-in the token belongs to (the sid claim), so ending it ends the token too. */
  sessionId?: string;
}

export interface TokenService {
  readonly ttlSeconds: number;
  issueUserToken(user: UserPrincipal, options?: IssueOptions): Promise<string>;
  issueAccountToken(account: AccountPrincipal, options?: IssueOptions): Promise<string>;
  /** Throws TokenError. */
  verifyUserToken(token: string): Promise<VerifiedUser>;
  /** Throws TokenError. */
  verifyAccountToken(token: string): Promise<VerifiedAccount>;
  /** Token 1 or token 2; throws TokenError. */
  verifyAnyToken(token: string): Promise<VerifiedToken>;
  /** Lives as long as token 2 and ends with the device's sign-in (its sid). */
  issuePersonToken(person: PersonClaims): Promise<string>;
  /** Throws TokenError. */
  verifyPersonToken(token: string): Promise<VerifiedPerson>;
  /** Good for AUTHORIZATION_TTL_SECONDS; its jti is spent by the first action it allows. */
  issueAuthorizationToken(authorization: AuthorizationClaims): Promise<string>;
  /** Throws TokenError. */
  verifyAuthorizationToken(token: string): Promise<VerifiedAuthorization>;
}

export function tokenTtlSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TOKEN_TTL_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_TOKEN_TTL_SECONDS;
  const ttl = Number(raw);
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error(`Invalid TOKEN_TTL_SECONDS "${raw}": use a whole number of seconds`);
  return ttl;
}

/** The configured secret, or one generated once and kept in the database (shared by every server on it). */
export async function resolveJwtSecret(db: DbOrTrx, configured?: string): Promise<Uint8Array> {
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
    }
    return Buffer.from(configured, 'utf8');
  }
  const stored = await storedSecret(db, SECRET_ROW, () => randomBytes(32).toString('base64url'));
  return Buffer.from(stored, 'base64url');
}

// The commands' clock: a test server's moved present (TEST_CLOCK) issues and judges tokens as the real one does.
const nowSeconds = () => Math.floor(nowMs() / 1000);

function idOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/** Token 2 of a member's own sign-in names the person and their shop, so no request has to look them up. */
const memberClaimsOf = (member: SignedInMember | undefined): JWTPayload =>
  member ? { mbr: String(member.memberId), shop: String(member.shopId) } : {};

type VerifiedPayload = JWTPayload & TokenIdentity & { type: AnyTokenType; userId: number };

/** Signs and checks both tokens; with isRevoked, a revoked token fails like any other bad token. */
export function createTokenService(
  secret: Uint8Array,
  ttlSeconds: number = tokenTtlSeconds(),
  isRevoked?: RevocationCheck,
): TokenService {
  // Imported once: given raw bytes, jose would import the key again for every token it signs or checks.
  const key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

  async function issue(type: AnyTokenType, userId: number, claims: JWTPayload, options?: IssueOptions) {
    const issuedAt = nowSeconds();
    const session = options?.sessionId ? { sid: options.sessionId } : {};
    return new SignJWT({ ...claims, ...session, typ: type })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(issuedAt + (options?.ttlSeconds ?? ttlSeconds))
      .setJti(randomUUID())
      .sign(await key);
  }

  /**
   * Web Crypto's signature check took about a tenth of the server's time under the API benchmark, for a token
   * the same staff member sends with every call. A token whose signature and claims passed is kept, and passes
   * again without that check until its expiry (checked here; past it, jose alone decides the few seconds of
   * tolerance). A kept token is never more than a verified one: type, subject and revocation are still checked on
   * every call.
   */
  const verifiedPayloads = new LRUCache<string, JWTPayload>({ max: VERIFIED_TOKEN_CACHE_SIZE });

  async function verifiedPayloadOf(token: string): Promise<JWTPayload> {
    const kept = verifiedPayloads.get(token);
    if (kept && (kept.exp as number) > nowSeconds()) return kept;
    try {
      // Pinning the algorithm is what refuses `alg: none` and any key-confusion trick.
      const { payload } = await jwtVerify(token, await key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(nowMs()),
        requiredClaims: ['exp', 'nbf', 'sub', 'typ', 'jti'],
      });
      verifiedPayloads.set(token, payload);
      return payload;
    } catch (err) {
      verifiedPayloads.delete(token);
      throw new TokenError((err as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid');
    }
  }

  /** `userId` is the subject: the user of token 1 and 2, the member of the team of the staff tokens. */
  async function verify(token: string, accepted: readonly AnyTokenType[]): Promise<VerifiedPayload & { type: AnyTokenType }> {
    const payload = await verifiedPayloadOf(token);
    const type = accepted.find((candidate) => candidate === payload.typ);
    if (type === undefined) throw new TokenError('wrong_type');
    const userId = idOf(payload.sub);
    if (userId === null || typeof payload.jti !== 'string' || payload.jti === '') throw new TokenError('invalid');
    if (payload.sid !== undefined && (typeof payload.sid !== 'string' || payload.sid === '')) throw new TokenError('invalid');
    const sessionId = payload.sid as string | undefined;
    // Staff tokens are never revoked one by one: a person token is good only beside token 2 of its own sign-in, which
    // is checked; an authorization is spent by its first use (spent-authorizations.ts).
    if (isRevoked && BEARER_TYPES.includes(type) && (await isRevoked(payload.jti, sessionId))) throw new TokenError('revoked');
    return { ...payload, type, userId, tokenId: payload.jti, expiresAt: payload.exp as number, sessionId };
  }

  return {
    ttlSeconds,
    issueUserToken: (user, options) => issue('user', user.userId, {}, options),
    issueAccountToken: (account, options) =>
      issue('account', account.userId, { account: String(account.providerId), ...memberClaimsOf(account.member) }, options),
    async verifyUserToken(token) {
      const { userId, tokenId, expiresAt, sessionId } = await verify(token, ['user']);
      return { userId, tokenId, expiresAt, sessionId };
    },
    async verifyAccountToken(token) {
      const payload = await verify(token, ['account']);
      const providerId = idOf(payload.account);
      if (providerId === null) throw new TokenError('invalid');
      const { userId, tokenId, expiresAt, sessionId } = payload;
      if (payload.mbr === undefined) return { userId, providerId, tokenId, expiresAt, sessionId };
      const memberId = idOf(payload.mbr);
      const shopId = idOf(payload.shop);
      if (memberId === null || shopId === null) throw new TokenError('invalid');
      return { userId, providerId, tokenId, expiresAt, sessionId, member: { memberId, shopId } };
    },
    async verifyAnyToken(token) {
      const { type, userId, tokenId, expiresAt, sessionId } = await verify(token, BEARER_TYPES);
      return { type: type as TokenType, userId, tokenId, expiresAt, sessionId };
    },
    issuePersonToken: ({ memberId, shopId, providerId, sessionId }) =>
      issue('person', memberId, { shop: String(shopId), account: String(providerId) }, { sessionId }),
    async verifyPersonToken(token) {
      const payload = await verify(token, ['person']);
      const shopId = idOf(payload.shop);
      const providerId = idOf(payload.account);
      if (shopId === null || providerId === null) throw new TokenError('invalid');
      const { userId: memberId, tokenId, expiresAt, sessionId } = payload;
      return { memberId, shopId, providerId, tokenId, expiresAt, sessionId };
    },
    issueAuthorizationToken: ({ memberId, shopId, permission }) =>
      issue('authorization', memberId, { shop: String(shopId), perm: permission }, { ttlSeconds: AUTHORIZATION_TTL_SECONDS }),
    async verifyAuthorizationToken(token) {
      const payload = await verify(token, ['authorization']);
      const shopId = idOf(payload.shop);
      if (shopId === null || typeof payload.perm !== 'string') throw new TokenError('invalid');
      const { userId: memberId, tokenId, expiresAt } = payload;
      return { memberId, shopId, permission: payload.perm, tokenId, expiresAt };
    },
  };
}
