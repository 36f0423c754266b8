import { shopPathOf } from '@contract/paths';
import type { Invoice, Order, OrderList, OrderSort } from '@contract/ordering';
import { request } from '@/shared/api/client';
import type { OrderFilters } from './rules';
import type { ShopScope } from '@/shared/session/scope';

export const ORDERS_PAGE_SIZE = 20;
/** The server's largest page: a refresh brings back every row the user had scrolled to, up to this. */
export const ORDERS_MAX_PAGE_SIZE = 100;

const shopPath = (scope: ShopScope) => shopPathOf('ordering', scope);

export function fetchOrders(
  scope: ShopScope,
  filters: OrderFilters,
  offset: number,
  limit: number,
  sort: OrderSort = 'newest',
): Promise<OrderList> {
  // The default order is left out: the spec's call, unchanged.
  return request<OrderList>('GET', `${shopPath(scope)}/orders`, {
    query: { from: filters.from, until: filters.until, status: filters.status, offset, limit, sort: sort === 'newest' ? undefined : sort },
  });
}

export function fetchOrder(scope: ShopScope, id: number): Promise<Order> {
  return request<Order>('GET', `${shopPath(scope)}/orders/${id}`);
}

/** Only to know whether the order may still be canceled (its invoice must not be closed). */
export function fetchOrderInvoice(scope: ShopScope, invoiceId: number): Promise<Invoice> {
  return request<Invoice>('GET', `${shopPath(scope)}/invoices/${invoiceId}`);
}

export function startOrder(scope: ShopScope, id: number, idempotencyKey?: string): Promise<Order> {
  return request<Order>('PUT', `${shopPath(scope)}/orders/${id}/started`, { idempotencyKey });
}

export function completeOrder(scope: ShopScope, id: number, idempotencyKey?: string): Promise<Order> {
  return request<Order>('PUT', `${shopPath(scope)}/orders/${id}/completed`, { idempotencyKey });
}

export function cancelOrder(scope: ShopScope, id: number, idempotencyKey?: string): Promise<Order> {
  return request<Order>('PUT', `${shopPath(scope)}/orders/${id}/canceled`, { idempotencyKey });
}

/** Tells the shop's other devices that this one opened the order, so they stop alerting for it. */
export function markOrderSeen(scope: ShopScope, id: number, idempotencyKey?: string): Promise<void> {
  return request<void>('PUT', `${shopPath(scope)}/orders/${id}/seen`, { idempotencyKey });
}
