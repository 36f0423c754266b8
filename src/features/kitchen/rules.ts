import type { KitchenSettings, Station } from '@contract/kitchen';
import type { Order, OrderItem } from '@contract/ordering';
import { toDate } from '@/shared/lib/time';
import { ORDER_TYPE_TAKEOUT_NOW } from '@/shared/ordering/orderDisplay';

/**
 * What a device shows: one station, the shop's one 'Cozinha' while it defines none (null), or every station
 * ('Expedição').
 */
export type StationChoice = number | null | 'expedition';

export const EXPEDITION_LABEL = 'Expedição';
/** The last bumped tickets 'Recuperar' can bring back. */
export const RECALL_LIMIT = 10;

/** The station's lines of an order; 'Expedição' sees them all. */
export function itemsForStation(order: Pick<Order, 'items'>, choice: StationChoice): OrderItem[] {
  if (choice === 'expedition') return order.items;
  return order.items.filter((item) => (item.stationId ?? null) === choice);
}

/** The station id a bump sends: 'Expedição', and the one 'Cozinha' of a shop without stations, bump every item. */
export const bumpStationOf = (choice: StationChoice): number | null => (choice === 'expedition' ? null : choice);

/** Whether the order's ticket has reached the kitchen, by the shop's choice: from approval, or once started. */
export function reachesKitchen(order: Pick<Order, 'status'>, ticketsFrom: KitchenSettings['ticketsFrom']): boolean {
  return order.status === 'started' || (order.status === 'authorized' && ticketsFrom === 'approved');
}

export interface Ticket {
  order: Order;
  items: OrderItem[];
  /** Canceled while on screen: shown marked 'Cancelado' for a moment, then gone. */
  canceled: boolean;
}

export interface TicketInputs {
  orders: Order[];
  choice: StationChoice;
  ticketsFrom: KitchenSettings['ticketsFrom'];
  /** Kept on this screen though every item may be done (ticked here, or brought back), until bumped. */
  held: readonly number[];
  /** Canceled orders still shown for their moment. */
  leaving: readonly number[];
}

/** The tickets of this station, oldest first: orders with items here, not all done (unless held here). */
export function ticketsOf({ orders, choice, ticketsFrom, held, leaving }: TicketInputs): Ticket[] {
  const tickets: Ticket[] = [];
  for (const order of [...orders].sort(compareOldestFirst)) {
    const items = itemsForStation(order, choice);
    if (items.length === 0) continue;
    if (order.status === 'canceled') {
      if (leaving.includes(order.id)) tickets.push({ order, items, canceled: true });
      continue;
    }
    const open = reachesKitchen(order, ticketsFrom) && items.some((item) => !item.preparedAt);
    if (open || held.includes(order.id)) tickets.push({ order, items, canceled: false });
  }
  return tickets;
}

function compareOldestFirst(a: Order, b: Order): number {
  return toDate(a.createdAt).getTime() - toDate(b.createdAt).getTime() || a.id - b.id;
}

export interface AllDayCount {
  label: string;
  quantity: number;
}

/** 'Todo o dia': how many of each product (and portion) are still to prepare on these tickets, most first. */
export function allDayCountsOf(tickets: readonly Ticket[]): AllDayCount[] {
  const counts = new Map<string, number>();
  for (const ticket of tickets) {
    if (ticket.canceled) continue;
    for (const item of ticket.items) {
      if (item.preparedAt) continue;
      const label = item.portion ? `${item.name} (${item.portion.name})` : item.name;
      counts.set(label, (counts.get(label) ?? 0) + item.quantity);
    }
  }
  return [...counts].map(([label, quantity]) => ({ label, quantity })).sort((a, b) => b.quantity - a.quantity || a.label.localeCompare(b.label));
}

/** The choices a device has: each station (or the one 'Cozinha'), then 'Expedição'. */
export function stationChoicesOf(stations: readonly Station[]): { choice: StationChoice; label: string }[] {
  const own = stations.length === 0 ? [{ choice: null, label: 'Cozinha' }] : stations.map((station) => ({ choice: station.id, label: station.name }));
  return [...own, { choice: 'expedition', label: EXPEDITION_LABEL }];
}

/** A stored choice still offered, or the first station: a removed station never leaves a device on nothing. */
export function validChoiceOf(stored: StationChoice | undefined, stations: readonly Station[]): StationChoice {
  const choices = stationChoicesOf(stations).map((entry) => entry.choice);
  return stored !== undefined && choices.includes(stored) ? stored : choices[0];
}

/** A 'Para levar' customer is standing at the counter: their ticket has its own colour. */
export const waitsAtCounter = (order: Pick<Order, 'type'>): boolean => order.type === ORDER_TYPE_TAKEOUT_NOW;

/** The device's choice as kept in its storage; anything else reads as not chosen. */
export function parseStoredChoice(raw: string | null): StationChoice | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || value === 'expedition' || (typeof value === 'number' && Number.isInteger(value) && value > 0)) return value as StationChoice;
  } catch {
    return undefined;
  }
  return undefined;
}

export interface Board {
  /** Codes of the orders in preparation, oldest first. */
  preparing: string[];
  /** Codes of the orders completed within the shop's minutes, the latest first. */
  ready: string[];
}

/** The 'Pronto' board: order codes only, never a name, a phone or an amount. */
export function boardOf(orders: readonly Order[], now: number, boardMinutes: number): Board {
  const since = now - boardMinutes * 60_000;
  const preparing = orders.filter((order) => order.status === 'authorized' || order.status === 'started').sort(compareOldestFirst);
  const ready = orders
    .filter((order) => order.status === 'completed' && order.completedAt !== null && toDate(order.completedAt).getTime() >= since)
    .sort((a, b) => toDate(b.completedAt as string).getTime() - toDate(a.completedAt as string).getTime());
  return { preparing: preparing.map((order) => order.code), ready: ready.map((order) => order.code) };
}
