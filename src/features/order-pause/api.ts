import { shopPathOf } from '@contract/paths';
import type { OrderPause, OrderPauseBody } from '@contract/ordering';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';

const pauseOf = (scope: ShopScope) => `${shopPathOf('ordering', scope)}/pause`;

export function fetchOrderPause(scope: ShopScope): Promise<OrderPause> {
  return request<OrderPause>('GET', pauseOf(scope));
}

export function pauseOrders(scope: ShopScope, minutes: OrderPauseBody['minutes']): Promise<OrderPause> {
  return request<OrderPause>('PUT', pauseOf(scope), { json: { minutes } satisfies OrderPauseBody });
}

export function resumeOrders(scope: ShopScope): Promise<OrderPause> {
  return request<OrderPause>('DELETE', pauseOf(scope));
}
