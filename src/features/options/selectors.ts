import type { RootState } from '@/app/rootReducer';
import { menuRecordSelectors } from '@/shared/menu/recordSelectors';
import { optionsAdapter } from './slice';

export const {
  selectById: selectOptionById,
  selectList: selectOptionList,
  /** For 'Opções (n)', and to know whether the option group may be removed. */
  selectCount: selectOptionCount,
  selectListed: selectListedOptions,
  selectDetail: selectOptionDetail,
  selectCreation: selectOptionCreation,
  selectIsToggling: selectIsTogglingOption,
  selectSave: selectOptionSave,
  selectRemoval: selectOptionRemoval,
} = menuRecordSelectors(optionsAdapter, (state: RootState) => state.options);
