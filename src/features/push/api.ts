import { shopPathOf } from '@contract/paths';
import type { PushKey, PushSubscriptionBody } from '@contract/push';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

const subscriptionPath = (scope: ShopScope) => `${shopPathOf('ordering', scope)}/push-subscription`;

export function fetchPushKey(): Promise<PushKey> {
  return request<PushKey>('GET', '/push/public-key');
}

export function savePushSubscription(scope: ShopScope, subscription: PushSubscriptionBody): Promise<void> {
  return request<void>('PUT', subscriptionPath(scope), { json: subscription });
}

export function removePushSubscription(scope: ShopScope, endpoint: string): Promise<void> {
  return request<void>('DELETE', subscriptionPath(scope), { json: { endpoint } });
}
