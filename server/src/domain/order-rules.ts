/**
 * The rules of an order's status (spec section 4, architecture section 5) as pure functions: the status it is
 * created in, the status a staff action moves it to, and the column that records it.
 */
import type { InvoiceStatus, OrderStatus } from '@contract/ordering';
import { orderRefusalOf, orderTransitionTargets, type OrderAction, type OrderTransitionTarget } from '@contract/order-transitions';
import { allow, refuse, type Decision } from './decision';

export type { OrderAction, OrderTransitionTarget };

const orderStatusWords: Record<OrderStatus, string> = {
  open: 'aberto',
  authorized: 'aguardando',
  started: 'em preparo',
  completed: 'completado',
  canceled: 'cancelado',
};

const orderRefusalMessages: Record<OrderAction, (order: OrderStatus) => string> = {
  start: (order) => `Só um pedido aguardando pode ser iniciado; este está ${orderStatusWords[order]}.`,
  complete: (order) => `Só um pedido em preparo pode ser completado; este está ${orderStatusWords[order]}.`,
  cancel: (order) => `Um pedido ${orderStatusWords[order]} não pode ser cancelado.`,
};

/** The status an order moves to, or why it may not (the contract's one state machine), worded for the log. */
export function orderTransitionOf(action: OrderAction, order: OrderStatus, invoice: InvoiceStatus): Decision<OrderTransitionTarget> {
  const refusal = orderRefusalOf(action, order, invoice);
  if (refusal === null) return allow(orderTransitionTargets[action]);
  if (refusal === 'invoice_finished') return refuse('O pedido de uma comanda encerrada não pode ser cancelado.', refusal);
  return refuse(orderRefusalMessages[action](order), refusal);
}

/** The timestamp column that records reaching each status a staff action leads to. */
export const orderStatusTimestamp = {
  started: 'started_at',
  completed: 'completed_at',
  canceled: 'canceled_at',
} as const satisfies Record<OrderTransitionTarget, string>;

/** The status a new order is created in: prepaid orders wait for their payment. */
export const initialOrderStatusOf = (prepay: boolean): OrderStatus => (prepay ? 'open' : 'authorized');

/**
 * Cancelling an order the kitchen started, or one already paid (a prepaid order past its payment, or a comanda with
 * parts paid), is a manager's call ('orders.cancelStarted'); an order still waiting is anyone's who may cancel.
 */
export function cancelNeedsManager(order: OrderStatus, invoice: { prepay: boolean; paidCents: number }): boolean {
  return order === 'started' || (invoice.prepay && order === 'authorized') || invoice.paidCents > 0;
}
