import type { NewOrderPush } from '@contract/push';
import { formatMoney } from '@/shared/lib/money';
import { locationLabelOf } from '@/shared/ordering/orderDisplay';

/** 'Novo pedido #12 — Mesa 3 — $ 42,00': what a locked phone shows, in the words of the order's tile. */
export function newOrderNotificationTitle({ order }: NewOrderPush): string {
  return `Novo pedido #${order.code} — ${locationLabelOf(order)} — ${formatMoney(order.total)}`;
}

/** One notification per order: a second push of the same order replaces the first instead of piling up. */
export const notificationTagOf = ({ order }: NewOrderPush): string => `order-${order.id}`;

export function isNewOrderPush(data: unknown): data is NewOrderPush {
  const push = data as Partial<NewOrderPush> | null;
  return push?.kind === 'newOrder' && typeof push.order?.id === 'number' && typeof push.order.code === 'string';
}
