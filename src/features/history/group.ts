import history from './slice';
import { historySaga } from './sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/**
 * 'Histórico' of an order or a comanda: its state and saga come with the section's panel, the first time one is
 * opened, so neither Pedidos' first load nor the record's screen carries them.
 */
export const historyReducers = { history };

export const historyGroup = {
  name: 'history',
  reducers: historyReducers,
  saga: historySaga,
} satisfies FeatureGroup;
