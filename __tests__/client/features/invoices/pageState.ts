import type { Invoice } from '@contract/ordering';
import type { RootState } from '@/app/rootReducer';
import { initialAuthState } from '@/session/slice';
import reducer, { initialInvoicesState, invoiceLoaded, listLoaded, listLoadRequested } from '@/ordering/invoices/slice';
import type { InvoiceFilters } from '@/ordering/invoices/rules';
import { accountToken, shopUnit } from './fixtures';

/** A signed-in state whose invoices slice went through the real reducer. */
export function pageState(
  options: { list?: Invoice[]; count?: number; single?: Invoice[]; filters?: InvoiceFilters } = {},
): Partial<RootState> {
  let invoices = initialInvoicesState();
  if (options.filters) invoices = { ...invoices, filters: options.filters };
  if (options.list) {
    invoices = reducer(invoices, listLoadRequested());
    invoices = reducer(invoices, listLoaded({ invoices: options.list, count: options.count ?? options.list.length }));
  }
  for (const invoice of options.single ?? []) invoices = reducer(invoices, invoiceLoaded(invoice));
  return {
    auth: { ...initialAuthState(), userToken: 'user-token', accountToken, businessUnit: shopUnit },
    invoices,
  };
}
