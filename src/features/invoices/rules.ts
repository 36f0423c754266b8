import { format } from 'date-fns';
import { invoiceStatusLabels } from '@contract/labels';
import type { Invoice, InvoiceMove, InvoicePaymentMethod } from '@contract/ordering';
import type { QrCodeDto } from '@contract/shop';
import { counterPaymentMethods, isCounterMethod, paymentMethodLabels, type CounterPaymentMethod } from '@contract/payment-methods';
import { formatMoney } from '@/shared/lib/money';
import { toDate } from '@/shared/lib/time';
import { canConfirmPayment, isPartlyPaid, paidOf, remainingOf, type InvoiceFilters } from '@/ordering/invoices/rules';
import { fromPlace, toPlace } from '@/shared/ordering/place';

/*
 * What only the comandas' screens show of a comanda (its chip and icons, the cash desk's texts, the filters' choice,
 * the moves' choices and lines): the ordering module keeps what every screen and the live operations need.
 */

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

export const needsPaymentConfirmation = (invoice: Pick<Invoice, 'status' | 'prepay'>): boolean =>
  invoice.prepay && canConfirmPayment(invoice);

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

/**
 * What 'Confirmar pagamento' offers: the counter methods the shop accepts, in the table's order; every counter method
 * while the shop's list could not be read (the server still refuses one it does not take, in its own words).
 */
export function closingMethodsOf(accepted: readonly InvoicePaymentMethod[] | null): CounterPaymentMethod[] {
  return accepted === null ? [...counterPaymentMethods] : counterPaymentMethods.filter((method) => accepted.includes(method));
}

/**
 * The method the dialog opens with: the customer's own where the shop takes it at the counter; otherwise none, so
 * the cashier says how it was paid instead of confirming a guess.
 */
export const preselectedMethodOf = (own: InvoicePaymentMethod | null, offered: readonly CounterPaymentMethod[]): CounterPaymentMethod | null =>
  offered.find((method) => method === own) ?? null;

/** An online comanda is settled by the platform: the cashier only closes it (spec 4), choosing nothing. */
export const settlesOnline = (invoice: Pick<Invoice, 'paymentMethod'>): boolean =>
  invoice.paymentMethod !== null && !isCounterMethod(invoice.paymentMethod);

/**
 * How Confirmar records the method chosen. The spec's closing (inform the waiting payment, then close) records it
 * where a payment waits and the comanda has no other method; anywhere else closing alone would leave the comanda
 * without the method, or with the customer's earlier one, so what is due is recorded as its last part with the
 * method chosen, which closes it under that method. Nothing due is the spec's closing, with nothing to record.
 */
export function closingRouteOf(close: {
  own: InvoicePaymentMethod | null;
  chosen: CounterPaymentMethod;
  paymentWaits: boolean;
  partlyPaid: boolean;
  due: number;
}): 'informAndClose' | 'lastPart' {
  if (close.due <= 0) return 'informAndClose';
  if (close.partlyPaid) return 'lastPart';
  return close.paymentWaits && (close.own === null || close.own === close.chosen) ? 'informAndClose' : 'lastPart';
}

/** 'Faltam $ 55,60', and once Confirmar was tapped below the total, the question the dialog asks. */
export const shortfallText = (missing: number, asking: boolean): string =>
  asking ? `Faltam ${formatMoney(missing)}. Registrar como pagamento parcial?` : `Faltam ${formatMoney(missing)}`;

/** 'Pago $ 10,00 · Falta $ 16,00' on a comanda partly paid; null otherwise. */
export function paidAndRemainingTextOf(invoice: Pick<Invoice, 'status' | 'total' | 'paid'>): string | null {
  if (!isPartlyPaid(invoice)) return null;
  return `Pago ${formatMoney(paidOf(invoice))} · Falta ${formatMoney(remainingOf(invoice))}`;
}

/** Spec 5: the list needs at least one status or payment method to ask for. */
export const hasInvoiceFilterChoice = (filters: Pick<InvoiceFilters, 'status' | 'paymentMethods'>): boolean =>
  filters.status.length + filters.paymentMethods.length > 0;

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
