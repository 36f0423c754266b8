import till from './slice';
import { tillSaga } from './sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/** 'Caixa': the device's till and the day's closings, loaded with its screen only. */
export const tillReducers = { till };

export const tillGroup = {
  name: 'till',
  reducers: tillReducers,
  saga: tillSaga,
} satisfies FeatureGroup;
