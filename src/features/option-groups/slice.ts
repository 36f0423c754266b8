import type { CommandStatus } from '@/shared/lib/loadStatus';
import { createEntityAdapter, type PayloadAction } from '@reduxjs/toolkit';
import { listOf, menuRecordReducers, type MenuRecordsState } from '@/shared/menu/records';
import { menuRecordSlice, namedSwitchReducers } from '@/shared/menu/recordSlice';
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

/** Lists by category id, in customer order. */
export interface OptionGroupsState extends MenuRecordsState<OptionGroup> {
  reorder: ReorderState;
}

const noReorder = (): ReorderState => ({ groupId: null, ids: [], status: 'idle' });

const slice = menuRecordSlice({
  name: 'optionGroups',
  adapter: optionGroupsAdapter,
  extraState: () => ({ reorder: noReorder() }),
  reducers: {
    ...menuRecordReducers<OptionGroup, OptionGroupValues>(optionGroupsAdapter, (group) => group.groupId),
    ...namedSwitchReducers(optionGroupsAdapter, 'isActive', 'active'),
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
});

export const optionGroupActions = slice.actions;

export default slice.reducer;
