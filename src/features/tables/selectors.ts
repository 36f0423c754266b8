import { createSelector } from '@reduxjs/toolkit';
import type { Invoice } from '@contract/ordering';
import type { RootState } from '@/app/rootReducer';
import { selectAllCalls } from '@/ordering/calls/selectors';
import { selectInvoiceEntities } from '@/ordering/invoices/selectors';
import { selectAllOrders } from '@/ordering/orders/selectors';
import { tablePlacesOf, tableTilesOf } from './rules';
import type { TablesState } from './slice';

const emptyTables: TablesState = { codes: [], layout: [], status: 'idle', error: null, arranging: false, saving: false };

// The group is installed with the screen: until then the map is empty.
const selectTablesState = (state: RootState): TablesState => state.tables ?? emptyTables;

export const selectTablesStatus = (state: RootState) => selectTablesState(state).status;
export const selectTablesArranging = (state: RootState) => selectTablesState(state).arranging;
export const selectTablesSaving = (state: RootState) => selectTablesState(state).saving;
export const selectTableLayout = (state: RootState) => selectTablesState(state).layout;

/** The tables in the map's order. */
export const selectTablePlaces = createSelector(
  [(state: RootState) => selectTablesState(state).codes, selectTableLayout],
  tablePlacesOf,
);

const selectHeldInvoices = createSelector([selectInvoiceEntities], (entities) =>
  Object.values(entities).filter((invoice): invoice is Invoice => invoice !== undefined),
);

/** Each table's tile: its state, the time since the last thing there and what is open, from the ordering store. */
export const selectTableTiles = createSelector(
  [selectTablePlaces, selectHeldInvoices, selectAllOrders, selectAllCalls],
  (places, invoices, orders, calls) => tableTilesOf(places, { invoices, orders, calls }),
);
