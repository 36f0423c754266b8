import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import { invoiceFilterChipsOf, isDefaultInvoiceFilters } from '@/ordering/invoices/rules';

/** The listed invoices' ids and creation times: what the list groups by day, each tile reading its own invoice. */
export const selectInvoiceListRows = (state: RootState) => state.invoicesView.rows;
export const selectInvoiceListStatus = (state: RootState) => state.invoicesView.status;
export const selectInvoiceListError = (state: RootState) => state.invoicesView.error;
export const selectInvoiceListRefreshing = (state: RootState) => state.invoicesView.refreshing;
export const selectInvoicePaging = (state: RootState) => state.invoicesView.paging;
export const selectInvoiceGeneration = (state: RootState) => state.invoicesView.generation;
export const selectMoreInvoices = (state: RootState) => state.invoicesView.more;
export const selectInvoiceFilters = (state: RootState) => state.invoicesView.filters;
export const selectInvoiceFilterChips = createSelector([selectInvoiceFilters], invoiceFilterChipsOf);
export const selectHasDefaultInvoiceFilters = createSelector([selectInvoiceFilters], isDefaultInvoiceFilters);
