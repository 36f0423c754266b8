import type { RootState } from '@/app/rootReducer';
import type { MenuKind } from '@/shared/menu/events';
import { queuedAvailabilityOf, queuedConfirmationOf, queuedOrderActionOf, type OutboxEntry } from './rules';

export const selectOutboxEntries = (state: RootState): OutboxEntry[] => state.outbox.entries;
/** The command waiting for the link on an order, if any. */
export const selectQueuedOrderCommand = (state: RootState, orderId: number): OutboxEntry | null =>
  queuedOrderActionOf(state.outbox.entries, orderId);
/** The command being sent now: too late to undo. */
export const selectOutboxSending = (state: RootState): string | null => state.outbox.sending;
/** The 'Confirmar pagamento' waiting for the link on a comanda, if any. */
export const selectQueuedConfirmation = (state: RootState, invoiceId: number): OutboxEntry | null =>
  queuedConfirmationOf(state.outbox.entries, invoiceId);
/** The 'Esgotar' / 'Disponível' waiting for the link on a product or option, if any. */
export const selectQueuedAvailability = (state: RootState, kind: MenuKind, id: number) => queuedAvailabilityOf(state.outbox.entries, kind, id);
