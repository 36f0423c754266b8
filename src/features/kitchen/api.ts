import { shopPathOf } from '@contract/paths';
import type { KitchenSettings, Station, StationBody, StationList } from '@contract/kitchen';
import type { ItemGroupList } from '@contract/menu';
import type { Order, OrderList } from '@contract/ordering';
import { request } from '@/shared/api/client';
import { menuBaseOf } from '@/shared/menu/scope';
import type { ShopScope } from '@/shared/session/scope';
import { ORDERS_MAX_PAGE_SIZE } from '@/ordering/orders/api';

const shopPath = (scope: ShopScope) => shopPathOf('ordering', scope);
/** More than a board shows in its few minutes of 'Pronto'. */
const RECENTLY_COMPLETED_LIMIT = 30;

/** Approved or in preparation, oldest first; more than the server's largest page are not in a kitchen at once. */
export async function fetchOrdersToPrepare(scope: ShopScope): Promise<Order[]> {
  const list = await request<OrderList>('GET', `${shopPath(scope)}/orders`, {
    query: { status: ['authorized', 'started'], sort: 'oldest', limit: ORDERS_MAX_PAGE_SIZE },
  });
  return list.orders;
}

/** Completed lately, newest first: the 'Pronto' board's column, and tickets 'Recuperar' may bring back. */
export async function fetchRecentlyCompleted(scope: ShopScope): Promise<Order[]> {
  const list = await request<OrderList>('GET', `${shopPath(scope)}/orders`, { query: { status: ['completed'], limit: RECENTLY_COMPLETED_LIMIT } });
  return list.orders;
}


export async function fetchStations(scope: ShopScope): Promise<Station[]> {
  return (await request<StationList>('GET', `${shopPath(scope)}/stations`)).stations;
}

export function createStation(scope: ShopScope, body: StationBody): Promise<Station> {
  return request<Station>('POST', `${shopPath(scope)}/stations`, { json: body });
}

export function updateStation(scope: ShopScope, id: number, body: StationBody): Promise<Station> {
  return request<Station>('PUT', `${shopPath(scope)}/stations/${id}`, { json: body });
}

export function removeStation(scope: ShopScope, id: number): Promise<void> {
  return request<void>('DELETE', `${shopPath(scope)}/stations/${id}`);
}

export function fetchKitchenSettings(scope: ShopScope): Promise<KitchenSettings> {
  return request<KitchenSettings>('GET', `${shopPath(scope)}/kitchen/settings`);
}

export function saveKitchenSettings(scope: ShopScope, settings: KitchenSettings): Promise<KitchenSettings> {
  return request<KitchenSettings>('PUT', `${shopPath(scope)}/kitchen/settings`, { json: settings });
}

/** Marks an item done, or undoes it; the answer is the whole order, maybe completed by it. */
export function markItem(scope: ShopScope, orderId: number, itemId: number, done: boolean): Promise<Order> {
  return request<Order>(done ? 'PUT' : 'DELETE', `${shopPath(scope)}/orders/${orderId}/items/${itemId}/prepared`);
}

/** Every item of one station done (stationId null: of every station, 'Expedição'). */
export function bumpOrder(scope: ShopScope, orderId: number, stationId: number | null): Promise<Order> {
  return request<Order>('PUT', `${shopPath(scope)}/orders/${orderId}/prepared`, { json: { stationId } });
}

export interface CategoryChoice {
  id: number;
  title: string;
}

/** The menu's categories a station may take; a shop's menu has far fewer than the server's largest page. */
export async function fetchCategories(scope: ShopScope): Promise<CategoryChoice[]> {
  const page = await request<ItemGroupList>('GET', `${menuBaseOf(scope)}/item-groups`, { query: { offset: 0, limit: 100 } });
  return page.itemGroups.map((group) => ({ id: group.id, title: group.title }));
}
