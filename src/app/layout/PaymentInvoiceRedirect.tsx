import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { pathTo, workspacePaths } from '@/shared/routing/paths';

/** A tablet's Pagamentos address opened on a phone: the invoice it shows, on its own screen. */
export function PaymentInvoiceRedirect() {
  const { pathname } = useLocation();
  const invoiceId = matchPath({ path: workspacePaths.OrderPaymentInvoice, end: true }, pathname)?.params.invoiceId;
  return invoiceId ? <Navigate to={pathTo('InvoiceDetails', { invoiceId })} replace /> : null;
}
