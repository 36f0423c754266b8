import type { Created, OptionGroupDto, OptionGroupList } from '../../../contract/menu';
import { request } from '../../shared/api/client';
import { menuBaseOf } from '../item-groups/shared/scope';
import type { ShopScope } from '../../shared/session/scope';

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

export async function fetchOptionGroups(
  scope: ShopScope,
  groupId: number,
  offset: number,
): Promise<{ optionGroups: OptionGroup[]; count: number }> {
  const query = { groupId, offset, limit: OPTION_GROUPS_PAGE_SIZE };
  const page = await request<OptionGroupList>('GET', optionGroupsOf(scope), { query });
  return { optionGroups: page.optionGroups.map(toOptionGroup), count: page.count };
}

export async function fetchOptionGroup(scope: ShopScope, id: number): Promise<OptionGroup> {
  return toOptionGroup(await request<OptionGroupDto>('GET', `${optionGroupsOf(scope)}/${id}`));
}

/** Spec 3: the sequence is null on creation. */
export async function createOptionGroup(scope: ShopScope, values: OptionGroupValues): Promise<number> {
  return (await request<Created>('POST', optionGroupsOf(scope), { json: bodyOf(values, null) })).id;
}

export async function updateOptionGroup(scope: ShopScope, group: OptionGroup, values: OptionGroupValues): Promise<OptionGroup> {
  const json = bodyOf(values, group.sequence);
  return toOptionGroup(await request<OptionGroupDto>('PUT', `${optionGroupsOf(scope)}/${group.id}`, { json }));
}

export function removeOptionGroup(scope: ShopScope, id: number): Promise<void> {
  return request<void>('DELETE', `${optionGroupsOf(scope)}/${id}`);
}

export async function updateSequences(scope: ShopScope, groupId: number, optionGroups: SequenceEntry[]): Promise<OptionGroup[]> {
  const page = await request<OptionGroupList>('PUT', `${optionGroupsOf(scope)}/update-sequences`, {
    query: { groupId },
    json: { optionGroups },
  });
  return page.optionGroups.map(toOptionGroup);
}
