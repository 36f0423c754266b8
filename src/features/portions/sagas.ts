import { pathTo } from '@/shared/routing/paths';
import { shopScope } from '@/session/scope';
import { menuRecordSagas } from '@/shared/menu/recordSagas';
import { portionsApi, type Portion } from './api';
import { selectPortionById } from './selectors';
import { portionActions } from './slice';

export const CREATE_FAILED = 'Não foi possível criar nova porção.';

export const portionSagas = menuRecordSagas({
  actions: portionActions,
  api: portionsApi,
  scope: shopScope,
  selectById: selectPortionById,
  parentOf: (portion) => portion.itemId,
  createdRecordOf: (id, values): Portion => ({ id, ...values, createdAt: new Date().toISOString() }),
  paths: {
    details: (portion, { itemGroupId }) => pathTo('PortionDetails', { itemGroupId, itemId: portion.itemId, portionId: portion.id }),
    list: (portion, { itemGroupId }) => pathTo('Portions', { itemGroupId, itemId: portion.itemId }),
  },
  messages: { createFailed: CREATE_FAILED },
});

export const portionsSaga = portionSagas.root;
