import type { CommandStatus } from '../../shared/lib/loadStatus';
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../../shared/session/events';
import { photoChanged } from '../menu-images/slice';
import type { ItemGroup, ItemGroupValues } from './api';
import {
  emptyList,
  pageFailed,
  pageLoaded,
  pageRequested,
  recordAdded,
  recordRemoved,
  type DetailState,
  type ListState,
} from './shared/listState';

export const itemGroupsAdapter = createEntityAdapter<ItemGroup>();

export interface ItemGroupsState extends EntityState<ItemGroup, number> {
  /** The shop's categories in the shop's order. */
  list: ListState;
  details: Record<number, DetailState>;
  /** requestId ties the answer to the dialog that asked. */
  create: { requestId: string | null; status: CommandStatus };
  /** Categories whose 'Ativo?' change is on its way; their switch waits. */
  toggling: number[];
  rename: { id: number | null; status: CommandStatus };
  remove: { id: number | null; status: CommandStatus };
}

const initialState = (): ItemGroupsState =>
  itemGroupsAdapter.getInitialState({
    list: emptyList(),
    details: {},
    create: { requestId: null, status: 'idle' },
    toggling: [],
    rename: { id: null, status: 'idle' },
    remove: { id: null, status: 'idle' },
  });

const slice = createSlice({
  name: 'itemGroups',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<{ offset: number }>) {
      pageRequested(state.list, action.payload.offset);
    },
    listLoaded(state, action: PayloadAction<{ offset: number; itemGroups: ItemGroup[]; count: number }>) {
      const { offset, itemGroups, count } = action.payload;
      itemGroupsAdapter.upsertMany(state, itemGroups);
      pageLoaded(state.list, offset, itemGroups.map((group) => group.id), count);
    },
    listFailed(state, action: PayloadAction<{ offset: number; error: string }>) {
      pageFailed(state.list, action.payload.offset, action.payload.error);
    },
    loadRequested(state, action: PayloadAction<number>) {
      state.details[action.payload] = { status: 'pending', error: null };
    },
    loaded(state, action: PayloadAction<ItemGroup>) {
      itemGroupsAdapter.upsertOne(state, action.payload);
      state.details[action.payload.id] = { status: 'resolved', error: null };
    },
    loadFailed(state, action: PayloadAction<{ id: number; error: string }>) {
      state.details[action.payload.id] = { status: 'error', error: action.payload.error };
    },
    createRequested(state, action: PayloadAction<{ requestId: string; values: ItemGroupValues }>) {
      state.create = { requestId: action.payload.requestId, status: 'pending' };
    },
    created(state, action: PayloadAction<{ requestId: string; itemGroup: ItemGroup }>) {
      const { requestId, itemGroup } = action.payload;
      itemGroupsAdapter.upsertOne(state, itemGroup);
      state.details[itemGroup.id] = { status: 'resolved', error: null };
      recordAdded(state.list, itemGroup.id);
      if (state.create.requestId === requestId) state.create.status = 'done';
    },
    createFailed(state, action: PayloadAction<{ requestId: string }>) {
      if (state.create.requestId === action.payload.requestId) state.create.status = 'error';
    },
    /** The switch moves at once; activeChangeFailed puts it back. */
    activeToggled(state, action: PayloadAction<{ id: number; isActive: boolean }>) {
      const { id, isActive } = action.payload;
      if (!state.entities[id] || state.toggling.includes(id)) return;
      state.entities[id].isActive = isActive;
      state.toggling.push(id);
    },
    activeChanged(state, action: PayloadAction<ItemGroup>) {
      itemGroupsAdapter.upsertOne(state, action.payload);
      state.toggling = state.toggling.filter((id) => id !== action.payload.id);
    },
    activeChangeFailed(state, action: PayloadAction<{ id: number; isActive: boolean }>) {
      const { id, isActive } = action.payload;
      if (state.entities[id]) state.entities[id].isActive = isActive;
      state.toggling = state.toggling.filter((other) => other !== id);
    },
    renameRequested(state, action: PayloadAction<{ id: number; title: string }>) {
      state.rename = { id: action.payload.id, status: 'pending' };
    },
    renamed(state, action: PayloadAction<ItemGroup>) {
      itemGroupsAdapter.upsertOne(state, action.payload);
      if (state.rename.id === action.payload.id) state.rename.status = 'done';
    },
    renameFailed(state, action: PayloadAction<{ id: number }>) {
      if (state.rename.id === action.payload.id) state.rename.status = 'error';
    },
    removeRequested(state, action: PayloadAction<{ id: number }>) {
      state.remove = { id: action.payload.id, status: 'pending' };
    },
    removed(state, action: PayloadAction<{ id: number }>) {
      const { id } = action.payload;
      itemGroupsAdapter.removeOne(state, id);
      delete state.details[id];
      recordRemoved(state.list, id);
      if (state.remove.id === id) state.remove.status = 'done';
    },
    removeFailed(state, action: PayloadAction<{ id: number }>) {
      if (state.remove.id === action.payload.id) state.remove.status = 'error';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
    builder.addCase(photoChanged, (state, action) => {
      const { target, imageId, updatedAt } = action.payload;
      const group = target.kind === 'itemGroup' ? state.entities[target.id] : undefined;
      if (group) Object.assign(group, { imageId, updatedAt });
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
  activeToggled,
  activeChanged,
  activeChangeFailed,
  renameRequested,
  renamed,
  renameFailed,
  removeRequested,
  removed,
  removeFailed,
} = slice.actions;

export default slice.reducer;
