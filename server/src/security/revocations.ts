import type { Db } from '../db/database';

/**
 * Refuses a token (by its jti) until it expires. Rows of tokens that expired already are dropped here, since
 * such tokens are refused by their exp claim anyway; the table holds only live revocations.
 */
export async function revokeToken(db: Db, tokenId: string, expiresAtSeconds: number, now: Date = new Date()): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ token_id: tokenId, expires_at: new Date(expiresAtSeconds * 1000).toISOString() })
    .onConflict((oc) => oc.column('token_id').doNothing())
    .execute();
}

export async function isRevoked(db: Db, tokenId: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_tokens').select('token_id').where('token_id', '=', tokenId).executeTakeFirst();
  return row !== undefined;
}
