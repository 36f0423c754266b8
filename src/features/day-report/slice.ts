import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DayReport } from '@contract/day-report';
import { signedOut } from '@/shared/session/events';
import type { CsvKind, ReportDays } from './api';
import type { LoadStatus } from '@/shared/lib/loadStatus';

export interface DayReportState {
  /** The days on screen; null until a screen asks for some. */
  days: ReportDays | null;
  report: DayReport | null;
  status: LoadStatus;
  /** The spreadsheet being downloaded, if any. */
  exporting: CsvKind | null;
  /** Today's, for the card at the top of a tablet's Comandas, apart from whatever days Resumo shows. */
  today: DayReport | null;
}

const initialState = (): DayReportState => ({ days: null, report: null, status: 'idle', exporting: null, today: null });

const slice = createSlice({
  name: 'dayReport',
  initialState,
  reducers: {
    dayReportRequested(state, action: PayloadAction<ReportDays>) {
      state.days = action.payload;
      state.status = 'pending';
    },
    /** Orders or comandas changed live: the figures on screen are reloaded quietly. */
    dayReportRefreshed(state) {
      return state;
    },
    dayReportLoaded(state, action: PayloadAction<DayReport>) {
      // An answer for days no longer on screen is dropped.
      if (state.days?.from !== action.payload.from || state.days.until !== action.payload.until) return;
      state.report = action.payload;
      state.status = 'resolved';
    },
    todayCardShown(state) {
      return state;
    },
    todayLoaded(state, action: PayloadAction<DayReport>) {
      state.today = action.payload;
    },
    dayReportFailed(state) {
      state.status = 'error';
    },
    csvExportRequested(state, action: PayloadAction<CsvKind>) {
      state.exporting = action.payload;
    },
    csvExportFinished(state) {
      state.exporting = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, initialState);
  },
});

export const {
  dayReportRequested,
  dayReportRefreshed,
  dayReportLoaded,
  dayReportFailed,
  todayCardShown,
  todayLoaded,
  csvExportRequested,
  csvExportFinished,
} = slice.actions;

export default slice.reducer;
