import type { Created } from '@contract/menu';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';
import type { MenuRecordApi } from './recordSagas';
import type { MenuRecord } from './records';
import { menuBaseOf, MENU_PAGE_SIZE } from './scope';
import { sellableBodyOf } from './sellable';

interface CollectionConfig<R extends MenuRecord, V, Dto, List extends { count: number }> {
  /** Where the kind's records are: …/items, …/option-groups. */
  collectionOf: (scope: ShopScope) => string;
  /** What a page asks for beside its place: the list's parent (`groupId`), nothing for the shop's categories. */
  pageQueryOf: (parentId: number) => Record<string, number>;
  /** Rows a page asks for, where the kind needs other than the menu's usual. */
  pageSize?: number;
  /** The page's rows in the server's answer. */
  rowsOf: (list: List) => Dto[];
  toRecord: (dto: Dto) => R;
  /** The body of a create (no record yet) or of an update of `current`. */
  bodyOf: (values: V, current: R | null) => unknown;
  valuesOf: (record: R) => V;
}

/**
 * The calls of a kind whose records are one collection of the shop's menu: GET and POST on the collection, GET, PUT
 * and DELETE on a record under it (spec 7).
 */
export function menuCollectionApi<R extends MenuRecord, V, Dto, List extends { count: number }>(
  config: CollectionConfig<R, V, Dto, List>,
): MenuRecordApi<R, V, { id: number }> {
  const { collectionOf, toRecord, bodyOf } = config;
  return {
    async fetchPage(scope, parentId, offset) {
      const query = { ...config.pageQueryOf(parentId), offset, limit: config.pageSize ?? MENU_PAGE_SIZE };
      const page = await request<List>('GET', collectionOf(scope), { query });
      return { records: config.rowsOf(page).map(toRecord), count: page.count };
    },
    async fetchOne(scope, { id }) {
      return toRecord(await request<Dto>('GET', `${collectionOf(scope)}/${id}`));
    },
    async create(scope, values) {
      return (await request<Created>('POST', collectionOf(scope), { json: bodyOf(values, null) })).id;
    },
    async update(scope, current, values) {
      return toRecord(await request<Dto>('PUT', `${collectionOf(scope)}/${current.id}`, { json: bodyOf(values, current) }));
    },
    remove(scope, current) {
      return request<void>('DELETE', `${collectionOf(scope)}/${current.id}`);
    },
    valuesOf: config.valuesOf,
  };
}

/** Products and options: a collection of the menu, listed by their group (?groupId=), sent as things on sale. */
export const sellableCollection = (collection: 'items' | 'options') => ({
  collectionOf: (scope: ShopScope) => `${menuBaseOf(scope)}/${collection}`,
  pageQueryOf: (groupId: number) => ({ groupId }),
  bodyOf: sellableBodyOf,
});
