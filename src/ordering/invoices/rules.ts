import { format } from 'date-fns';
import type { ConflictCode } from '@contract/errors';
import { invoiceStatusLabels } from '@contract/labels';
import type { Invoice, InvoicePaymentMethod, InvoiceStatus } from '@contract/ordering';
import { ORDER_PAYMENT_COMPLETED } from '@contract/order-payment-codes';
import type { OrderPayment } from '@contract/order-payments';
import {
  isCounterMethod,
  operatorCodeOf,
  paymentMethodLabels,
  type CounterPaymentMethod,
  type PaymentOperatorMethod,
} from '@contract/payment-methods';
import { FILTER_DATE_FORMAT, filterChipsOf, periodChipLabels, sameFilterValues, type FilterChip } from '@/shared/filters/rules';
import { formatMoney, fromCents, toCents } from '@/shared/lib/money';
import { TILL_REQUIRED_MESSAGE } from '@contract/till-values';
import { toDate } from '@/shared/lib/time';

export { invoiceStatusLabels };

/** The moment the list shows for an invoice: the first present of closed, closing, created, canceled. */
export function lastUpdateOf(invoice: Pick<Invoice, 'closedAt' | 'closingAt' | 'createdAt' | 'canceledAt'>): string {
  return invoice.closedAt ?? invoice.closingAt ?? invoice.createdAt ?? invoice.canceledAt ?? '';
}

export const isPaid = (invoice: Pick<Invoice, 'status'>): boolean => invoice.status === 'closed';

/** Only invoices still running can be settled; a canceled one has nothing to pay. */
export const canConfirmPayment = (invoice: Pick<Invoice, 'status'>): boolean =>
  invoice.status === 'open' || invoice.status === 'closing';

/**
 * The code a comanda's payment is informed with (spec section 4): its own method rules, staff's choice counts only
 * where it has none, and anything else (no method at all) is informed as a debit card, as the spec maps it.
 */
export function methodToInformOf(own: InvoicePaymentMethod | null, chosen: CounterPaymentMethod | undefined): PaymentOperatorMethod {
  const method = own ?? chosen ?? null;
  return operatorCodeOf(method !== null && isCounterMethod(method) ? method : 'debitCard');
}

/** After 'Registrar parcial': the cash received is recorded as a part, and the comanda stays open with the rest. */
export const partialPaymentRecordedText = (missing: number): string =>
  `Pagamento parcial registrado. Faltam ${formatMoney(missing)}.`;

/** After a part of 'Dividir conta' that leaves something to pay. */
export const partRecordedText = (missing: number): string => `Parte registrada. Faltam ${formatMoney(missing)}.`;

// ---- A comanda paid in parts ('Dividir conta', 'Registrar parcial'): what was paid, what remains ----

/** What was paid so far: the parts recorded, or the whole total once the comanda is closed. */
export function paidOf(invoice: Pick<Invoice, 'status' | 'total' | 'paid'>): number {
  if (invoice.paid !== undefined) return invoice.paid;
  return invoice.status === 'closed' ? invoice.total : 0;
}

/** What is left to pay; nothing once the comanda is closed or canceled. */
export function remainingOf(invoice: Pick<Invoice, 'status' | 'total' | 'paid'>): number {
  if (!canConfirmPayment(invoice)) return 0;
  return fromCents(Math.max(0, toCents(invoice.total) - toCents(paidOf(invoice))));
}

/** Some of a comanda still to be paid was paid already, in parts: its payments are what is left, not the total. */
export const isPartlyPaid = (invoice: Pick<Invoice, 'status' | 'total' | 'paid'>): boolean =>
  canConfirmPayment(invoice) && paidOf(invoice) > 0;

/** The server's refusal without the field it names ('body/amount: o valor passa…' → 'O valor passa…'). */
export function refusalTextOf(message: string): string {
  const text = message.replace(/^(?:body|querystring|params|headers)\/\w+:\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type ClosingStep = 'informPayment' | 'close';

/**
 * 'Confirmar pagamento' (spec 4): a payment still owed is informed first, except online ones, which the
 * platform settles itself; then the invoice is closed.
 */
export function closingStepsOf(
  invoice: Pick<Invoice, 'paymentMethod'>,
  payment: Pick<OrderPayment, 'status'> | null,
): ClosingStep[] {
  const inform = payment !== null && payment.status !== ORDER_PAYMENT_COMPLETED && invoice.paymentMethod !== 'online';
  return inform ? ['informPayment', 'close'] : ['close'];
}

export interface InvoiceFilters {
  /** YYYY-MM-DD; undefined when empty. */
  from?: string;
  until?: string;
  status: InvoiceStatus[];
  paymentMethods: InvoicePaymentMethod[];
}

export const defaultInvoiceFilters = (): InvoiceFilters => ({ status: ['open', 'closing'], paymentMethods: [] });

export const isDefaultInvoiceFilters = (filters: InvoiceFilters): boolean =>
  sameFilterValues(filters, defaultInvoiceFilters());

/** An open invoice has no payment method yet, so the two choices exclude each other. */
export const isOpenStatusDisabled = (filters: Pick<InvoiceFilters, 'paymentMethods'>): boolean =>
  filters.paymentMethods.length > 0;

export const arePaymentMethodsDisabled = (filters: Pick<InvoiceFilters, 'status'>): boolean =>
  filters.status.includes('open');

/**
 * The filters narrowing the list beyond its default, as dismissible chips. A dismissal that would pair 'Em aberto'
 * with payment methods (which exclude each other) keeps the methods and drops the statuses.
 */
export function invoiceFilterChipsOf(filters: InvoiceFilters): Array<FilterChip<InvoiceFilters>> {
  const chips = filterChipsOf(filters, defaultInvoiceFilters(), {
    ...periodChipLabels,
    status: (status) => invoiceStatusLabels[status as InvoiceStatus],
    paymentMethods: (method) => paymentMethodLabels[method as InvoicePaymentMethod],
  });
  return chips.map((chip) =>
    isOpenStatusDisabled(chip.without) && arePaymentMethodsDisabled(chip.without)
      ? { ...chip, without: { ...chip.without, status: [] } }
      : chip,
  );
}

/** Whether an invoice heard of live belongs in the list being shown (server filters use the shop's days). */
export function matchesInvoiceFilters(invoice: Pick<Invoice, 'status' | 'paymentMethod' | 'createdAt'>, filters: InvoiceFilters): boolean {
  if (filters.status.length && !filters.status.includes(invoice.status)) return false;
  if (filters.paymentMethods.length && (!invoice.paymentMethod || !filters.paymentMethods.includes(invoice.paymentMethod))) {
    return false;
  }
  const day = format(toDate(invoice.createdAt), FILTER_DATE_FORMAT);
  if (filters.from && day < filters.from) return false;
  return !(filters.until && day > filters.until);
}

/** Newest first, like the server's list. */
export function compareInvoicesNewestFirst(a: Pick<Invoice, 'createdAt' | 'id'>, b: Pick<Invoice, 'createdAt' | 'id'>): number {
  const byTime = toDate(b.createdAt).getTime() - toDate(a.createdAt).getTime();
  return byTime !== 0 ? byTime : b.id - a.id;
}

const confirmConflictMessages: Partial<Record<ConflictCode, string>> = {
  payment_confirmed: 'Esta comanda já foi confirmada.',
  payment_canceled: 'O pagamento desta comanda foi cancelado.',
  invoice_finished: 'Esta comanda já foi encerrada.',
  till_required: TILL_REQUIRED_MESSAGE,
};

/** What to tell a cashier whose 'Confirmar pagamento' lost to someone else's, from the server's reason. */
export const confirmConflictMessageOf = (code: ConflictCode | undefined): string | null =>
  (code && confirmConflictMessages[code]) ?? null;

/**
 * A queued 'Confirmar pagamento' that was never sent, on a comanda no longer open: someone else confirmed it
 * (closed) or it was canceled meanwhile, which is what staff is told. Once sent, only the server can tell whether
 * the closing was this device's (its key), so it is asked.
 */
export function confirmReplayConflictOf(invoice: Pick<Invoice, 'status'>, sentBefore: boolean): ConflictCode | null {
  if (sentBefore || canConfirmPayment(invoice)) return null;
  return invoice.status === 'closed' ? 'payment_confirmed' : 'invoice_finished';
}
