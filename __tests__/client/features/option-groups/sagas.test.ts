import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { navigateBack, navigateTo } from '@/shared/menu/navigation';
import { optionGroupsApi } from '@/features/option-groups/api';
import { optionGroupSagas, removeOptionGroup } from '@/features/option-groups/sagas';
import reducer, { optionGroupActions } from '@/features/option-groups/slice';
import optionsReducer, { optionActions } from '@/features/options/slice';
import { ApiError } from '@/shared/api/errors';
import { notificationsOf, option, optionGroup } from '../item-groups/fixtures';
import { scope, shopState, stubFetch } from '../settings/shopState';

// What every menu record does is checked for option groups in __tests__/client/shared/menu/records.test.ts; these
// are what is an option group's own: its place among its siblings, and no removal while it has options.

const withGroup = (slices: Partial<RootState> = {}): RootState =>
  shopState({
    optionGroups: reducer(
      reducer(reducer(undefined, optionGroupActions.listRequested({ parentId: 1, offset: 0 })), optionGroupActions.listLoaded({ parentId: 1, offset: 0, records: [], count: 0 })),
      optionGroupActions.loaded(optionGroup(7, { sequence: 2, maxLength: 3 })),
    ),
    ...slices,
  });

const withOptions = (count: number) =>
  optionsReducer(undefined, optionActions.listLoaded({ parentId: 7, offset: 0, records: [option(1)], count }));

function run(worker: Parameters<typeof expectSaga>[0], action: { type: string; payload?: unknown }, state: RootState) {
  return expectSaga(worker, action).withReducer(rootReducer).withState(rootReducer(state, action));
}

const messagesOf = (effects: { put?: { payload: { action: { type: string; payload?: unknown } } }[] }) =>
  notificationsOf((effects.put ?? []).map((effect) => effect.payload.action));

const activeSwitch = { field: 'isActive' as const, toggled: optionGroupActions.activeToggled, changed: optionGroupActions.activeChanged, changeFailed: optionGroupActions.activeChangeFailed };

describe('option group sagas', () => {
  const values = { groupId: 1, title: 'Adicionais', maxLength: 2, isRequired: false, isActive: true };

  it("creates an option group without a sequence and opens 'Opcional'", async () => {
    await run(optionGroupSagas.create, optionGroupActions.createRequested({ requestId: 'r', values }), withGroup())
      .provide([
        [matchers.call([optionGroupsApi, optionGroupsApi.create], scope, values), 9],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(optionGroupActions.created({ requestId: 'r', record: { id: 9, ...values, sequence: null } }))
      .call(navigateTo, '/menu/1/optionGroups/9')
      .run();
  });

  it("sends 'Ativo?' with the group's place among its siblings", async () => {
    const answer = { id: 7, groupId: 1, title: 'Opcional 7', sequence: 2, maxlength: 3, required: false, active: false };
    const server = stubFetch({ status: 200, body: answer });
    try {
      const state = rootReducer(withGroup(), optionGroupActions.activeToggled({ id: 7, isActive: false }));
      await expectSaga(optionGroupSagas.toggle, activeSwitch, optionGroupActions.activeToggled({ id: 7, isActive: false }))
        .withReducer(rootReducer)
        .withState(state)
        .put(optionGroupActions.activeChanged(optionGroup(7, { sequence: 2, maxLength: 3, isActive: false })))
        .run();
    } finally {
      server.restore();
    }
    expect(server.calls).toEqual([{ url: expect.stringMatching(/\/option-groups\/7$/), method: 'PUT', body: { ...answer, id: undefined } }]);
  });

  it("refuses to remove a group with options, with the spec's message and no call", async () => {
    const { effects } = await run(removeOptionGroup, optionGroupActions.removeRequested({ id: 7 }), withGroup({ options: withOptions(2) }))
      .put(optionGroupActions.removeFailed({ id: 7 }))
      .not.call.fn(optionGroupsApi.remove)
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível remover. Não é permitido remover um opcional com opções.']);
  });

  it("shows the server's 409 reason when the options were not known here", async () => {
    const refused = new ApiError(409, 'conflict', 'Não é permitido remover um opcional com opções.');
    const { effects } = await run(removeOptionGroup, optionGroupActions.removeRequested({ id: 7 }), withGroup())
      .provide([[matchers.call.fn(optionGroupsApi.remove), throwError(refused)]])
      .not.call.fn(navigateBack)
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível remover. Não é permitido remover um opcional com opções.']);
  });

  it('removes a group without options and goes back to the option groups', async () => {
    await run(removeOptionGroup, optionGroupActions.removeRequested({ id: 7 }), withGroup({ options: withOptions(0) }))
      .provide([
        [matchers.call.fn(optionGroupsApi.remove), undefined],
        [matchers.call.fn(navigateBack), undefined],
      ])
      .put(optionGroupActions.removed({ id: 7, parentId: 1 }))
      .call(navigateBack, '/menu/1/optionGroups')
      .run();
  });
});
