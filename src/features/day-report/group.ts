import dayReport from './slice';
import { dayReportSaga } from './sagas';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

/** Resumo: the day's numbers, for its screen and the tablet's card on Comandas. */
export const dayReportReducers = { dayReport };

export const dayReportGroup = {
  name: 'dayReport',
  reducers: dayReportReducers,
  saga: dayReportSaga,
} satisfies FeatureGroup;
