import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Availability } from '@contract/availability';
import { signedOut } from '@/shared/session/events';
import { availabilityChanged, type AvailabilityChange } from '@/shared/menu/events';
import { queuedCommandWithdrawn } from '@/ordering/outbox/slice';

export interface MenuAvailability {
  available: boolean;
  /** Marked on screen and not confirmed by the server yet. */
  sending: boolean;
  /** Options only: how many products offer it. */
  productCount?: number;
}

export interface SoldOutState {
  items: Record<number, MenuAvailability>;
  options: Record<number, MenuAvailability>;
}

const initialState = (): SoldOutState => ({ items: {}, options: {} });

const slice = createSlice({
  name: 'soldOut',
  initialState,
  reducers: {
    availabilityRequested(state, _action: PayloadAction<{ itemIds: number[]; optionIds: number[] }>) {
      return state;
    },
    availabilityLoaded(state, action: PayloadAction<Availability>) {
      // A mark still on its way keeps what the screen shows until the server answers it.
      for (const { id, available } of action.payload.items) {
        if (!state.items[id]?.sending) state.items[id] = { available, sending: false };
      }
      for (const { id, available, productCount } of action.payload.options) {
        if (!state.options[id]?.sending) state.options[id] = { available, sending: false, productCount };
      }
    },
    /** 'Esgotar' or 'Disponível': shown at once, sent next, undone if the server refuses. */
    availabilityChangeRequested(state, action: PayloadAction<AvailabilityChange>) {
      const { kind, id, available } = action.payload;
      const entry = state[kind][id];
      if (entry) state[kind][id] = { ...entry, available, sending: true };
    },
    /** The link is down: the mark stays as staff set it, and waits on the device (ordering/outbox). */
    availabilityChangeQueued(state, action: PayloadAction<AvailabilityChange>) {
      const { kind, id } = action.payload;
      const entry = state[kind][id];
      if (entry) state[kind][id] = { ...entry, sending: false };
    },
    availabilityChangeFailed(state, action: PayloadAction<AvailabilityChange>) {
      const { kind, id, available } = action.payload;
      const entry = state[kind][id];
      if (entry) state[kind][id] = { ...entry, available: !available, sending: false };
    },
  },
  extraReducers: (builder) => {
    // Declared in shared/menu so the menu's own slices take it without importing this feature.
    builder.addCase(availabilityChanged, (state, action) => {
      const { kind, id, available } = action.payload;
      const entry = state[kind][id];
      if (entry) state[kind][id] = { ...entry, available, sending: false };
    });
    // 'Desfazer' on a mark that waited: the record shows what it was.
    builder.addCase(queuedCommandWithdrawn, (state, action) => {
      const { command } = action.payload;
      if (command.kind !== 'availability') return;
      const { kind, id, available } = command.change;
      const entry = state[kind][id];
      if (entry) state[kind][id] = { ...entry, available: !available, sending: false };
    });
    builder.addCase(signedOut, initialState);
  },
});

export const {
  availabilityRequested,
  availabilityLoaded,
  availabilityChangeRequested,
  availabilityChangeQueued,
  availabilityChangeFailed,
} = slice.actions;

export default slice.reducer;
