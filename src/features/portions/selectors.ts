import type { RootState } from '@/app/rootReducer';
import { menuRecordSelectors } from '@/shared/menu/recordSelectors';
import { portionsAdapter } from './slice';

export const {
  selectById: selectPortionById,
  selectList: selectPortionList,
  /** For 'Porções (n)'. */
  selectCount: selectPortionCount,
  selectListed: selectListedPortions,
  selectDetail: selectPortionDetail,
  selectCreation: selectPortionCreation,
  selectSave: selectPortionSave,
  selectRemoval: selectPortionRemoval,
} = menuRecordSelectors(portionsAdapter, (state: RootState) => state.portions);
