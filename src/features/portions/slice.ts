import type { CommandStatus } from '../../shared/lib/loadStatus';
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../../shared/session/events';
import {
  emptyList,
  pageFailed,
  pageLoaded,
  pageRequested,
  recordAdded,
  recordRemoved,
  type DetailState,
  type ListState,
} from '../item-groups/shared/listState';
import type { Portion, PortionValues } from './api';

export const portionsAdapter = createEntityAdapter<Portion>();

export interface PortionsState extends EntityState<Portion, number> {
  /** By product id. */
  lists: Record<number, ListState>;
  details: Record<number, DetailState>;
  create: { requestId: string | null; status: CommandStatus };
  save: { id: number | null; status: CommandStatus };
  remove: { id: number | null; status: CommandStatus };
}

const initialState = (): PortionsState =>
  portionsAdapter.getInitialState({
    lists: {},
    details: {},
    create: { requestId: null, status: 'idle' },
    save: { id: null, status: 'idle' },
    remove: { id: null, status: 'idle' },
  });

const listOf = (state: PortionsState, itemId: number): ListState => (state.lists[itemId] ??= emptyList());

const slice = createSlice({
  name: 'portions',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<{ itemId: number; offset: number }>) {
      pageRequested(listOf(state, action.payload.itemId), action.payload.offset);
    },
    listLoaded(state, action: PayloadAction<{ itemId: number; offset: number; portions: Portion[]; count: number }>) {
      const { itemId, offset, portions, count } = action.payload;
      portionsAdapter.upsertMany(state, portions);
      pageLoaded(listOf(state, itemId), offset, portions.map((portion) => portion.id), count);
    },
    listFailed(state, action: PayloadAction<{ itemId: number; offset: number; error: string }>) {
      pageFailed(listOf(state, action.payload.itemId), action.payload.offset, action.payload.error);
    },
    loadRequested(state, action: PayloadAction<{ itemId: number; id: number }>) {
      state.details[action.payload.id] = { status: 'pending', error: null };
    },
    loaded(state, action: PayloadAction<Portion>) {
      portionsAdapter.upsertOne(state, action.payload);
      state.details[action.payload.id] = { status: 'resolved', error: null };
    },
    loadFailed(state, action: PayloadAction<{ id: number; error: string }>) {
      state.details[action.payload.id] = { status: 'error', error: action.payload.error };
    },
    createRequested(state, action: PayloadAction<{ requestId: string; itemGroupId: number; values: PortionValues }>) {
      state.create = { requestId: action.payload.requestId, status: 'pending' };
    },
    created(state, action: PayloadAction<{ requestId: string; portion: Portion }>) {
      const { requestId, portion } = action.payload;
      portionsAdapter.upsertOne(state, portion);
      state.details[portion.id] = { status: 'resolved', error: null };
      recordAdded(listOf(state, portion.itemId), portion.id);
      if (state.create.requestId === requestId) state.create.status = 'done';
    },
    createFailed(state, action: PayloadAction<{ requestId: string }>) {
      if (state.create.requestId === action.payload.requestId) state.create.status = 'error';
    },
    saveRequested(state, action: PayloadAction<{ id: number; values: PortionValues }>) {
      state.save = { id: action.payload.id, status: 'pending' };
    },
    saved(state, action: PayloadAction<Portion>) {
      portionsAdapter.upsertOne(state, action.payload);
      if (state.save.id === action.payload.id) state.save.status = 'done';
    },
    saveFailed(state, action: PayloadAction<{ id: number }>) {
      if (state.save.id === action.payload.id) state.save.status = 'error';
    },
    removeRequested(state, action: PayloadAction<{ itemGroupId: number; itemId: number; id: number }>) {
      state.remove = { id: action.payload.id, status: 'pending' };
    },
    removed(state, action: PayloadAction<{ itemId: number; id: number }>) {
      const { itemId, id } = action.payload;
      portionsAdapter.removeOne(state, id);
      delete state.details[id];
      recordRemoved(listOf(state, itemId), id);
      if (state.remove.id === id) state.remove.status = 'done';
    },
    removeFailed(state, action: PayloadAction<{ id: number }>) {
      if (state.remove.id === action.payload.id) state.remove.status = 'error';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const {
  listRequested,
  listLoaded,
  listFailed,
  loadRequested,
  loaded,
  loadFailed,
  createRequested,
  created,
  createFailed,
  saveRequested,
  saved,
  saveFailed,
  removeRequested,
  removed,
  removeFailed,
} = slice.actions;

export default slice.reducer;
