import type { Created, PortionDto, PortionList } from '../../../contract/menu';
import { request } from '../../shared/api/client';
import { menuBaseOf, MENU_PAGE_SIZE } from '../item-groups/shared/scope';
import type { ShopScope } from '../../shared/session/scope';

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

const portionsOf = (scope: ShopScope, itemId: number) => `${menuBaseOf(scope)}/items/${itemId}/portions`;

const toPortion = (dto: PortionDto): Portion => ({ ...dto });

/** Spec 7: portion payload itemId, name, price, isAvailable. */
const bodyOf = (values: PortionValues) => ({
  itemId: values.itemId,
  name: values.name,
  price: values.price,
  isAvailable: values.isAvailable,
});

export async function fetchPortions(scope: ShopScope, itemId: number, offset: number): Promise<{ portions: Portion[]; count: number }> {
  const page = await request<PortionList>('GET', portionsOf(scope, itemId), { query: { offset, limit: MENU_PAGE_SIZE } });
  return { portions: page.portions.map(toPortion), count: page.count };
}

export async function fetchPortion(scope: ShopScope, itemId: number, id: number): Promise<Portion> {
  return toPortion(await request<PortionDto>('GET', `${portionsOf(scope, itemId)}/${id}`));
}

export async function createPortion(scope: ShopScope, values: PortionValues): Promise<number> {
  return (await request<Created>('POST', portionsOf(scope, values.itemId), { json: bodyOf(values) })).id;
}

export async function updatePortion(scope: ShopScope, id: number, values: PortionValues): Promise<Portion> {
  return toPortion(await request<PortionDto>('PUT', `${portionsOf(scope, values.itemId)}/${id}`, { json: bodyOf(values) }));
}

export function removePortion(scope: ShopScope, itemId: number, id: number): Promise<void> {
  return request<void>('DELETE', `${portionsOf(scope, itemId)}/${id}`);
}
