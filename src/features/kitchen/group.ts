import kitchen from './slice';
import { kitchenSaga } from './sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/** 'Cozinha': the kitchen display's tickets, stations and the device's station. */
export const kitchenReducers = { kitchen };

export const kitchenGroup = {
  name: 'kitchen',
  reducers: kitchenReducers,
  saga: kitchenSaga,
} satisfies FeatureGroup;
