import type { ItemGroupDto, ItemGroupList } from '@contract/menu';
import { menuCollectionApi } from '@/shared/menu/recordCalls';
import { menuBaseOf } from '@/shared/menu/scope';

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

export const toItemGroup = (dto: ItemGroupDto): ItemGroup => ({
  id: dto.id,
  title: dto.title,
  imageId: dto.imageId,
  updatedAt: dto.updatedAt,
  isActive: dto.active,
});

const valuesOf = (group: ItemGroup): ItemGroupValues => ({ title: group.title, isActive: group.isActive });

/** Spec 7: the category calls (GET/POST …/item-groups, GET/PUT/DELETE …/item-groups/{id}); one list, the shop's. */
export const itemGroupsApi = menuCollectionApi<ItemGroup, ItemGroupValues, ItemGroupDto, ItemGroupList>({
  collectionOf: (scope) => `${menuBaseOf(scope)}/item-groups`,
  pageQueryOf: () => ({}),
  rowsOf: (list) => list.itemGroups,
  toRecord: toItemGroup,
  bodyOf: (values) => ({ title: values.title, active: values.isActive }),
  valuesOf,
});
