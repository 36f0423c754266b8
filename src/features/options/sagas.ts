import { pathTo } from '@/shared/routing/paths';
import { shopScope } from '@/session/scope';
import { menuRecordSagas, switchActionsOf } from '@/shared/menu/recordSagas';
import { optionsApi } from './api';
import { selectOptionById } from './selectors';
import { optionActions } from './slice';

export const CREATE_FAILED = 'Não foi possível criar nova opção.';

export const optionSagas = menuRecordSagas({
  actions: optionActions,
  api: optionsApi,
  scope: shopScope,
  selectById: selectOptionById,
  parentOf: (option) => option.groupId,
  createdRecordOf: (id, values) => ({ id, ...values }),
  paths: {
    details: (option, { itemGroupId }) => pathTo('OptionDetails', { itemGroupId, optionGroupId: option.groupId, optionId: option.id }),
    list: (option, { itemGroupId }) => pathTo('Options', { itemGroupId, optionGroupId: option.groupId }),
  },
  messages: { createFailed: CREATE_FAILED },
  switch: switchActionsOf('isAvailable', 'availability')(optionActions),
});

export const optionsSaga = optionSagas.root;
