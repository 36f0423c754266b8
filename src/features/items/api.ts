import type { Created, ItemDto, ItemList } from '@contract/menu';
import { request } from '@/shared/api/client';
import { menuBaseOf, MENU_PAGE_SIZE } from '@/shared/menu/scope';
import type { MenuRecordApi } from '@/shared/menu/recordSagas';
import type { ShopScope } from '@/shared/session/scope';

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

/** Spec 7: the product calls (GET …/items?groupId, GET/PUT/DELETE …/items/{id}, POST …/items). */
export const itemsApi: MenuRecordApi<Item, ItemValues, { id: number }> = {
  async fetchPage(scope, groupId, offset) {
    const page = await request<ItemList>('GET', itemsOf(scope), { query: { groupId, offset, limit: MENU_PAGE_SIZE } });
    return { records: page.items.map(toItem), count: page.count };
  },
  async fetchOne(scope, { id }) {
    return toItem(await request<ItemDto>('GET', `${itemsOf(scope)}/${id}`));
  },
  async create(scope, values) {
    return (await request<Created>('POST', itemsOf(scope), { json: bodyOf(values) })).id;
  },
  async update(scope, item, values) {
    return toItem(await request<ItemDto>('PUT', `${itemsOf(scope)}/${item.id}`, { json: bodyOf(values) }));
  },
  remove(scope, item) {
    return request<void>('DELETE', `${itemsOf(scope)}/${item.id}`);
  },
  valuesOf,
};
