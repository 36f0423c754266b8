import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { itemGroupsApi } from '@/features/item-groups/api';
import { itemGroupSagas } from '@/features/item-groups/sagas';
import { selectItemGroupList } from '@/features/item-groups/selectors';
import itemGroupsReducer, { itemGroupActions } from '@/features/item-groups/slice';
import { itemsApi } from '@/features/items/api';
import { itemSagas } from '@/features/items/sagas';
import { selectItemCount } from '@/features/items/selectors';
import itemsReducer, { itemActions } from '@/features/items/slice';
import { optionGroupsApi, type OptionGroup } from '@/features/option-groups/api';
import { optionGroupSagas } from '@/features/option-groups/sagas';
import { selectOptionGroupCount } from '@/features/option-groups/selectors';
import optionGroupsReducer, { optionGroupActions } from '@/features/option-groups/slice';
import { optionsApi } from '@/features/options/api';
import { optionSagas } from '@/features/options/sagas';
import { selectOptionCount } from '@/features/options/selectors';
import optionsReducer, { optionActions } from '@/features/options/slice';
import { portionsApi } from '@/features/portions/api';
import { portionSagas } from '@/features/portions/sagas';
import { selectPortionCount } from '@/features/portions/selectors';
import portionsReducer, { portionActions } from '@/features/portions/slice';
import { ApiError } from '@/shared/api/errors';
import { navigateBack, navigateTo } from '@/shared/menu/navigation';
import type { MenuRecordApi, menuRecordSagas, SwitchActions } from '@/shared/menu/recordSagas';
import { SHOP_LIST, type MenuRecord, type MenuRecordsState } from '@/shared/menu/records';
import { signedOut } from '@/shared/session/events';
import { item, itemGroup, notificationsOf, option, optionGroup, portion } from '../../features/item-groups/fixtures';
import { scope, shopState } from '../../features/settings/shopState';

type AnyAction = { type: string; payload?: unknown };
type Creator = (payload?: never) => AnyAction;

/**
 * One kind of menu record, as the tests below drive it: the five menu features are built from the same slice and
 * saga factories, so each behaviour they share is checked once here for every one of them.
 */
interface Kind<R extends MenuRecord> {
  name: string;
  slice: 'itemGroups' | 'items' | 'portions' | 'optionGroups' | 'options';
  reducer: Reducer<MenuRecordsState<R>>;
  actions: Record<string, Creator>;
  sagas: ReturnType<typeof menuRecordSagas>;
  api: MenuRecordApi<R, unknown, { id: number }>;
  record: (id: number, fields?: Partial<R>) => R;
  /** The list the fixtures' records are in. */
  parentId: number;
  countOf: (state: RootState, parentId: number) => number | null;
  loadKey: (id: number) => { id: number };
  values: object;
  /** What the screens add to a create or remove request. */
  where: object;
  detailsPath: (id: number) => string;
  listPath: string;
  messages: { createFailed: string; saveFailed: string };
  save: { requested: string; done: string; failed: string };
  switch?: { field: string; toggled: string; changed: string; changeFailed: string };
}

/** A kind as its entry below gives it: the saves, their failure and the asking screen's additions are the usual ones unless it says. */
interface KindEntry<R extends MenuRecord> extends Pick<Kind<R>, 'name' | 'slice' | 'record' | 'parentId' | 'countOf' | 'values' | 'switch'> {
  /** What the feature exports: its reducer, its slice's actions, its sagas and its calls. */
  feature: { reducer: Reducer<MenuRecordsState<R>>; actions: object; sagas: unknown; api: unknown };
  paths: { details: (id: number) => string; list: string };
  createFailed: string;
  loadKey?: Kind<R>['loadKey'];
  where?: object;
  save?: Kind<R>['save'];
  saveFailed?: string;
}

const kind = <R extends MenuRecord>({ feature, paths, createFailed, saveFailed = 'Não foi possível alterar.', ...entry }: KindEntry<R>) =>
  ({
    loadKey: (id: number) => ({ id }),
    where: {},
    save: { requested: 'saveRequested', done: 'saved', failed: 'saveFailed' },
    ...entry,
    reducer: feature.reducer,
    actions: feature.actions as Record<string, Creator>,
    sagas: feature.sagas as Kind<R>['sagas'],
    api: feature.api as Kind<R>['api'],
    detailsPath: paths.details,
    listPath: paths.list,
    messages: { createFailed, saveFailed },
  }) as unknown as Kind<MenuRecord>;

const ACTIVE = { field: 'isActive', toggled: 'activeToggled', changed: 'activeChanged', changeFailed: 'activeChangeFailed' };
const AVAILABILITY = { field: 'isAvailable', toggled: 'availabilityToggled', changed: 'availabilityChanged', changeFailed: 'availabilityChangeFailed' };

const kinds = [
  kind({
    name: 'categories',
    slice: 'itemGroups',
    feature: { reducer: itemGroupsReducer, actions: itemGroupActions, sagas: itemGroupSagas, api: itemGroupsApi },
    record: itemGroup,
    parentId: SHOP_LIST,
    countOf: (state) => {
      const list = selectItemGroupList(state);
      return list.loaded ? list.count : null;
    },
    values: { title: 'Massas', isActive: true },
    paths: { details: (id) => `/menu/${id}`, list: '/menu' },
    createFailed: 'Não foi possível criar nova categoria.',
    saveFailed: 'Não foi possível renomear.',
    save: { requested: 'renameRequested', done: 'renamed', failed: 'renameFailed' },
    switch: ACTIVE,
  }),
  kind({
    name: 'products',
    slice: 'items',
    feature: { reducer: itemsReducer, actions: itemActions, sagas: itemSagas, api: itemsApi },
    record: item,
    parentId: 1,
    countOf: selectItemCount,
    values: { groupId: 1, name: 'X-Burger', description: 'Pão e carne', price: 25.9, isAvailable: true },
    paths: { details: (id) => `/menu/1/items/${id}`, list: '/menu/1/items' },
    createFailed: 'Não foi possível criar novo produto.',
    switch: AVAILABILITY,
  }),
  kind({
    name: 'portions',
    slice: 'portions',
    feature: { reducer: portionsReducer, actions: portionActions, sagas: portionSagas, api: portionsApi },
    record: portion,
    parentId: 5,
    countOf: selectPortionCount,
    loadKey: (id) => ({ itemId: 5, id }),
    values: { itemId: 5, name: 'Grande', price: 30, isAvailable: true },
    where: { itemGroupId: 1 },
    paths: { details: (id) => `/menu/1/items/5/portions/${id}`, list: '/menu/1/items/5/portions' },
    createFailed: 'Não foi possível criar nova porção.',
  }),
  kind({
    name: 'option groups',
    slice: 'optionGroups',
    feature: { reducer: optionGroupsReducer as unknown as Reducer<MenuRecordsState<OptionGroup>>, actions: optionGroupActions, sagas: optionGroupSagas, api: optionGroupsApi },
    record: optionGroup,
    parentId: 1,
    countOf: selectOptionGroupCount,
    values: { groupId: 1, title: 'Molhos', maxLength: 2, isRequired: false, isActive: true },
    paths: { details: (id) => `/menu/1/optionGroups/${id}`, list: '/menu/1/optionGroups' },
    createFailed: 'Não foi possível criar novo opcional.',
    switch: ACTIVE,
  }),
  kind({
    name: 'options',
    slice: 'options',
    feature: { reducer: optionsReducer, actions: optionActions, sagas: optionSagas, api: optionsApi },
    record: option,
    parentId: 7,
    countOf: selectOptionCount,
    values: { groupId: 7, name: 'Cheddar', description: null, price: 3, isAvailable: true },
    where: { itemGroupId: 1 },
    paths: { details: (id) => `/menu/1/optionGroups/7/options/${id}`, list: '/menu/1/optionGroups/7/options' },
    createFailed: 'Não foi possível criar nova opção.',
    switch: AVAILABILITY,
  }),
];

const messagesOf = (effects: { put?: { payload: { action: AnyAction } }[] }) =>
  notificationsOf((effects.put ?? []).map((effect) => effect.payload.action));

/** Runs a worker the way the store would: the reducer sees the action first. */
function run(worker: Parameters<typeof expectSaga>[0], action: AnyAction, state: RootState) {
  return expectSaga(worker, action).withReducer(rootReducer).withState(rootReducer(state, action));
}

describe.each(kinds)('menu records: $name', (k) => {
  const act = (name: string, payload?: unknown) => k.actions[name](payload as never);
  const listed = (records: MenuRecord[], count = records.length, parentId = k.parentId) =>
    k.reducer(
      k.reducer(undefined, act('listRequested', { parentId, offset: 0 })),
      act('listLoaded', { parentId, offset: 0, records, count }),
    );
  const stateWith = (records: MenuRecord[], count = records.length): RootState => shopState({ [k.slice]: listed(records, count) });
  const sliceOf = (state: RootState) => state[k.slice] as unknown as MenuRecordsState<MenuRecord>;

  describe('slice', () => {
    it('replaces a list with its first page and appends the next, counting what the server has', () => {
      let state = listed([k.record(1), k.record(2)], 3);
      expect(k.countOf(shopState({ [k.slice]: state }), k.parentId)).toBe(3);
      state = k.reducer(state, act('listRequested', { parentId: k.parentId, offset: 2 }));
      expect(state.lists[k.parentId]).toMatchObject({ ids: [1, 2], more: 'pending', status: 'resolved' });
      state = k.reducer(state, act('listLoaded', { parentId: k.parentId, offset: 2, records: [k.record(3)], count: 3 }));
      expect(state.lists[k.parentId]).toMatchObject({ ids: [1, 2, 3], more: 'resolved' });
    });

    it('keeps the rows when a later page fails, and shows the error when the first does', () => {
      let state = listed([k.record(1)], 2);
      state = k.reducer(state, act('listFailed', { parentId: k.parentId, offset: 1, error: 'x' }));
      expect(state.lists[k.parentId]).toMatchObject({ ids: [1], status: 'resolved', more: 'error' });
      state = k.reducer(state, act('listFailed', { parentId: k.parentId, offset: 0, error: 'Failed to fetch' }));
      expect(state.lists[k.parentId]).toMatchObject({ status: 'error', error: 'Failed to fetch' });
    });

    it('counts a created record in its list and marks the form that asked as done', () => {
      let state = k.reducer(listed([k.record(1)]), act('createRequested', { requestId: 'r', values: k.values, ...k.where }));
      expect(state.create).toEqual({ requestId: 'r', status: 'pending' });
      state = k.reducer(state, act('created', { requestId: 'r', record: k.record(2) }));
      expect(state.lists[k.parentId]).toMatchObject({ ids: [1, 2], count: 2 });
      expect(state.create.status).toBe('done');
      expect(state.details[2]?.status).toBe('resolved');
    });

    it('forgets a removed record and counts one less', () => {
      const state = k.reducer(listed([k.record(1), k.record(2)]), act('removed', { id: 1, parentId: k.parentId }));
      expect(state.lists[k.parentId]).toMatchObject({ ids: [2], count: 1 });
      expect(state.entities[1]).toBeUndefined();
    });

    it('records the load of each record apart', () => {
      let state = k.reducer(undefined, act('loadRequested', k.loadKey(1)));
      state = k.reducer(state, act('loadFailed', { id: 1, error: 'Failed to fetch' }));
      state = k.reducer(state, act('loaded', k.record(2)));
      expect(state.details[1]).toEqual({ status: 'error', error: 'Failed to fetch' });
      expect(state.details[2]).toEqual({ status: 'resolved', error: null });
    });

    it('starts over on sign-out', () => {
      const state = k.reducer(listed([k.record(1)]), signedOut());
      expect(state.ids).toEqual([]);
      expect(state.lists[k.parentId]?.ids ?? []).toEqual([]);
    });
  });

  describe('sagas', () => {
    it('loads a page for the signed-in shop', async () => {
      const page = { records: [k.record(1)], count: 3 };
      await run(k.sagas.loadPage, act('listRequested', { parentId: k.parentId, offset: 0 }), shopState())
        .provide([[matchers.call([k.api, k.api.fetchPage], scope, k.parentId, 0), page]])
        .put(act('listLoaded', { parentId: k.parentId, offset: 0, ...page }))
        .run();
    });

    it('reports a failed page with its message', async () => {
      await run(k.sagas.loadPage, act('listRequested', { parentId: k.parentId, offset: 20 }), shopState())
        .provide([[matchers.call.fn(k.api.fetchPage), throwError(new ApiError(0, 'network', 'Failed to fetch'))]])
        .put(act('listFailed', { parentId: k.parentId, offset: 20, error: 'Failed to fetch' }))
        .run();
    });

    it("says 'BusinessUnit is not loaded' without a shop", async () => {
      const state = shopState();
      const noShop = { ...state, auth: { ...state.auth, businessUnit: null } };
      await run(k.sagas.loadPage, act('listRequested', { parentId: k.parentId, offset: 0 }), noShop)
        .put(act('listFailed', { parentId: k.parentId, offset: 0, error: 'BusinessUnit is not loaded' }))
        .run();
    });

    it('loads one record, and says why it did not load', async () => {
      await run(k.sagas.loadOne, act('loadRequested', k.loadKey(1)), shopState())
        .provide([[matchers.call([k.api, k.api.fetchOne], scope, k.loadKey(1)), k.record(1)]])
        .put(act('loaded', k.record(1)))
        .run();
      await run(k.sagas.loadOne, act('loadRequested', k.loadKey(1)), shopState())
        .provide([[matchers.call.fn(k.api.fetchOne), throwError(new ApiError(404, 'not_found', 'Não encontrado'))]])
        .put(act('loadFailed', { id: 1, error: 'Não encontrado' }))
        .run();
    });

    it('creates a record, counts it and opens its details screen', async () => {
      const { storeState } = await run(k.sagas.create, act('createRequested', { requestId: 'r1', values: k.values, ...k.where }), stateWith([]))
        .provide([
          [matchers.call([k.api, k.api.create], scope, k.values), 8],
          [matchers.call.fn(navigateTo), undefined],
        ])
        .put.like({ action: { type: act('created').type, payload: { requestId: 'r1', record: { id: 8, ...k.values } } } })
        .call(navigateTo, k.detailsPath(8))
        .run();
      expect(k.countOf(storeState, k.parentId)).toBe(1);
      expect(sliceOf(storeState).create.status).toBe('done');
    });

    it('stays put and says so when creating fails', async () => {
      const { effects } = await run(k.sagas.create, act('createRequested', { requestId: 'r1', values: k.values, ...k.where }), stateWith([]))
        .provide([[matchers.call.fn(k.api.create), throwError(new ApiError(500, 'internal', 'Erro'))]])
        .put(act('createFailed', { requestId: 'r1' }))
        .not.call.fn(navigateTo)
        .run();
      expect(messagesOf(effects)).toEqual([k.messages.createFailed]);
    });

    it("saves the values over the record, confirms with 'Alterações salvas.', and says so when saving fails", async () => {
      const current = k.record(1);
      const updated = k.record(1, { updatedAt: 'later' } as never);
      const done = await run(k.sagas.save, act(k.save.requested, { id: 1, values: k.values }), stateWith([current]))
        .provide([[matchers.call([k.api, k.api.update], scope, current, k.values), updated]])
        .put(act(k.save.done, updated))
        .run();
      expect(messagesOf(done.effects)).toEqual(['Alterações salvas.']);
      const { effects, storeState } = await run(k.sagas.save, act(k.save.requested, { id: 1, values: k.values }), stateWith([current]))
        .provide([[matchers.call.fn(k.api.update), throwError(new ApiError(500, 'internal', 'Erro'))]])
        .put(act(k.save.failed, { id: 1 }))
        .run();
      expect(sliceOf(storeState).save).toEqual({ id: 1, status: 'error' });
      expect(messagesOf(effects)).toEqual([k.messages.saveFailed]);
    });

    it('removes a record and goes back to its list', async () => {
      const current = k.record(1);
      const { storeState } = await run(k.sagas.remove, act('removeRequested', { id: 1, ...k.where }), stateWith([current, k.record(2)]))
        .provide([
          [matchers.call([k.api, k.api.remove], scope, current), undefined],
          [matchers.call.fn(navigateBack), undefined],
        ])
        .put(act('removed', { id: 1, parentId: k.parentId }))
        .call(navigateBack, k.listPath)
        .run();
      expect(k.countOf(storeState, k.parentId)).toBe(1);
    });

    it("shows the server's reason under 'Não foi possível remover.' when the rules refuse, and only the title otherwise", async () => {
      const refused = new ApiError(409, 'conflict', 'Não é permitido remover.');
      const { effects } = await run(k.sagas.remove, act('removeRequested', { id: 1, ...k.where }), stateWith([k.record(1)]))
        .provide([[matchers.call.fn(k.api.remove), throwError(refused)]])
        .put(act('removeFailed', { id: 1 }))
        .not.call.fn(navigateBack)
        .run();
      expect(messagesOf(effects)).toEqual(['Não foi possível remover. Não é permitido remover.']);
      const failed = await run(k.sagas.remove, act('removeRequested', { id: 1, ...k.where }), stateWith([k.record(1)]))
        .provide([[matchers.call.fn(k.api.remove), throwError(new ApiError(500, 'internal', 'Erro'))]])
        .run();
      expect(messagesOf(failed.effects)).toEqual(['Não foi possível remover.']);
    });
  });

  // Categories, products, option groups and options have a switch; portions have none.
  const sw = k.switch;
  if (sw) describe('its switch', () => {
    const change = (value: boolean) => ({ id: 1, [sw.field]: value });
    const switchActions = () =>
      ({ field: sw.field, toggled: k.actions[sw.toggled], changed: k.actions[sw.changed], changeFailed: k.actions[sw.changeFailed] }) as unknown as SwitchActions<MenuRecord, string>;

    it('moves at once, and ignores a second tap while the first is on its way', () => {
      let state = k.reducer(listed([k.record(1)]), act(sw.toggled, change(false)));
      expect(state.entities[1]).toMatchObject({ [sw.field]: false });
      state = k.reducer(state, act(sw.toggled, change(true)));
      expect(state.entities[1]).toMatchObject({ [sw.field]: false });
      expect(state.toggling).toEqual([1]);
    });

    it('sends the whole record with the new value and keeps it', async () => {
      const moved = k.record(1, { [sw.field]: false } as never);
      const updated = k.record(1, { [sw.field]: false, updatedAt: 'later' } as never);
      const { storeState } = await expectSaga(k.sagas.toggle, switchActions(), act(sw.toggled, change(false)) as never)
        .withReducer(rootReducer)
        .withState(rootReducer(stateWith([k.record(1)]), act(sw.toggled, change(false))))
        .provide([[matchers.call([k.api, k.api.update], scope, moved, k.api.valuesOf(moved)), updated]])
        .put(act(sw.changed, updated))
        .run();
      expect(sliceOf(storeState).entities[1]).toMatchObject({ [sw.field]: false });
      expect(sliceOf(storeState).toggling).toEqual([]);
    });

    it("puts the switch back and says 'Não foi possível alterar.' when the update fails", async () => {
      const state = rootReducer(stateWith([k.record(1)]), act(sw.toggled, change(false)));
      const { storeState, effects } = await expectSaga(k.sagas.toggle, switchActions(), act(sw.toggled, change(false)) as never)
        .withReducer(rootReducer)
        .withState(state)
        .provide([[matchers.call.fn(k.api.update), throwError(new ApiError(0, 'network', 'Failed to fetch'))]])
        .put(act(sw.changeFailed, change(true)))
        .run();
      expect(sliceOf(storeState).entities[1]).toMatchObject({ [sw.field]: true });
      expect(sliceOf(storeState).toggling).toEqual([]);
      expect(messagesOf(effects)).toEqual(['Não foi possível alterar.']);
    });
  });
});
