import { array, mixed, object } from 'yup';
import type { OrderPaymentStatus } from '@contract/order-payments';
import { toFilterDate } from '@/shared/filters/rules';
import { dateRangeSchema } from '@/shared/filters/schema';
import type { OrderPaymentFilters } from '@/ordering/payments/rules';

/** The filter form's values: empty dates are '' while editing. */
export interface OrderPaymentFilterValues {
  startDate: string;
  endDate: string;
  status: OrderPaymentStatus[];
}

export const toOrderPaymentFilterValues = (filters: OrderPaymentFilters): OrderPaymentFilterValues => ({
  startDate: filters.startDate ?? '',
  endDate: filters.endDate ?? '',
  status: [...filters.status],
});

export const fromOrderPaymentFilterValues = (values: OrderPaymentFilterValues): OrderPaymentFilters => ({
  startDate: toFilterDate(values.startDate),
  endDate: toFilterDate(values.endDate),
  status: values.status,
});

/** No status is required here (spec 5): none ticked lists them all. */
export function orderPaymentFiltersSchema(today: string) {
  return object({
    ...dateRangeSchema('startDate', 'endDate', today),
    status: array(mixed<OrderPaymentStatus>().defined()).defined(),
  });
}
