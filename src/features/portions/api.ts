import type { Created, PortionDto, PortionList } from '@contract/menu';
import { request } from '@/shared/api/client';
import { menuBaseOf, MENU_PAGE_SIZE } from '@/shared/menu/scope';
import type { MenuRecordApi } from '@/shared/menu/recordSagas';
import type { ShopScope } from '@/shared/session/scope';

/** Spec 3: a portion of a product. */
export interface Portion {
  id: number;
  itemId: number;
  name: string;
  price: number;
  createdAt: string;
  isAvailable: boolean;
}

export type PortionValues = Pick<Portion, 'itemId' | 'name' | 'price' | 'isAvailable'>;

/** A portion's address names its product. */
export interface PortionKey {
  itemId: number;
  id: number;
}

const portionsOf = (scope: ShopScope, itemId: number) => `${menuBaseOf(scope)}/items/${itemId}/portions`;

const toPortion = (dto: PortionDto): Portion => ({ ...dto });

/** Spec 7: portion payload itemId, name, price, isAvailable. */
const bodyOf = (values: PortionValues) => ({
  itemId: values.itemId,
  name: values.name,
  price: values.price,
  isAvailable: values.isAvailable,
});

export const valuesOf = ({ id: _id, createdAt: _createdAt, ...values }: Portion): PortionValues => values;

/** Spec 7: the portion calls, all under the product (…/items/{itemId}/portions). */
export const portionsApi: MenuRecordApi<Portion, PortionValues, PortionKey> = {
  async fetchPage(scope, itemId, offset) {
    const page = await request<PortionList>('GET', portionsOf(scope, itemId), { query: { offset, limit: MENU_PAGE_SIZE } });
    return { records: page.portions.map(toPortion), count: page.count };
  },
  async fetchOne(scope, { itemId, id }) {
    return toPortion(await request<PortionDto>('GET', `${portionsOf(scope, itemId)}/${id}`));
  },
  async create(scope, values) {
    return (await request<Created>('POST', portionsOf(scope, values.itemId), { json: bodyOf(values) })).id;
  },
  async update(scope, portion, values) {
    return toPortion(await request<PortionDto>('PUT', `${portionsOf(scope, values.itemId)}/${portion.id}`, { json: bodyOf(values) }));
  },
  remove(scope, portion) {
    return request<void>('DELETE', `${portionsOf(scope, portion.itemId)}/${portion.id}`);
  },
  valuesOf,
};
