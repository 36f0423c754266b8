import { array, mixed, object } from 'yup';
import type { OrderStatus } from '@contract/ordering';
import { toFilterDate } from '@/shared/filters/rules';
import { dateRangeSchema } from '@/shared/filters/schema';
import type { OrderFilters } from '@/ordering/orders/rules';

/** The filter form's values: empty dates are '' while editing. */
export interface OrderFilterValues {
  from: string;
  until: string;
  status: OrderStatus[];
}

export const toOrderFilterValues = (filters: OrderFilters): OrderFilterValues => ({
  from: filters.from ?? '',
  until: filters.until ?? '',
  status: [...filters.status],
});

export const fromOrderFilterValues = (values: OrderFilterValues): OrderFilters => ({
  from: toFilterDate(values.from),
  until: toFilterDate(values.until),
  status: values.status,
});

/** At least one status: a list of orders in no status would always be empty (spec 5). */
export function orderFiltersSchema(today: string) {
  return object({
    ...dateRangeSchema('from', 'until', today),
    status: array(mixed<OrderStatus>().defined()).min(1).defined(),
  });
}
