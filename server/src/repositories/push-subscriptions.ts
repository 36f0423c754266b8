import type { PushSubscriptionBody } from '@contract/push';
import { inTransaction, type Db, type DbOrTrx } from '@server/db/database';
import { nowIso } from '@server/domain/clock';

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SubscriptionOwner {
  shopId: number;
  userId: number;
  sessionId: string;
}

/** Devices one sign-in keeps subscribed (a browser has one subscription; a few cover its key changes). */
export const MAX_SUBSCRIPTIONS_PER_SIGN_IN = 3;
/** Devices one shop keeps subscribed: every phone and tablet of a busy kitchen and floor. */
export const MAX_SUBSCRIPTIONS_PER_SHOP = 30;

export type SaveOutcome = 'saved' | 'heldByAnother';

/**
 * Keeps a device's subscription. The same user subscribing again (another sign-in, or another of their shops)
 * moves it; a subscription another user's live sign-in holds stays theirs, so nobody can take another shop's
 * device over. Past the limits of the sign-in and of the shop, the oldest subscriptions make room.
 */
export async function saveSubscription(db: Db, subscription: PushSubscriptionBody, owner: SubscriptionOwner): Promise<SaveOutcome> {
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    const holder = await trx
      .selectFrom('push_subscriptions')
      .innerJoin('sign_in_sessions', 'sign_in_sessions.id', 'push_subscriptions.session_id')
      .select(['push_subscriptions.user_id'])
      .where('push_subscriptions.endpoint', '=', subscription.endpoint)
      .where('sign_in_sessions.revoked_at', 'is', null)
      .where('sign_in_sessions.expires_at', '>', now)
      .executeTakeFirst();
    if (holder && holder.user_id !== owner.userId) return 'heldByAnother';
    const row = {
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      shop_id: owner.shopId,
      user_id: owner.userId,
      session_id: owner.sessionId,
      created_at: now,
    };
    await trx
      .insertInto('push_subscriptions')
      .values({ endpoint: subscription.endpoint, ...row })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
      .execute();
    await keepNewest(trx, 'session_id', owner.sessionId, MAX_SUBSCRIPTIONS_PER_SIGN_IN);
    await keepNewest(trx, 'shop_id', owner.shopId, MAX_SUBSCRIPTIONS_PER_SHOP);
    return 'saved';
  });
}

async function keepNewest(trx: DbOrTrx, column: 'session_id' | 'shop_id', value: string | number, limit: number): Promise<void> {
  const rows = await trx
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where(column, '=', value)
    .orderBy('created_at', 'desc')
    .orderBy('endpoint')
    .execute();
  const oldest = rows.slice(limit).map((row) => row.endpoint);
  if (oldest.length > 0) await trx.deleteFrom('push_subscriptions').where('endpoint', 'in', oldest).execute();
}

/** Removes a device's subscription, only if it is this user's. */
export async function removeSubscription(db: Db, endpoint: string, userId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).execute();
}

/** Every subscription of a sign-in, gone when it ends ('Sair', or a reused refresh token). */
export async function removeSessionSubscriptions(db: DbOrTrx, sessionId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('session_id', '=', sessionId).execute();
}

/** Subscriptions the push service says no longer exist (404 or 410). */
export async function removeEndpoints(db: Db, endpoints: string[]): Promise<void> {
  if (endpoints.length > 0) await db.deleteFrom('push_subscriptions').where('endpoint', 'in', endpoints).execute();
}

/** The subscribed devices of one shop whose sign-in is still on. */
export async function subscriptionsOfShop(db: Db, shopId: number): Promise<StoredPushSubscription[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .innerJoin('sign_in_sessions', 'sign_in_sessions.id', 'push_subscriptions.session_id')
    .select(['push_subscriptions.endpoint', 'push_subscriptions.p256dh', 'push_subscriptions.auth'])
    .where('push_subscriptions.shop_id', '=', shopId)
    .where('sign_in_sessions.revoked_at', 'is', null)
    .where('sign_in_sessions.expires_at', '>', nowIso())
    .execute();
  return rows.map(({ endpoint, p256dh, auth }) => ({ endpoint, keys: { p256dh, auth } }));
}
