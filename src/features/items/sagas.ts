import { pathTo } from '@/shared/routing/paths';
import { shopScope } from '@/session/scope';
import { menuRecordSagas, switchActionsOf } from '@/shared/menu/recordSagas';
import { itemsApi, type Item } from './api';
import { selectItemById } from './selectors';
import { itemActions } from './slice';

export const CREATE_FAILED = 'Não foi possível criar novo produto.';

export const itemSagas = menuRecordSagas({
  actions: itemActions,
  api: itemsApi,
  scope: shopScope,
  selectById: selectItemById,
  parentOf: (item) => item.groupId,
  createdRecordOf: (id, values): Item => ({ id, ...values, imageId: null, updatedAt: new Date().toISOString() }),
  paths: {
    details: (item) => pathTo('ItemDetails', { itemGroupId: item.groupId, itemId: item.id }),
    list: (item) => pathTo('Items', { itemGroupId: item.groupId }),
  },
  messages: { createFailed: CREATE_FAILED },
  switch: switchActionsOf('isAvailable', 'availability')(itemActions),
});

export const itemsSaga = itemSagas.root;
