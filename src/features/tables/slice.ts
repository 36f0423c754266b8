import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TableLayout } from '@contract/tables';
import { signedOut } from '@/shared/session/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { QrCodePlace } from './rules';

/**
 * 'Salão': the shop's tables (its QR codes' places) and the order of the map. The tables' states are not here:
 * selectors derive them from the ordering store (comandas, orders, calls).
 */
export interface TablesState {
  codes: QrCodePlace[];
  /** The QR codes in the map's order, as the server last said or as this device just arranged them. */
  layout: number[];
  status: LoadStatus;
  error: string | null;
  /** The map's tiles can be dragged into a new order ('Organizar'). */
  arranging: boolean;
  /** A new order on its way to the server. */
  saving: boolean;
}

const initialState: TablesState = { codes: [], layout: [], status: 'idle', error: null, arranging: false, saving: false };

export interface RoomLoad {
  codes: QrCodePlace[];
  layout: TableLayout;
}

const slice = createSlice({
  name: 'tables',
  initialState,
  reducers: {
    /** The screen opened: the tables, the layout and the comandas at tables are read again. */
    roomOpened(state) {
      if (state.status !== 'resolved') state.status = 'pending';
      state.error = null;
    },
    roomLoaded(state, action: PayloadAction<RoomLoad>) {
      state.codes = action.payload.codes;
      // An order being saved stays as arranged until the server answers.
      if (!state.saving) state.layout = action.payload.layout.qrcodeIds;
      state.status = 'resolved';
      state.error = null;
    },
    roomLoadFailed(state, action: PayloadAction<string>) {
      // A failed reload keeps the map shown.
      if (state.status !== 'resolved') state.status = 'error';
      state.error = action.payload;
    },
    arrangingToggled(state) {
      state.arranging = !state.arranging;
    },
    /** A tile was dropped in a new place: shown at once, then saved. */
    tablesArranged(state, action: PayloadAction<number[]>) {
      state.layout = action.payload;
      state.saving = true;
    },
    layoutSaved(state, action: PayloadAction<TableLayout>) {
      state.layout = action.payload.qrcodeIds;
      state.saving = false;
    },
    /** The server refused or could not be reached: the map goes back to the order it had. */
    layoutSaveFailed(state, action: PayloadAction<number[]>) {
      state.layout = action.payload;
      state.saving = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const { roomOpened, roomLoaded, roomLoadFailed, arrangingToggled, tablesArranged, layoutSaved, layoutSaveFailed } = slice.actions;
export default slice.reducer;
