import { differenceInMinutes, format } from 'date-fns';
import type { ConflictCode } from '@contract/errors';
import { invoiceStatusLabels } from '@contract/labels';
import type { Invoice, InvoiceMove, InvoicePayment, InvoicePaymentMethod, InvoiceStatus, Order } from '@contract/ordering';
import type { QrCodeDto } from '@contract/shop';
import { ORDER_PAYMENT_COMPLETED } from '@contract/order-payment-codes';
import type { OrderPayment } from '@contract/order-payments';
import {
  isCounterMethod,
  operatorCodeOf,
  paymentMethodLabels,
  takesChange,
  type CounterPaymentMethod,
  type PaymentOperatorMethod,
} from '@contract/payment-methods';
import { FILTER_DATE_FORMAT, filterChipsOf, periodChipLabels, sameFilterValues, type FilterChip } from '@/shared/filters/rules';
import { formatMoney, fromCents, toCents } from '@/shared/lib/money';
import { formatTime, toDate } from '@/shared/lib/time';
import { serviceChargePercentLabel } from '@contract/service-charge';
import { locationLabelOf } from '@/shared/ordering/orderDisplay';


/** Orders of type 3 bring the delivery fee. */
const DELIVERY_ORDER_TYPE = 3;
const SEPARATE_INVOICE_DATE_MINUTES = 5;

export { invoiceStatusLabels };

/** The moment the list shows for an invoice: the first present of closed, closing, created, canceled. */
export function lastUpdateOf(invoice: Pick<Invoice, 'closedAt' | 'closingAt' | 'createdAt' | 'canceledAt'>): string {
  return invoice.closedAt ?? invoice.closingAt ?? invoice.createdAt ?? invoice.canceledAt ?? '';
}

export interface InvoiceChip {
  label: string;
  color: 'success' | 'warning' | 'medium';
}

/**
 * The spec's chip (the method, else 'Confirmado' or 'Em aberto'), except that a canceled invoice reads 'Cancelado':
 * the spec's rule would call it 'Em aberto', as if it were still to be paid.
 */
export function invoiceChipOf(invoice: Pick<Invoice, 'paymentMethod' | 'status'>): InvoiceChip {
  if (invoice.status === 'canceled') return { label: invoiceStatusLabels.canceled, color: 'medium' };
  const color = invoice.status === 'closed' ? 'success' : 'warning';
  if (invoice.paymentMethod) return { label: paymentMethodLabels[invoice.paymentMethod], color };
  return { label: invoice.status === 'closed' ? 'Confirmado' : 'Em aberto', color };
}

export type InvoiceIcon = 'done' | 'priority';

/** Done once closed; a prepaid invoice not closed yet is flagged, since its order waits for that payment. */
export function invoiceIconsOf(invoice: Pick<Invoice, 'status' | 'prepay'>): InvoiceIcon[] {
  if (invoice.status === 'closed') return ['done'];
  // Nothing is pending on a canceled invoice, prepaid or not.
  if (invoice.status === 'canceled') return [];
  return invoice.prepay ? ['priority'] : [];
}

export const isPaid = (invoice: Pick<Invoice, 'status'>): boolean => invoice.status === 'closed';

/** Only invoices still running can be settled; a canceled one has nothing to pay. */
export const canConfirmPayment = (invoice: Pick<Invoice, 'status'>): boolean =>
  invoice.status === 'open' || invoice.status === 'closing';

export const needsPaymentConfirmation = (invoice: Pick<Invoice, 'status' | 'prepay'>): boolean =>
  invoice.prepay && canConfirmPayment(invoice);

/**
 * The code a comanda's payment is informed with (spec section 4): its own method rules, staff's choice counts only
 * where it has none, and anything else (no method at all) is informed as a debit card, as the spec maps it.
 */
export function methodToInformOf(own: InvoicePaymentMethod | null, chosen: CounterPaymentMethod | undefined): PaymentOperatorMethod {
  const method = own ?? chosen ?? null;
  return operatorCodeOf(method !== null && isCounterMethod(method) ? method : 'debitCard');
}

/** Orders the kitchen still has (Aguardando, Preparando): closing the comanda over them asks once more. */
export const unfinishedOrderCountOf = (invoice: Pick<Invoice, 'orders'>): number =>
  (invoice.orders ?? []).filter((order) => order.status === 'authorized' || order.status === 'started').length;

/** 'Há 2 pedidos não concluídos nesta comanda.' */
export function unfinishedOrdersText(count: number, invoiceTerm: string): string {
  const orders = count === 1 ? '1 pedido não concluído' : `${count} pedidos não concluídos`;
  // Both terms ('Comanda', 'Compra') are feminine.
  return `Há ${orders} nesta ${invoiceTerm.toLowerCase()}.`;
}

/** What the customer gets back from the cash handed over; null until an amount that covers the total is typed. */
export function changeFor(received: number | null, total: number): number | null {
  if (received === null || received < total) return null;
  return Math.round((received - total) * 100) / 100;
}

/** The cash still missing when what was received is below the total; null when it covers it or nothing was typed. */
export function shortfallOf(received: number | null, total: number): number | null {
  if (received === null) return null;
  const missingCents = Math.round(total * 100) - Math.round(received * 100);
  return missingCents > 0 ? missingCents / 100 : null;
}

/** Whether the dialog counts cash: the comanda's own method, else the one chosen where a payment waits for it. */
export const countsCashOf = (own: InvoicePaymentMethod | null, chosen: InvoicePaymentMethod | null): boolean =>
  takesChange(own ?? chosen);

/** 'Faltam $ 55,60', and once Confirmar was tapped below the total, the question the dialog asks. */
export const shortfallText = (missing: number, asking: boolean): string =>
  asking ? `Faltam ${formatMoney(missing)}. Registrar como pagamento parcial?` : `Faltam ${formatMoney(missing)}`;

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

/** 'Pago $ 10,00 · Falta $ 16,00' on a comanda partly paid; null otherwise. */
export function paidAndRemainingTextOf(invoice: Pick<Invoice, 'status' | 'total' | 'paid'>): string | null {
  if (!isPartlyPaid(invoice)) return null;
  return `Pago ${formatMoney(paidOf(invoice))} · Falta ${formatMoney(remainingOf(invoice))}`;
}

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

/** The server's refusal without the field it names ('body/amount: o valor passa…' → 'O valor passa…'). */
export function refusalTextOf(message: string): string {
  const text = message.replace(/^(?:body|querystring|params|headers)\/\w+:\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The payments a receipt lists: every part, when the comanda was paid (or is being paid) in more than one. */
export function receiptPaymentsOf(invoice: Pick<Invoice, 'status' | 'total' | 'paid' | 'payments'>): PaymentLine[] {
  const payments = invoice.payments ?? [];
  if (payments.length === 0 || (payments.length === 1 && !isPartlyPaid(invoice))) return [];
  return payments.map(paymentLineOf);
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

const sumOf = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) * 100) / 100;

/** Where the invoice's orders go ('Mesa 1', 'Delivery', 'Retirada'…), once each; the invoice's place until they load. */
export function locationsOf(invoice: Pick<Invoice, 'location' | 'orders'>): string[] {
  const labels = (invoice.orders ?? []).map(locationLabelOf).filter(Boolean);
  return labels.length ? [...new Set(labels)] : [invoice.location];
}

export const formatReceiptDate = (value: string): string => format(toDate(value), 'dd/MM/yyyy HH:mm');

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

/** Spec 5: the list needs at least one status or payment method to ask for. */
export const hasInvoiceFilterChoice = (filters: Pick<InvoiceFilters, 'status' | 'paymentMethods'>): boolean =>
  filters.status.length + filters.paymentMethods.length > 0;

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

/** One thing 'Transferir para outra mesa' or 'Juntar com…' offers: a table, or another open comanda. */
export interface MoveChoice {
  /** The QR code's id (a table) or the comanda's id. */
  id: number;
  label: string;
  detail: string | null;
}

/** A comanda not paid nor canceled may change tables, also while its bill is asked for. */
export const canTransfer = (invoice: Pick<Invoice, 'status'>): boolean => invoice.status === 'open' || invoice.status === 'closing';

/**
 * Only an open pay-later comanda may take another in ('Juntar com…'): a prepaid one's payments belong to its own
 * orders, and one whose bill was asked for has a payment under way (the server refuses both, saying why).
 */
export const canMerge = (invoice: Pick<Invoice, 'status' | 'prepay'>): boolean => invoice.status === 'open' && !invoice.prepay;

const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { numeric: true, sensitivity: 'base' });

/** The tables a comanda may move to: each active QR code's place once, but the one it is at, in natural order. */
export function tableChoicesOf(qrcodes: readonly Pick<QrCodeDto, 'id' | 'locationName' | 'active'>[], invoice: Pick<Invoice, 'location'>): MoveChoice[] {
  const seen = new Set<string>([invoice.location]);
  const choices: MoveChoice[] = [];
  for (const qrcode of qrcodes) {
    if (!qrcode.active || seen.has(qrcode.locationName)) continue;
    seen.add(qrcode.locationName);
    choices.push({ id: qrcode.id, label: qrcode.locationName, detail: null });
  }
  return choices.sort((a, b) => byName(a.label, b.label));
}

/** The comandas 'Juntar com…' offers: the other open pay-later ones, by table. */
export function mergeChoicesOf(invoices: readonly Invoice[], invoiceId: number, invoiceTerm = 'Comanda'): MoveChoice[] {
  return invoices
    .filter((invoice) => invoice.id !== invoiceId && canMerge(invoice))
    .map((invoice) => ({
      id: invoice.id,
      label: `${invoice.location} · ${invoiceTerm} #${invoice.code}`,
      detail: `${invoice.name} · ${formatMoney(invoice.total)}`,
    }))
    .sort((a, b) => byName(a.label, b.label));
}

/** 'da Mesa 3' and 'a Mesa 7' for tables, which is what most places are called; 'de Balcão' otherwise. */
const isTable = (place: string) => /^mesa\b/i.test(place);
export const fromPlace = (place: string) => (isTable(place) ? `da ${place}` : `de ${place}`);
export const toPlace = (place: string) => (isTable(place) ? `para a ${place}` : `para ${place}`);

/**
 * What a comanda says of a move: 'Transferida da Mesa 3 para a Mesa 7 por Ana Souza às 20:14', 'Comanda #12
 * (Mesa 2) juntada a esta por Ana Souza às 20:14', 'Juntada à comanda #7 (Mesa 1) por Ana Souza às 20:14'.
 */
export function moveTextOf(move: InvoiceMove, invoiceTerm = 'Comanda'): string {
  const who = `por ${move.by || 'outra pessoa'} às ${format(toDate(move.at), 'HH:mm')}`;
  if (move.kind === 'transfer') return `Transferida ${fromPlace(move.fromLocation)} ${toPlace(move.toLocation)} ${who}`;
  if (move.kind === 'mergedIn') return `${invoiceTerm} #${move.otherInvoiceCode ?? ''} (${move.fromLocation}) juntada a esta ${who}`;
  return `Juntada à ${invoiceTerm.toLowerCase()} #${move.otherInvoiceCode ?? ''} (${move.toLocation}) ${who}`;
}
