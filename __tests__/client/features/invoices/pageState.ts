import type { Invoice } from '@contract/ordering';
import type { RootState } from '@/app/rootReducer';
import { initialAuthState } from '@/session/slice';
import reducer, { initialInvoicesState, invoiceLoaded, listLoaded } from '@/ordering/invoices/slice';
import viewReducer, { initialInvoicesViewState, listLoadRequested } from '@/features/invoices/list/slice';
import type { InvoiceFilters } from '@/ordering/invoices/rules';
import { accountToken, shopUnit } from './fixtures';

/** A signed-in state whose comandas and Comandas' list went through the real reducers. */
export function pageState(
  options: { list?: Invoice[]; count?: number; single?: Invoice[]; filters?: InvoiceFilters } = {},
): Partial<RootState> {
  let invoices = initialInvoicesState();
  let invoicesView = initialInvoicesViewState();
  if (options.filters) invoicesView = { ...invoicesView, filters: options.filters };
  if (options.list) {
    const page = listLoaded({ invoices: options.list, count: options.count ?? options.list.length, offset: 0, refreshed: false });
    invoicesView = viewReducer(viewReducer(invoicesView, listLoadRequested()), page);
    invoices = reducer(invoices, page);
  }
  for (const invoice of options.single ?? []) invoices = reducer(invoices, invoiceLoaded(invoice));
  return {
    auth: { ...initialAuthState(), userToken: 'user-token', accountToken, businessUnit: shopUnit },
    invoices,
    invoicesView,
  };
}
