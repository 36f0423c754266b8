import type { EscalatedCallPush, EscalatedOrderPush, NewOrderPush } from '@contract/push';
import { tableCallAsked } from '@contract/labels';
import { formatMoney } from '@/shared/lib/money';
import { locationLabelOf } from '@/shared/ordering/orderDisplay';

/** 'Novo pedido #12 — Mesa 3 — $ 42,00': what a locked phone shows, in the words of the order's tile. */
export function newOrderNotificationTitle({ order }: NewOrderPush): string {
  return `Novo pedido #${order.code} — ${locationLabelOf(order)} — ${formatMoney(order.total)}`;
}

/** 'Pedido #12 sem resposta há 3 min — Mesa 3': nobody took the order in the shop's minutes. */
export function escalatedOrderNotificationTitle({ order, minutes }: EscalatedOrderPush): string {
  return `Pedido #${order.code} sem resposta há ${minutes} min — ${locationLabelOf(order)}`;
}

/**
 * One notification per order: a second push of the same order (its escalation after its arrival) replaces the first
 * instead of piling up.
 */
export const notificationTagOf = ({ order }: NewOrderPush | EscalatedOrderPush): string => `order-${order.id}`;

export function isNewOrderPush(data: unknown): data is NewOrderPush {
  const push = data as Partial<NewOrderPush> | null;
  return push?.kind === 'newOrder' && typeof push.order?.id === 'number' && typeof push.order.code === 'string';
}

export function isEscalatedOrderPush(data: unknown): data is EscalatedOrderPush {
  const push = data as Partial<EscalatedOrderPush> | null;
  return (
    push?.kind === 'orderEscalated' &&
    typeof push.minutes === 'number' &&
    typeof push.order?.id === 'number' &&
    typeof push.order.code === 'string' &&
    Array.isArray(push.order.locations)
  );
}

/** 'Mesa 3 chamou o garçom · sem resposta há 2 min': nobody claimed the call in the shop's minutes. */
export function escalatedCallNotificationTitle({ call, minutes }: EscalatedCallPush): string {
  return `${call.location} ${tableCallAsked[call.reason]} · sem resposta há ${minutes} min`;
}

export function isEscalatedCallPush(data: unknown): data is EscalatedCallPush {
  const push = data as Partial<EscalatedCallPush> | null;
  return (
    push?.kind === 'callEscalated' &&
    typeof push.minutes === 'number' &&
    typeof push.call?.id === 'number' &&
    typeof push.call.location === 'string' &&
    (push.call.reason === 'waiter' || push.call.reason === 'cutlery')
  );
}
