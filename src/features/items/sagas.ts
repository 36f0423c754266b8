import { pathTo } from '@/shared/routing/paths';
import { shopScope } from '@/session/scope';
import { menuRecordSagas } from '@/shared/menu/recordSagas';
import { itemsApi, type Item } from './api';
import { selectItemById } from './selectors';
import * as actions from './slice';

export const CREATE_FAILED = 'Não foi possível criar novo produto.';

export const itemSagas = menuRecordSagas({
  actions,
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
  switch: {
    field: 'isAvailable',
    toggled: actions.availabilityToggled,
    changed: actions.availabilityChanged,
    changeFailed: actions.availabilityChangeFailed,
  },
});

export const itemsSaga = itemSagas.root;
