import type { Order } from '../../../contract/ordering';
import type { LiveEvent } from '../../live/events';

/** How often the chime repeats while an order waits for someone to take it. */
export const ALERT_REPEAT_MS = 10_000;

/** A new order to prepare: the customer's order was approved (paid later) or authorized (paid online). */
export const isArrivalEvent = (event: LiveEvent): boolean =>
  event.channel === 'order' && (event.event === 'approved' || event.event === 'authorized');

const TAKEN: readonly string[] = ['seen', 'started', 'canceled', 'completed'];

/** Someone, on this device or another, opened the order or moved it on: it no longer needs anybody's attention. */
export const isTakenEvent = (event: LiveEvent): boolean => event.channel === 'order' && TAKEN.includes(event.event);

/** The unseen set with these ids added, oldest first, each once. */
export function withArrived(unseen: readonly number[], ids: readonly number[]): number[] {
  const added = ids.filter((id, index) => !unseen.includes(id) && ids.indexOf(id) === index);
  return added.length === 0 ? [...unseen] : [...unseen, ...added];
}

export const withoutTaken = (unseen: readonly number[], ids: readonly number[]): number[] =>
  unseen.filter((id) => !ids.includes(id));

/**
 * Orders a reload found waiting that this device did not know before it lost the link: they arrived while it was
 * away, and must alert as if they had arrived live.
 */
export function arrivedWhileAway(knownIds: ReadonlySet<number>, loaded: readonly Order[]): number[] {
  return loaded.filter((order) => order.status === 'authorized' && !knownIds.has(order.id)).map((order) => order.id);
}

/** The document title while orders wait: '(3) Pedidos'. */
export const alertTitle = (count: number, title: string): string => (count > 0 ? `(${count}) Pedidos` : title);

/** 'N novos pedidos' for the pill over a scrolled list. */
export const newOrdersLabel = (count: number): string => (count === 1 ? '1 novo pedido' : `${count} novos pedidos`);
