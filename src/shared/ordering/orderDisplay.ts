import type { Order, OrderItem, OrderStatus, OrderType } from '@contract/ordering';
import { orderStatusLabels } from '@contract/labels';

/** How an order reads on every screen that shows one (orders, invoices, receipts). */

export const ORDER_TYPE_IN_PLACE = 0;
export const ORDER_TYPE_TAKEOUT_NOW = 1;
export const ORDER_TYPE_TAKEOUT_LATER = 2;
export const ORDER_TYPE_DELIVERY = 3;

/** Where the order goes: the table, or how it leaves the shop. */
export function locationLabelOf(order: Pick<Order, 'type' | 'locations'>): string {
  if (order.type === ORDER_TYPE_DELIVERY) return 'Delivery';
  if (order.type === ORDER_TYPE_TAKEOUT_LATER) return 'Retirada';
  const location = order.locations.filter(Boolean).join(', ');
  if (order.type !== ORDER_TYPE_TAKEOUT_NOW) return location;
  return location ? `${location} · Para levar` : 'Para levar';
}

export type OrderTypeIcon = 'none' | 'bag' | 'truck';

export function typeIconOf(type: OrderType): OrderTypeIcon {
  if (type === ORDER_TYPE_DELIVERY) return 'truck';
  if (type === ORDER_TYPE_TAKEOUT_NOW || type === ORDER_TYPE_TAKEOUT_LATER) return 'bag';
  return 'none';
}

export interface StatusChip {
  label: string;
  color: 'warning' | 'dark' | 'primary' | 'success' | 'danger';
}

const statusChips: Record<OrderStatus, StatusChip> = {
  open: { label: orderStatusLabels.open, color: 'warning' },
  authorized: { label: orderStatusLabels.authorized, color: 'dark' },
  started: { label: orderStatusLabels.started, color: 'primary' },
  completed: { label: orderStatusLabels.completed, color: 'success' },
  canceled: { label: orderStatusLabels.canceled, color: 'danger' },
};

export const statusChipOf = (status: OrderStatus): StatusChip => statusChips[status];

/** The statuses in the order an order goes through them, for the filter screen. */
export const orderStatusOptions = (Object.keys(statusChips) as OrderStatus[]).map((status) => ({
  value: status,
  label: statusChips[status].label,
}));

/** A customer may order the same item twice in one order; the second line gets the index as suffix. */
export function itemKeyOf(items: readonly Pick<OrderItem, 'id'>[], index: number): string {
  const id = items[index].id;
  const seenBefore = items.slice(0, index).some((item) => item.id === id);
  return seenBefore ? `${id}-${index}` : String(id);
}
