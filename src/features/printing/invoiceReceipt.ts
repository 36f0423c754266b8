import type { Invoice } from '@contract/ordering';
import { formatMoney } from '@/shared/lib/money';
import { addressLinesOf } from '@/shared/ordering/address';
import { itemKeyOf } from '@/shared/ordering/orderDisplay';
import { isPartlyPaid, paidOf, remainingOf } from '@/ordering/invoices/rules';
import {
  formatReceiptDate,
  invoiceTotalsOf,
  locationsOf,
  receiptPaymentsOf,
  showsInvoiceDateOnReceipt,
  subtotalOf,
} from '@/ordering/invoices/receipt';
import type { TicketLine } from './kitchenTicket';
import { paymentNoteOf } from './rules';

export interface ReceiptAmount {
  label: string;
  amount: string;
  strong: boolean;
}

export interface ReceiptOrder {
  key: string;
  /** 'Pedido #12', with its time when the comanda's orders came apart. */
  title: string;
  lines: TicketLine[];
}

/** What a comanda's receipt says, the same on the browser's print and on a thermal printer's. */
export interface InvoiceReceipt {
  shopName: string;
  title: string;
  /** Where, the delivery's address, when, who: one line each. */
  heading: string[];
  orders: ReceiptOrder[];
  /** 'Subtotal', 'Taxa de entrega' (a delivery), 'Taxa de serviço (10%)' (dine-in), 'Total', 'Recebido' or 'A receber', 'Troco'. */
  amounts: ReceiptAmount[];
  /** What the person handing it over collects, or how it was paid ('Pago' alone when the parts below name their methods). */
  payment: string | null;
  /** The parts, when it was paid (or is being paid) in more than one: 'Pix · $ 10,00' and who, when, the change. */
  payments: { title: string; detail: string }[];
}

const amount = (label: string, value: number, strong = false): ReceiptAmount => ({ label, amount: formatMoney(value), strong });

export function invoiceReceiptOf(invoice: Invoice, shopName: string, invoiceTerm: string): InvoiceReceipt {
  const separateDates = showsInvoiceDateOnReceipt(invoice);
  const totals = invoiceTotalsOf(invoice);
  const opened = formatReceiptDate(invoice.createdAt);
  return {
    shopName,
    title: `${invoiceTerm} #${invoice.code}`,
    heading: [
      locationsOf(invoice).join(', '),
      ...addressLinesOf(invoice.address),
      separateDates ? `Aberta em ${opened}` : opened,
      invoice.name,
    ].filter(Boolean),
    orders: (invoice.orders ?? [])
      .filter((order) => order.status !== 'canceled')
      .map((order) => ({
        key: String(order.id),
        title: separateDates ? `Pedido #${order.code} · ${formatReceiptDate(order.createdAt)}` : `Pedido #${order.code}`,
        lines: order.items.map((item, index) => ({
          key: itemKeyOf(order.items, index),
          label: `${item.quantity}x ${item.name}${item.portion ? ` (${item.portion.name})` : ''}`,
          amount: formatMoney(item.total),
          options: item.options.map((option) => `+ ${option.name}`),
        })),
      })),
    amounts: [
      amount('Subtotal', subtotalOf(invoice)),
      ...(totals.deliveryFee !== null ? [amount('Taxa de entrega', totals.deliveryFee)] : []),
      ...(totals.serviceCharge !== null ? [amount(totals.serviceCharge.label, totals.serviceCharge.amount)] : []),
      amount('Total', totals.total, true),
      ...(isPartlyPaid(invoice)
        ? [amount('Pago', paidOf(invoice)), amount('Falta', remainingOf(invoice), true)]
        : [amount(totals.settledLabel, totals.settled), ...(totals.change !== null ? [amount('Troco', totals.change)] : [])]),
    ],
    payment: paymentNoteOf(invoice),
    payments: receiptPaymentsOf(invoice),
  };
}
