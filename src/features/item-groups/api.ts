import type { Created, ItemGroupDto, ItemGroupList } from '../../../contract/menu';
import { request } from '../../shared/api/client';
import { menuBaseOf, MENU_PAGE_SIZE, type MenuScope } from './shared/scope';

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

const itemGroupsOf = (scope: MenuScope) => `${menuBaseOf(scope)}/item-groups`;

export const toItemGroup = (dto: ItemGroupDto): ItemGroup => ({
  id: dto.id,
  title: dto.title,
  imageId: dto.imageId,
  updatedAt: dto.updatedAt,
  isActive: dto.active,
});

const bodyOf = (values: ItemGroupValues) => ({ title: values.title, active: values.isActive });

export async function fetchItemGroups(scope: MenuScope, offset: number): Promise<{ itemGroups: ItemGroup[]; count: number }> {
  const page = await request<ItemGroupList>('GET', itemGroupsOf(scope), { query: { offset, limit: MENU_PAGE_SIZE } });
  return { itemGroups: page.itemGroups.map(toItemGroup), count: page.count };
}

export async function fetchItemGroup(scope: MenuScope, id: number): Promise<ItemGroup> {
  return toItemGroup(await request<ItemGroupDto>('GET', `${itemGroupsOf(scope)}/${id}`));
}

export async function createItemGroup(scope: MenuScope, values: ItemGroupValues): Promise<number> {
  return (await request<Created>('POST', itemGroupsOf(scope), { json: bodyOf(values) })).id;
}

export async function updateItemGroup(scope: MenuScope, id: number, values: ItemGroupValues): Promise<ItemGroup> {
  return toItemGroup(await request<ItemGroupDto>('PUT', `${itemGroupsOf(scope)}/${id}`, { json: bodyOf(values) }));
}

export function removeItemGroup(scope: MenuScope, id: number): Promise<void> {
  return request<void>('DELETE', `${itemGroupsOf(scope)}/${id}`);
}
