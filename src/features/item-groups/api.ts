import type { Created, ItemGroupDto, ItemGroupList } from '@contract/menu';
import { request } from '@/shared/api/client';
import { menuBaseOf, MENU_PAGE_SIZE } from '@/shared/menu/scope';
import type { MenuRecordApi } from '@/shared/menu/recordSagas';
import type { ShopScope } from '@/shared/session/scope';

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

const valuesOf = (group: ItemGroup): ItemGroupValues => ({ title: group.title, isActive: group.isActive });

/** Spec 7: the category calls (GET/POST …/item-groups, GET/PUT/DELETE …/item-groups/{id}); one list, the shop's. */
export const itemGroupsApi: MenuRecordApi<ItemGroup, ItemGroupValues, { id: number }> = {
  async fetchPage(scope, _shop, offset) {
    const page = await request<ItemGroupList>('GET', itemGroupsOf(scope), { query: { offset, limit: MENU_PAGE_SIZE } });
    return { records: page.itemGroups.map(toItemGroup), count: page.count };
  },
  async fetchOne(scope, { id }) {
    return toItemGroup(await request<ItemGroupDto>('GET', `${itemGroupsOf(scope)}/${id}`));
  },
  async create(scope, values) {
    return (await request<Created>('POST', itemGroupsOf(scope), { json: bodyOf(values) })).id;
  },
  async update(scope, group, values) {
    return toItemGroup(await request<ItemGroupDto>('PUT', `${itemGroupsOf(scope)}/${group.id}`, { json: bodyOf(values) }));
  },
  remove(scope, group) {
    return request<void>('DELETE', `${itemGroupsOf(scope)}/${group.id}`);
  },
  valuesOf,
};
