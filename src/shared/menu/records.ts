import type { EntityAdapter, EntityState, PayloadAction } from '@reduxjs/toolkit';
import type { CommandStatus } from '@/shared/lib/loadStatus';
import { emptyList, pageFailed, pageLoaded, pageRequested, recordAdded, recordRemoved, type DetailState, type ListState } from './listState';

/**
 * The state every menu feature keeps of its records (categories, products, portions, option groups, options), and
 * the reducers they share. A feature's slice (menuRecordSlice) spreads these with the switch it has, and adds only
 * what is its own: reordering, renaming.
 */
export interface MenuRecord {
  id: number;
}

export interface MenuRecordsState<R extends MenuRecord> extends EntityState<R, number> {
  /** Paged lists by the record they belong to: a category's products, a product's portions… */
  lists: Record<number, ListState>;
  details: Record<number, DetailState>;
  /** requestId ties the answer to the form that asked. */
  create: { requestId: string | null; status: CommandStatus };
  /** Records whose switch change is on its way; their switch waits. */
  toggling: number[];
  save: { id: number | null; status: CommandStatus };
  remove: { id: number | null; status: CommandStatus };
}

/** The shop's categories are one list, which belongs to no record. */
export const SHOP_LIST = 0;

/** A page of a list, asked for and answered. */
export interface PageKey {
  parentId: number;
  offset: number;
}

export interface Page<R> {
  records: R[];
  count: number;
}

/**
 * A record as its screen names it: its id, and (for a portion, whose address needs it) its product. `Where` is what
 * the asking screen knows beyond the record and the sagas need to navigate, such as the category above an option.
 */
/** The screens of options and portions sit under a category as well as their option group or product. */
export interface InCategory {
  itemGroupId: number;
}

export type CreateRequest<V, Where extends object> = { requestId: string; values: V } & Where;
export type RemoveRequest<Where extends object> = { id: number } & Where;

export function initialRecordsState<R extends MenuRecord, Extra extends object>(adapter: EntityAdapter<R, number>, extra: Extra) {
  return adapter.getInitialState({
    lists: {} as Record<number, ListState>,
    details: {} as Record<number, DetailState>,
    create: { requestId: null as string | null, status: 'idle' as CommandStatus },
    toggling: [] as number[],
    save: { id: null as number | null, status: 'idle' as CommandStatus },
    remove: { id: null as number | null, status: 'idle' as CommandStatus },
    ...extra,
  });
}

export const listOf = <R extends MenuRecord>(state: MenuRecordsState<R>, parentId: number): ListState =>
  (state.lists[parentId] ??= emptyList());

/**
 * Paging, loading, creating, saving and removing one kind of record. `parentOf` names the list a record is in.
 * `Key` is what loading one record needs; `Where`, see CreateRequest.
 */
export function menuRecordReducers<R extends MenuRecord, V, Key extends { id: number } = { id: number }, Where extends object = object>(
  adapter: EntityAdapter<R, number>,
  parentOf: (record: R) => number,
) {
  type State = MenuRecordsState<R>;
  return {
    listRequested(state: State, action: PayloadAction<PageKey>) {
      pageRequested(listOf(state, action.payload.parentId), action.payload.offset);
    },
    listLoaded(state: State, action: PayloadAction<PageKey & Page<R>>) {
      const { parentId, offset, records, count } = action.payload;
      adapter.upsertMany(state, records);
      pageLoaded(listOf(state, parentId), offset, records.map((record) => record.id), count);
    },
    listFailed(state: State, action: PayloadAction<PageKey & { error: string }>) {
      pageFailed(listOf(state, action.payload.parentId), action.payload.offset, action.payload.error);
    },
    loadRequested(state: State, action: PayloadAction<Key>) {
      state.details[action.payload.id] = { status: 'pending', error: null };
    },
    loaded(state: State, action: PayloadAction<R>) {
      adapter.upsertOne(state, action.payload);
      state.details[action.payload.id] = { status: 'resolved', error: null };
    },
    loadFailed(state: State, action: PayloadAction<{ id: number; error: string }>) {
      state.details[action.payload.id] = { status: 'error', error: action.payload.error };
    },
    createRequested(state: State, action: PayloadAction<CreateRequest<V, Where>>) {
      state.create = { requestId: action.payload.requestId, status: 'pending' };
    },
    created(state: State, action: PayloadAction<{ requestId: string; record: R }>) {
      const { requestId, record } = action.payload;
      adapter.upsertOne(state, record);
      state.details[record.id] = { status: 'resolved', error: null };
      recordAdded(listOf(state, parentOf(record)), record.id);
      if (state.create.requestId === requestId) state.create.status = 'done';
    },
    createFailed(state: State, action: PayloadAction<{ requestId: string }>) {
      if (state.create.requestId === action.payload.requestId) state.create.status = 'error';
    },
    saveRequested(state: State, action: PayloadAction<{ id: number; values: V }>) {
      state.save = { id: action.payload.id, status: 'pending' };
    },
    saved(state: State, action: PayloadAction<R>) {
      adapter.upsertOne(state, action.payload);
      if (state.save.id === action.payload.id) state.save.status = 'done';
    },
    saveFailed(state: State, action: PayloadAction<{ id: number }>) {
      if (state.save.id === action.payload.id) state.save.status = 'error';
    },
    removeRequested(state: State, action: PayloadAction<RemoveRequest<Where>>) {
      state.remove = { id: action.payload.id, status: 'pending' };
    },
    removed(state: State, action: PayloadAction<{ id: number; parentId: number }>) {
      const { id, parentId } = action.payload;
      adapter.removeOne(state, id);
      delete state.details[id];
      recordRemoved(listOf(state, parentId), id);
      if (state.remove.id === id) state.remove.status = 'done';
    },
    removeFailed(state: State, action: PayloadAction<{ id: number }>) {
      if (state.remove.id === action.payload.id) state.remove.status = 'error';
    },
  };
}

/** What a switch ('Ativo?', 'Disponível?') sends: the record and the value it moves to. */
export type SwitchChange<Field extends string> = { id: number } & Record<Field, boolean>;

/**
 * A switch that moves at once and waits for the server: `changed` confirms it, `changeFailed` puts it back. A
 * second tap on a switch whose change is on its way is ignored.
 */
export function switchReducers<R extends MenuRecord & Record<Field, boolean>, Field extends string>(adapter: EntityAdapter<R, number>, field: Field) {
  type State = MenuRecordsState<R>;
  const stopToggling = (state: State, id: number) => {
    state.toggling = state.toggling.filter((other) => other !== id);
  };
  const set = (state: State, id: number, value: boolean) => {
    const record = state.entities[id];
    if (record) (record as Record<Field, boolean>)[field] = value;
  };
  return {
    toggled(state: State, action: PayloadAction<SwitchChange<Field>>) {
      const { id } = action.payload;
      if (!state.entities[id] || state.toggling.includes(id)) return;
      set(state, id, action.payload[field]);
      state.toggling.push(id);
    },
    changed(state: State, action: PayloadAction<R>) {
      adapter.upsertOne(state, action.payload);
      stopToggling(state, action.payload.id);
    },
    changeFailed(state: State, action: PayloadAction<SwitchChange<Field>>) {
      set(state, action.payload.id, action.payload[field]);
      stopToggling(state, action.payload.id);
    },
  };
}
