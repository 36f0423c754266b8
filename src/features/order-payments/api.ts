import type { OrderPaymentList } from '../../../contract/order-payments';
import { request } from '../../shared/api/client';
import { APPLICATION_TYPE, type OrderPaymentFilters } from './rules';

export interface PaymentScope {
  providerId: number;
  shopId: number;
}

export const ORDER_PAYMENTS_PAGE_SIZE = 20;

export function fetchOrderPayments(
  { providerId, shopId }: PaymentScope,
  filters: OrderPaymentFilters,
  offset: number,
  limit: number,
): Promise<OrderPaymentList> {
  return request<OrderPaymentList>('GET', `/v2/order-payment/providers/${providerId}/orders/locations/${shopId}`, {
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
