import { shopPathOf } from '@contract/paths';
import type { Invoice, InvoiceList } from '@contract/ordering';
import { request } from '@/shared/api/client';
import type { InvoiceFilters } from './rules';
import type { ShopScope } from '@/shared/session/scope';

export const INVOICES_PAGE_SIZE = 20;

const invoicesPath = (scope: ShopScope) => `${shopPathOf('ordering', scope)}/invoices`;

export function fetchInvoices(scope: ShopScope, filters: InvoiceFilters, offset: number): Promise<InvoiceList> {
  return request<InvoiceList>('GET', invoicesPath(scope), {
    query: {
      from: filters.from,
      until: filters.until,
      status: filters.status,
      paymentMethods: filters.paymentMethods,
      offset,
      limit: INVOICES_PAGE_SIZE,
    },
  });
}

/** With its orders. */
export function fetchInvoice(scope: ShopScope, id: number): Promise<Invoice> {
  return request<Invoice>('GET', `${invoicesPath(scope)}/${id}`);
}

/** Tells the shop's other devices that this one opened the comanda, so their bill-request alert for it stops. */
export function markInvoiceSeen(scope: ShopScope, id: number): Promise<void> {
  return request<void>('PUT', `${invoicesPath(scope)}/${id}/seen`);
}

/** 'Remover taxa de serviço' on one comanda; answers the comanda with its orders, its total without the charge. */
export function removeServiceCharge(scope: ShopScope, id: number): Promise<Invoice> {
  return request<Invoice>('DELETE', `${invoicesPath(scope)}/${id}/service-charge`);
}

export function closeInvoice(scope: ShopScope, id: number, idempotencyKey?: string): Promise<Invoice> {
  return request<Invoice>('PUT', `${invoicesPath(scope)}/${id}/closed`, { idempotencyKey });
}
