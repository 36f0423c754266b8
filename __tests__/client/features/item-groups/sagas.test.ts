import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../../src/app/rootReducer';
import * as api from '../../../../src/features/item-groups/api';
import {
  createItemGroup,
  loadItemGroups,
  removeItemGroup,
  renameItemGroup,
  toggleActive,
} from '../../../../src/features/item-groups/sagas';
import { navigateBack, navigateTo } from '../../../../src/features/item-groups/shared/navigation';
import reducer, {
  activeChanged,
  activeChangeFailed,
  activeToggled,
  created,
  createFailed,
  createRequested,
  listFailed,
  listLoaded,
  listRequested,
  removed,
  removeRequested,
  renameFailed,
  renameRequested,
} from '../../../../src/features/item-groups/slice';
import { ApiError } from '../../../../src/shared/api/errors';
import { scope, shopState } from '../settings/shopState';
import { itemGroup, notificationsOf } from './fixtures';

const withGroups = (groups: api.ItemGroup[]): RootState =>
  shopState({
    itemGroups: reducer(reducer(undefined, listRequested({ offset: 0 })), listLoaded({ offset: 0, itemGroups: groups, count: groups.length })),
  });

/** Runs a worker the way the store would: the reducer sees the action first. */
function run(worker: Parameters<typeof expectSaga>[0], action: { type: string; payload?: unknown }, state: RootState) {
  return expectSaga(worker, action).withReducer(rootReducer).withState(rootReducer(state, action));
}

describe('item group sagas', () => {
  it('loads a page of categories for the signed-in shop', async () => {
    const page = { itemGroups: [itemGroup(1)], count: 3 };
    await run(loadItemGroups, listRequested({ offset: 0 }), shopState())
      .provide([[matchers.call(api.fetchItemGroups, scope, 0), page]])
      .put(listLoaded({ offset: 0, ...page }))
      .run();
  });

  it('reports a failed page with its message', async () => {
    await run(loadItemGroups, listRequested({ offset: 20 }), shopState())
      .provide([[matchers.call.fn(api.fetchItemGroups), throwError(new ApiError(0, 'network', 'Failed to fetch'))]])
      .put(listFailed({ offset: 20, error: 'Failed to fetch' }))
      .run();
  });

  it("says 'BusinessUnit is not loaded' without a shop", async () => {
    const state = shopState();
    const noShop = { ...state, auth: { ...state.auth, businessUnit: null } };
    await run(loadItemGroups, listRequested({ offset: 0 }), noShop)
      .put(listFailed({ offset: 0, error: 'BusinessUnit is not loaded' }))
      .run();
  });

  it('creates a category and goes to its details screen', async () => {
    const action = createRequested({ requestId: 'r1', values: { title: 'Massas', isActive: true } });
    const { storeState } = await run(createItemGroup, action, withGroups([]))
      .provide([
        [matchers.call(api.createItemGroup, scope, { title: 'Massas', isActive: true }), 12],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put.like({ action: { type: created.type, payload: { requestId: 'r1', itemGroup: { id: 12, title: 'Massas', isActive: true, imageId: null } } } })
      .call(navigateTo, '/menu/12')
      .run();
    expect(storeState.itemGroups.list).toMatchObject({ ids: [12], count: 1 });
    expect(storeState.itemGroups.create.status).toBe('done');
  });

  it("stays put and says 'Não foi possível criar nova categoria.' when creating fails", async () => {
    const action = createRequested({ requestId: 'r1', values: { title: 'Massas', isActive: true } });
    const { effects } = await run(createItemGroup, action, withGroups([]))
      .provide([[matchers.call.fn(api.createItemGroup), throwError(new ApiError(500, 'internal', 'Erro'))]])
      .put(createFailed({ requestId: 'r1' }))
      .not.call.fn(navigateTo)
      .run();
    expect(notificationsOf((effects.put ?? []).map((effect) => effect.payload.action))).toEqual(['Não foi possível criar nova categoria.']);
  });

  it("sends 'Ativo?' with the category's title and keeps the new value", async () => {
    const updated = itemGroup(1, { isActive: false, updatedAt: '2024-06-01T00:00:00.000Z' });
    const { storeState } = await run(toggleActive, activeToggled({ id: 1, isActive: false }), withGroups([itemGroup(1)]))
      .provide([[matchers.call(api.updateItemGroup, scope, 1, { title: 'Categoria 1', isActive: false }), updated]])
      .put(activeChanged(updated))
      .run();
    expect(storeState.itemGroups.entities[1]?.isActive).toBe(false);
  });

  it("puts 'Ativo?' back and says 'Não foi possível alterar.' when the update fails", async () => {
    const { storeState, effects } = await run(toggleActive, activeToggled({ id: 1, isActive: false }), withGroups([itemGroup(1)]))
      .provide([[matchers.call.fn(api.updateItemGroup), throwError(new ApiError(500, 'internal', 'Erro'))]])
      .put(activeChangeFailed({ id: 1, isActive: true }))
      .run();
    expect(storeState.itemGroups.entities[1]?.isActive).toBe(true);
    expect(storeState.itemGroups.toggling).toEqual([]);
    expect(notificationsOf((effects.put ?? []).map((effect) => effect.payload.action))).toEqual(['Não foi possível alterar.']);
  });

  it("renames keeping the switch, and says 'Não foi possível renomear.' on failure", async () => {
    const state = withGroups([itemGroup(1, { isActive: false })]);
    await run(renameItemGroup, renameRequested({ id: 1, title: 'Bebidas' }), state)
      .provide([[matchers.call(api.updateItemGroup, scope, 1, { title: 'Bebidas', isActive: false }), itemGroup(1, { title: 'Bebidas' })]])
      .put.like({ action: { type: 'itemGroups/renamed' } })
      .run();
    const { effects } = await run(renameItemGroup, renameRequested({ id: 1, title: 'Bebidas' }), state)
      .provide([[matchers.call.fn(api.updateItemGroup), throwError(new ApiError(400, 'bad_request', 'x'))]])
      .put(renameFailed({ id: 1 }))
      .run();
    expect(notificationsOf((effects.put ?? []).map((effect) => effect.payload.action))).toEqual(['Não foi possível renomear.']);
  });

  it('removes a category and goes back to the menu', async () => {
    await run(removeItemGroup, removeRequested({ id: 1 }), withGroups([itemGroup(1)]))
      .provide([
        [matchers.call(api.removeItemGroup, scope, 1), undefined],
        [matchers.call.fn(navigateBack), undefined],
      ])
      .put(removed({ id: 1 }))
      .call(navigateBack, '/menu')
      .run();
  });

  it("shows the server's reason under 'Não foi possível remover.' when the rules refuse", async () => {
    const refused = new ApiError(409, 'conflict', 'Não é permitido remover uma categoria com produtos ou opcionais.');
    const { effects } = await run(removeItemGroup, removeRequested({ id: 1 }), withGroups([itemGroup(1)]))
      .provide([[matchers.call.fn(api.removeItemGroup), throwError(refused)]])
      .not.call.fn(navigateBack)
      .run();
    expect(notificationsOf((effects.put ?? []).map((effect) => effect.payload.action))).toEqual([
      'Não foi possível remover. Não é permitido remover uma categoria com produtos ou opcionais.',
    ]);
  });
});
