import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../../src/app/rootReducer';
import { navigateBack, navigateTo } from '../../../../src/features/item-groups/shared/navigation';
import * as api from '../../../../src/features/options/api';
import { valuesOfForm } from '../../../../src/features/options/rules';
import { createOption, removeOption, toggleAvailability } from '../../../../src/features/options/sagas';
import { selectOptionCount } from '../../../../src/features/options/selectors';
import reducer, {
  availabilityChangeFailed,
  availabilityToggled,
  created,
  createRequested,
  listLoaded,
  listRequested,
  removed,
  removeRequested,
} from '../../../../src/features/options/slice';
import { ApiError } from '../../../../src/shared/api/errors';
import { notificationsOf, option } from '../item-groups/fixtures';
import { scope, shopState } from '../settings/shopState';

const GROUP = 7;
const stateWith = (options: api.Option[]): RootState =>
  shopState({
    options: reducer(reducer(undefined, listRequested({ groupId: GROUP, offset: 0 })), listLoaded({ groupId: GROUP, offset: 0, options, count: options.length })),
  });

function run(worker: Parameters<typeof expectSaga>[0], action: { type: string; payload?: unknown }, state: RootState) {
  return expectSaga(worker, action).withReducer(rootReducer).withState(rootReducer(state, action));
}

const messagesOf = (effects: { put?: { payload: { action: { type: string; payload?: unknown } } }[] }) =>
  notificationsOf((effects.put ?? []).map((effect) => effect.payload.action));

describe('options', () => {
  const values = { groupId: GROUP, name: 'Bacon', description: null, price: 4.5, isAvailable: true };

  it('sends the option group, a trimmed name and no empty description', () => {
    expect(valuesOfForm(GROUP, { name: ' Bacon ', description: '', price: 4.5, isAvailable: true })).toEqual(values);
  });

  it('creates an option, counts it and opens its details screen', async () => {
    const { storeState } = await run(createOption, createRequested({ requestId: 'r', itemGroupId: 1, values }), stateWith([]))
      .provide([
        [matchers.call(api.createOption, scope, values), 40],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(created({ requestId: 'r', option: { id: 40, ...values } }))
      .call(navigateTo, '/menu/1/optionGroups/7/options/40')
      .run();
    expect(selectOptionCount(storeState, GROUP)).toBe(1);
  });

  it("says 'Não foi possível criar nova opção.' when creating fails", async () => {
    const { effects } = await run(createOption, createRequested({ requestId: 'r', itemGroupId: 1, values }), stateWith([]))
      .provide([[matchers.call.fn(api.createOption), throwError(new ApiError(400, 'bad_request', 'x'))]])
      .not.call.fn(navigateTo)
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível criar nova opção.']);
  });

  it('puts the availability back when the update fails', async () => {
    const { storeState, effects } = await run(toggleAvailability, availabilityToggled({ id: 1, isAvailable: false }), stateWith([option(1)]))
      .provide([[matchers.call.fn(api.updateOption), throwError(new ApiError(500, 'internal', 'x'))]])
      .put(availabilityChangeFailed({ id: 1, isAvailable: true }))
      .run();
    expect(storeState.options.entities[1]?.isAvailable).toBe(true);
    expect(messagesOf(effects)).toEqual(['Não foi possível alterar.']);
  });

  it("removes an option and goes back to the group's options", async () => {
    await run(removeOption, removeRequested({ itemGroupId: 1, id: 1 }), stateWith([option(1)]))
      .provide([
        [matchers.call(api.removeOption, scope, 1), undefined],
        [matchers.call.fn(navigateBack), undefined],
      ])
      .put(removed({ id: 1, groupId: GROUP }))
      .call(navigateBack, '/menu/1/optionGroups/7/options')
      .run();
  });
});
