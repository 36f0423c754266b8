import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { pathTo, workspacePaths } from '@/shared/routing/paths';

/** The tablet addresses that show a comanda beside a list or the map (Pagamentos, Salão). */
export const INVOICE_PANE_PATHS = [workspacePaths.OrderPaymentInvoice, workspacePaths.TableInvoice];

/** A tablet's Pagamentos or Salão address opened on a phone: the comanda it shows, on its own screen. */
export function PaymentInvoiceRedirect() {
  const { pathname } = useLocation();
  const invoiceId = INVOICE_PANE_PATHS.map((path) => matchPath({ path, end: true }, pathname)?.params.invoiceId).find(Boolean);
  return invoiceId ? <Navigate to={pathTo('InvoiceDetails', { invoiceId })} replace /> : null;
}
