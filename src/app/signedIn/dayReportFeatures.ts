import dayReport from '@/features/day-report/slice';
import { dayReportSaga } from '@/features/day-report/sagas';
import type { FeatureGroup } from './featureGroup';

/** Resumo: the day's numbers, for its screen and the tablet's card on Comandas. */
export const dayReportReducers = { dayReport };

export const dayReportGroup = {
  name: 'dayReport',
  reducers: dayReportReducers,
  saga: dayReportSaga,
} satisfies FeatureGroup;
