import type { Created, OptionDto, OptionList } from '@contract/menu';
import { request } from '@/shared/api/client';
import { menuBaseOf, MENU_PAGE_SIZE } from '@/shared/menu/scope';
import type { MenuRecordApi } from '@/shared/menu/recordSagas';
import type { ShopScope } from '@/shared/session/scope';

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

/** Spec 7: the option calls (GET …/options?groupId, GET/PUT/DELETE …/options/{id}, POST …/options). */
export const optionsApi: MenuRecordApi<Option, OptionValues, { id: number }> = {
  async fetchPage(scope, groupId, offset) {
    const page = await request<OptionList>('GET', optionsOf(scope), { query: { groupId, offset, limit: MENU_PAGE_SIZE } });
    return { records: page.options.map(toOption), count: page.count };
  },
  async fetchOne(scope, { id }) {
    return toOption(await request<OptionDto>('GET', `${optionsOf(scope)}/${id}`));
  },
  async create(scope, values) {
    return (await request<Created>('POST', optionsOf(scope), { json: bodyOf(values) })).id;
  },
  async update(scope, option, values) {
    return toOption(await request<OptionDto>('PUT', `${optionsOf(scope)}/${option.id}`, { json: bodyOf(values) }));
  },
  remove(scope, option) {
    return request<void>('DELETE', `${optionsOf(scope)}/${option.id}`);
  },
  valuesOf,
};
