import type { Created, ItemDto, ItemList } from '../../../contract/menu';
import { request } from '../../shared/api/client';
import { menuBaseOf, MENU_PAGE_SIZE } from '../item-groups/shared/scope';
import type { ShopScope } from '../../shared/session/scope';

/** Spec 3: a product as the app names its fields. */
export interface Item {
  id: number;
  groupId: number;
  name: string;
  description: string | null;
  imageId: number | null;
  price: number;
  updatedAt: string;
  isAvailable: boolean;
}

export type ItemValues = Pick<Item, 'groupId' | 'name' | 'description' | 'price' | 'isAvailable'>;

const itemsOf = (scope: ShopScope) => `${menuBaseOf(scope)}/items`;

export const toItem = (dto: ItemDto): Item => ({
  id: dto.id,
  groupId: dto.groupId,
  name: dto.name,
  description: dto.description,
  imageId: dto.imageId,
  price: dto.price,
  updatedAt: dto.updatedAt,
  isAvailable: dto.available,
});

/** Spec 7: item payload groupId, name, description, price, available. */
const bodyOf = (values: ItemValues) => ({
  groupId: values.groupId,
  name: values.name,
  description: values.description,
  price: values.price,
  available: values.isAvailable,
});

export const valuesOf = (item: Item): ItemValues => ({
  groupId: item.groupId,
  name: item.name,
  description: item.description,
  price: item.price,
  isAvailable: item.isAvailable,
});

export async function fetchItems(scope: ShopScope, groupId: number, offset: number): Promise<{ items: Item[]; count: number }> {
  const page = await request<ItemList>('GET', itemsOf(scope), { query: { groupId, offset, limit: MENU_PAGE_SIZE } });
  return { items: page.items.map(toItem), count: page.count };
}

export async function fetchItem(scope: ShopScope, id: number): Promise<Item> {
  return toItem(await request<ItemDto>('GET', `${itemsOf(scope)}/${id}`));
}

export async function createItem(scope: ShopScope, values: ItemValues): Promise<number> {
  return (await request<Created>('POST', itemsOf(scope), { json: bodyOf(values) })).id;
}

export async function updateItem(scope: ShopScope, id: number, values: ItemValues): Promise<Item> {
  return toItem(await request<ItemDto>('PUT', `${itemsOf(scope)}/${id}`, { json: bodyOf(values) }));
}

export function removeItem(scope: ShopScope, id: number): Promise<void> {
  return request<void>('DELETE', `${itemsOf(scope)}/${id}`);
}
