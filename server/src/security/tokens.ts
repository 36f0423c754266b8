import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { DbOrTrx } from '../db/database';
import type { AccountPrincipal, UserPrincipal } from '../fastify-types';

const ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'back-office';
export const TOKEN_AUDIENCE = 'back-office-api';
export const DEFAULT_TOKEN_TTL_SECONDS = 43200;
const SECRET_ROW = 'jwt';
const MIN_SECRET_LENGTH = 32;

/** Token 1 names a user, token 2 an account; the claim keeps one from passing for the other. */
export type TokenType = 'user' | 'account';

export type TokenFailure = 'expired' | 'invalid' | 'wrong_type';

export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(reason);
  }
}

export interface VerifiedAccount extends AccountPrincipal {
  /** Epoch seconds; live connections are dropped at this moment. */
  expiresAt: number;
}

export interface IssueOptions {
  /** Overrides the configured lifetime; negative values exist for tests of expiry. */
  ttlSeconds?: number;
}

export interface TokenService {
  readonly ttlSeconds: number;
  issueUserToken(user: UserPrincipal, options?: IssueOptions): Promise<string>;
  issueAccountToken(account: AccountPrincipal, options?: IssueOptions): Promise<string>;
  /** Throws TokenError. */
  verifyUserToken(token: string): Promise<UserPrincipal>;
  /** Throws TokenError. */
  verifyAccountToken(token: string): Promise<VerifiedAccount>;
}

export function tokenTtlSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TOKEN_TTL_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_TOKEN_TTL_SECONDS;
  const ttl = Number(raw);
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error(`Invalid TOKEN_TTL_SECONDS "${raw}": use a whole number of seconds`);
  return ttl;
}

/**
 * The configured secret, or one generated once and kept in the database. Insert-if-absent then read back:
 * several servers sharing a database all end up signing with the first secret written.
 */
export async function resolveJwtSecret(db: DbOrTrx, configured?: string): Promise<Uint8Array> {
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
    }
    return Buffer.from(configured, 'utf8');
  }
  const read = () => db.selectFrom('server_secrets').select('value').where('name', '=', SECRET_ROW).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('server_secrets')
      .values({ name: SECRET_ROW, value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('The token secret could not be stored');
  return Buffer.from(row.value, 'base64url');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function idOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number = tokenTtlSeconds()): TokenService {
  async function issue(type: TokenType, userId: number, claims: JWTPayload, options?: IssueOptions) {
    const issuedAt = nowSeconds();
    return new SignJWT({ ...claims, typ: type })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (options?.ttlSeconds ?? ttlSeconds))
      .sign(secret);
  }

  async function verify(token: string, type: TokenType): Promise<JWTPayload & { exp: number }> {
    let payload: JWTPayload;
    try {
      // Pinning the algorithm is what refuses `alg: none` and any key-confusion trick.
      ({ payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'sub', 'typ'],
      }));
    } catch (err) {
      throw new TokenError((err as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid');
    }
    if (payload.typ !== type) throw new TokenError('wrong_type');
    return payload as JWTPayload & { exp: number };
  }

  return {
    ttlSeconds,
    issueUserToken: (user, options) => issue('user', user.userId, {}, options),
    issueAccountToken: (account, options) =>
      issue('account', account.userId, { account: String(account.providerId) }, options),
    async verifyUserToken(token) {
      const payload = await verify(token, 'user');
      const userId = idOf(payload.sub);
      if (userId === null) throw new TokenError('invalid');
      return { userId };
    },
    async verifyAccountToken(token) {
      const payload = await verify(token, 'account');
      const userId = idOf(payload.sub);
      const providerId = idOf(payload.account);
      if (userId === null || providerId === null) throw new TokenError('invalid');
      return { userId, providerId, expiresAt: payload.exp };
    },
  };
}
