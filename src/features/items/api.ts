import type { ItemDto, ItemList } from '@contract/menu';
import { menuCollectionApi, sellableCollection } from '@/shared/menu/recordCalls';

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

export const valuesOf = (item: Item): ItemValues => ({
  groupId: item.groupId,
  name: item.name,
  description: item.description,
  price: item.price,
  isAvailable: item.isAvailable,
});

/** Spec 7: the product calls (GET …/items?groupId, GET/PUT/DELETE …/items/{id}, POST …/items). */
export const itemsApi = menuCollectionApi<Item, ItemValues, ItemDto, ItemList>({
  ...sellableCollection('items'),
  rowsOf: (list) => list.items,
  toRecord: toItem,
  valuesOf,
});
