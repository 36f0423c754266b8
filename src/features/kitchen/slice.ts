import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { KitchenSettings, Station, StationBody } from '@contract/kitchen';
import type { Order } from '@contract/ordering';
import { signedOut } from '@/shared/session/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { CategoryChoice } from './api';
import { orderCanceled, orderCompleted, orderReceived, orderStarted, preparationOrdersLoaded } from '@/ordering/orders/slice';
import { RECALL_LIMIT, type StationChoice } from './rules';

export interface KitchenState {
  status: LoadStatus;
  /**
   * The orders to prepare and those completed lately, read into the ordering module: absent until this screen or the
   * board first asks for them; from then on read again after every reconnect, whichever screen is showing.
   */
  preparationOrdersLoad?: LoadStatus;
  /**
   * The orders this screen shows tickets of: the ordering module's orders to prepare and just completed, as it last
   * read them, and every one it has received since. Their copies are the module's (selectors.ts joins them).
   */
  orderIds: number[];
  stations: Station[];
  /** The shop's, once loaded. */
  settings: KitchenSettings | null;
  /** This device's station; undefined until read from its storage. */
  choice: StationChoice | undefined;
  /** Tickets bumped on this screen, newest first: what 'Recuperar' brings back. */
  bumped: number[];
  /**
   * Tickets this screen keeps though every item may be done: ticked here (the last tick must not whisk the ticket
   * away before it is bumped, and may be undone) or brought back with 'Recuperar'. A bump lets them go.
   */
  held: number[];
  /** Canceled while shown: marked for a moment before they leave. */
  leaving: number[];
  /** Items whose tick is on its way. */
  pending: number[];
  /** Mais → 'Estações': the menu's categories to give the stations, and whether a change is on its way. */
  categories: CategoryChoice[];
  stationsSaving: boolean;
}

export interface KitchenLoad {
  stations: Station[];
  settings: KitchenSettings;
}

export const initialKitchenState = (): KitchenState => ({
  status: 'idle',
  orderIds: [],
  stations: [],
  settings: null,
  choice: undefined,
  bumped: [],
  held: [],
  leaving: [],
  pending: [],
  categories: [],
  stationsSaving: false,
});

/**
 * A fresh copy of an order, once the screen has loaded: a new one joins the tickets; a cancel of one shown is marked
 * for its moment first (it leaves with canceledTicketLeft), and one never shown is not taken in.
 */
function noteOrder(state: KitchenState, order: Order) {
  if (state.status === 'idle') return;
  const known = state.orderIds.includes(order.id);
  if (order.status === 'canceled') {
    if (known && !state.leaving.includes(order.id)) state.leaving.push(order.id);
  } else if (!known) {
    state.orderIds.push(order.id);
  }
}

const slice = createSlice({
  name: 'kitchen',
  initialState: initialKitchenState,
  reducers: {
    kitchenOpened(state) {
      if (state.status === 'idle' || state.status === 'error') state.status = 'pending';
    },
    kitchenLoaded(state, action: PayloadAction<KitchenLoad>) {
      const { stations, settings } = action.payload;
      state.stations = stations;
      state.settings = settings;
      state.status = 'resolved';
    },
    kitchenLoadFailed(state) {
      if (state.status === 'pending') state.status = 'error';
    },
    /** Asked when the screen opens (or again after a failure): followed from now. */
    preparationOrdersRequested(state) {
      if (state.preparationOrdersLoad === undefined || state.preparationOrdersLoad === 'error') state.preparationOrdersLoad = 'pending';
    },
    /** Back from a lost link: they are read again, quietly. */
    preparationOrdersRefreshRequested(state) {
      return state;
    },
    preparationOrdersFailed(state, _action: PayloadAction<{ message: string }>) {
      if (state.preparationOrdersLoad === 'pending') state.preparationOrdersLoad = 'error';
    },
    stationChosen(state, action: PayloadAction<StationChoice>) {
      state.choice = action.payload;
      state.held = [];
      state.bumped = [];
    },
    itemToggled(state, action: PayloadAction<{ orderId: number; itemId: number; done: boolean }>) {
      state.pending.push(action.payload.itemId);
      if (!state.held.includes(action.payload.orderId)) state.held.push(action.payload.orderId);
    },
    itemToggleFinished(state, action: PayloadAction<number>) {
      state.pending = state.pending.filter((id) => id !== action.payload);
    },
    ticketBumped(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.held = state.held.filter((entry) => entry !== id);
      state.bumped = [id, ...state.bumped.filter((entry) => entry !== id)].slice(0, RECALL_LIMIT);
    },
    /** 'Recuperar': the ticket bumped last (or the one named) comes back on this screen. */
    ticketRecalled(state, action: PayloadAction<number | undefined>) {
      const id = action.payload ?? state.bumped[0];
      if (id === undefined || !state.orderIds.includes(id)) return;
      state.bumped = state.bumped.filter((entry) => entry !== id);
      if (!state.held.includes(id)) state.held.push(id);
    },
    stationsScreenOpened(state) {
      return state;
    },
    stationsScreenLoaded(state, action: PayloadAction<{ stations: Station[]; categories: CategoryChoice[]; settings: KitchenSettings }>) {
      state.stations = action.payload.stations;
      state.categories = action.payload.categories;
      state.settings = action.payload.settings;
    },
    kitchenSettingsSaveRequested(state, _action: PayloadAction<KitchenSettings>) {
      state.stationsSaving = true;
    },
    kitchenSettingsSaved(state, action: PayloadAction<KitchenSettings>) {
      state.settings = action.payload;
      state.stationsSaving = false;
    },
    stationSaveRequested(state, _action: PayloadAction<{ id: number | null; body: StationBody }>) {
      state.stationsSaving = true;
    },
    stationRemoveRequested(state, _action: PayloadAction<number>) {
      state.stationsSaving = true;
    },
    stationsChanged(state, action: PayloadAction<Station[]>) {
      state.stations = action.payload;
      state.stationsSaving = false;
    },
    stationChangeFailed(state) {
      state.stationsSaving = false;
    },
    canceledTicketLeft(state, action: PayloadAction<number>) {
      state.leaving = state.leaving.filter((id) => id !== action.payload);
      state.orderIds = state.orderIds.filter((id) => id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    for (const received of [orderReceived, orderStarted, orderCompleted, orderCanceled]) {
      builder.addCase(received, (state, action) => noteOrder(state, action.payload));
    }
    builder.addCase(preparationOrdersLoaded, (state, action) => {
      state.preparationOrdersLoad = 'resolved';
      if (state.status === 'idle') return;
      // Shown tickets that left these lists while the link was down (completed, canceled) stay until let go.
      const shown = state.orderIds.filter((id) => state.held.includes(id) || state.leaving.includes(id));
      state.orderIds = [...new Set([...shown, ...action.payload.map((order) => order.id)])];
    });
    // The station is the device's, not the staff member's: it outlives a sign-out.
    builder.addCase(signedOut, (state) => ({ ...initialKitchenState(), choice: state.choice }));
  },
});

export const {
  kitchenOpened,
  kitchenLoaded,
  kitchenLoadFailed,
  preparationOrdersRequested,
  preparationOrdersRefreshRequested,
  preparationOrdersFailed,
  stationChosen,
  itemToggled,
  itemToggleFinished,
  ticketBumped,
  ticketRecalled,
  canceledTicketLeft,
  stationsScreenOpened,
  stationsScreenLoaded,
  kitchenSettingsSaveRequested,
  kitchenSettingsSaved,
  stationSaveRequested,
  stationRemoveRequested,
  stationsChanged,
  stationChangeFailed,
} = slice.actions;

export default slice.reducer;
