/**
 * One state machine for orders, read by the app (which buttons an order offers, and why a tap was dropped) and by
 * the server (which command it carries out): waiting → in preparation → completed, and a cancel while neither the
 * order nor its invoice is finished (spec section 4). Type imports only, so the app takes no schema library with it.
 */
import type { ConflictCode } from './errors';
import type { InvoiceStatus, OrderStatus } from './ordering';

export type OrderAction = 'start' | 'complete' | 'cancel';

export type OrderTransitionTarget = 'started' | 'completed' | 'canceled';

export const orderTransitionTargets = {
  start: 'started',
  complete: 'completed',
  cancel: 'canceled',
} as const satisfies Record<OrderAction, OrderTransitionTarget>;

export const isFinishedOrder = (status: OrderStatus): boolean => status === 'completed' || status === 'canceled';

export const isFinishedInvoice = (status: InvoiceStatus): boolean => status === 'closed' || status === 'canceled';

/**
 * Why `action` may not move an order that stands at `order`, in the server's terms, or null when it may. Only a
 * cancel reads the invoice; null there means the invoice is not known, and only the order is judged.
 */
export function orderRefusalOf(action: OrderAction, order: OrderStatus, invoice: InvoiceStatus | null): ConflictCode | null {
  switch (action) {
    case 'start':
      return order === 'authorized' ? null : `order_${order}`;
    case 'complete':
      return order === 'started' ? null : `order_${order}`;
    case 'cancel':
      if (isFinishedOrder(order)) return `order_${order}`;
      return invoice !== null && isFinishedInvoice(invoice) ? 'invoice_finished' : null;
  }
}
