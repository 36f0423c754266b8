import type { OptionGroupDto, OptionGroupList } from '@contract/menu';
import { request } from '@/shared/api/client';
import { menuBaseOf } from '@/shared/menu/scope';
import { menuCollectionApi } from '@/shared/menu/recordCalls';
import type { ShopScope } from '@/shared/session/scope';

/** Spec 3: an option group ('opcional') of a category. */
export interface OptionGroup {
  id: number;
  /** The item group (category). */
  groupId: number;
  title: string;
  sequence: number | null;
  /** How many options a customer may pick, 1 to 99; null means no limit. */
  maxLength: number | null;
  isRequired: boolean;
  isActive: boolean;
}

export type OptionGroupValues = Pick<OptionGroup, 'groupId' | 'title' | 'maxLength' | 'isRequired' | 'isActive'>;

export interface SequenceEntry {
  id: number;
  sequence: number;
}

/** Reordering needs every group of the category at hand, and the server gives up to 100 at once. */
export const OPTION_GROUPS_PAGE_SIZE = 100;

const optionGroupsOf = (scope: ShopScope) => `${menuBaseOf(scope)}/option-groups`;

export const toOptionGroup = (dto: OptionGroupDto): OptionGroup => ({
  id: dto.id,
  groupId: dto.groupId,
  title: dto.title,
  sequence: dto.sequence,
  maxLength: dto.maxlength,
  isRequired: dto.required,
  isActive: dto.active,
});

/** Spec 7: option group payload groupId, title, sequence, maxlength, required, active. */
const bodyOf = (values: OptionGroupValues, sequence: number | null) => ({
  groupId: values.groupId,
  title: values.title,
  sequence,
  maxlength: values.maxLength,
  required: values.isRequired,
  active: values.isActive,
});

export const valuesOf = (group: OptionGroup): OptionGroupValues => ({
  groupId: group.groupId,
  title: group.title,
  maxLength: group.maxLength,
  isRequired: group.isRequired,
  isActive: group.isActive,
});

/** Spec 7: the option group calls (GET …/option-groups?groupId, GET/PUT/DELETE …/option-groups/{id}, POST …). */
export const optionGroupsApi = menuCollectionApi<OptionGroup, OptionGroupValues, OptionGroupDto, OptionGroupList>({
  collectionOf: optionGroupsOf,
  pageQueryOf: (groupId) => ({ groupId }),
  pageSize: OPTION_GROUPS_PAGE_SIZE,
  rowsOf: (list) => list.optionGroups,
  toRecord: toOptionGroup,
  // Spec 3: the sequence is null on creation; an update keeps the group's place among its siblings.
  bodyOf: (values, current) => bodyOf(values, current?.sequence ?? null),
  valuesOf,
});

export async function updateSequences(scope: ShopScope, groupId: number, optionGroups: SequenceEntry[]): Promise<OptionGroup[]> {
  const page = await request<OptionGroupList>('PUT', `${optionGroupsOf(scope)}/update-sequences`, {
    query: { groupId },
    json: { optionGroups },
  });
  return page.optionGroups.map(toOptionGroup);
}
