import type { OrderPayment, OrderPaymentList, PaymentOperatorMethod } from '@contract/order-payments';
import { APPLICATION_TYPE, ORDER_PAYMENT_WAITING, PAYMENT_GATEWAY } from '@contract/order-payment-codes';
import { request } from '@/shared/api/client';
import type { ShopScope } from '@/shared/session/scope';
import type { OrderPaymentFilters } from './rules';

export const ORDER_PAYMENTS_PAGE_SIZE = 20;
/** The payments of one invoice are looked for among the shop's waiting ones, a page of the server's maximum at a time. */
export const WAITING_PAYMENTS_PAGE_SIZE = 100;

const paymentsPath = ({ accountId }: ShopScope) => `/v2/order-payment/providers/${accountId}/orders`;

export function fetchOrderPayments(
  scope: ShopScope,
  filters: OrderPaymentFilters,
  offset: number,
  limit: number,
): Promise<OrderPaymentList> {
  return request<OrderPaymentList>('GET', `${paymentsPath(scope)}/locations/${scope.shopId}`, {
    query: {
      offset,
      limit,
      applicationType: APPLICATION_TYPE,
      startDate: filters.startDate,
      endDate: filters.endDate,
      status: filters.status.length > 0 ? filters.status : undefined,
    },
  });
}

/** A page of the shop's payments still waiting: the only ones closing an invoice may have to inform. */
export function fetchWaitingPayments(scope: ShopScope, offset: number): Promise<OrderPaymentList> {
  return request<OrderPaymentList>('GET', `${paymentsPath(scope)}/locations/${scope.shopId}`, {
    query: { applicationType: APPLICATION_TYPE, status: [ORDER_PAYMENT_WAITING], offset, limit: WAITING_PAYMENTS_PAGE_SIZE },
  });
}

export function informPayment(
  scope: ShopScope,
  paymentId: number,
  paymentMethod: PaymentOperatorMethod,
  idempotencyKey?: string,
): Promise<OrderPayment> {
  return request<OrderPayment>('POST', `${paymentsPath(scope)}/${paymentId}/payment-operator`, {
    idempotencyKey,
    json: { paymentMethod, gateway: PAYMENT_GATEWAY, data: null },
  });
}
