import { differenceInMinutes, format } from 'date-fns';
import type { Invoice, InvoicePayment, Order } from '@contract/ordering';
import { paymentMethodLabels } from '@contract/payment-methods';
import { serviceChargePercentLabel } from '@contract/service-charge';
import { formatMoney, fromCents, toCents } from '@/shared/lib/money';
import { formatTime, toDate } from '@/shared/lib/time';
import { locationLabelOf } from '@/shared/ordering/orderDisplay';
import { isPaid, isPartlyPaid } from './rules';

/*
 * The lines a comanda's screen and its receipts show (its amounts, its parts, its places, its dates). Only those
 * screens and the printer read them, so the build keeps this file out of the live operations' chunk
 * (webpack.config.js), and Pedidos' first load carries none of it.
 */

/** Orders of type 3 bring the delivery fee. */
const DELIVERY_ORDER_TYPE = 3;
const SEPARATE_INVOICE_DATE_MINUTES = 5;

/** A part as a comanda lists it: 'Pix · $ 10,00', who and when, and for cash what was received and the change. */
export interface PaymentLine {
  title: string;
  detail: string;
}

export function paymentLineOf(payment: InvoicePayment): PaymentLine {
  const cash = payment.cashReceived !== null ? ` · Recebido ${formatMoney(payment.cashReceived)} · Troco ${formatMoney(payment.change ?? 0)}` : '';
  return {
    title: `${paymentMethodLabels[payment.paymentMethod]} · ${formatMoney(payment.amount)}`,
    detail: `${payment.by || 'Outra pessoa'} às ${format(toDate(payment.at), 'HH:mm')}${cash}`,
  };
}

/** The payments a receipt lists: every part, when the comanda was paid (or is being paid) in more than one. */
export function receiptPaymentsOf(invoice: Pick<Invoice, 'status' | 'total' | 'paid' | 'payments'>): PaymentLine[] {
  const payments = invoice.payments ?? [];
  if (payments.length === 0 || (payments.length === 1 && !isPartlyPaid(invoice))) return [];
  return payments.map(paymentLineOf);
}

/** The receipt prints the invoice's own date too when an order came 5 minutes or more away from it. */
export function showsInvoiceDateOnReceipt(invoice: Pick<Invoice, 'createdAt' | 'orders'>): boolean {
  const opened = toDate(invoice.createdAt);
  return (invoice.orders ?? []).some(
    (order) => Math.abs(differenceInMinutes(toDate(order.createdAt), opened)) >= SEPARATE_INVOICE_DATE_MINUTES,
  );
}

export const hasDeliveryOrders = (orders: readonly Pick<Order, 'type'>[] = []): boolean =>
  orders.some((order) => order.type === DELIVERY_ORDER_TYPE);

/** 'Taxa de serviço (10%)' and its amount, on the comanda, its receipts and the confirm dialog. */
export interface ServiceChargeLine {
  label: string;
  amount: number;
}

type ServiceChargeFields = Pick<Invoice, 'serviceCharge' | 'serviceChargePercent' | 'serviceChargeRemovedAt' | 'serviceChargeRemovedBy'>;

/** The comanda's service charge line; null when it charges none (not dine-in, the shop's setting off, or removed). */
export function serviceChargeLineOf(invoice: ServiceChargeFields): ServiceChargeLine | null {
  if (invoice.serviceChargePercent === null || invoice.serviceChargeRemovedAt !== null || invoice.serviceCharge <= 0) return null;
  return { label: `Taxa de serviço (${serviceChargePercentLabel(invoice.serviceChargePercent)})`, amount: invoice.serviceCharge };
}

/** 'Taxa de serviço removida por Ana às 20:15': who took it off this comanda, and when; null while it stands. */
export function serviceChargeRemovalOf(invoice: ServiceChargeFields): string | null {
  if (invoice.serviceChargeRemovedAt === null) return null;
  const by = invoice.serviceChargeRemovedBy ? ` por ${invoice.serviceChargeRemovedBy}` : '';
  return `Taxa de serviço removida${by} às ${formatTime(invoice.serviceChargeRemovedAt)}`;
}

/** 'Remover taxa de serviço' is offered while the comanda is still to be paid and charges it. */
export const canRemoveServiceCharge = (invoice: ServiceChargeFields & Pick<Invoice, 'status'>): boolean =>
  (invoice.status === 'open' || invoice.status === 'closing') && serviceChargeLineOf(invoice) !== null;

export interface InvoiceTotals {
  /** Null when no order is a delivery: the row is not shown. */
  deliveryFee: number | null;
  /** Null when the comanda charges no service: the row is not shown. */
  serviceCharge: ServiceChargeLine | null;
  /** Who removed the service charge and when, shown under the amounts; null while it stands or never applied. */
  serviceChargeRemoval: string | null;
  total: number;
  settledLabel: 'Recebido' | 'A receber';
  /** What the cash desk takes in: the cash the customer hands over when they said, otherwise the total. */
  settled: number;
  /** Null when the customer did not say what they pay with. */
  change: number | null;
  /** A canceled invoice's total before its orders were canceled (its own total is then 0); null otherwise. */
  canceledTotal: number | null;
}

export function invoiceTotalsOf(
  invoice: Pick<Invoice, 'status' | 'deliveryFee' | 'total' | 'paidWith' | 'change' | 'orders'> & ServiceChargeFields,
): InvoiceTotals {
  return {
    deliveryFee: hasDeliveryOrders(invoice.orders) ? invoice.deliveryFee : null,
    serviceCharge: serviceChargeLineOf(invoice),
    serviceChargeRemoval: serviceChargeRemovalOf(invoice),
    total: invoice.total,
    settledLabel: isPaid(invoice) ? 'Recebido' : 'A receber',
    settled: invoice.paidWith ?? invoice.total,
    change: invoice.change,
    canceledTotal: invoice.status === 'canceled' && invoice.orders ? sumOf(invoice.orders.map((order) => order.total)) : null,
  };
}

/** What the items came to: the total without the delivery fee and the service charge. */
export const subtotalOf = (invoice: Pick<Invoice, 'total' | 'deliveryFee' | 'serviceCharge'>): number =>
  fromCents(toCents(invoice.total) - toCents(invoice.deliveryFee) - toCents(invoice.serviceCharge));

const sumOf = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) * 100) / 100;

/** Where the invoice's orders go ('Mesa 1', 'Delivery', 'Retirada'…), once each; the invoice's place until they load. */
export function locationsOf(invoice: Pick<Invoice, 'location' | 'orders'>): string[] {
  const labels = (invoice.orders ?? []).map(locationLabelOf).filter(Boolean);
  return labels.length ? [...new Set(labels)] : [invoice.location];
}

export const formatReceiptDate = (value: string): string => format(toDate(value), 'dd/MM/yyyy HH:mm');
