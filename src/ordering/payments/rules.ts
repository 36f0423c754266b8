import { ORDER_PAYMENT_CANCELED, ORDER_PAYMENT_COMPLETED, ORDER_PAYMENT_WAITING } from '@contract/order-payment-codes';
import type { OrderPayment, OrderPaymentStatus } from '@contract/order-payments';
import { methodOfOperatorCode, paymentMethodLabels } from '@contract/payment-methods';
import { filterChipsOf, periodChipLabels, sameFilterValues, type FilterChip } from '@/shared/filters/rules';
import { toDate } from '@/shared/lib/time';

export interface OrderPaymentFilters {
  startDate?: string;
  endDate?: string;
  status: OrderPaymentStatus[];
}

/** No status ticked means every status (spec 5: none is required). */
export const defaultOrderPaymentFilters: OrderPaymentFilters = { status: [] };

export function isDefaultOrderPaymentFilters(filters: OrderPaymentFilters): boolean {
  return sameFilterValues(filters, defaultOrderPaymentFilters);
}

export interface PaymentChip {
  label: string;
  color: 'warning' | 'success' | 'danger';
}

const statusChips: Record<OrderPaymentStatus, PaymentChip> = {
  [ORDER_PAYMENT_WAITING]: { label: 'Não Pago', color: 'warning' },
  [ORDER_PAYMENT_COMPLETED]: { label: 'Pago', color: 'success' },
  // Spelled as the spec has it, letter for letter.
  [ORDER_PAYMENT_CANCELED]: { label: 'Camcelado', color: 'danger' },
};

export const paymentStatusChipOf = (status: OrderPaymentStatus): PaymentChip => statusChips[status];

export const orderPaymentStatusOptions: ReadonlyArray<{ value: OrderPaymentStatus; label: string }> = [
  { value: ORDER_PAYMENT_WAITING, label: 'Não Pago' },
  { value: ORDER_PAYMENT_COMPLETED, label: 'Pago' },
  { value: ORDER_PAYMENT_CANCELED, label: 'Cancelado' },
];

/** How it was paid: the method staff informed, 'Online' for a payment completed without one. */
export function paymentMethodLabelOf(payment: Pick<OrderPayment, 'method' | 'status'>): string | null {
  if (payment.method !== null) return paymentMethodLabels[methodOfOperatorCode(payment.method)];
  return payment.status === ORDER_PAYMENT_COMPLETED ? paymentMethodLabels.online : null;
}

/** The server's list order: newest first, the id breaking ties. */
export function comparePaymentsNewestFirst(a: OrderPayment, b: OrderPayment): number {
  return toDate(b.createAt).getTime() - toDate(a.createAt).getTime() || b.id - a.id;
}

/** The filters narrowing Pagamentos, as dismissible chips. */
export const orderPaymentFilterChipsOf = (filters: OrderPaymentFilters): Array<FilterChip<OrderPaymentFilters>> =>
  filterChipsOf(filters, defaultOrderPaymentFilters, {
    startDate: periodChipLabels.from,
    endDate: periodChipLabels.until,
    status: (status) => orderPaymentStatusOptions.find((option) => String(option.value) === status)?.label ?? status,
  });
