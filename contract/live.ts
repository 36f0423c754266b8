/** Live connection contract (socket.io on path /ws/events), shared by the server and the app. */

export const LIVE_PATH = '/ws/events';

/** 'seen' (both channels): someone opened the record on one device, so the others stop alerting for it (nothing changed in it). */
export const invoiceEvents = ['closed', 'closing', 'created', 'updated', 'seen'] as const;
/**
 * 'prepared': items of the order were marked done, or undone, in the kitchen. 'escalated': the order waited longer
 * than the shop allows ('Avisar todos se um pedido ficar sem resposta por') without anyone opening, starting or
 * canceling it, so every device alerts louder until someone takes it. 'moved': its comanda went to another table,
 * or it went to another comanda ('Transferir para outra mesa', 'Juntar com…'): its place or comanda changed.
 */
export const orderEvents = ['approved', 'authorized', 'canceled', 'completed', 'started', 'seen', 'prepared', 'escalated', 'moved'] as const;
export const paymentMethodEvents = ['added', 'updated', 'removed'] as const;
/** The shop stopped or resumed taking new orders ('Pausar pedidos'); the id is the shop's. */
export const shopEvents = ['paused', 'resumed'] as const;
/**
 * A call from a table ('Chamar garçom'): a customer made it, someone claimed it ('Vou atender'), someone closed it;
 * 'escalated': nobody claimed it in the shop's minutes, so every device alerts louder until someone does.
 */
export const callEvents = ['created', 'claimed', 'done', 'escalated'] as const;
/** A person of the team was added or changed (deactivated included); a device whose active person it is reads them again. */
export const teamEvents = ['added', 'updated'] as const;

export type InvoiceEvent = (typeof invoiceEvents)[number];
export type OrderEvent = (typeof orderEvents)[number];
export type PaymentMethodEvent = (typeof paymentMethodEvents)[number];
export type ShopEvent = (typeof shopEvents)[number];
export type CallEvent = (typeof callEvents)[number];
export type TeamEvent = (typeof teamEvents)[number];

/** Every event names what happened and the id of the record; the app reloads that record. */
export interface LiveRecordEvent<E extends string> {
  event: E;
  id: number;
  /** Who did it, when a staff command did: the person acting on the device, or the shop's owner. */
  by?: string;
}

export interface ServerToClientEvents {
  invoice: (payload: LiveRecordEvent<InvoiceEvent>) => void;
  order: (payload: LiveRecordEvent<OrderEvent>) => void;
  paymentMethod: (payload: LiveRecordEvent<PaymentMethodEvent>) => void;
  shop: (payload: LiveRecordEvent<ShopEvent>) => void;
  call: (payload: LiveRecordEvent<CallEvent>) => void;
  team: (payload: LiveRecordEvent<TeamEvent>) => void;
}

export interface AccountRequest {
  shopId: number;
}

export type AccountAck = { ok: true } | { ok: false; message: string };

export interface ClientToServerEvents {
  /** Joins the shop's room; the token's account must own the shop. */
  account: (request: AccountRequest, ack: (result: AccountAck) => void) => void;
}

export type LiveChannel = keyof ServerToClientEvents;
export type LivePayload<C extends LiveChannel> = Parameters<ServerToClientEvents[C]>[0];
