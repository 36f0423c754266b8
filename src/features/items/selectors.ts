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

/**
 * The title of the category a list of products belongs to, for the line under 'Produtos'; undefined until the
 * category is loaded (it is whenever the list was opened from the category's screen). The category is a menu
 * record kept by the shared kit's reducers; its feature uses this one, so its selectors cannot be imported here.
 */
export const selectCategoryTitle = (state: RootState, itemGroupId: number): string | undefined =>
  state.itemGroups.entities[itemGroupId]?.title;
