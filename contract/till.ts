/**
 * The till of a shift ('Caixa'): opened on one device with a float, cash taken out ('Sangria') and put in
 * ('Suprimento') with a reason, and closed with a blind count: the operator types what is in the drawer and the
 * card and Pix totals before the server says what it expected. A closing is numbered and never changes.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './auth';
import { TILL_AMOUNT_MAX } from './limits';
import { DaySchema, Nullable, TypedAmountSchema } from './ordering';
import { DEVICE_HEADER, DEVICE_KEY_PATTERN } from './staff-headers';
import { tillMethods, tillMovementKinds, TILL_REASON_MAX_LENGTH, type TillMethod } from './till-values';

export * from './till-values';

/** How many closings a day's list holds at most; a shop closes a few tills a day. */
export const TILL_LIST_MAX = 200;

const InstantSchema = Type.String({ format: 'date-time' });
const MethodSchema = Type.Union(tillMethods.map((method) => Type.Literal(method)));
const KindSchema = Type.Union(tillMovementKinds.map((kind) => Type.Literal(kind)));

/** Every till call names its device; the app sends it on every staff call. */
export const TillDeviceHeadersSchema = Type.Object({
  [DEVICE_HEADER]: Type.String({ pattern: DEVICE_KEY_PATTERN }),
  'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' })),
});

export const TillParamsSchema = Type.Object({ accountId: IdSchema, shopId: IdSchema, id: IdSchema });
export const TillListQuerySchema = Type.Object({ date: DaySchema });

/** 'Abrir caixa': the float (troco inicial) in reais, 0 allowed. */
export const OpenTillBodySchema = Type.Object({ float: TypedAmountSchema(TILL_AMOUNT_MAX, 0) }, { additionalProperties: false });

/** 'Sangria' or 'Suprimento': a positive amount and why. */
export const TillMovementBodySchema = Type.Object(
  {
    kind: KindSchema,
    amount: TypedAmountSchema(TILL_AMOUNT_MAX, 0.01),
    reason: Type.String({ minLength: 1, maxLength: TILL_REASON_MAX_LENGTH }),
  },
  { additionalProperties: false },
);

const CountedAmountSchema = TypedAmountSchema(TILL_AMOUNT_MAX, 0);

/** 'Fechar caixa': what the operator counted per method, in reais; a method left out counted nothing. */
export const CloseTillBodySchema = Type.Object(
  {
    counted: Type.Object(
      {
        cash: Type.Optional(CountedAmountSchema),
        pix: Type.Optional(CountedAmountSchema),
        creditCard: Type.Optional(CountedAmountSchema),
        debitCard: Type.Optional(CountedAmountSchema),
        mealVoucher: Type.Optional(CountedAmountSchema),
      } satisfies Record<TillMethod, unknown>,
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const TillMovementSchema = Type.Object({
  id: Type.Integer(),
  kind: KindSchema,
  amount: Type.Number(),
  reason: Type.String(),
  by: Type.String(),
  at: InstantSchema,
});

/** One method of a closing: what the server expected, what was counted, and counted minus expected. */
export const TillLineSchema = Type.Object({
  method: MethodSchema,
  expected: Type.Number(),
  counted: Type.Number(),
  difference: Type.Number(),
});

export const TillSchema = Type.Object({
  id: Type.Integer(),
  /** The closing's number in the shop (1, 2, 3…); null while open. */
  number: Nullable(Type.Integer()),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  float: Type.Number(),
  openedBy: Type.String(),
  openedAt: InstantSchema,
  closedBy: Nullable(Type.String()),
  closedAt: Nullable(InstantSchema),
  movements: Type.Array(TillMovementSchema),
  /** The closing per method; empty while the till is open, so the count stays blind. */
  lines: Type.Array(TillLineSchema),
});

/** A closing as 'Resumo' lists it: its number, who and when, and its totals over every method. */
export const TillClosingSummarySchema = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  openedBy: Type.String(),
  closedBy: Type.String(),
  closedAt: InstantSchema,
  expected: Type.Number(),
  counted: Type.Number(),
  difference: Type.Number(),
});

/** 'Exigir caixa aberto para receber': off by default, so a shop takes payments as the spec's flow does. */
export const TillSettingsSchema = Type.Object({ required: Type.Boolean() }, { additionalProperties: false });

export const CurrentTillSchema = Type.Object({ till: Nullable(TillSchema) });
export const TillListSchema = Type.Object({ tills: Type.Array(TillSchema) });

export type TillMovement = Static<typeof TillMovementSchema>;
export type TillLine = Static<typeof TillLineSchema>;
export type TillClosingSummary = Static<typeof TillClosingSummarySchema>;
export type Till = Static<typeof TillSchema>;
export type CurrentTill = Static<typeof CurrentTillSchema>;
export type TillList = Static<typeof TillListSchema>;
export type TillSettings = Static<typeof TillSettingsSchema>;
export type OpenTillBody = Static<typeof OpenTillBodySchema>;
export type TillMovementBody = Static<typeof TillMovementBodySchema>;
export type CloseTillBody = Static<typeof CloseTillBodySchema>;
