import tables from './slice';
import { tablesSaga } from './sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/** 'Salão': the tables and the map's order; the states come from the ordering store. */
export const tablesReducers = { tables };

export const tablesGroup = {
  name: 'tables',
  reducers: tablesReducers,
  saga: tablesSaga,
} satisfies FeatureGroup;
