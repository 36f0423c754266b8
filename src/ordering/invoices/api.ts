import { shopPathOf } from '@contract/paths';
import type { Invoice, InvoiceList, RecordInvoicePaymentBody } from '@contract/ordering';
import type { QrCodeList } from '@contract/shop';
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

/** The shop's QR codes, whose places are the tables a comanda may move to (a shop has a few dozen at most). */
export async function fetchTables(scope: ShopScope): Promise<QrCodeList['qrcodes']> {
  const page = await request<QrCodeList>('GET', `${shopPathOf('menu', scope)}/qrcodes`, { query: { offset: 0, limit: 100 } });
  return page.qrcodes;
}

/** The shop's open comandas, newest first: what 'Juntar com…' offers. */
export async function fetchOpenInvoices(scope: ShopScope): Promise<Invoice[]> {
  const page = await request<InvoiceList>('GET', invoicesPath(scope), { query: { status: ['open'], offset: 0, limit: 100 } });
  return page.invoices;
}

/** 'Transferir para outra mesa': the comanda goes to the place of the QR code chosen. */
export function transferInvoice(scope: ShopScope, id: number, qrcodeId: number): Promise<Invoice> {
  return request<Invoice>('POST', `${invoicesPath(scope)}/${id}/transfer`, { json: { qrcodeId } });
}

/** 'Juntar com…': the chosen comanda's orders and payments come to this one, which goes on; the chosen one ends. */
export function mergeInvoice(scope: ShopScope, id: number, otherId: number): Promise<Invoice> {
  return request<Invoice>('POST', `${invoicesPath(scope)}/${id}/merge`, { json: { invoiceId: otherId } });
}

/**
 * One part of a comanda ('Dividir conta', 'Registrar parcial'): answers the comanda with its parts; the part that
 * reaches the total closes it.
 */
export function recordPayment(scope: ShopScope, id: number, body: RecordInvoicePaymentBody, idempotencyKey?: string): Promise<Invoice> {
  return request<Invoice>('POST', `${invoicesPath(scope)}/${id}/payments`, { json: body, idempotencyKey });
}
