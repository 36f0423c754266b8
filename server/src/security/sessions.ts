import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, DbOrTrx } from '@server/db/database';
import { nowMs } from '@server/domain/clock';
import { removeSessionSubscriptions } from '@server/repositories/push-subscriptions';

export const DEFAULT_REFRESH_IDLE_DAYS = 30;
const DAY_SECONDS = 86_400;
// A user agent is only a label for the staff member's devices; it must not fill the table.
const MAX_DEVICE_LENGTH = 200;

/**
 * How long after a refresh token was traded the same token still gets the same successor back: a renewal retried
 * after its answer was lost, or two tabs renewing at the same moment, keep the user signed in. Past it, or once the
 * successor itself was used, presenting the token again means two holders, and the sign-in ends.
 */
export const DEFAULT_REFRESH_GRACE_SECONDS = 30;
const MAX_REFRESH_GRACE_SECONDS = 300;

export function refreshGraceSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.REFRESH_TOKEN_GRACE_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_REFRESH_GRACE_SECONDS;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds > MAX_REFRESH_GRACE_SECONDS) {
    throw new Error(`Invalid REFRESH_TOKEN_GRACE_SECONDS "${raw}": use a whole number of seconds up to ${MAX_REFRESH_GRACE_SECONDS} (0 turns it off)`);
  }
  return seconds;
}

export function refreshIdleSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.REFRESH_TOKEN_IDLE_DAYS;
  if (raw === undefined || raw === '') return DEFAULT_REFRESH_IDLE_DAYS * DAY_SECONDS;
  const days = Number(raw);
  if (!Number.isFinite(days) || days <= 0) {
    throw new Error(`Invalid REFRESH_TOKEN_IDLE_DAYS "${raw}": use a positive number of days`);
  }
  return Math.round(days * DAY_SECONDS);
}

const hashOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('base64url');
const newRefreshToken = () => randomBytes(32).toString('base64url');

// The successor is kept encrypted under a key only the token it replaced gives: the database alone reveals neither.
const sealKeyOf = (refreshToken: string) => createHash('sha256').update(`successor:${refreshToken}`).digest();

function sealSuccessor(refreshToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKeyOf(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unsealSuccessor(refreshToken: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKeyOf(refreshToken), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
const isoAfter = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
}

/** A new sign-in: its session, and the first refresh token of its family. */
export async function startSession(
  db: Db,
  userId: number,
  device: string,
  idleSeconds: number,
  now: Date = new Date(nowMs()),
): Promise<StartedSession> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const createdAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Sessions idle past their end are of no use to anyone, reuse detection included.
    await trx.deleteFrom('sign_in_sessions').where('expires_at', '<', createdAt).execute();
    await trx
      .insertInto('sign_in_sessions')
      .values({
        id: sessionId,
        user_id: userId,
        device: device.slice(0, MAX_DEVICE_LENGTH),
        created_at: createdAt,
        expires_at: isoAfter(now, idleSeconds),
        revoked_at: null,
      })
      .execute();
    await trx
      .insertInto('refresh_tokens')
      .values({ token_hash: hashOf(refreshToken), session_id: sessionId, created_at: createdAt, used_at: null })
      .execute();
  });
  return { sessionId, refreshToken };
}

export type RotationResult =
  | { ok: true; sessionId: string; userId: number; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  | { ok: false; reason: 'reused'; sessionId: string };

async function revokeSessionIn(db: DbOrTrx, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sign_in_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  await removeSessionSubscriptions(db, sessionId);
}

/**
 * The successor a token was traded for, when the token is presented again within the grace window and the successor
 * has not been used itself: the same answer as the first time, to a retry or a concurrent tab. Null otherwise.
 */
async function successorWithinGrace(trx: DbOrTrx, refreshToken: string, now: Date, graceSeconds: number): Promise<string | null> {
  // Read again: a concurrent renewal may have committed its successor since this one looked.
  const used = await trx
    .selectFrom('refresh_tokens')
    .select(['used_at', 'successor_sealed'])
    .where('token_hash', '=', hashOf(refreshToken))
    .executeTakeFirst();
  if (!used?.used_at || !used.successor_sealed) return null;
  if (now.getTime() - Date.parse(used.used_at) > graceSeconds * 1000) return null;
  const successor = unsealSuccessor(refreshToken, used.successor_sealed);
  const next = await trx.selectFrom('refresh_tokens').select('used_at').where('token_hash', '=', hashOf(successor)).executeTakeFirst();
  return next && next.used_at === null ? successor : null;
}

/**
 * Trades a refresh token for the next one of its family. A token presented a second time means two holders: the
 * whole session is revoked (OAuth 2.0 Security BCP, refresh token reuse detection), unless it comes within
 * `graceSeconds` of the first use and its successor is still unused, which is a retry or a second tab: it gets the
 * same successor.
 */
export async function rotateRefreshToken(
  db: Db,
  refreshToken: string,
  idleSeconds: number,
  graceSeconds: number,
  now: Date = new Date(nowMs()),
): Promise<RotationResult> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<RotationResult> => {
    const row = await trx
      .selectFrom('refresh_tokens')
      .innerJoin('sign_in_sessions', 'sign_in_sessions.id', 'refresh_tokens.session_id')
      .select(['refresh_tokens.session_id', 'refresh_tokens.used_at', 'sign_in_sessions.user_id'])
      .select(['sign_in_sessions.expires_at', 'sign_in_sessions.revoked_at'])
      .where('refresh_tokens.token_hash', '=', hashOf(refreshToken))
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
    if (row.expires_at < at) return { ok: false, reason: 'expired' };
    const next = newRefreshToken();
    // The condition on used_at makes two concurrent uses of one token end with one winner, on either database; the
    // other waits for the winner's commit and then finds its successor.
    const marked = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: at, successor_sealed: sealSuccessor(refreshToken, next) })
      .where('token_hash', '=', hashOf(refreshToken))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (row.used_at !== null || marked.numUpdatedRows === 0n) {
      const successor = await successorWithinGrace(trx, refreshToken, now, graceSeconds);
      if (successor !== null) return { ok: true, sessionId: row.session_id, userId: row.user_id, refreshToken: successor };
      await revokeSessionIn(trx, row.session_id, now);
      return { ok: false, reason: 'reused', sessionId: row.session_id };
    }
    await trx
      .insertInto('refresh_tokens')
      .values({ token_hash: hashOf(next), session_id: row.session_id, created_at: at, used_at: null })
      .execute();
    await trx
      .updateTable('sign_in_sessions')
      .set({ expires_at: isoAfter(now, idleSeconds) })
      .where('id', '=', row.session_id)
      .execute();
    return { ok: true, sessionId: row.session_id, userId: row.user_id, refreshToken: next };
  });
}

/** 'Sair': the session's refresh tokens and every access token minted from it are refused from now on. */
export function revokeSession(db: Db, sessionId: string, now: Date = new Date(nowMs())): Promise<void> {
  return revokeSessionIn(db, sessionId, now);
}

/** Every open sign-in of a user ends (a member deactivated, a new password): their ids, to close their live links. */
export async function revokeUserSessions(db: DbOrTrx, userId: number, now: Date = new Date(nowMs())): Promise<string[]> {
  const open = await db.selectFrom('sign_in_sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  for (const { id } of open) await revokeSessionIn(db, id, now);
  return open.map((row) => row.id);
}
