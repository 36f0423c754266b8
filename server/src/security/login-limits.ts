import { createHash } from 'node:crypto';
import type { Db } from '@server/db/database';
import { normalizeEmail } from '@server/repositories/accounts';

/** Failed sign-ins counted over this sliding window. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failures for one email from one address within the window; that address's next attempt on it is refused. */
export const MAX_FAILURES_PER_EMAIL = 5;
/** Failures per client address within the window, across every email it tries. */
export const MAX_FAILURES_PER_ADDRESS = 30;
/**
 * Failures for one email from all addresses within the window. Past it, only addresses that have not failed on the
 * email may still try: someone guessing from many addresses gets one try per address, while the owner, at an
 * address with no failures, still signs in. Throttling, not lock-out, as OWASP's authentication guidance advises.
 */
export const MAX_FAILURES_PER_ACCOUNT = 50;

export interface LoginAttempt {
  readonly allowed: true;
  /** The password was right: this address's failures on the email are forgotten and this attempt is not counted. */
  succeeded(): Promise<void>;
  /** The password could not be checked (the server was busy): the attempt is not counted. */
  abandoned(): Promise<void>;
}

export interface RefusedAttempt {
  readonly allowed: false;
  /** Whole seconds until enough failures leave the window for an attempt to be allowed again. */
  retryAfterSeconds: number;
}

// Fixed-length keys: the table never stores an email, nor a string of an attacker's choosing.
const keyOf = (kind: 'email' | 'address' | 'pair', value: string) =>
  `${kind}:${createHash('sha256').update(value).digest('base64url')}`;

/** When the failure that keeps the key at its limit leaves the window, or null when the key is under it. */
async function blockedUntil(db: Db, key: string, limit: number, windowStart: string): Promise<number | null> {
  const row = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('key', '=', key)
    .where('failed_at', '>', windowStart)
    .orderBy('failed_at', 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? Date.parse(row.failed_at) + LOGIN_WINDOW_SECONDS * 1000 : null;
}

/**
 * Counts a sign-in attempt before its password is checked, so concurrent attempts on several servers cannot
 * slip past the limit together: each one is recorded first and then sees the others. An attempt that is refused,
 * or whose password is right, removes its own rows again, so refused attempts never extend a lock beyond the
 * window of the failures that caused it.
 */
export async function startLoginAttempt(
  db: Db,
  email: string,
  address: string,
  now: Date = new Date(),
): Promise<LoginAttempt | RefusedAttempt> {
  const emailKey = keyOf('email', normalizeEmail(email));
  const addressKey = keyOf('address', address);
  const pairKey = keyOf('pair', `${normalizeEmail(email)}\n${address}`);
  const failedAt = now.toISOString();
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000).toISOString();

  await db.deleteFrom('login_failures').where('failed_at', '<=', windowStart).execute();
  const ids = (
    await db
      .insertInto('login_failures')
      .values([
        { key: emailKey, failed_at: failedAt },
        { key: addressKey, failed_at: failedAt },
        { key: pairKey, failed_at: failedAt },
      ])
      .returning('id')
      .execute()
  ).map((row) => row.id);
  const forgetThisAttempt = () => db.deleteFrom('login_failures').where('id', 'in', ids).execute();

  // The limit-th most recent failure before this one decides: when there is one, this attempt is one too many.
  const [pairUntil, addressUntil, accountUntil, pairFailedBefore] = await Promise.all([
    blockedUntil(db, pairKey, MAX_FAILURES_PER_EMAIL + 1, windowStart),
    blockedUntil(db, addressKey, MAX_FAILURES_PER_ADDRESS + 1, windowStart),
    blockedUntil(db, emailKey, MAX_FAILURES_PER_ACCOUNT + 1, windowStart),
    blockedUntil(db, pairKey, 2, windowStart),
  ]);
  const until = [pairUntil, addressUntil, pairFailedBefore === null ? null : accountUntil];
  const latest = Math.max(...until.map((at) => at ?? 0));
  if (latest > 0) {
    await forgetThisAttempt();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((latest - now.getTime()) / 1000)) };
  }
  return {
    allowed: true,
    async succeeded() {
      // What this address got wrong on the account is forgiven; other addresses' failures still count.
      await db.deleteFrom('login_failures').where('key', '=', pairKey).execute();
      await forgetThisAttempt();
    },
    async abandoned() {
      await forgetThisAttempt();
    },
  };
}
