import type { CommandStatus } from '../../shared/lib/loadStatus';
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../../shared/session/events';
import { availabilityChanged as markedFromOrder } from '../sold-out/slice';
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
import { photoChanged } from '../menu-images/slice';
import type { Item, ItemValues } from './api';

export const itemsAdapter = createEntityAdapter<Item>();

export interface ItemsState extends EntityState<Item, number> {
  /** By category id. */
  lists: Record<number, ListState>;
  details: Record<number, DetailState>;
  create: { requestId: string | null; status: CommandStatus };
  /** Products whose availability change is on its way. */
  toggling: number[];
  save: { id: number | null; status: CommandStatus };
  remove: { id: number | null; status: CommandStatus };
}

const initialState = (): ItemsState =>
  itemsAdapter.getInitialState({
    lists: {},
    details: {},
    create: { requestId: null, status: 'idle' },
    toggling: [],
    save: { id: null, status: 'idle' },
    remove: { id: null, status: 'idle' },
  });

const listOf = (state: ItemsState, groupId: number): ListState => (state.lists[groupId] ??= emptyList());

const slice = createSlice({
  name: 'items',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<{ groupId: number; offset: number }>) {
      pageRequested(listOf(state, action.payload.groupId), action.payload.offset);
    },
    listLoaded(state, action: PayloadAction<{ groupId: number; offset: number; items: Item[]; count: number }>) {
      const { groupId, offset, items, count } = action.payload;
      itemsAdapter.upsertMany(state, items);
      pageLoaded(listOf(state, groupId), offset, items.map((item) => item.id), count);
    },
    listFailed(state, action: PayloadAction<{ groupId: number; offset: number; error: string }>) {
      pageFailed(listOf(state, action.payload.groupId), action.payload.offset, action.payload.error);
    },
    loadRequested(state, action: PayloadAction<number>) {
      state.details[action.payload] = { status: 'pending', error: null };
    },
    loaded(state, action: PayloadAction<Item>) {
      itemsAdapter.upsertOne(state, action.payload);
      state.details[action.payload.id] = { status: 'resolved', error: null };
    },
    loadFailed(state, action: PayloadAction<{ id: number; error: string }>) {
      state.details[action.payload.id] = { status: 'error', error: action.payload.error };
    },
    createRequested(state, action: PayloadAction<{ requestId: string; values: ItemValues }>) {
      state.create = { requestId: action.payload.requestId, status: 'pending' };
    },
    created(state, action: PayloadAction<{ requestId: string; item: Item }>) {
      const { requestId, item } = action.payload;
      itemsAdapter.upsertOne(state, item);
      state.details[item.id] = { status: 'resolved', error: null };
      recordAdded(listOf(state, item.groupId), item.id);
      if (state.create.requestId === requestId) state.create.status = 'done';
    },
    createFailed(state, action: PayloadAction<{ requestId: string }>) {
      if (state.create.requestId === action.payload.requestId) state.create.status = 'error';
    },
    /** The switch moves at once; availabilityChangeFailed puts it back. */
    availabilityToggled(state, action: PayloadAction<{ id: number; isAvailable: boolean }>) {
      const { id, isAvailable } = action.payload;
      if (!state.entities[id] || state.toggling.includes(id)) return;
      state.entities[id].isAvailable = isAvailable;
      state.toggling.push(id);
    },
    availabilityChanged(state, action: PayloadAction<Item>) {
      itemsAdapter.upsertOne(state, action.payload);
      state.toggling = state.toggling.filter((id) => id !== action.payload.id);
    },
    availabilityChangeFailed(state, action: PayloadAction<{ id: number; isAvailable: boolean }>) {
      const { id, isAvailable } = action.payload;
      if (state.entities[id]) state.entities[id].isAvailable = isAvailable;
      state.toggling = state.toggling.filter((other) => other !== id);
    },
    saveRequested(state, action: PayloadAction<{ id: number; values: ItemValues }>) {
      state.save = { id: action.payload.id, status: 'pending' };
    },
    saved(state, action: PayloadAction<Item>) {
      itemsAdapter.upsertOne(state, action.payload);
      if (state.save.id === action.payload.id) state.save.status = 'done';
    },
    saveFailed(state, action: PayloadAction<{ id: number }>) {
      if (state.save.id === action.payload.id) state.save.status = 'error';
    },
    removeRequested(state, action: PayloadAction<{ id: number }>) {
      state.remove = { id: action.payload.id, status: 'pending' };
    },
    removed(state, action: PayloadAction<{ id: number; groupId: number }>) {
      const { id, groupId } = action.payload;
      itemsAdapter.removeOne(state, id);
      delete state.details[id];
      recordRemoved(listOf(state, groupId), id);
      if (state.remove.id === id) state.remove.status = 'done';
    },
    removeFailed(state, action: PayloadAction<{ id: number }>) {
      if (state.remove.id === action.payload.id) state.remove.status = 'error';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
    // Marked sold out (or back) from an order's screen: the menu's screens show it without a reload.
    builder.addCase(markedFromOrder, (state, action) => {
      const { kind, id, available } = action.payload;
      if (kind === 'items') itemsAdapter.updateOne(state, { id, changes: { isAvailable: available } });
    });
    builder.addCase(photoChanged, (state, action) => {
      const { target, imageId, updatedAt } = action.payload;
      const item = target.kind === 'item' ? state.entities[target.id] : undefined;
      if (item) Object.assign(item, { imageId, updatedAt });
    });
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
  availabilityToggled,
  availabilityChanged,
  availabilityChangeFailed,
  saveRequested,
  saved,
  saveFailed,
  removeRequested,
  removed,
  removeFailed,
} = slice.actions;

export default slice.reducer;
