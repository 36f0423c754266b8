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
import type { OptionGroup, OptionGroupValues } from './api';
import { moved } from './rules';

export const optionGroupsAdapter = createEntityAdapter<OptionGroup>();

export interface ReorderState {
  /** The category being reordered, or null outside reorder mode. */
  groupId: number | null;
  /** The order being arranged; the list keeps the saved order until the server confirms. */
  ids: number[];
  status: CommandStatus;
}

export interface OptionGroupsState extends EntityState<OptionGroup, number> {
  /** By category id, in customer order. */
  lists: Record<number, ListState>;
  details: Record<number, DetailState>;
  create: { requestId: string | null; status: CommandStatus };
  toggling: number[];
  save: { id: number | null; status: CommandStatus };
  remove: { id: number | null; status: CommandStatus };
  reorder: ReorderState;
}

const noReorder = (): ReorderState => ({ groupId: null, ids: [], status: 'idle' });

const initialState = (): OptionGroupsState =>
  optionGroupsAdapter.getInitialState({
    lists: {},
    details: {},
    create: { requestId: null, status: 'idle' },
    toggling: [],
    save: { id: null, status: 'idle' },
    remove: { id: null, status: 'idle' },
    reorder: noReorder(),
  });

const listOf = (state: OptionGroupsState, groupId: number): ListState => (state.lists[groupId] ??= emptyList());

const slice = createSlice({
  name: 'optionGroups',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<{ groupId: number; offset: number }>) {
      pageRequested(listOf(state, action.payload.groupId), action.payload.offset);
    },
    listLoaded(state, action: PayloadAction<{ groupId: number; offset: number; optionGroups: OptionGroup[]; count: number }>) {
      const { groupId, offset, optionGroups, count } = action.payload;
      optionGroupsAdapter.upsertMany(state, optionGroups);
      pageLoaded(listOf(state, groupId), offset, optionGroups.map((group) => group.id), count);
    },
    listFailed(state, action: PayloadAction<{ groupId: number; offset: number; error: string }>) {
      pageFailed(listOf(state, action.payload.groupId), action.payload.offset, action.payload.error);
    },
    loadRequested(state, action: PayloadAction<number>) {
      state.details[action.payload] = { status: 'pending', error: null };
    },
    loaded(state, action: PayloadAction<OptionGroup>) {
      optionGroupsAdapter.upsertOne(state, action.payload);
      state.details[action.payload.id] = { status: 'resolved', error: null };
    },
    loadFailed(state, action: PayloadAction<{ id: number; error: string }>) {
      state.details[action.payload.id] = { status: 'error', error: action.payload.error };
    },
    createRequested(state, action: PayloadAction<{ requestId: string; values: OptionGroupValues }>) {
      state.create = { requestId: action.payload.requestId, status: 'pending' };
    },
    created(state, action: PayloadAction<{ requestId: string; optionGroup: OptionGroup }>) {
      const { requestId, optionGroup } = action.payload;
      optionGroupsAdapter.upsertOne(state, optionGroup);
      state.details[optionGroup.id] = { status: 'resolved', error: null };
      recordAdded(listOf(state, optionGroup.groupId), optionGroup.id);
      if (state.create.requestId === requestId) state.create.status = 'done';
    },
    createFailed(state, action: PayloadAction<{ requestId: string }>) {
      if (state.create.requestId === action.payload.requestId) state.create.status = 'error';
    },
    /** The 'Ativo?' switch moves at once; activeChangeFailed puts it back. */
    activeToggled(state, action: PayloadAction<{ id: number; isActive: boolean }>) {
      const { id, isActive } = action.payload;
      if (!state.entities[id] || state.toggling.includes(id)) return;
      state.entities[id].isActive = isActive;
      state.toggling.push(id);
    },
    activeChanged(state, action: PayloadAction<OptionGroup>) {
      optionGroupsAdapter.upsertOne(state, action.payload);
      state.toggling = state.toggling.filter((id) => id !== action.payload.id);
    },
    activeChangeFailed(state, action: PayloadAction<{ id: number; isActive: boolean }>) {
      const { id, isActive } = action.payload;
      if (state.entities[id]) state.entities[id].isActive = isActive;
      state.toggling = state.toggling.filter((other) => other !== id);
    },
    saveRequested(state, action: PayloadAction<{ id: number; values: OptionGroupValues }>) {
      state.save = { id: action.payload.id, status: 'pending' };
    },
    saved(state, action: PayloadAction<OptionGroup>) {
      optionGroupsAdapter.upsertOne(state, action.payload);
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
      optionGroupsAdapter.removeOne(state, id);
      delete state.details[id];
      recordRemoved(listOf(state, groupId), id);
      if (state.remove.id === id) state.remove.status = 'done';
    },
    removeFailed(state, action: PayloadAction<{ id: number }>) {
      if (state.remove.id === action.payload.id) state.remove.status = 'error';
    },
    reorderStarted(state, action: PayloadAction<{ groupId: number }>) {
      const { groupId } = action.payload;
      state.reorder = { groupId, ids: listOf(state, groupId).ids.slice(), status: 'idle' };
    },
    reorderMoved(state, action: PayloadAction<{ from: number; to: number }>) {
      state.reorder.ids = moved(state.reorder.ids, action.payload.from, action.payload.to);
    },
    /** 'Cancelar': the saved order was never touched, so dropping the draft restores it. */
    reorderCanceled(state) {
      state.reorder = noReorder();
    },
    reorderSaveRequested(state) {
      state.reorder.status = 'pending';
    },
    reordered(state, action: PayloadAction<{ groupId: number; optionGroups: OptionGroup[] }>) {
      const { groupId, optionGroups } = action.payload;
      optionGroupsAdapter.upsertMany(state, optionGroups);
      const list = listOf(state, groupId);
      list.ids = optionGroups.map((group) => group.id);
      list.count = optionGroups.length;
      state.reorder = noReorder();
    },
    /** The arranged order stays on screen, to try again or cancel. */
    reorderSaveFailed(state) {
      state.reorder.status = 'error';
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
  activeToggled,
  activeChanged,
  activeChangeFailed,
  saveRequested,
  saved,
  saveFailed,
  removeRequested,
  removed,
  removeFailed,
  reorderStarted,
  reorderMoved,
  reorderCanceled,
  reorderSaveRequested,
  reordered,
  reorderSaveFailed,
} = slice.actions;

export default slice.reducer;
