import type { Created, ItemGroupDto, ItemGroupList } from '../../../contract/menu';
import { request } from '../../shared/api/client';
import { menuBaseOf, MENU_PAGE_SIZE } from './shared/scope';
import type { ShopScope } from '../../shared/session/scope';

/** Spec 3: a category as the app names its fields. */
export interface ItemGroup {
  id: number;
  title: string;
  imageId: number | null;
  updatedAt: string;
  isActive: boolean;
}

export interface ItemGroupValues {
  title: string;
  isActive: boolean;
}

const itemGroupsOf = (scope: ShopScope) => `${menuBaseOf(scope)}/item-groups`;

export const toItemGroup = (dto: ItemGroupDto): ItemGroup => ({
  id: dto.id,
  title: dto.title,
  imageId: dto.imageId,
  updatedAt: dto.updatedAt,
  isActive: dto.active,
});

const bodyOf = (values: ItemGroupValues) => ({ title: values.title, active: values.isActive });

export async function fetchItemGroups(scope: ShopScope, offset: number): Promise<{ itemGroups: ItemGroup[]; count: number }> {
  const page = await request<ItemGroupList>('GET', itemGroupsOf(scope), { query: { offset, limit: MENU_PAGE_SIZE } });
  return { itemGroups: page.itemGroups.map(toItemGroup), count: page.count };
}

export async function fetchItemGroup(scope: ShopScope, id: number): Promise<ItemGroup> {
  return toItemGroup(await request<ItemGroupDto>('GET', `${itemGroupsOf(scope)}/${id}`));
}

export async function createItemGroup(scope: ShopScope, values: ItemGroupValues): Promise<number> {
  return (await request<Created>('POST', itemGroupsOf(scope), { json: bodyOf(values) })).id;
}

export async function updateItemGroup(scope: ShopScope, id: number, values: ItemGroupValues): Promise<ItemGroup> {
  return toItemGroup(await request<ItemGroupDto>('PUT', `${itemGroupsOf(scope)}/${id}`, { json: bodyOf(values) }));
}

export function removeItemGroup(scope: ShopScope, id: number): Promise<void> {
  return request<void>('DELETE', `${itemGroupsOf(scope)}/${id}`);
}
