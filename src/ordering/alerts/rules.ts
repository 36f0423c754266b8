import type { Invoice, Order } from '@contract/ordering';
import type { LiveEvent } from '@/live/events';

/** How often the chime repeats while an order waits for someone to take it. */
export const ALERT_REPEAT_MS = 10_000;

/** How often the louder alert repeats while an order the server escalated waits: faster than any device's choice. */
export const ESCALATED_REPEAT_MS = 3_000;

/** A new order to prepare: the customer's order was approved (paid later) or authorized (paid online). */
export const isArrivalEvent = (event: LiveEvent): boolean =>
  event.channel === 'order' && (event.event === 'approved' || event.event === 'authorized');

const TAKEN: readonly string[] = ['seen', 'started', 'canceled', 'completed'];

/** Someone, on this device or another, opened the order or moved it on: it no longer needs anybody's attention. */
export const isTakenEvent = (event: LiveEvent): boolean => event.channel === 'order' && TAKEN.includes(event.event);

/**
 * The server found an order waiting longer than the shop allows ('Avisar todos se um pedido ficar sem resposta
 * por') with nobody taking it: every device alerts louder and faster until someone does.
 */
export const isEscalationEvent = (event: LiveEvent): boolean => event.channel === 'order' && event.event === 'escalated';

/**
 * Orders a loaded list shows escalated by the server and still unanswered. A server that does not escalate (another
 * host of the spec's API, a recorded session) leaves the field out: nothing is escalated then.
 */
export const escalatedShown = (loaded: readonly Order[]): number[] =>
  loaded.filter((order) => order.status === 'authorized' && Boolean(order.escalatedAt)).map((order) => order.id);

/**
 * Orders this device alerts for as escalated that a reload shows answered (opened, started or canceled somewhere)
 * while it was away: their 'taken' events were missed.
 */
export function escalationsAnsweredWhileAway(escalated: readonly number[], loaded: readonly Order[]): number[] {
  const stillEscalated = new Set(escalatedShown(loaded));
  return loaded.filter((order) => escalated.includes(order.id) && !stillEscalated.has(order.id)).map((order) => order.id);
}

/** What an escalated order's tile says: 'Sem resposta há 3 min'. */
export const unansweredLabel = (minutes: number): string => `Sem resposta há ${minutes} min`;

/**
 * Whole minutes the order had waited when the server escalated it (0 until the reloaded order says when): the
 * tile's least, since the screen's own clock may tick up to a minute late.
 */
export function minutesUnansweredOf(order: Pick<Order, 'authorizedAt' | 'createdAt' | 'escalatedAt'>): number {
  if (!order.escalatedAt) return 0;
  return Math.max(0, Math.floor((Date.parse(order.escalatedAt) - Date.parse(order.authorizedAt ?? order.createdAt)) / 60_000));
}

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

/**
 * Orders this device still alerts for that a reload shows moved on (started, canceled, completed) while it was away:
 * their 'taken' events were missed, so they stop alerting here too.
 */
export function takenWhileAway(unseen: readonly number[], loaded: readonly Order[]): number[] {
  return loaded.filter((order) => order.status !== 'authorized' && unseen.includes(order.id)).map((order) => order.id);
}

export type AlertKind = 'order' | 'bill' | 'escalated';

/**
 * Which sound the next chime plays: the escalated alert while any order is escalated, else the kind that waits,
 * taking turns while both do.
 */
export function nextChimeOf(orders: number, bills: number, last: AlertKind | null, escalated = 0): AlertKind {
  if (escalated > 0) return 'escalated';
  if (orders > 0 && bills > 0) return last === 'order' ? 'bill' : 'order';
  return orders > 0 ? 'order' : 'bill';
}

/** How long until the next chime: the device's interval, or the escalated one while any order is escalated. */
export const repeatMsOf = (deviceRepeatMs: number, escalated: number): number =>
  escalated > 0 ? Math.min(deviceRepeatMs, ESCALATED_REPEAT_MS) : deviceRepeatMs;

/** A customer asked for the bill: their comanda moved to 'Encerrado'. */
export const isBillRequestEvent = (event: LiveEvent): boolean => event.channel === 'invoice' && event.event === 'closing';

/** Someone opened the comanda (here or on another device) or it was paid: the bill request was answered. */
export const isBillTakenEvent = (event: LiveEvent): boolean =>
  event.channel === 'invoice' && (event.event === 'seen' || event.event === 'closed');

/** Comandas a reload found asking for the bill that this device did not know were: asked while it was away. */
export function billsRequestedWhileAway(knownAsking: ReadonlySet<number>, loaded: readonly Invoice[]): number[] {
  return loaded.filter((invoice) => invoice.status === 'closing' && !knownAsking.has(invoice.id)).map((invoice) => invoice.id);
}

/**
 * The document title while something waits: '(3) Pedidos' for orders, '(1) Comandas' for bills asked for, both
 * side by side when both wait.
 */
export function alertTitle(orders: number, bills: number, title: string, invoicesTerm = 'Comandas'): string {
  const parts = [orders > 0 ? `(${orders}) Pedidos` : '', bills > 0 ? `(${bills}) ${invoicesTerm}` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : title;
}

/** What the count on the Comandas tab says to a screen reader. */
export const billRequestsLabel = (count: number): string => (count === 1 ? '1 conta pedida' : `${count} contas pedidas`);

/** 'N novos pedidos' for the pill over a scrolled list. */
export const newOrdersLabel = (count: number): string => (count === 1 ? '1 novo pedido' : `${count} novos pedidos`);
