import type { RootState } from '@/app/rootReducer';
import { menuRecordSelectors } from '@/shared/menu/recordSelectors';
import { itemsAdapter } from './slice';

export const {
  selectById: selectItemById,
  selectList: selectItemList,
  /** How many products the category has, or null while unknown; 'Produtos (n)' and the option groups link use it. */
  selectCount: selectItemCount,
  selectListed: selectListedItems,
  selectDetail: selectItemDetail,
  selectCreation: selectItemCreation,
  selectIsToggling: selectIsTogglingItem,
  selectSave: selectItemSave,
  selectRemoval: selectItemRemoval,
} = menuRecordSelectors(itemsAdapter, (state: RootState) => state.items);
