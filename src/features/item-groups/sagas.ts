import { pathTo, paths } from '@/shared/routing/paths';
import { shopScope } from '@/session/scope';
import { menuRecordSagas, switchActionsOf } from '@/shared/menu/recordSagas';
import { SHOP_LIST } from '@/shared/menu/records';
import { itemGroupsApi, type ItemGroup } from './api';
import { selectItemGroupById } from './selectors';
import { itemGroupActions } from './slice';

export const CREATE_FAILED = 'Não foi possível criar nova categoria.';
export const RENAME_FAILED = 'Não foi possível renomear.';

export const itemGroupSagas = menuRecordSagas({
  actions: { ...itemGroupActions, saveRequested: itemGroupActions.renameRequested, saved: itemGroupActions.renamed, saveFailed: itemGroupActions.renameFailed },
  api: itemGroupsApi,
  scope: shopScope,
  selectById: selectItemGroupById,
  parentOf: () => SHOP_LIST,
  createdRecordOf: (id, values): ItemGroup => ({ id, ...values, imageId: null, updatedAt: new Date().toISOString() }),
  paths: {
    details: (group) => pathTo('ItemGroupDetails', { itemGroupId: group.id }),
    list: () => paths.ItemGroups,
  },
  messages: { createFailed: CREATE_FAILED, saveFailed: RENAME_FAILED },
  switch: switchActionsOf('isActive', 'active')(itemGroupActions),
});

export const itemGroupsSaga = itemGroupSagas.root;
