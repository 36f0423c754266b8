import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { allDayCountsOf, ticketsOf, validChoiceOf } from './rules';
import { initialKitchenState, type KitchenState } from './slice';

const notInstalled = initialKitchenState();

// The slice comes with the Cozinha screen's chunk; before it, nothing is loaded.
export const selectKitchen = (state: RootState): KitchenState => state.kitchen ?? notInstalled;

export const selectStationChoice = createSelector([selectKitchen], (kitchen) => validChoiceOf(kitchen.choice, kitchen.stations));

export const selectTickets = createSelector([selectKitchen, selectStationChoice], (kitchen, choice) =>
  kitchen.settings
    ? ticketsOf({
        orders: Object.values(kitchen.orders),
        choice,
        ticketsFrom: kitchen.settings.ticketsFrom,
        held: kitchen.held,
        leaving: kitchen.leaving,
      })
    : [],
);

export const selectAllDayCounts = createSelector([selectTickets], allDayCountsOf);
