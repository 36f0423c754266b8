import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../../src/app/rootReducer';
import { navigateBack, navigateTo } from '../../../../src/features/item-groups/shared/navigation';
import * as api from '../../../../src/features/option-groups/api';
import { createOptionGroup, removeOptionGroup, toggleActive } from '../../../../src/features/option-groups/sagas';
import reducer, {
  activeChangeFailed,
  activeToggled,
  created,
  createRequested,
  listLoaded,
  listRequested,
  loaded,
  removed,
  removeFailed,
  removeRequested,
} from '../../../../src/features/option-groups/slice';
import optionsReducer, * as optionsSlice from '../../../../src/features/options/slice';
import { ApiError } from '../../../../src/shared/api/errors';
import { notificationsOf, option, optionGroup } from '../item-groups/fixtures';
import { scope, shopState } from '../settings/shopState';

const withGroup = (slices: Partial<RootState> = {}): RootState =>
  shopState({
    optionGroups: reducer(
      reducer(reducer(undefined, listRequested({ groupId: 1, offset: 0 })), listLoaded({ groupId: 1, offset: 0, optionGroups: [], count: 0 })),
      loaded(optionGroup(7, { sequence: 2, maxLength: 3 })),
    ),
    ...slices,
  });

const withOptions = (count: number) =>
  optionsReducer(undefined, optionsSlice.listLoaded({ groupId: 7, offset: 0, options: [option(1)], count }));

function run(worker: Parameters<typeof expectSaga>[0], action: { type: string; payload?: unknown }, state: RootState) {
  return expectSaga(worker, action).withReducer(rootReducer).withState(rootReducer(state, action));
}

const messagesOf = (effects: { put?: { payload: { action: { type: string; payload?: unknown } } }[] }) =>
  notificationsOf((effects.put ?? []).map((effect) => effect.payload.action));

describe('option group sagas', () => {
  const values = { groupId: 1, title: 'Adicionais', maxLength: 2, isRequired: false, isActive: true };

  it("creates an option group without a sequence and opens 'Opcional'", async () => {
    const { storeState } = await run(createOptionGroup, createRequested({ requestId: 'r', values }), withGroup())
      .provide([
        [matchers.call(api.createOptionGroup, scope, values), 9],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(created({ requestId: 'r', optionGroup: { id: 9, ...values, sequence: null } }))
      .call(navigateTo, '/menu/1/optionGroups/9')
      .run();
    expect(storeState.optionGroups.lists[1]).toMatchObject({ ids: [9], count: 1 });
  });

  it("says 'Não foi possível criar novo opcional.' when creating fails", async () => {
    const { effects } = await run(createOptionGroup, createRequested({ requestId: 'r', values }), withGroup())
      .provide([[matchers.call.fn(api.createOptionGroup), throwError(new ApiError(500, 'internal', 'x'))]])
      .not.call.fn(navigateTo)
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível criar novo opcional.']);
  });

  it("keeps the group's sequence when 'Ativo?' changes, and puts the switch back on failure", async () => {
    const { storeState, effects } = await run(toggleActive, activeToggled({ id: 7, isActive: false }), withGroup())
      .provide([[matchers.call.fn(api.updateOptionGroup), throwError(new ApiError(500, 'internal', 'x'))]])
      .call(api.updateOptionGroup, scope, optionGroup(7, { sequence: 2, maxLength: 3, isActive: false }), {
        groupId: 1,
        title: 'Opcional 7',
        maxLength: 3,
        isRequired: false,
        isActive: false,
      })
      .put(activeChangeFailed({ id: 7, isActive: true }))
      .run();
    expect(storeState.optionGroups.entities[7]?.isActive).toBe(true);
    expect(messagesOf(effects)).toEqual(['Não foi possível alterar.']);
  });

  it("refuses to remove a group with options, with the spec's message and no call", async () => {
    const { effects } = await run(removeOptionGroup, removeRequested({ id: 7 }), withGroup({ options: withOptions(2) }))
      .put(removeFailed({ id: 7 }))
      .not.call.fn(api.removeOptionGroup)
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível remover. Não é permitido remover um opcional com opções.']);
  });

  it("shows the server's 409 reason when the options were not known here", async () => {
    const refused = new ApiError(409, 'conflict', 'Não é permitido remover um opcional com opções.');
    const { effects } = await run(removeOptionGroup, removeRequested({ id: 7 }), withGroup())
      .provide([[matchers.call(api.removeOptionGroup, scope, 7), throwError(refused)]])
      .not.call.fn(navigateBack)
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível remover. Não é permitido remover um opcional com opções.']);
  });

  it('removes a group without options and goes back to the option groups', async () => {
    await run(removeOptionGroup, removeRequested({ id: 7 }), withGroup({ options: withOptions(0) }))
      .provide([
        [matchers.call(api.removeOptionGroup, scope, 7), undefined],
        [matchers.call.fn(navigateBack), undefined],
      ])
      .put(removed({ id: 7, groupId: 1 }))
      .call(navigateBack, '/menu/1/optionGroups')
      .run();
  });
});
