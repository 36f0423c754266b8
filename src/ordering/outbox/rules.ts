import type { CounterPaymentMethod } from '@contract/payment-methods';
import type { OrderAction } from '@/ordering/orders/rules';
import type { AvailabilityChange, MenuKind } from '@/shared/menu/events';
import type { ShopScope } from '@/shared/session/scope';

/**
 * A staff command kept on the device until the server can take it: an order's Iniciar / Pronto / Cancelar, an order
 * opened ('seen'), a comanda's 'Confirmar pagamento' with the method staff chose (where the comanda has none), a
 * product or option marked 'Esgotar' / 'Disponível'.
 */
export type OutboxCommand =
  | { kind: 'order'; action: OrderAction; orderId: number }
  | { kind: 'orderSeen'; orderId: number }
  | { kind: 'confirmPayment'; invoiceId: number; method?: CounterPaymentMethod }
  | { kind: 'availability'; change: AvailabilityChange };

/** Who sends a kind of command: the saga that sends it online sends it from the queue too. */
export type OutboxKind = OutboxCommand['kind'];

export interface OutboxEntry {
  /** The Idempotency-Key, made when the command was taken: every attempt to send it carries the same one. */
  key: string;
  scope: ShopScope;
  command: OutboxCommand;
  /** When it was taken; the queue is sent in this order. */
  queuedAt: number;
  /** A send of it went out and got no answer: the server may have applied it (its key tells). */
  sentBefore: boolean;
  /**
   * The person who took it on a shared device (their token, PERSON_HEADER), captured when it was queued: it is sent
   * as theirs, whoever acts on the device by then. None: the shop's own account.
   */
  personToken?: string | null;
}

/** How a replayed command ended: taken (or refused) by the server, which settles it, or still out of reach. */
export type ReplayOutcome = 'applied' | 'refused' | 'unreachable';

/**
 * Whether a command is kept for later rather than sent: the live link is down (the app's own state), or sending it
 * failed at the network level (status 0: no answer at all). A command the server answered is never queued: its
 * refusal is told as before.
 */
export function shouldQueue(input: { linkDown: boolean; failureStatus?: number }): boolean {
  if (input.failureStatus !== undefined) return input.failureStatus === 0;
  return input.linkDown;
}

/** The outcome of one replay from what the server did: no answer keeps the command, any answer settles it. */
export function replayOutcomeOf(failureStatus: number | null): ReplayOutcome {
  if (failureStatus === null) return 'applied';
  return failureStatus === 0 ? 'unreachable' : 'refused';
}

const sameScope = (a: ShopScope, b: ShopScope) => a.accountId === b.accountId && a.shopId === b.shopId;

/**
 * The entries of one shop whose owners run (all, without `owners`), oldest first (ties by key, so every tab sends
 * them in the same order). A mark from an order's screen waits until that screen's code is loaded.
 */
export function queueOf(entries: readonly OutboxEntry[], scope: ShopScope, owners?: readonly OutboxKind[]): OutboxEntry[] {
  return entries
    .filter((entry) => sameScope(entry.scope, scope) && (!owners || owners.includes(entry.command.kind)))
    .sort((a, b) => a.queuedAt - b.queuedAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The order command waiting for an order, if any (the last taken, should there be several). */
export function queuedOrderActionOf(entries: readonly OutboxEntry[], orderId: number): OutboxEntry | null {
  let found: OutboxEntry | null = null;
  for (const entry of entries) if (entry.command.kind === 'order' && entry.command.orderId === orderId) found = entry;
  return found;
}

/** The 'Confirmar pagamento' waiting for a comanda, if any. */
export function queuedConfirmationOf(entries: readonly OutboxEntry[], invoiceId: number): OutboxEntry | null {
  return entries.find((entry) => entry.command.kind === 'confirmPayment' && entry.command.invoiceId === invoiceId) ?? null;
}

/** The last 'Esgotar' / 'Disponível' waiting for a product or option, if any. */
export function queuedAvailabilityOf(
  entries: readonly OutboxEntry[],
  kind: MenuKind,
  id: number,
): { entry: OutboxEntry; change: AvailabilityChange } | null {
  let found: { entry: OutboxEntry; change: AvailabilityChange } | null = null;
  for (const entry of entries) {
    const { command } = entry;
    if (command.kind === 'availability' && command.change.kind === kind && command.change.id === id) found = { entry, change: command.change };
  }
  return found;
}
