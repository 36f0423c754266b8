import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/events';
import { withArrived, withoutTaken } from './rules';

/** Kept per device, so a reload (or a tablet restarted mid-shift) still knows which orders nobody took. */
export const UNSEEN_STORAGE_KEY = 'unseenOrders';
/** The same for the comandas whose customers asked for the bill. */
export const BILLS_STORAGE_KEY = 'unseenBills';
/** The same for the orders the server escalated because nobody took them. */
export const ESCALATED_STORAGE_KEY = 'escalatedOrders';

export interface OrderAlertsState {
  /** Ids of new orders nobody opened, started or canceled yet, oldest first. */
  unseen: number[];
  /** Ids of invoices whose customer asked for the bill ('Encerrado') and nobody opened yet, oldest first. */
  bills: number[];
  /** Ids of the unseen orders the server escalated (nobody took them in the shop's minutes), oldest first. */
  escalated: number[];
}

function readStoredIds(key: string): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

const EMPTY: OrderAlertsState = { unseen: [], bills: [], escalated: [] };

const initialState = (): OrderAlertsState =>
  typeof localStorage === 'undefined'
    ? EMPTY
    : { unseen: readStoredIds(UNSEEN_STORAGE_KEY), bills: readStoredIds(BILLS_STORAGE_KEY), escalated: readStoredIds(ESCALATED_STORAGE_KEY) };

const slice = createSlice({
  name: 'orderAlerts',
  initialState,
  reducers: {
    ordersArrived(state, action: PayloadAction<number[]>) {
      state.unseen = withArrived(state.unseen, action.payload);
    },
    ordersTaken(state, action: PayloadAction<number[]>) {
      state.unseen = withoutTaken(state.unseen, action.payload);
      state.escalated = withoutTaken(state.escalated, action.payload);
    },
    /** Escalated orders alert as unseen ones do, and louder: they join both sets. */
    ordersEscalated(state, action: PayloadAction<number[]>) {
      state.unseen = withArrived(state.unseen, action.payload);
      state.escalated = withArrived(state.escalated, action.payload);
    },
    billsRequested(state, action: PayloadAction<number[]>) {
      state.bills = withArrived(state.bills, action.payload);
    },
    billsTaken(state, action: PayloadAction<number[]>) {
      state.bills = withoutTaken(state.bills, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => EMPTY);
  },
});

export const { ordersArrived, ordersTaken, ordersEscalated, billsRequested, billsTaken } = slice.actions;
export default slice.reducer;
