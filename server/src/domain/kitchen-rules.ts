/**
 * The kitchen display's rules as pure functions: which orders the kitchen may tick, and when ticking completes one.
 * The preparation commands decide with them inside their transaction; a table test checks them.
 */
import type { ConflictCode } from '@contract/errors';
import type { OrderStatus } from '@contract/ordering';

/** Items are ticked while the order is approved or in preparation; before, nothing is cooked, after, it is over. */
export function preparationRefusalOf(status: OrderStatus): { message: string; code: ConflictCode } | null {
  if (status === 'authorized' || status === 'started') return null;
  const messages: Record<Exclude<OrderStatus, 'authorized' | 'started'>, string> = {
    open: 'O pedido ainda não foi aprovado.',
    completed: 'O pedido já foi completado.',
    canceled: 'O pedido foi cancelado.',
  };
  return { message: messages[status], code: `order_${status}` };
}

/**
 * Whether ticking completes the order ('Completado', as if someone tapped Pronto): every item done at every
 * station, and either the shop lets the kitchen complete orders or this was the bump of 'Expedição'.
 */
export function completesOrder(lines: readonly { preparedAt: string | null }[], autoComplete: boolean, expedition: boolean): boolean {
  return lines.length > 0 && lines.every((line) => line.preparedAt !== null) && (autoComplete || expedition);
}
