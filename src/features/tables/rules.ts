import type { TableCall } from '@contract/calls';
import type { Invoice, Order } from '@contract/ordering';
import { fromCents, toCents } from '@/shared/lib/money';

/**
 * 'Salão', the room at a glance. A table's state is never typed in: it is read from what happened there, the
 * comandas opened at its place, their orders and the calls made from its QR code. Pure, so every device that holds
 * the same records shows the same room.
 */

export type TableState = 'calling' | 'billRequested' | 'paying' | 'preparing' | 'occupied' | 'served' | 'free';

export const tableStateLabels: Record<TableState, string> = {
  calling: 'Chamando',
  billRequested: 'Pediu a conta',
  paying: 'Pagando',
  preparing: 'Pedido em preparo',
  occupied: 'Ocupada',
  served: 'Servida',
  free: 'Livre',
};

/**
 * When a table has several things going on (a call and a bill request, two comandas at different stages), the
 * tile shows the one first in this list. The rule: whatever asks a person of the room to walk there now comes
 * first, and among the rest, what is closest to the table leaving.
 *
 * 1. Chamando: a customer called and the call is not done. Someone must go at once, whatever else is true; a
 *    claimed call still counts, since the table is waiting for that person until the call is closed.
 * 2. Pediu a conta: the customer asked for the bill to pay at the table (cash or card): someone must bring the
 *    bill, the card machine or the change. It beats everything below because it ends the table's stay.
 * 3. Pagando: money is on its way with nothing for the room to bring: the customer pays on their phone (online or
 *    by Pix, after asking for the bill), or a prepaid order waits for its online payment.
 * 4. Pedido em preparo: the kitchen is preparing an order (Preparando).
 * 5. Ocupada: a comanda is open and nothing above applies, typically an order placed that the kitchen has not
 *    started yet. It beats Servida because a new order waiting matters more than the ones already served.
 * 6. Servida: every order of the open comandas was completed: the table is eating.
 * 7. Livre: no comanda open or waiting for payment, and no call.
 */
export const TABLE_STATE_PRECEDENCE: readonly TableState[] = ['calling', 'billRequested', 'paying', 'preparing', 'occupied', 'served', 'free'];

const rankOf = (state: TableState) => TABLE_STATE_PRECEDENCE.indexOf(state);

/** The state that wins between two (see TABLE_STATE_PRECEDENCE). */
export const strongerState = (a: TableState, b: TableState): TableState => (rankOf(b) < rankOf(a) ? b : a);

/** A comanda at a table: not closed nor canceled. */
export const isComandaAtTable = (invoice: Pick<Invoice, 'status'>): boolean => invoice.status === 'open' || invoice.status === 'closing';

/** Methods the customer pays with on their own phone: nobody has to bring anything to the table. */
const PAID_FROM_PHONE: ReadonlyArray<Invoice['paymentMethod']> = ['online', 'pix'];

/** One comanda's state, from its status, its payment method and its orders (canceled ones aside). */
export function comandaStateOf(invoice: Pick<Invoice, 'status' | 'paymentMethod'>, orders: readonly Pick<Order, 'status'>[]): TableState {
  if (invoice.status === 'closing') return PAID_FROM_PHONE.includes(invoice.paymentMethod) ? 'paying' : 'billRequested';
  if (!isComandaAtTable(invoice)) return 'free';
  const standing = orders.filter((order) => order.status !== 'canceled');
  // A prepaid order stays 'open' until its online payment arrives.
  if (standing.some((order) => order.status === 'open')) return 'paying';
  if (standing.some((order) => order.status === 'started')) return 'preparing';
  if (standing.some((order) => order.status === 'authorized')) return 'occupied';
  // Orders not known yet (the comanda was loaded without them) leave the table occupied rather than served.
  return standing.length > 0 ? 'served' : 'occupied';
}

/** A table of the map: an active QR code's place. Several codes with the same place are one table. */
export interface TablePlace {
  location: string;
  /** The QR codes at this place, the first one the tile's key and its place on the map. */
  qrcodeIds: number[];
}

export interface QrCodePlace {
  id: number;
  location: string;
  active: boolean;
}

/**
 * The tables in the shop's order: active QR codes by their place in the saved layout, the ones the layout does not
 * name after them, oldest first (ids grow with creation); a second code at the same place joins the first's table.
 */
export function tablePlacesOf(codes: readonly QrCodePlace[], layout: readonly number[]): TablePlace[] {
  const positionOf = (id: number) => {
    const index = layout.indexOf(id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const ordered = codes.filter((code) => code.active).sort((a, b) => positionOf(a.id) - positionOf(b.id) || a.id - b.id);
  const places = new Map<string, TablePlace>();
  for (const code of ordered) {
    const place = places.get(code.location);
    if (place) place.qrcodeIds.push(code.id);
    else places.set(code.location, { location: code.location, qrcodeIds: [code.id] });
  }
  return [...places.values()];
}

/** The layout after a drag: the tile at `from` moved to `to`, each table's codes kept together. */
export function movedLayout(places: readonly TablePlace[], from: number, to: number): number[] {
  const next = [...places];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next.flatMap((place) => place.qrcodeIds);
}

export interface TableTile {
  /** The first QR code of the place: a stable key. */
  key: number;
  location: string;
  state: TableState;
  /** When the last thing happened there (an order, a step of it, the bill, a call); null when nothing is known. */
  since: string | null;
  /** What the comandas at the table add up to, in reais: what is still to be paid there. */
  openAmount: number;
  /** The comanda a tap opens: the one whose state the tile shows (the oldest on a tie); null for a free table. */
  invoiceId: number | null;
  /** How many comandas are open there (a party paying apart, say). */
  comandas: number;
  /** Who is on the way, for a call someone claimed. */
  claimedBy: string | null;
}

/** The latest of some ISO instants (nulls ignored), or null. */
export function latestOf(instants: ReadonlyArray<string | null | undefined>): string | null {
  let latest: string | null = null;
  for (const instant of instants) {
    if (instant && (latest === null || Date.parse(instant) > Date.parse(latest))) latest = instant;
  }
  return latest;
}

const orderInstants = (order: Order) => [order.createdAt, order.authorizedAt, order.startedAt, order.completedAt, order.canceledAt];
const invoiceInstants = (invoice: Invoice) => [invoice.createdAt, invoice.closingAt, invoice.closedAt, invoice.canceledAt];
const callInstants = (call: TableCall) => [call.createdAt, call.claimedAt, call.doneAt];

/**
 * A comanda's orders as fresh as the store knows them: the ones it was loaded with, each replaced by the store's
 * copy when there is one (the orders store follows every live order event), plus the orders the store holds for
 * it that the comanda did not list yet (a new order placed since).
 */
export function ordersOfComanda(invoice: Invoice, held: readonly Order[]): Order[] {
  const fresh = new Map(held.filter((order) => order.invoiceId === invoice.id).map((order) => [order.id, order]));
  const listed = (invoice.orders ?? []).map((order) => fresh.get(order.id) ?? order);
  const listedIds = new Set(listed.map((order) => order.id));
  return [...listed, ...[...fresh.values()].filter((order) => !listedIds.has(order.id))];
}

export interface RoomRecords {
  invoices: readonly Invoice[];
  orders: readonly Order[];
  calls: readonly TableCall[];
}

/** The tiles of the map, one per place, each with its state, the time since the last thing there and what is open. */
export function tableTilesOf(places: readonly TablePlace[], { invoices, orders, calls }: RoomRecords): TableTile[] {
  const ordersByInvoice = new Map<number, Order[]>();
  for (const order of orders) ordersByInvoice.set(order.invoiceId, [...(ordersByInvoice.get(order.invoiceId) ?? []), order]);
  return places.map((place) => {
    const here = invoices.filter((invoice) => invoice.location === place.location);
    const comandas = here.filter(isComandaAtTable).sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
    // A call belongs to the QR code it came from; one whose code was removed, to its place's name.
    const callsHere = calls.filter((call) => (call.qrcodeId === null ? call.location === place.location : place.qrcodeIds.includes(call.qrcodeId)));
    const waiting = callsHere.filter((call) => call.status !== 'done');

    let state: TableState = 'free';
    let invoiceId: number | null = null;
    const instants: Array<string | null> = callsHere.flatMap(callInstants);
    for (const invoice of here) instants.push(...invoiceInstants(invoice));
    for (const comanda of comandas) {
      const comandaOrders = ordersOfComanda(comanda, ordersByInvoice.get(comanda.id) ?? []);
      instants.push(...comandaOrders.flatMap(orderInstants));
      const comandaState = comandaStateOf(comanda, comandaOrders);
      if (invoiceId === null || strongerState(state, comandaState) !== state) invoiceId = comanda.id;
      state = strongerState(state, comandaState);
    }
    if (waiting.length > 0) state = 'calling';
    return {
      key: place.qrcodeIds[0],
      location: place.location,
      state,
      since: latestOf(instants),
      openAmount: fromCents(comandas.reduce((sum, comanda) => sum + toCents(comanda.total), 0)),
      invoiceId,
      comandas: comandas.length,
      claimedBy: waiting.find((call) => call.status === 'claimed')?.claimedBy ?? null,
    };
  });
}
