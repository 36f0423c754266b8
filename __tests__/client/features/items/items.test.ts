import type { Item } from '@/features/items/api';
import { itemForm } from '@/features/items/components/itemForm';
import { valuesOfForm } from '@/features/items/rules';
import { selectItemCount, selectListedItems } from '@/features/items/selectors';
import reducer, { itemActions } from '@/features/items/slice';
import { photoChanged } from '@/shared/menu/events';
import { availabilityChanged } from '@/shared/menu/events';
import { item } from '../item-groups/fixtures';
import { shopState } from '../settings/shopState';

// What every menu record does (paging, loading, creating, saving, removing, its switch) is checked for products in
// __tests__/client/shared/menu/records.test.ts; these are what is a product's own.

const listedIn = (groupId: number, items: Item[], count = items.length) =>
  reducer(reducer(undefined, itemActions.listRequested({ parentId: groupId, offset: 0 })), itemActions.listLoaded({ parentId: groupId, offset: 0, records: items, count }));

describe('item rules', () => {
  it('sends a trimmed name and no empty description', () => {
    expect(valuesOfForm(3, { name: '  X-Salada ', description: '  ', price: 19.9, isAvailable: false })).toEqual({
      groupId: 3,
      name: 'X-Salada',
      description: null,
      price: 19.9,
      isAvailable: false,
    });
  });

  it('shows a product without description as an empty field', () => {
    expect(itemForm.of(item(1, { description: null, price: 12.5 }))).toEqual({
      name: 'Produto 1',
      description: '',
      price: 12.5,
      isAvailable: true,
    });
  });
});

describe('items slice', () => {
  it('keeps one list per category and counts them apart', () => {
    let state = listedIn(1, [item(1), item(2)], 5);
    state = reducer(state, itemActions.listLoaded({ parentId: 2, offset: 0, records: [item(3, { groupId: 2 })], count: 1 }));
    const root = shopState({ items: state });
    expect(selectItemCount(root, 1)).toBe(5);
    expect(selectItemCount(root, 2)).toBe(1);
    expect(selectListedItems(root, 2).map((entry) => entry.id)).toEqual([3]);
    expect(selectItemCount(root, 9)).toBeNull();
  });

  it("takes a product's new photo", () => {
    const state = reducer(listedIn(1, [item(1)]), photoChanged({ target: { kind: 'item', id: 1 }, imageId: 4, updatedAt: 'u' }));
    expect(state.entities[1]).toMatchObject({ imageId: 4, updatedAt: 'u' });
  });

  it('takes a product marked sold out from an order, and leaves options with the same id alone', () => {
    let state = reducer(listedIn(1, [item(1)]), availabilityChanged({ kind: 'items', id: 1, available: false }));
    expect(state.entities[1]?.isAvailable).toBe(false);
    state = reducer(state, availabilityChanged({ kind: 'options', id: 1, available: true }));
    expect(state.entities[1]?.isAvailable).toBe(false);
  });
});
