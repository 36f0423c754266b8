import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import { emptyList } from '@/shared/menu/listState';
import { initialRecordsState, menuRecordReducers, SHOP_LIST, switchReducers, type MenuRecordsState } from '@/shared/menu/records';
import { photoChanged } from '@/shared/menu/events';
import type { ItemGroup, ItemGroupValues } from './api';

export const itemGroupsAdapter = createEntityAdapter<ItemGroup>();

/** The shop's categories, in the shop's order, are the one list under SHOP_LIST. */
export type ItemGroupsState = MenuRecordsState<ItemGroup>;

const initialState = (): ItemGroupsState => initialRecordsState(itemGroupsAdapter, { lists: { [SHOP_LIST]: emptyList() } });

const records = menuRecordReducers<ItemGroup, ItemGroupValues>(itemGroupsAdapter, () => SHOP_LIST);
const active = switchReducers(itemGroupsAdapter, 'isActive');

const slice = createSlice({
  name: 'itemGroups',
  initialState,
  reducers: {
    ...records,
    activeToggled: active.toggled,
    activeChanged: active.changed,
    activeChangeFailed: active.changeFailed,
    // Spec 4: a category's only edit is its name, from the 'Renomear' dialog.
    renameRequested: records.saveRequested,
    renamed: records.saved,
    renameFailed: records.saveFailed,
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
