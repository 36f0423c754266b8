import type { RootState } from '@/app/rootReducer';
import type { DayReportState } from './slice';

const initial: DayReportState = { days: null, report: null, status: 'idle', exporting: null, today: null };

// The slice comes with the Resumo screen or the tablet's card; before either, nothing is loaded.
export const selectDayReportState = (state: RootState): DayReportState => state.dayReport ?? initial;
