import type { Invoice } from '@contract/ordering';
import { formatMoney } from '@/shared/lib/money';
import { PAYMENT_METHODS, paymentMethodLabels, takesChange } from '@contract/payment-methods';
import { remainingOf } from '@/ordering/invoices/rules';

/** Thermal rolls: 58 mm (small terminals) or 80 mm (kitchen and counter printers). */
export type PaperWidth = 58 | 80;
export const PAPER_WIDTHS: readonly PaperWidth[] = [80, 58];
export const DEFAULT_PAPER_WIDTH: PaperWidth = 80;

export const parsePaperWidth = (raw: string | null): PaperWidth =>
  PAPER_WIDTHS.find((width) => String(width) === raw) ?? DEFAULT_PAPER_WIDTH;

/** CSS px are 1/96 in, whatever the screen: what the receipt measures on screen is what it prints. */
const MM_PER_PX = 25.4 / 96;

/**
 * The print page: as wide as the roll and exactly as long as the receipt (rounded up to the millimetre, with no
 * minimum), so a roll printer neither cuts the receipt into pages nor feeds blank paper after a short one.
 * (`size: 80mm auto` is not CSS: a browser drops it and prints on Letter.)
 */
export function receiptPageRule(width: PaperWidth, receiptHeightPx: number): string {
  const length = Math.max(1, Math.ceil(receiptHeightPx * MM_PER_PX));
  return `@page { size: ${width}mm ${length}mm; margin: 0; }`;
}

/**
 * Whether whoever hands the order over has money to collect, and how: 'Pagamento: Online' when the platform takes
 * it, 'Cobrar: $ 42,00 em dinheiro, troco para $ 50,00' when the customer pays at the door, 'Pago: Pix' once paid (only
 * 'Pago' when parts of several methods paid it). Null for a canceled one.
 */
export function paymentNoteOf(
  invoice: Pick<Invoice, 'status' | 'paymentMethod' | 'total' | 'paidWith' | 'paid' | 'payments'>,
): string | null {
  if (invoice.status === 'canceled') return null;
  const method = invoice.paymentMethod;
  // A comanda paid in parts of several methods closes under the largest part's: naming it alone would hide the others.
  const mixed = new Set((invoice.payments ?? []).map((part) => part.paymentMethod)).size > 1;
  if (invoice.status === 'closed') return method && !mixed ? `Pago: ${paymentMethodLabels[method]}` : 'Pago';
  if (method === 'online') return 'Pagamento: Online';
  // Partly paid ('Dividir conta'), what is collected is what remains.
  const amount = `Cobrar: ${formatMoney(remainingOf(invoice))}`;
  if (method === null) return amount;
  const collected = `${amount} ${PAYMENT_METHODS[method].collectedAs}`;
  return takesChange(method) && invoice.paidWith ? `${collected}, troco para ${formatMoney(invoice.paidWith)}` : collected;
}

/** '1 pedido aguardando impressão' / '3 pedidos aguardando impressão'. */
export const printQueueText = (count: number): string =>
  count === 1 ? '1 pedido aguardando impressão' : `${count} pedidos aguardando impressão`;
