import type { ItemGroup } from '../../../../src/features/item-groups/api';
import { itemGroup } from './fixtures';
import reducer, {
  activeChanged,
  activeChangeFailed,
  activeToggled,
  created,
  createRequested,
  listLoaded,
  listRequested,
  loadFailed,
  removed,
  renamed,
  renameRequested,
} from '../../../../src/features/item-groups/slice';
import { photoChanged } from '../../../../src/features/menu-images/slice';
import { signedOut } from '../../../../src/shared/session/events';

const listed = (groups: ItemGroup[], count = groups.length) =>
  reducer(reducer(undefined, listRequested({ offset: 0 })), listLoaded({ offset: 0, itemGroups: groups, count }));

describe('itemGroups slice', () => {
  it('holds the categories in the order the server gave', () => {
    const state = listed([itemGroup(3), itemGroup(1)]);
    expect(state.list).toMatchObject({ ids: [3, 1], count: 2, status: 'resolved' });
    expect(state.entities[1]?.title).toBe('Categoria 1');
  });

  it('adds a created category to the end and marks the dialog that asked as done', () => {
    let state = reducer(listed([itemGroup(1)]), createRequested({ requestId: 'r1', values: { title: 'Nova', isActive: true } }));
    expect(state.create).toEqual({ requestId: 'r1', status: 'pending' });
    state = reducer(state, created({ requestId: 'r1', itemGroup: itemGroup(2, { title: 'Nova' }) }));
    expect(state.list).toMatchObject({ ids: [1, 2], count: 2 });
    expect(state.create.status).toBe('done');
  });

  it("moves 'Ativo?' at once, keeps it when saved and puts it back when the update fails", () => {
    let state = reducer(listed([itemGroup(1)]), activeToggled({ id: 1, isActive: false }));
    expect(state.entities[1]?.isActive).toBe(false);
    expect(state.toggling).toEqual([1]);
    const saved = reducer(state, activeChanged(itemGroup(1, { isActive: false, updatedAt: '2024-05-02T00:00:00.000Z' })));
    expect(saved.entities[1]).toMatchObject({ isActive: false, updatedAt: '2024-05-02T00:00:00.000Z' });
    expect(saved.toggling).toEqual([]);
    state = reducer(state, activeChangeFailed({ id: 1, isActive: true }));
    expect(state.entities[1]?.isActive).toBe(true);
    expect(state.toggling).toEqual([]);
  });

  it('ignores a second toggle while the first is on its way', () => {
    const once = reducer(listed([itemGroup(1)]), activeToggled({ id: 1, isActive: false }));
    expect(reducer(once, activeToggled({ id: 1, isActive: true })).entities[1]?.isActive).toBe(false);
  });

  it('takes the new title of a rename', () => {
    let state = reducer(listed([itemGroup(1)]), renameRequested({ id: 1, title: 'Bebidas' }));
    state = reducer(state, renamed(itemGroup(1, { title: 'Bebidas' })));
    expect(state.entities[1]?.title).toBe('Bebidas');
    expect(state.rename).toEqual({ id: 1, status: 'done' });
  });

  it('forgets a removed category and counts one less', () => {
    const state = reducer(listed([itemGroup(1), itemGroup(2)]), removed({ id: 1 }));
    expect(state.entities[1]).toBeUndefined();
    expect(state.list).toMatchObject({ ids: [2], count: 1 });
  });

  it("takes a category's new photo, not a product's", () => {
    let state = reducer(listed([itemGroup(1)]), photoChanged({ target: { kind: 'itemGroup', id: 1 }, imageId: 9, updatedAt: 'x' }));
    expect(state.entities[1]).toMatchObject({ imageId: 9, updatedAt: 'x' });
    state = reducer(state, photoChanged({ target: { kind: 'item', id: 1 }, imageId: 10, updatedAt: 'y' }));
    expect(state.entities[1]?.imageId).toBe(9);
  });

  it('records a failed load per category', () => {
    expect(reducer(undefined, loadFailed({ id: 4, error: 'Categoria não encontrada.' })).details[4]).toEqual({
      status: 'error',
      error: 'Categoria não encontrada.',
    });
  });

  it('starts over on sign-out', () => {
    expect(reducer(listed([itemGroup(1)]), signedOut())).toEqual(reducer(undefined, { type: 'init' }));
  });
});
