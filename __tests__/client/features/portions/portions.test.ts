import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../../src/app/rootReducer';
import { navigateBack, navigateTo } from '../../../../src/features/item-groups/shared/navigation';
import * as api from '../../../../src/features/portions/api';
import { cameFromItemDetails, valuesOfForm } from '../../../../src/features/portions/rules';
import { createPortion, loadPortions, removePortion, savePortion } from '../../../../src/features/portions/sagas';
import { selectPortionCount } from '../../../../src/features/portions/selectors';
import reducer, {
  created,
  createFailed,
  createRequested,
  listLoaded,
  listRequested,
  removed,
  removeRequested,
  saveFailed,
  saveRequested,
} from '../../../../src/features/portions/slice';
import { ApiError } from '../../../../src/shared/api/errors';
import { notificationsOf, portion } from '../item-groups/fixtures';
import { scope, shopState } from '../settings/shopState';

const ITEM = 5;
const stateWith = (portions: api.Portion[]): RootState =>
  shopState({
    portions: reducer(
      reducer(undefined, listRequested({ itemId: ITEM, offset: 0 })),
      listLoaded({ itemId: ITEM, offset: 0, portions, count: portions.length }),
    ),
  });

function run(worker: Parameters<typeof expectSaga>[0], action: { type: string; payload?: unknown }, state: RootState) {
  return expectSaga(worker, action).withReducer(rootReducer).withState(rootReducer(state, action));
}

const messagesOf = (effects: { put?: { payload: { action: { type: string; payload?: unknown } } }[] }) =>
  notificationsOf((effects.put ?? []).map((effect) => effect.payload.action));

describe('portion rules', () => {
  it.each([
    ['/menu/1/items/5', true],
    ['/menu/1/items/5/portions', false],
    ['/menu/1/items', false],
    ['/menu/1', false],
    [undefined, false],
  ])('coming from %j counts as coming from the product: %s', (previous, expected) => {
    expect(cameFromItemDetails(previous)).toBe(expected);
  });

  it('sends the portion of the product with a trimmed name', () => {
    expect(valuesOfForm(ITEM, { name: ' Média ', price: 19.9, isAvailable: false })).toEqual({
      itemId: ITEM,
      name: 'Média',
      price: 19.9,
      isAvailable: false,
    });
  });
});

describe('portion sagas', () => {
  const values = { itemId: ITEM, name: 'Grande', price: 32, isAvailable: false };

  it("loads a product's portions, whose count is 'Porções (n)'", async () => {
    const { storeState } = await run(loadPortions, listRequested({ itemId: ITEM, offset: 0 }), shopState())
      .provide([[matchers.call(api.fetchPortions, scope, ITEM, 0), { portions: [portion(1)], count: 1 }]])
      .run();
    expect(selectPortionCount(storeState, ITEM)).toBe(1);
  });

  it('creates a portion and opens its details screen', async () => {
    await run(createPortion, createRequested({ requestId: 'r', itemGroupId: 2, values }), stateWith([]))
      .provide([
        [matchers.call(api.createPortion, scope, values), 31],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put.like({ action: { type: created.type, payload: { requestId: 'r', portion: { id: 31, ...values } } } })
      .call(navigateTo, '/menu/2/items/5/portions/31')
      .run();
  });

  it("says 'Não foi possível criar nova porção.' when creating fails", async () => {
    const { effects } = await run(createPortion, createRequested({ requestId: 'r', itemGroupId: 2, values }), stateWith([]))
      .provide([[matchers.call.fn(api.createPortion), throwError(new ApiError(400, 'bad_request', 'x'))]])
      .put(createFailed({ requestId: 'r' }))
      .not.call.fn(navigateTo)
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível criar nova porção.']);
  });

  it("says 'Não foi possível alterar.' when saving fails", async () => {
    const { effects } = await run(savePortion, saveRequested({ id: 1, values }), stateWith([portion(1)]))
      .provide([[matchers.call.fn(api.updatePortion), throwError(new ApiError(500, 'internal', 'x'))]])
      .put(saveFailed({ id: 1 }))
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível alterar.']);
  });

  it("removes a portion and goes back to the product's portions", async () => {
    const { storeState } = await run(removePortion, removeRequested({ itemGroupId: 2, itemId: ITEM, id: 1 }), stateWith([portion(1)]))
      .provide([
        [matchers.call(api.removePortion, scope, ITEM, 1), undefined],
        [matchers.call.fn(navigateBack), undefined],
      ])
      .put(removed({ itemId: ITEM, id: 1 }))
      .call(navigateBack, '/menu/2/items/5/portions')
      .run();
    expect(selectPortionCount(storeState, ITEM)).toBe(0);
  });
});
