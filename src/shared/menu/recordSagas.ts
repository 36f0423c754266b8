import type { ActionCreatorWithPayload } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { messageOf } from '@/shared/api/messages';
import { notifyError, notifySuccess } from '@/shared/notifications/effects';
import { CHANGES_SAVED } from '@/shared/notifications/successes';
import { UPDATE_FAILED } from '@/shared/notifications/failures';
import { takeLatestPerKey } from '@/shared/saga/effects';
import type { ShopScope } from '@/shared/session/scope';
import { notifyRemoveFailed } from './failures';
import { navigateBack, navigateTo } from './navigation';
import type { CreateRequest, MenuRecord, Page, PageKey, RemoveRequest, SwitchChange } from './records';

/** The calls behind one kind of menu record, in the app's names. */
export interface MenuRecordApi<R extends MenuRecord, V, Key extends { id: number }> {
  fetchPage(scope: ShopScope, parentId: number, offset: number): Promise<Page<R>>;
  fetchOne(scope: ShopScope, key: Key): Promise<R>;
  create(scope: ShopScope, values: V): Promise<number>;
  update(scope: ShopScope, current: R, values: V): Promise<R>;
  remove(scope: ShopScope, current: R): Promise<void>;
  valuesOf(record: R): V;
}

/** The actions menuRecordReducers made, under whatever names the feature gave them. */
export interface MenuRecordActions<R extends MenuRecord, V, Key extends { id: number }, Where extends object> {
  listRequested: ActionCreatorWithPayload<PageKey>;
  listLoaded: ActionCreatorWithPayload<PageKey & Page<R>>;
  listFailed: ActionCreatorWithPayload<PageKey & { error: string }>;
  loadRequested: ActionCreatorWithPayload<Key>;
  loaded: ActionCreatorWithPayload<R>;
  loadFailed: ActionCreatorWithPayload<{ id: number; error: string }>;
  createRequested: ActionCreatorWithPayload<CreateRequest<V, Where>>;
  created: ActionCreatorWithPayload<{ requestId: string; record: R }>;
  createFailed: ActionCreatorWithPayload<{ requestId: string }>;
  saveRequested: ActionCreatorWithPayload<{ id: number; values: V }>;
  saved: ActionCreatorWithPayload<R>;
  saveFailed: ActionCreatorWithPayload<{ id: number }>;
  removeRequested: ActionCreatorWithPayload<RemoveRequest<Where>>;
  removed: ActionCreatorWithPayload<{ id: number; parentId: number }>;
  removeFailed: ActionCreatorWithPayload<{ id: number }>;
}

export interface SwitchActions<R extends MenuRecord, Field extends string> {
  field: Field;
  toggled: ActionCreatorWithPayload<SwitchChange<Field>>;
  changed: ActionCreatorWithPayload<R>;
  changeFailed: ActionCreatorWithPayload<SwitchChange<Field>>;
}

/** A switch's actions as a slice names them: 'availabilityToggled', 'activeChanged'… */
export type NamedSwitchActions<R extends MenuRecord, Field extends string, Name extends string> = Record<`${Name}Toggled`, SwitchActions<R, Field>['toggled']> &
  Record<`${Name}Changed`, SwitchActions<R, Field>['changed']> &
  Record<`${Name}ChangeFailed`, SwitchActions<R, Field>['changeFailed']>;

/**
 * The sagas' side of a switch a slice names after `name` (namedSwitchReducers): `switchActionsOf('isAvailable',
 * 'availability')(itemActions)` picks availabilityToggled, availabilityChanged and availabilityChangeFailed.
 */
export const switchActionsOf =
  <Field extends string, Name extends string>(field: Field, name: Name) =>
  <R extends MenuRecord>(actions: NamedSwitchActions<R, Field, Name>): SwitchActions<R, Field> => {
    type Switch = SwitchActions<R, Field>;
    // TypeScript does not narrow a generic template key; the keys are exactly the ones the actions are checked against.
    const named = actions as unknown as Record<string, Switch[keyof Switch]>;
    return {
      field,
      toggled: named[`${name}Toggled`] as Switch['toggled'],
      changed: named[`${name}Changed`] as Switch['changed'],
      changeFailed: named[`${name}ChangeFailed`] as Switch['changeFailed'],
    };
  };

export interface MenuRecordSagaConfig<R extends MenuRecord, V, Key extends { id: number }, Where extends object, Field extends string, State> {
  actions: MenuRecordActions<NoInfer<R>, V, Key, Where>;
  /** The record's type is read from the calls. */
  api: MenuRecordApi<R, V, Key>;
  /** The signed-in shop; fails before it is known. */
  scope: () => Generator<unknown, ShopScope>;
  selectById: (state: State, id: number) => R | undefined;
  /** Names the list a record is in (its category, option group or product). */
  parentOf: (record: R) => number;
  /** The record as the server made it, before any reload: only the id is the server's. */
  createdRecordOf: (id: number, values: V) => R;
  /** Spec 2: a created record opens its details screen; a removed one goes back to its list. */
  paths: { details: (record: R, request: Where) => string; list: (record: R, request: Where) => string };
  messages: { createFailed: string; saveFailed?: string };
  switch?: SwitchActions<NoInfer<R>, Field>;
}

/** The sagas of one kind of menu record, and the root that runs them. */
export function menuRecordSagas<R extends MenuRecord, V, Key extends { id: number }, Where extends object, State, Field extends string = never>(
  config: MenuRecordSagaConfig<R, V, Key, Where, Field, State>,
) {
  const { actions, api, scope } = config;

  function* current(id: number) {
    const record: R | undefined = yield select(config.selectById, id);
    if (!record) throw new Error(`relation not found: ${id}`);
    return record;
  }

  function* loadPage(action: ReturnType<typeof actions.listRequested>) {
    const { parentId, offset } = action.payload;
    try {
      const shop: ShopScope = yield call(scope);
      const page: Page<R> = yield call([api, api.fetchPage], shop, parentId, offset);
      yield put(actions.listLoaded({ parentId, offset, ...page }));
    } catch (error) {
      yield put(actions.listFailed({ parentId, offset, error: messageOf(error) }));
    }
  }

  function* loadOne(action: ReturnType<typeof actions.loadRequested>) {
    const key = action.payload;
    const { id } = key;
    try {
      const shop: ShopScope = yield call(scope);
      const record: R = yield call([api, api.fetchOne], shop, key);
      yield put(actions.loaded(record));
    } catch (error) {
      yield put(actions.loadFailed({ id, error: messageOf(error) }));
    }
  }

  function* create(action: ReturnType<typeof actions.createRequested>) {
    const { requestId, values } = action.payload;
    try {
      const shop: ShopScope = yield call(scope);
      const id: number = yield call([api, api.create], shop, values);
      const record = config.createdRecordOf(id, values);
      yield put(actions.created({ requestId, record }));
      yield call(navigateTo, config.paths.details(record, action.payload));
    } catch (error) {
      yield put(actions.createFailed({ requestId }));
      yield notifyError(config.messages.createFailed, error);
    }
  }

  function* save(action: ReturnType<typeof actions.saveRequested>) {
    const { id, values } = action.payload;
    try {
      const shop: ShopScope = yield call(scope);
      const record: R = yield call(current, id);
      const updated: R = yield call([api, api.update], shop, record, values);
      yield put(actions.saved(updated));
      yield notifySuccess(CHANGES_SAVED);
    } catch (error) {
      yield put(actions.saveFailed({ id }));
      yield notifyError(config.messages.saveFailed ?? UPDATE_FAILED, error);
    }
  }

  function* remove(action: ReturnType<typeof actions.removeRequested>) {
    const { id } = action.payload;
    try {
      const shop: ShopScope = yield call(scope);
      const record: R = yield call(current, id);
      yield call([api, api.remove], shop, record);
      yield put(actions.removed({ id, parentId: config.parentOf(record) }));
      yield call(navigateBack, config.paths.list(record, action.payload));
    } catch (error) {
      yield put(actions.removeFailed({ id }));
      yield notifyRemoveFailed(error);
    }
  }

  /** The switch already shows the new value; a failed update puts the old one back. */
  function* toggle(toggler: SwitchActions<R, Field>, action: ReturnType<SwitchActions<R, Field>['toggled']>) {
    const { id } = action.payload;
    const value = action.payload[toggler.field];
    try {
      const shop: ShopScope = yield call(scope);
      const record: R = yield call(current, id);
      const updated: R = yield call([api, api.update], shop, record, { ...api.valuesOf(record), [toggler.field]: value });
      yield put(toggler.changed(updated));
    } catch (error) {
      yield put(toggler.changeFailed({ id, [toggler.field]: !value } as SwitchChange<Field>));
      yield notifyError(UPDATE_FAILED, error);
    }
  }

  /** A feature replaces a worker where its rules add to it (option groups check their options before removing). */
  function* root(overrides: { remove?: (action: ReturnType<typeof actions.removeRequested>) => Generator } = {}) {
    yield takeLatestPerKey(actions.listRequested.match, (action: ReturnType<typeof actions.listRequested>) => action.payload.parentId, loadPage);
    yield takeEvery(actions.loadRequested.type, loadOne);
    yield takeLeading(actions.createRequested.type, create);
    yield takeLeading(actions.saveRequested.type, save);
    yield takeLeading(actions.removeRequested.type, overrides.remove ?? remove);
    // Each record's switch waits for its own answer, so switches of different records may overlap.
    if (config.switch) yield takeEvery(config.switch.toggled.type, toggle, config.switch);
  }

  return { loadPage, loadOne, create, save, remove, toggle, root };
}
