import { format } from 'date-fns';
import type { ConflictCode } from '@contract/errors';
import { orderRefusalOf } from '@contract/order-transitions';
import type { Invoice, Order, OrderItem, OrderSort, OrderStatus } from '@contract/ordering';
import { toDate } from '@/shared/lib/time';
import { FILTER_DATE_FORMAT, filterChipsOf, periodChipLabels, sameFilterValues, type FilterChip } from '@/shared/filters/rules';
import { statusChipOf } from '@/shared/ordering/orderDisplay';
import { paymentMethodLabels } from '@contract/payment-methods';

export type { OrderAction } from '@contract/order-transitions';

export interface OrderFilters {
  from?: string;
  until?: string;
  status: OrderStatus[];
}

/** What the kitchen works on: waiting and in preparation (spec 4 and 9). */
export const defaultOrderFilters: OrderFilters = { status: ['authorized', 'started'] };

export const canStartOrder = (order: Order): boolean => orderRefusalOf('start', order.status, null) === null;

export const canCompleteOrder = (order: Order): boolean => orderRefusalOf('complete', order.status, null) === null;

/** Both records must be known: a finished invoice freezes its orders (spec 4). */
export function canCancelOrder(order: Order | null | undefined, invoice: Invoice | null | undefined): boolean {
  if (!order || !invoice) return false;
  return orderRefusalOf('cancel', order.status, invoice.status) === null;
}

/** The one step a tile offers: Iniciar on a waiting order, Pronto on one in preparation; cancel needs its screen. */
export function nextOrderActionOf(order: Order): 'start' | 'complete' | null {
  if (canStartOrder(order)) return 'start';
  if (canCompleteOrder(order)) return 'complete';
  return null;
}

const orderConflictMessages: Partial<Record<ConflictCode, string>> = {
  order_open: 'Este pedido ainda não foi confirmado pelo cliente.',
  order_authorized: 'Este pedido ainda não foi iniciado.',
  order_started: 'Este pedido já foi iniciado por outra pessoa.',
  order_completed: 'Este pedido já foi concluído por outra pessoa.',
  order_canceled: 'Este pedido já foi cancelado por outra pessoa.',
  order_changed: 'Este pedido mudou enquanto isso.',
  invoice_finished: 'A comanda deste pedido já foi encerrada.',
};

/** What to tell someone whose command on an order was refused, from the server's reason; null for another reason. */
export const orderConflictMessageOf = (code: ConflictCode | null | undefined): string | null =>
  (code && orderConflictMessages[code]) ?? null;

export function hasAnyAction(order: Order, invoice: Invoice | null | undefined): boolean {
  return canStartOrder(order) || canCompleteOrder(order) || canCancelOrder(order, invoice);
}

/** The moment of the order's latest step, for its tile. */
export function lastUpdateOf(order: Order): string {
  return order.canceledAt ?? order.completedAt ?? order.startedAt ?? order.authorizedAt ?? order.createdAt;
}

export function isDefaultOrderFilters(filters: OrderFilters): boolean {
  return sameFilterValues(filters, defaultOrderFilters);
}

/** The filters narrowing Pedidos beyond what the kitchen works on, as dismissible chips. */
export const orderFilterChipsOf = (filters: OrderFilters): Array<FilterChip<OrderFilters>> =>
  filterChipsOf(filters, defaultOrderFilters, { ...periodChipLabels, status: (status) => statusChipOf(status as OrderStatus).label });

/** The order would be listed by the server under these filters (days on the device's clock). */
export function matchesOrderFilters(order: Order, filters: OrderFilters): boolean {
  if (filters.status.length > 0 && !filters.status.includes(order.status)) return false;
  const day = format(toDate(order.createdAt), FILTER_DATE_FORMAT);
  if (filters.from && day < filters.from) return false;
  if (filters.until && day > filters.until) return false;
  return true;
}

/** The server's list order: newest first, the id breaking ties. */
const lifecycleStep: Record<OrderStatus, number> = { open: 0, authorized: 1, started: 2, completed: 3, canceled: 3 };

/**
 * Orders only move forward (contract/order-transitions.ts). A copy behind the one held was read before a later
 * change: a list page asked for at a reconnect and answered after a queued command's answer or the live event of
 * that command. Taking it would show a started order as waiting again, with nothing coming to correct it.
 */
export function isStaleCopy(incoming: Pick<Order, 'status'>, held: Pick<Order, 'status'> | undefined): boolean {
  return held !== undefined && lifecycleStep[incoming.status] < lifecycleStep[held.status];
}

/** Where an order sits in a list: when it was created, its id breaking ties. */
export type OrderPlace = Pick<Order, 'id' | 'createdAt'>;

export function compareNewestFirst(a: OrderPlace, b: OrderPlace): number {
  return toDate(b.createdAt).getTime() - toDate(a.createdAt).getTime() || b.id - a.id;
}

/**
 * A matching order learnt from a live event goes into the list only where the loaded pages reach: past the
 * last loaded order (the oldest one newest first, the newest one oldest first) it belongs to a page not fetched
 * yet, which will bring it.
 */
export function fallsInLoadedRange(order: OrderPlace, lastLoaded: OrderPlace | undefined, hasMore: boolean, sort: OrderSort = 'newest'): boolean {
  if (!hasMore || !lastLoaded) return true;
  const newer = compareNewestFirst(order, lastLoaded) < 0;
  return sort === 'newest' ? newer : !newer;
}

export const orderSortLabels: Record<OrderSort, string> = { newest: 'Mais recentes', oldest: 'Mais antigos' };

/** The payment method of the order's invoice, or where its payment stands while none was chosen. */
export function paymentChipOf(invoice: Pick<Invoice, 'paymentMethod' | 'status'>): string {
  if (invoice.status === 'canceled') return 'Cancelado';
  if (invoice.paymentMethod) return paymentMethodLabels[invoice.paymentMethod];
  return invoice.status === 'closed' ? 'Confirmado' : 'Em aberto';
}

/** 'Grande · Bacon, Cheddar': what was chosen beyond the item itself. */
export function itemChoicesOf(item: Pick<OrderItem, 'portion' | 'options'>): string {
  const options = item.options.map((option) => option.name).join(', ');
  return [item.portion?.name, options].filter(Boolean).join(' · ');
}


export type WaitingLevel = 'ok' | 'late' | 'very-late';

/** Waiting (Aguardando) and in preparation (Preparando): the orders whose waiting time the kitchen watches. */
export const isWaiting = (order: Order): boolean => order.status === 'authorized' || order.status === 'started';

/** Whole minutes since the customer placed the order. */
export const minutesWaiting = (order: Order, now: number): number =>
  Math.max(0, Math.floor((now - toDate(order.createdAt).getTime()) / 60_000));

/** The ages in minutes at which a waiting order turns amber, then red. */
export interface WaitingThresholds {
  amberAfterMin: number;
  redAfterMin: number;
}

/**
 * Amber after `amberAfterMin`, red after `redAfterMin`: each device's in Configurações for Pedidos, the shop's
 * (Mais → 'Estações') for the kitchen display.
 */
export function waitingLevel(minutes: number, thresholds: WaitingThresholds): WaitingLevel {
  if (minutes >= thresholds.redAfterMin) return 'very-late';
  if (minutes >= thresholds.amberAfterMin) return 'late';
  return 'ok';
}

/** Amber must come before red: a change to one that would cross them moves the other along, 5 minutes apart. */
export function thresholdsChanged<T extends WaitingThresholds>(current: T, change: Partial<WaitingThresholds>): T {
  const next = { ...current, ...change };
  if (next.amberAfterMin < next.redAfterMin) return next;
  if (change.amberAfterMin !== undefined) return { ...next, redAfterMin: next.amberAfterMin + 5 };
  // Amber never goes under a minute, so red at a minute is pushed to two.
  const amberAfterMin = Math.max(1, next.redAfterMin - 5);
  return { ...next, amberAfterMin, redAfterMin: Math.max(next.redAfterMin, amberAfterMin + 1) };
}
