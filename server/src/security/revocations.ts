import type { Db } from '@server/db/database';
import { nowMs } from '@server/domain/clock';

/**
 * Refuses a token (by its jti) until it expires. Rows of tokens that expired already are dropped here, since
 * such tokens are refused by their exp claim anyway; the table holds only live revocations.
 */
export async function revokeToken(db: Db, tokenId: string, expiresAtSeconds: number, now: Date = new Date(nowMs())): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ token_id: tokenId, expires_at: new Date(expiresAtSeconds * 1000).toISOString() })
    .onConflict((oc) => oc.column('token_id').doNothing())
    .execute();
}

/**
 * A token is refused when it was revoked itself, or when the sign-in it was minted from ended ('Sair', reuse) or
 * is gone: the sweep in startSession removes sign-ins idle past their end, and with a short
 * REFRESH_TOKEN_IDLE_DAYS that comes before the tokens minted from them expire. A missing row never means "still on".
 */
export async function isRevoked(db: Db, tokenId: string, sessionId?: string): Promise<boolean> {
  const byToken = db.selectFrom('revoked_tokens').select('token_id as id').where('token_id', '=', tokenId);
  if (!sessionId) return (await byToken.executeTakeFirst()) !== undefined;
  const [revoked, liveSession] = await Promise.all([
    byToken.executeTakeFirst(),
    db.selectFrom('sign_in_sessions').select('id').where('id', '=', sessionId).where('revoked_at', 'is', null).executeTakeFirst(),
  ]);
  return revoked !== undefined || liveSession === undefined;
}
