import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { allDayCountsOf, ticketsOf, validChoiceOf } from './rules';
import { initialKitchenState, type KitchenState } from './slice';

const notInstalled = initialKitchenState();

// The slice comes with the Cozinha screen's chunk; before it, nothing is loaded.
export const selectKitchen = (state: RootState): KitchenState => state.kitchen ?? notInstalled;

/** Whether the kitchen follows the orders to prepare, and where their read stands. */
export const selectPreparationOrdersLoad = (state: RootState) => selectKitchen(state).preparationOrdersLoad;

export const selectStationChoice = createSelector([selectKitchen], (kitchen) => validChoiceOf(kitchen.choice, kitchen.stations));

/** The orders the kitchen shows, as the ordering module holds them. */
export const selectKitchenOrders = createSelector(
  [(state: RootState) => selectKitchen(state).orderIds, (state: RootState) => state.orders.entities],
  (ids, entities) => ids.flatMap((id) => entities[id] ?? []),
);

export const selectTickets = createSelector([selectKitchen, selectStationChoice, selectKitchenOrders], (kitchen, choice, orders) =>
  kitchen.settings
    ? ticketsOf({
        orders,
        choice,
        ticketsFrom: kitchen.settings.ticketsFrom,
        held: kitchen.held,
        leaving: kitchen.leaving,
      })
    : [],
);

export const selectAllDayCounts = createSelector([selectTickets], allDayCountsOf);
