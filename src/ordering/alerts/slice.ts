import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import { withArrived, withoutTaken } from './rules';

/** Kept per device, so a reload (or a tablet restarted mid-shift) still knows which orders nobody took. */
export const UNSEEN_STORAGE_KEY = 'unseenOrders';
/** The same for the comandas whose customers asked for the bill. */
export const BILLS_STORAGE_KEY = 'unseenBills';

export interface OrderAlertsState {
  /** Ids of new orders nobody opened, started or canceled yet, oldest first. */
  unseen: number[];
  /** Ids of invoices whose customer asked for the bill ('Encerrado') and nobody opened yet, oldest first. */
  bills: number[];
}

function readStoredIds(key: string): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

const initialState = (): OrderAlertsState =>
  typeof localStorage === 'undefined'
    ? { unseen: [], bills: [] }
    : { unseen: readStoredIds(UNSEEN_STORAGE_KEY), bills: readStoredIds(BILLS_STORAGE_KEY) };

const slice = createSlice({
  name: 'orderAlerts',
  initialState,
  reducers: {
    ordersArrived(state, action: PayloadAction<number[]>) {
      state.unseen = withArrived(state.unseen, action.payload);
    },
    ordersTaken(state, action: PayloadAction<number[]>) {
      state.unseen = withoutTaken(state.unseen, action.payload);
    },
    billsRequested(state, action: PayloadAction<number[]>) {
      state.bills = withArrived(state.bills, action.payload);
    },
    billsTaken(state, action: PayloadAction<number[]>) {
      state.bills = withoutTaken(state.bills, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => ({ unseen: [], bills: [] }));
  },
});

export const { ordersArrived, ordersTaken, billsRequested, billsTaken } = slice.actions;
export default slice.reducer;
