import { createEntityAdapter } from '@reduxjs/toolkit';
import { emptyList } from '@/shared/menu/listState';
import { menuRecordReducers, SHOP_LIST, type MenuRecordsState } from '@/shared/menu/records';
import { menuRecordSlice, namedSwitchReducers } from '@/shared/menu/recordSlice';
import type { ItemGroup, ItemGroupValues } from './api';

export const itemGroupsAdapter = createEntityAdapter<ItemGroup>();

/** The shop's categories, in the shop's order, are the one list under SHOP_LIST. */
export type ItemGroupsState = MenuRecordsState<ItemGroup>;

/** The shop's one list of categories, there before its first page is asked for. */
const withShopList = (): Pick<ItemGroupsState, 'lists'> => ({ lists: { [SHOP_LIST]: emptyList() } });

const records = menuRecordReducers<ItemGroup, ItemGroupValues>(itemGroupsAdapter, () => SHOP_LIST);

const slice = menuRecordSlice({
  name: 'itemGroups',
  adapter: itemGroupsAdapter,
  extraState: withShopList,
  reducers: {
    ...records,
    ...namedSwitchReducers(itemGroupsAdapter, 'isActive', 'active'),
    // Spec 4: a category's only edit is its name, from the 'Renomear' dialog.
    renameRequested: records.saveRequested,
    renamed: records.saved,
    renameFailed: records.saveFailed,
  },
  photoAs: 'itemGroup',
});

export const itemGroupActions = slice.actions;

export default slice.reducer;
