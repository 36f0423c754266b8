import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../../shared/session/events';
import { withArrived, withoutTaken } from './rules';

/** Kept per device, so a reload (or a tablet restarted mid-shift) still knows which orders nobody took. */
export const UNSEEN_STORAGE_KEY = 'unseenOrders';

export interface OrderAlertsState {
  /** Ids of new orders nobody opened, started or canceled yet, oldest first. */
  unseen: number[];
}

function readStoredUnseen(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(UNSEEN_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

const slice = createSlice({
  name: 'orderAlerts',
  initialState: (): OrderAlertsState => ({ unseen: typeof localStorage === 'undefined' ? [] : readStoredUnseen() }),
  reducers: {
    ordersArrived(state, action: PayloadAction<number[]>) {
      state.unseen = withArrived(state.unseen, action.payload);
    },
    ordersTaken(state, action: PayloadAction<number[]>) {
      state.unseen = withoutTaken(state.unseen, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => ({ unseen: [] }));
  },
});

export const { ordersArrived, ordersTaken } = slice.actions;
export default slice.reducer;
