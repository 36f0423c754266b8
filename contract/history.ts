/**
 * 'Histórico': what staff did on one order or comanda, who did it, who authorized it and when, written in the same
 * transaction as the command itself. Schemas the server answers with, types the app reads.
 */
import { Type, type Static } from '@sinclair/typebox';
import { InvoicePaymentMethodSchema, MoneySchema, Nullable, TimestampSchema } from './ordering';

/** What a history records on an order. */
export const orderHistoryActions = ['orderStarted', 'orderCompleted', 'orderCanceled', 'orderPrepared', 'orderPreparationUndone'] as const;

/**
 * What a history records on a comanda: a part paid ('Dividir conta'), a waiting payment informed, the service charge
 * removed, a transfer, the comanda another was merged into ('merged') and the one that ended in it ('mergedInto'),
 * and the close ('Confirmar pagamento').
 */
export const invoiceHistoryActions = [
  'paymentRecorded',
  'paymentInformed',
  'serviceChargeRemoved',
  'transferred',
  'merged',
  'mergedInto',
  'closed',
] as const;

export const historyActions = [...orderHistoryActions, ...invoiceHistoryActions] as const;

/** The most entries a history answers: the latest ones, oldest first. */
export const HISTORY_MAX_ENTRIES = 200;

/** What an entry needs beyond its action: the amount and method of a payment, the tables of a move, the other comanda of a merge. */
export const HistoryDetailSchema = Type.Object({
  amount: Type.Optional(MoneySchema),
  paymentMethod: Type.Optional(InvoicePaymentMethodSchema),
  fromLocation: Type.Optional(Type.String()),
  toLocation: Type.Optional(Type.String()),
  otherInvoiceCode: Type.Optional(Type.String()),
});

export const HistoryEntrySchema = Type.Object({
  action: Type.Union(historyActions.map((action) => Type.Literal(action))),
  /** The person who did it, or the shop's owner when no person was active. */
  by: Type.String(),
  /** The manager whose PIN authorized it ('Autorização do gerente'); null when none was needed. */
  authorizedBy: Nullable(Type.String()),
  at: TimestampSchema,
  detail: Nullable(HistoryDetailSchema),
});

export const HistorySchema = Type.Object({ entries: Type.Array(HistoryEntrySchema, { maxItems: HISTORY_MAX_ENTRIES }) });

export type OrderHistoryAction = (typeof orderHistoryActions)[number];
export type InvoiceHistoryAction = (typeof invoiceHistoryActions)[number];
export type HistoryAction = (typeof historyActions)[number];
export type HistoryDetail = Static<typeof HistoryDetailSchema>;
export type HistoryEntry = Static<typeof HistoryEntrySchema>;
export type History = Static<typeof HistorySchema>;
