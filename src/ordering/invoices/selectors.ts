import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { invoiceFilterChipsOf, isDefaultInvoiceFilters } from './rules';
import { invoicesAdapter, type RecordLoad } from './slice';

const selectState = (state: RootState) => state.invoices;

export const { selectById: selectInvoiceById, selectEntities: selectInvoiceEntities } = invoicesAdapter.getSelectors(selectState);

const selectInvoiceListIds = (state: RootState) => state.invoices.listIds;

export interface InvoiceListRow {
  id: number;
  createdAt: string;
}

const sameRows = (a: InvoiceListRow[], b: InvoiceListRow[]) =>
  a.length === b.length && a.every((row, index) => row.id === b[index].id && row.createdAt === b[index].createdAt);

/**
 * The listed invoices' ids and creation times: what the list groups by day, each tile reading its own invoice.
 * It keeps its identity while only other fields change (every tile loads its first order once), so the page does
 * not group the whole list again each time one tile's invoice arrives.
 */
export const selectInvoiceListRows = createSelector(
  [selectInvoiceListIds, selectInvoiceEntities],
  (ids, entities): InvoiceListRow[] =>
    ids.flatMap((id) => {
      const invoice = entities[id];
      return invoice ? [{ id, createdAt: invoice.createdAt }] : [];
    }),
  { memoizeOptions: { resultEqualityCheck: sameRows } },
);

export const selectInvoiceListStatus = (state: RootState) => state.invoices.status;
export const selectInvoiceListError = (state: RootState) => state.invoices.error;
export const selectInvoiceListRefreshing = (state: RootState) => state.invoices.refreshing;
export const selectInvoicePaging = (state: RootState) => state.invoices.paging;
export const selectInvoiceGeneration = (state: RootState) => state.invoices.generation;
export const selectMoreInvoices = (state: RootState) => state.invoices.more;
export const selectInvoiceFilters = (state: RootState) => state.invoices.filters;
export const selectInvoiceFilterChips = createSelector([selectInvoiceFilters], invoiceFilterChipsOf);
export const selectHasDefaultInvoiceFilters = createSelector([selectInvoiceFilters], isDefaultInvoiceFilters);
export const selectOpenInvoiceId = (state: RootState) => state.invoices.openId;

const idleLoad: RecordLoad = { status: 'idle', error: null };
export const selectInvoiceLoad = (state: RootState, id: number): RecordLoad => state.invoices.loads[id] ?? idleLoad;

export const selectClosingDialog = (state: RootState) => state.invoices.closingDialog;
export const selectMoveDialog = (state: RootState) => state.invoices.moveDialog;

export const selectIsClosingInvoice = (state: RootState, id: number): boolean => Boolean(state.invoices.pendingClose[id]);

/** The account and shop every call is scoped to; null until the session has loaded the business unit. */

export const selectIsRemovingServiceCharge = (state: RootState, id: number): boolean => Boolean(state.invoices.removingServiceCharge[id]);

/** A part of the comanda on its way to the server ('Dividir conta', 'Registrar parcial'). */
export const selectIsPayingPart = (state: RootState, id: number): boolean => Boolean(state.invoices.payingPart?.[id]);
