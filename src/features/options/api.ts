import type { Created, OptionDto, OptionList } from '../../../contract/menu';
import { request } from '../../shared/api/client';
import { menuBaseOf, MENU_PAGE_SIZE } from '../item-groups/shared/scope';
import type { ShopScope } from '../../shared/session/scope';

/** Spec 3: an option of an option group. */
export interface Option {
  id: number;
  /** The option group. */
  groupId: number;
  name: string;
  description: string | null;
  price: number;
  isAvailable: boolean;
}

export type OptionValues = Omit<Option, 'id'>;

const optionsOf = (scope: ShopScope) => `${menuBaseOf(scope)}/options`;

export const toOption = (dto: OptionDto): Option => ({
  id: dto.id,
  groupId: dto.groupId,
  name: dto.name,
  description: dto.description,
  price: dto.price,
  isAvailable: dto.available,
});

/** Spec 7: option payload groupId, name, description, price, available. */
const bodyOf = (values: OptionValues) => ({
  groupId: values.groupId,
  name: values.name,
  description: values.description,
  price: values.price,
  available: values.isAvailable,
});

export const valuesOf = ({ id: _id, ...values }: Option): OptionValues => values;

export async function fetchOptions(scope: ShopScope, groupId: number, offset: number): Promise<{ options: Option[]; count: number }> {
  const page = await request<OptionList>('GET', optionsOf(scope), { query: { groupId, offset, limit: MENU_PAGE_SIZE } });
  return { options: page.options.map(toOption), count: page.count };
}

export async function fetchOption(scope: ShopScope, id: number): Promise<Option> {
  return toOption(await request<OptionDto>('GET', `${optionsOf(scope)}/${id}`));
}

export async function createOption(scope: ShopScope, values: OptionValues): Promise<number> {
  return (await request<Created>('POST', optionsOf(scope), { json: bodyOf(values) })).id;
}

export async function updateOption(scope: ShopScope, id: number, values: OptionValues): Promise<Option> {
  return toOption(await request<OptionDto>('PUT', `${optionsOf(scope)}/${id}`, { json: bodyOf(values) }));
}

export function removeOption(scope: ShopScope, id: number): Promise<void> {
  return request<void>('DELETE', `${optionsOf(scope)}/${id}`);
}
