import type { Invoice, InvoiceList } from '../../../contract/ordering';
import type { OrderPayment, OrderPaymentList, PaymentOperatorMethod } from '../../../contract/order-payments';
import { request } from '../../shared/api/client';
import { ORDER_PAYMENT_APPLICATION_TYPE, ORDER_PAYMENT_STATUS, PAYMENT_GATEWAY, type InvoiceFilters } from './rules';

export interface ShopScope {
  providerId: number;
  shopId: number;
}

export const INVOICES_PAGE_SIZE = 20;
/** The payments of one invoice are looked for among the shop's waiting ones, a page of the server's maximum at a time. */
export const PAYMENTS_PAGE_SIZE = 100;

const invoicesPath = ({ providerId, shopId }: ShopScope) => `/ordering/accounts/${providerId}/shops/${shopId}/invoices`;
const paymentsPath = (providerId: number) => `/v2/order-payment/providers/${providerId}/orders`;

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

export function closeInvoice(scope: ShopScope, id: number): Promise<Invoice> {
  return request<Invoice>('PUT', `${invoicesPath(scope)}/${id}/closed`);
}

/** A page of the shop's payments still waiting: the only ones closing an invoice may have to inform. */
export function fetchWaitingPayments(scope: ShopScope, offset: number): Promise<OrderPaymentList> {
  return request<OrderPaymentList>('GET', `${paymentsPath(scope.providerId)}/locations/${scope.shopId}`, {
    query: {
      applicationType: ORDER_PAYMENT_APPLICATION_TYPE,
      status: [ORDER_PAYMENT_STATUS.waiting],
      offset,
      limit: PAYMENTS_PAGE_SIZE,
    },
  });
}

export function informPayment(providerId: number, paymentId: number, paymentMethod: PaymentOperatorMethod): Promise<OrderPayment> {
  return request<OrderPayment>('POST', `${paymentsPath(providerId)}/${paymentId}/payment-operator`, {
    json: { paymentMethod, gateway: PAYMENT_GATEWAY, data: null },
  });
}
