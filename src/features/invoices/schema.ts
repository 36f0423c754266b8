import { array, mixed, object } from 'yup';
import type { InvoicePaymentMethod, InvoiceStatus } from '@contract/ordering';
import { dateRangeSchema } from '@/shared/filters/schema';
import { toFilterDate } from '@/shared/filters/rules';
import { messages } from '@/shared/forms/messages';
import { invoicePaymentMethods } from '@contract/payment-methods';
import { invoiceStatuses } from '@contract/statuses';
import { type InvoiceFilters } from '@/ordering/invoices/rules';
import { hasInvoiceFilterChoice } from './rules';

/** The filter form's values: empty dates are '' while editing. */
export interface InvoiceFilterValues {
  from: string;
  until: string;
  status: InvoiceStatus[];
  paymentMethods: InvoicePaymentMethod[];
}

export const toFilterValues = (filters: InvoiceFilters): InvoiceFilterValues => ({
  from: filters.from ?? '',
  until: filters.until ?? '',
  status: [...filters.status],
  paymentMethods: [...filters.paymentMethods],
});

export const fromFilterValues = (values: InvoiceFilterValues): InvoiceFilters => ({
  from: toFilterDate(values.from),
  until: toFilterDate(values.until),
  status: values.status,
  paymentMethods: values.paymentMethods,
});

/** `today` comes from the caller so one open form keeps one notion of today. */
export function invoiceFiltersSchema(today: string) {
  return object({
    ...dateRangeSchema('from', 'until', today),
    status: array(mixed<InvoiceStatus>().oneOf(invoiceStatuses).defined())
      .defined()
      .test('status-or-method', messages.minItems(1), (status, context) =>
        hasInvoiceFilterChoice({ status: status ?? [], paymentMethods: context.parent.paymentMethods ?? [] }),
      ),
    paymentMethods: array(mixed<InvoicePaymentMethod>().oneOf(invoicePaymentMethods).defined()).defined(),
  });
}
