import { format } from 'date-fns';
import type { Invoice, Order } from '@contract/ordering';
import { formatMoney, fromCents, toCents } from '@/shared/lib/money';
import { toDate } from '@/shared/lib/time';
import { addressLinesOf } from '@/shared/ordering/address';
import { phoneTextOf } from '@/shared/ordering/phone';
import { itemKeyOf, locationLabelOf, ORDER_TYPE_DELIVERY, ORDER_TYPE_IN_PLACE, statusChipOf } from '@/shared/ordering/orderDisplay';
import { paymentNoteOf } from './rules';

export interface TicketLine {
  key: string;
  label: string;
  amount: string;
  options: string[];
}

/** What an order's ticket says, the same on the browser's print and on a thermal printer's. */
export interface KitchenTicket {
  shopName: string | null;
  title: string;
  /** When, where, who: one line each. */
  heading: string[];
  /** 'CANCELADO' on a canceled order's ticket. */
  banner: string | null;
  lines: TicketLine[];
  /** 'Taxa de entrega' on a delivery's ticket, on its own line above the total that includes it. */
  deliveryFee: string | null;
  /** The items, plus the delivery fee on a delivery: what 'Cobrar' asks for when the comanda is this order. */
  total: string;
  payment: string | null;
}

/** The fee a delivery's ticket adds to its items: the comanda's, which the server charges once per comanda. */
export function ticketDeliveryFeeOf(order: Pick<Order, 'type' | 'status'>, invoice: Pick<Invoice, 'deliveryFee'> | null): number | null {
  if (order.type !== ORDER_TYPE_DELIVERY || order.status === 'canceled' || !invoice || invoice.deliveryFee <= 0) return null;
  return invoice.deliveryFee;
}

export function kitchenTicketOf(order: Order, invoice: Invoice | null, shopName: string | null): KitchenTicket {
  const deliveryFee = ticketDeliveryFeeOf(order, invoice);
  return {
    shopName,
    title: `Pedido #${order.code}`,
    heading: [
      format(toDate(order.createdAt), 'dd/MM/yyyy HH:mm'),
      locationLabelOf(order),
      invoice?.name ? `Cliente: ${invoice.name}` : '',
      invoice?.mobile ? `Tel.: ${phoneTextOf(invoice.mobile)}` : '',
      // Whoever takes a delivery out needs the address on the ticket.
      ...addressLinesOf(invoice?.address),
    ].filter(Boolean),
    banner: order.status === 'canceled' ? statusChipOf(order.status).label.toUpperCase() : null,
    lines: order.items.map((item, index) => ({
      key: itemKeyOf(order.items, index),
      label: `${item.quantity}x ${item.name}${item.portion ? ` (${item.portion.name})` : ''}`,
      amount: formatMoney(item.total),
      options: item.options.map((option) => `+ ${option.name}`),
    })),
    deliveryFee: deliveryFee === null ? null : formatMoney(deliveryFee),
    total: formatMoney(fromCents(toCents(order.total) + toCents(deliveryFee ?? 0))),
    // A table pays its comanda at the end; whoever hands over a delivery or a takeaway needs to know.
    payment: invoice && order.type !== ORDER_TYPE_IN_PLACE && order.status !== 'canceled' ? paymentNoteOf(invoice) : null,
  };
}
