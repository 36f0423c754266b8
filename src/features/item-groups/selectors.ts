import type { RootState } from '@/app/rootReducer';
import { menuRecordSelectors } from '@/shared/menu/recordSelectors';
import { emptyList } from '@/shared/menu/listState';
import { SHOP_LIST } from '@/shared/menu/records';
import { itemGroupsAdapter } from './slice';

const records = menuRecordSelectors(itemGroupsAdapter, (state: RootState) => state.itemGroups);

const NO_LIST = emptyList();

export const {
  selectById: selectItemGroupById,
  selectDetail: selectItemGroupDetail,
  selectCreation: selectItemGroupCreation,
  selectIsToggling: selectIsTogglingItemGroup,
  selectSave: selectItemGroupRename,
  selectRemoval: selectItemGroupRemoval,
} = records;

export const selectItemGroupList = (state: RootState) => records.selectList(state, SHOP_LIST) ?? NO_LIST;

/** The loaded categories in the shop's order. */
export const selectListedItemGroups = (state: RootState) => records.selectListed(state, SHOP_LIST);
