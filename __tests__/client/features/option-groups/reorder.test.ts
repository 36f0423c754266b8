import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/features/option-groups/api';
import { saveReorder } from '@/features/option-groups/sagas';
import { selectShownOptionGroups } from '@/features/option-groups/selectors';
import reducer, { optionGroupActions } from '@/features/option-groups/slice';
import { ApiError } from '@/shared/api/errors';
import { notificationsOf, optionGroup } from '../item-groups/fixtures';
import { scope, shopState } from '../settings/shopState';

const CATEGORY = 1;
const groups = [optionGroup(10, { title: 'Pão' }), optionGroup(11, { title: 'Carne' }), optionGroup(12, { title: 'Molho' })];
const listed = () =>
  reducer(reducer(undefined, optionGroupActions.listRequested({ parentId: CATEGORY, offset: 0 })), optionGroupActions.listLoaded({ parentId: CATEGORY, offset: 0, records: groups, count: 3 }));

const titlesOf = (state: RootState) => selectShownOptionGroups(state, CATEGORY).map((group) => group.title);

/** A drag of 'Molho' to the top, as the reorder screen dispatches it. */
const arranged = () => {
  let state = reducer(listed(), optionGroupActions.reorderStarted({ groupId: CATEGORY }));
  state = reducer(state, optionGroupActions.reorderMoved({ from: 2, to: 0 }));
  return state;
};

const messagesOf = (effects: { put?: { payload: { action: { type: string; payload?: unknown } } }[] }) =>
  notificationsOf((effects.put ?? []).map((effect) => effect.payload.action));

describe('reordering option groups', () => {
  it('shows the arranged order while reordering, and Cancelar restores the saved one', () => {
    const state = arranged();
    expect(titlesOf(shopState({ optionGroups: state }))).toEqual(['Molho', 'Pão', 'Carne']);
    expect(state.lists[CATEGORY].ids).toEqual([10, 11, 12]);
    const canceled = reducer(state, optionGroupActions.reorderCanceled());
    expect(titlesOf(shopState({ optionGroups: canceled }))).toEqual(['Pão', 'Carne', 'Molho']);
    expect(canceled.reorder.groupId).toBeNull();
  });

  it("Salvar sends sequences 1..n in the arranged order and says 'Ordem alterada com sucesso.'", async () => {
    const state = shopState({ optionGroups: reducer(arranged(), optionGroupActions.reorderSaveRequested()) });
    const saved = [
      optionGroup(12, { title: 'Molho', sequence: 1 }),
      optionGroup(10, { title: 'Pão', sequence: 2 }),
      optionGroup(11, { title: 'Carne', sequence: 3 }),
    ];
    const { storeState, effects } = await expectSaga(saveReorder)
      .withReducer(rootReducer)
      .withState(state)
      .provide([
        [
          matchers.call(api.updateSequences, scope, CATEGORY, [
            { id: 12, sequence: 1 },
            { id: 10, sequence: 2 },
            { id: 11, sequence: 3 },
          ]),
          saved,
        ],
      ])
      .put(optionGroupActions.reordered({ groupId: CATEGORY, optionGroups: saved }))
      .run();
    expect(messagesOf(effects)).toEqual(['Ordem alterada com sucesso.']);
    expect(storeState.optionGroups.reorder.groupId).toBeNull();
    expect(storeState.optionGroups.lists[CATEGORY].ids).toEqual([12, 10, 11]);
    expect(storeState.optionGroups.entities[12]?.sequence).toBe(1);
  });

  it("keeps the arrangement on screen and says 'Não foi possível alterar.' when saving fails", async () => {
    const state = shopState({ optionGroups: reducer(arranged(), optionGroupActions.reorderSaveRequested()) });
    const { storeState, effects } = await expectSaga(saveReorder)
      .withReducer(rootReducer)
      .withState(state)
      .provide([[matchers.call.fn(api.updateSequences), throwError(new ApiError(400, 'bad_request', 'x'))]])
      .put(optionGroupActions.reorderSaveFailed())
      .run();
    expect(messagesOf(effects)).toEqual(['Não foi possível alterar.']);
    expect(titlesOf(storeState)).toEqual(['Molho', 'Pão', 'Carne']);
    expect(storeState.optionGroups.reorder.status).toBe('error');
  });

  it('sends nothing after Cancelar', async () => {
    const state = shopState({ optionGroups: reducer(arranged(), optionGroupActions.reorderCanceled()) });
    await expectSaga(saveReorder).withReducer(rootReducer).withState(state).not.call.fn(api.updateSequences).run();
  });
});
