import type { ItemGroup } from '@/features/item-groups/api';
import { selectItemGroupList, selectItemGroupRename, selectListedItemGroups } from '@/features/item-groups/selectors';
import reducer, { itemGroupActions } from '@/features/item-groups/slice';
import { photoChanged } from '@/shared/menu/events';
import { SHOP_LIST } from '@/shared/menu/records';
import { shopState } from '../settings/shopState';
import { itemGroup } from './fixtures';

// What every menu record does (paging, loading, creating, saving, removing, 'Ativo?') is checked for categories in
// __tests__/client/shared/menu/records.test.ts; these are what is a category's own.

const listed = (groups: ItemGroup[], count = groups.length) =>
  reducer(reducer(undefined, itemGroupActions.listRequested({ parentId: SHOP_LIST, offset: 0 })), itemGroupActions.listLoaded({ parentId: SHOP_LIST, offset: 0, records: groups, count }));

describe('itemGroups slice', () => {
  it("is one list, the shop's, idle until asked for and then in the order the server gave", () => {
    expect(selectItemGroupList(shopState({ itemGroups: reducer(undefined, { type: 'init' }) }))).toMatchObject({ status: 'idle', ids: [] });
    const state = shopState({ itemGroups: listed([itemGroup(3), itemGroup(1)]) });
    expect(selectItemGroupList(state)).toMatchObject({ ids: [3, 1], count: 2, status: 'resolved' });
    expect(selectListedItemGroups(state).map((group) => group.title)).toEqual(['Categoria 3', 'Categoria 1']);
  });

  it('takes the new title of a rename', () => {
    let state = reducer(listed([itemGroup(1)]), itemGroupActions.renameRequested({ id: 1, values: { title: 'Bebidas', isActive: true } }));
    state = reducer(state, itemGroupActions.renamed(itemGroup(1, { title: 'Bebidas' })));
    expect(state.entities[1]?.title).toBe('Bebidas');
    expect(selectItemGroupRename(shopState({ itemGroups: state }))).toEqual({ id: 1, status: 'done' });
  });

  it("takes a category's new photo, not a product's", () => {
    let state = reducer(listed([itemGroup(1)]), photoChanged({ target: { kind: 'itemGroup', id: 1 }, imageId: 9, updatedAt: 'x' }));
    expect(state.entities[1]).toMatchObject({ imageId: 9, updatedAt: 'x' });
    state = reducer(state, photoChanged({ target: { kind: 'item', id: 1 }, imageId: 10, updatedAt: 'y' }));
    expect(state.entities[1]?.imageId).toBe(9);
  });
});
