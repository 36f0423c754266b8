import type { DbOrTrx } from '@server/db/database';
import { isUniqueViolation } from './common/unique-violation';

/** How long a key is honoured: a device's outbox is replayed within hours, not days. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request that has not answered in this long died with its instance: the key is taken again. */
export const IDEMPOTENCY_CLAIM_STALE_MS = 60_000;

export interface StoredAnswer {
  statusCode: number;
  body: string;
}

/**
 * What taking a key gave: the caller runs the command (`claimed`), or the first request's answer is sent again
 * (`answered`), or that request is still running (`running`), or the key was first sent with another call (`reused`).
 */
export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'answered'; answer: StoredAnswer }
  | { kind: 'running' }
  | { kind: 'reused' };

/**
 * Takes a shop's key for one request. The primary key decides between two requests (or two instances) taking it at
 * once: one inserts, the other reads what the first stored. A key past its time, or a claim whose request died, is
 * dropped first and taken anew.
 */
export async function claimIdempotencyKey(db: DbOrTrx, shopId: number, key: string, request: string, now: number): Promise<KeyClaim> {
  await db
    .deleteFrom('idempotency_keys')
    .where('location_id', '=', shopId)
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb('created_at', '<=', now - IDEMPOTENCY_KEY_TTL_MS),
        eb.and([eb('status_code', 'is', null), eb('created_at', '<=', now - IDEMPOTENCY_CLAIM_STALE_MS)]),
      ]),
    )
    .execute();
  try {
    await db.insertInto('idempotency_keys').values({ location_id: shopId, key, request, created_at: now }).execute();
    return { kind: 'claimed' };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request', 'status_code', 'response_body'])
    .where('location_id', '=', shopId)
    .where('key', '=', key)
    .executeTakeFirst();
  // Swept between the insert and the read: the next attempt takes it.
  if (!row) return { kind: 'running' };
  if (row.request !== request) return { kind: 'reused' };
  if (row.status_code === null) return { kind: 'running' };
  return { kind: 'answered', answer: { statusCode: row.status_code, body: row.response_body ?? '' } };
}

/** The first request's answer, sent again to every later request with the key. */
export async function storeIdempotentAnswer(db: DbOrTrx, shopId: number, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, response_body: answer.body })
    .where('location_id', '=', shopId)
    .where('key', '=', key)
    .execute();
}

/** The request failed on the server's side (5xx): nothing was decided, so a retry with the key runs again. */
export async function releaseIdempotencyKey(db: DbOrTrx, shopId: number, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('location_id', '=', shopId).where('key', '=', key).where('status_code', 'is', null).execute();
}

/** Removes every key past its time; returns how many. */
export async function sweepIdempotencyKeys(db: DbOrTrx, now: number): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<=', now - IDEMPOTENCY_KEY_TTL_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}
