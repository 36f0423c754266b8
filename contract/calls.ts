/**
 * Calls from the table: a customer at a QR code's place asks for a waiter (or for cutlery and napkins); one member
 * of staff claims the call ('Vou atender') and closes it ('Concluir'). Schemas the server validates with, types the
 * app reads. Asking for the bill is not a call: it stays `POST /public/invoices/{id}/closing`, which needs the
 * comanda and a payment method.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './auth';
import { Nullable } from './ordering';
import { CALL_ESCALATION_MINUTES } from './limits';

/** What a customer may call for; 'bill' is refused with a pointer to the bill request (error 'bill_request_elsewhere'). */
export const tableCallReasons = ['waiter', 'cutlery'] as const;
export const tableCallStatuses = ['open', 'claimed', 'done'] as const;

export const PlaceCallBodySchema = Type.Object(
  { reason: Type.Union([Type.Literal('waiter'), Type.Literal('cutlery'), Type.Literal('bill')]) },
  { additionalProperties: false },
);

const ReasonSchema = Type.Union(tableCallReasons.map((reason) => Type.Literal(reason)));
const StatusSchema = Type.Union(tableCallStatuses.map((status) => Type.Literal(status)));
const InstantSchema = Type.String({ format: 'date-time' });

/** What the customer learns of their call: it is there, and whether someone is on the way. */
export const CustomerCallSchema = Type.Object({
  id: Type.Integer(),
  reason: ReasonSchema,
  status: StatusSchema,
  createdAt: InstantSchema,
});

/** A call as staff see it: where from (the QR code's location), why, who took it and when, who closed it and when. */
export const TableCallSchema = Type.Object({
  id: Type.Integer(),
  qrcodeId: Nullable(Type.Integer()),
  location: Type.String(),
  reason: ReasonSchema,
  status: StatusSchema,
  createdAt: InstantSchema,
  claimedAt: Nullable(InstantSchema),
  claimedBy: Nullable(Type.String()),
  doneAt: Nullable(InstantSchema),
  doneBy: Nullable(Type.String()),
  /** When the server found it unclaimed past the shop's minutes ('escalated'); null otherwise. */
  escalatedAt: Type.Optional(Nullable(InstantSchema)),
});

/** 'Avisar todos se um chamado ficar sem resposta por' N minutes (1 to 30), or null for never. */
export const CallEscalationSettingsSchema = Type.Object(
  { minutes: Nullable(Type.Integer({ minimum: CALL_ESCALATION_MINUTES.min, maximum: CALL_ESCALATION_MINUTES.max })) },
  { additionalProperties: false },
);

/** The shop's calls not yet done (oldest first), then the ones done in the last hour (latest first). */
export const TableCallListSchema = Type.Object({ calls: Type.Array(TableCallSchema) });

export const TableCallParamsSchema = Type.Object({ accountId: IdSchema, shopId: IdSchema, id: IdSchema });

export type PlaceCallBody = Static<typeof PlaceCallBodySchema>;
export type CustomerCall = Static<typeof CustomerCallSchema>;
export type TableCall = Static<typeof TableCallSchema>;
export type TableCallList = Static<typeof TableCallListSchema>;
export type CallEscalationSettings = Static<typeof CallEscalationSettingsSchema>;
export type TableCallReason = (typeof tableCallReasons)[number];
export type TableCallStatus = (typeof tableCallStatuses)[number];
