import type { Db } from '@server/db/database';
import { nowMs } from '@server/domain/clock';

/**
 * Spends a manager's authorization (by its jti): true the first time, false ever after, on every server sharing the
 * database. Rows of authorizations past their expiry go on the way, since those are refused by their exp claim.
 */
export async function spendAuthorization(db: Db, tokenId: string, expiresAtSeconds: number): Promise<boolean> {
  await db.deleteFrom('used_authorizations').where('expires_at', '<', new Date(nowMs()).toISOString()).execute();
  const spent = await db
    .insertInto('used_authorizations')
    .values({ token_id: tokenId, expires_at: new Date(expiresAtSeconds * 1000).toISOString() })
    .onConflict((oc) => oc.column('token_id').doNothing())
    .returning('token_id')
    .executeTakeFirst();
  return spent !== undefined;
}
