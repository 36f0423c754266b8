import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../../src/app/rootReducer';
import { navigateBack, navigateTo } from '../../../../src/features/item-groups/shared/navigation';
import * as api from '../../../../src/features/items/api';
import { formOfItem, valuesOfForm } from '../../../../src/features/items/rules';
import { createItem, removeItem, saveItem, toggleAvailability } from '../../../../src/features/items/sagas';
import { selectItemCount, selectListedItems } from '../../../../src/features/items/selectors';
import reducer, {
  availabilityChangeFailed,
  availabilityToggled,
  created,
  createFailed,
  createRequested,
  listLoaded,
  listRequested,
  removed,
  removeRequested,
  saved,
  saveFailed,
  saveRequested,
} from '../../../../src/features/items/slice';
import { photoChanged } from '../../../../src/features/menu-images/slice';
import { ApiError } from '../../../../src/shared/api/errors';
import { item, notificationsOf } from '../item-groups/fixtures';
import { scope, shopState } from '../settings/shopState';

const listedIn = (groupId: number, items: api.Item[], count = items.length) =>
  reducer(reducer(undefined, listRequested({ groupId, offset: 0 })), listLoaded({ groupId, offset: 0, items, count }));

const stateWith = (items: api.Item[]): RootState => shopState({ items: listedIn(1, items) });

function run(worker: Parameters<typeof expectSaga>[0], action: { type: string; payload?: unknown }, state: RootState) {
  return expectSaga(worker, action).withReducer(rootReducer).withState(rootReducer(state, action));
}

const messagesOf = (effects: { put?: { payload: { action: { type: string; payload?: unknown } } }[] }) =>
  notificationsOf((effects.put ?? []).map((effect) => effect.payload.action));

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
    expect(formOfItem(item(1, { description: null, price: 12.5 }))).toEqual({
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
    state = reducer(state, listLoaded({ groupId: 2, offset: 0, items: [item(3, { groupId: 2 })], count: 1 }));
    const root = shopState({ items: state });
    expect(selectItemCount(root, 1)).toBe(5);
    expect(selectItemCount(root, 2)).toBe(1);
    expect(selectListedItems(root, 2).map((entry) => entry.id)).toEqual([3]);
    expect(selectItemCount(root, 9)).toBeNull();
  });

  it('counts a created product in its category', () => {
    const state = reducer(listedIn(1, [item(1)]), created({ requestId: 'r', item: item(2) }));
    expect(state.lists[1]).toMatchObject({ ids: [1, 2], count: 2 });
  });

  it("takes a product's new photo", () => {
    const state = reducer(listedIn(1, [item(1)]), photoChanged({ target: { kind: 'item', id: 1 }, imageId: 4, updatedAt: 'u' }));
    expect(state.entities[1]).toMatchObject({ imageId: 4, updatedAt: 'u' });
  });

  it('forgets a removed product', () => {
    const state = reducer(listedIn(1, [item(1), item(2)]), removed({ id: 1, groupId: 1 }));
    expect(state.lists[1]).toMatchObject({ ids: [2], count: 1 });
  });
});

describe('item sagas', () => {
  const values = { groupId: 1, name: 'X-Burger', description: 'Pão e carne', price: 25.9, isAvailable: true };

  it("creates a product and goes to its 'Detalhes'", async () => {
    const { storeState } = await run(createItem, createRequested({ requestId: 'r1', values }), stateWith([]))
      .provide([
        [matchers.call(api.createItem, scope, values), 8],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put.like({ action: { type: created.type, payload: { requestId: 'r1', item: { id: 8, ...values, imageId: null } } } })
      .call(navigateTo, '/menu/1/items/8')
      .run();
    expect(selectItemCount(storeState, 1)).toBe(1);
  });

  it("says 'Não foi possível criar novo produto.' and stays when creating fails", async () => {
    const { effects } = await run(createItem, createRequested({ requestId: 'r1', values }), stateWith([]))
      .provide([[matchers.call.fn(api.createItem), throwError(new ApiError(400, 'bad_request', 'x'))]])
      .put(createFailed({ requestId: 'r1' }))
      .not.call.fn(navigateTo)
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível criar novo produto.']);
  });

  it('sends the whole product with the new availability', async () => {
    const updated = item(1, { isAvailable: false });
    await run(toggleAvailability, availabilityToggled({ id: 1, isAvailable: false }), stateWith([item(1, { description: 'd' })]))
      .provide([
        [
          matchers.call(api.updateItem, scope, 1, { groupId: 1, name: 'Produto 1', description: 'd', price: 10, isAvailable: false }),
          updated,
        ],
      ])
      .put.like({ action: { type: 'items/availabilityChanged' } })
      .run();
  });

  it("puts the availability switch back and says 'Não foi possível alterar.' when the update fails", async () => {
    const { storeState, effects } = await run(
      toggleAvailability,
      availabilityToggled({ id: 1, isAvailable: false }),
      stateWith([item(1)]),
    )
      .provide([[matchers.call.fn(api.updateItem), throwError(new ApiError(0, 'network', 'Failed to fetch'))]])
      .put(availabilityChangeFailed({ id: 1, isAvailable: true }))
      .run();
    expect(storeState.items.entities[1]?.isAvailable).toBe(true);
    expect(messagesOf(effects)).toEqual(['Não foi possível alterar.']);
  });

  it("saves the form and says 'Não foi possível alterar.' when saving fails", async () => {
    await run(saveItem, saveRequested({ id: 1, values }), stateWith([item(1)]))
      .provide([[matchers.call(api.updateItem, scope, 1, values), item(1, { name: 'X-Burger' })]])
      .put(saved(item(1, { name: 'X-Burger' })))
      .run();
    const { effects } = await run(saveItem, saveRequested({ id: 1, values }), stateWith([item(1)]))
      .provide([[matchers.call.fn(api.updateItem), throwError(new ApiError(500, 'internal', 'x'))]])
      .put(saveFailed({ id: 1 }))
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível alterar.']);
  });

  it("removes a product and goes back to the category's products", async () => {
    await run(removeItem, removeRequested({ id: 1 }), stateWith([item(1, { groupId: 1 })]))
      .provide([
        [matchers.call(api.removeItem, scope, 1), undefined],
        [matchers.call.fn(navigateBack), undefined],
      ])
      .put(removed({ id: 1, groupId: 1 }))
      .call(navigateBack, '/menu/1/items')
      .run();
  });

  it("says 'Não foi possível remover.' when removing fails", async () => {
    const { effects } = await run(removeItem, removeRequested({ id: 1 }), stateWith([item(1)]))
      .provide([[matchers.call.fn(api.removeItem), throwError(new ApiError(500, 'internal', 'x'))]])
      .not.call.fn(navigateBack)
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível remover.']);
  });
});
