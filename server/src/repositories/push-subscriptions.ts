import type { PushSubscriptionBody } from '@contract/push';
import type { Db, DbOrTrx } from '@server/db/database';

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SubscriptionOwner {
  shopId: number;
  userId: number;
  sessionId: string;
}

/** Keeps a device's subscription; the same browser subscribing again (or for another shop) replaces it. */
export async function saveSubscription(db: Db, subscription: PushSubscriptionBody, owner: SubscriptionOwner): Promise<void> {
  const row = {
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    shop_id: owner.shopId,
    user_id: owner.userId,
    session_id: owner.sessionId,
    created_at: new Date().toISOString(),
  };
  await db
    .insertInto('push_subscriptions')
    .values({ endpoint: subscription.endpoint, ...row })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
    .execute();
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
    .where('sign_in_sessions.expires_at', '>', new Date().toISOString())
    .execute();
  return rows.map(({ endpoint, p256dh, auth }) => ({ endpoint, keys: { p256dh, auth } }));
}
