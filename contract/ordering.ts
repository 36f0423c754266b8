/** Invoices, orders and the summary (spec sections 3, 4 and 7): schemas the server validates with, types the app reads. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { IdSchema } from './auth';
import { ORDER_ESCALATION_MINUTES, SPLIT_ASSIGNMENTS_MAX, SPLIT_PARTS, TILL_AMOUNT_MAX } from './limits';
import { invoicePaymentMethods, type InvoicePaymentMethod } from './payment-methods';
import { invoiceStatuses, orderStatuses, type InvoiceStatus, type OrderStatus } from './statuses';


export const InvoiceStatusSchema = Type.Union(invoiceStatuses.map((status) => Type.Literal(status)));
export const InvoicePaymentMethodSchema = Type.Union(invoicePaymentMethods.map((method) => Type.Literal(method)));
export const OrderStatusSchema = Type.Union(orderStatuses.map((status) => Type.Literal(status)));
/** 0 in place, 1 takeout now, 2 takeout later, 3 delivery. */
export const OrderTypeSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export type { InvoicePaymentMethod, InvoiceStatus, OrderStatus };
export type OrderType = Static<typeof OrderTypeSchema>;

// Null first: with the server's type coercion, a null tried against a string branch first would become ''.
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** Amounts in reais (12.5 is R$ 12,50); the server keeps cents. */
export const MoneySchema = Type.Number({ minimum: 0 });

const reaisText = (reais: number): string =>
  `$ ${reais.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * An amount a person types, in reais, at most `max` (and at least `min` when given). The server's validator says
 * `errorMessage` after the field instead of its own English ('body cashReceived informe um valor em reais de no
 * máximo $ 1.000.000,00').
 */
export const TypedAmountSchema = (max: number, min?: number) =>
  Type.Number({
    maximum: max,
    ...(min === undefined ? {} : { minimum: min }),
    errorMessage:
      min === undefined
        ? `informe um valor em reais de no máximo ${reaisText(max)}`
        : `informe um valor em reais de ${reaisText(min)} a ${reaisText(max)}`,
  });

/** ISO-8601 UTC instant. */
export const TimestampSchema = Type.String({ format: 'date-time' });
/** A calendar day, YYYY-MM-DD (spec section 9). */
export const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

export const AddressSchema = Type.Object({
  street: Type.String({ minLength: 1, maxLength: 120 }),
  number: Type.String({ minLength: 1, maxLength: 20 }),
  complement: Nullable(Type.String({ maxLength: 120 })),
  neighborhood: Type.String({ minLength: 1, maxLength: 80 }),
  city: Type.String({ minLength: 1, maxLength: 80 }),
  district: Nullable(Type.String({ maxLength: 80 })),
  cep: Type.String({ pattern: '^\\d{5}-?\\d{3}$' }),
});

export const OrderItemOptionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: MoneySchema,
  /** The menu's option it was, while the option exists (for 'Esgotar' from the order). */
  optionId: Type.Optional(Nullable(Type.Integer())),
});

export const OrderItemSchema = Type.Object({
  id: Type.Integer(),
  /** The menu's product it was, while the product exists (for 'Esgotar' from the order). */
  itemId: Type.Optional(Nullable(Type.Integer())),
  name: Type.String(),
  quantity: Type.Integer(),
  /** Unit price: the portion's price when a portion was chosen, else the item's. */
  price: MoneySchema,
  /** (price + options) × quantity. */
  total: MoneySchema,
  portion: Nullable(Type.Object({ name: Type.String(), price: MoneySchema })),
  options: Type.Array(OrderItemOptionSchema),
  /** Done in the kitchen: when, and by whom (the staff member's first name); null while in preparation. */
  preparedAt: Type.Optional(Nullable(TimestampSchema)),
  preparedBy: Type.Optional(Nullable(Type.String())),
  /** The kitchen station that prepares it (contract/kitchen.ts); null while the shop defines none. */
  stationId: Type.Optional(Nullable(Type.Integer())),
});

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  invoiceId: Type.Integer(),
  type: OrderTypeSchema,
  code: Type.String(),
  /** Sum of the item lines; the delivery fee is charged on the invoice. */
  total: MoneySchema,
  createdAt: TimestampSchema,
  authorizedAt: Nullable(TimestampSchema),
  startedAt: Nullable(TimestampSchema),
  completedAt: Nullable(TimestampSchema),
  canceledAt: Nullable(TimestampSchema),
  status: OrderStatusSchema,
  /**
   * When the server found the order waiting too long with nobody taking it ('escalated'); null when it did not, or
   * once someone opened, started or canceled it.
   */
  escalatedAt: Nullable(TimestampSchema),
  items: Type.Array(OrderItemSchema),
  /** The invoice's location label; the app derives 'Delivery', 'Retirada' and 'Para levar' from the type. */
  locations: Type.Array(Type.String()),
});

/**
 * A move recorded on a comanda: 'transfer' (it went from one table to another), 'mergedIn' (another comanda was
 * merged into this one: its orders and payments are here now), 'mergedOut' (this one was merged into another and
 * ended there). Who made it (the staff member's full name) and when.
 */
export const invoiceMoveKinds = ['transfer', 'mergedIn', 'mergedOut'] as const;
export const InvoiceMoveSchema = Type.Object({
  kind: Type.Union(invoiceMoveKinds.map((kind) => Type.Literal(kind))),
  at: TimestampSchema,
  by: Type.String(),
  /** The table it left (transfer), or the other comanda's table (merges). */
  fromLocation: Type.String(),
  toLocation: Type.String(),
  /** The other comanda of a merge; null for a transfer. */
  otherInvoiceId: Nullable(Type.Integer()),
  otherInvoiceCode: Nullable(Type.String()),
});

/** 'Transferir para outra mesa': the active QR code whose place the comanda moves to. */
export const TransferInvoiceBodySchema = Type.Object({ qrcodeId: IdSchema });
/** 'Juntar com…': the open comanda merged into this one (its orders and payments come here; it ends). */
export const MergeInvoiceBodySchema = Type.Object({ invoiceId: IdSchema });

/**
 * One part of a comanda paid on its own ('Dividir conta', or the rest of a partial payment): its amount, method, the
 * cash handed over and the change (cash only), who took it (the staff member's full name) and when.
 */
export const InvoicePaymentSchema = Type.Object({
  id: Type.Integer(),
  amount: MoneySchema,
  paymentMethod: InvoicePaymentMethodSchema,
  cashReceived: Nullable(MoneySchema),
  change: Nullable(MoneySchema),
  by: Type.String(),
  at: TimestampSchema,
});

/** A comanda's parts, oldest first, what they came to and what is left to pay. */
export const InvoicePaymentListSchema = Type.Object({
  payments: Type.Array(InvoicePaymentSchema),
  paid: MoneySchema,
  remaining: MoneySchema,
});

/**
 * A part to record: an amount in reais above 0 and at most what remains, a method the shop accepts, and for cash
 * what was handed over (at least the amount; the change is worked out). The server checks each and names the field.
 */
export const RecordInvoicePaymentBodySchema = Type.Object(
  {
    amount: TypedAmountSchema(TILL_AMOUNT_MAX),
    paymentMethod: Type.String({ maxLength: 30 }),
    cashReceived: Type.Optional(Nullable(TypedAmountSchema(TILL_AMOUNT_MAX))),
    /** The part of the comanda's split it pays ('Dividir conta'); absent for the rest or a partial payment. */
    splitPart: Type.Optional(Type.Integer({ minimum: 0, maximum: SPLIT_PARTS.max - 1 })),
  },
  { additionalProperties: false },
);

export const SplitModeSchema = Type.Union([Type.Literal('equal'), Type.Literal('items')]);
/** A line of the comanda ('orderId:index', as the app lists them) → the part it goes to. */
const SplitAssignmentSchema = Type.Record(Type.String({ pattern: '^[0-9]{1,12}:[0-9]{1,4}$' }), Type.Integer({ minimum: 0, maximum: SPLIT_PARTS.max - 1 }), {
  maxProperties: SPLIT_ASSIGNMENTS_MAX,
  additionalProperties: false,
});

/** 'Dividir conta' as staff set it: equal parts or by items, between how many, and (by items) each line's part. */
export const SetInvoiceSplitBodySchema = Type.Object(
  {
    mode: SplitModeSchema,
    parts: Type.Integer({ minimum: SPLIT_PARTS.min, maximum: SPLIT_PARTS.max }),
    assignment: Type.Optional(SplitAssignmentSchema),
  },
  { additionalProperties: false },
);

/**
 * The split a comanda is being paid by, the same on every device: its shape, what was left to pay when it was set
 * (`base`, what equal parts divide; it follows what remains until a part is paid) and the parts paid.
 */
export const InvoiceSplitSchema = Type.Object({
  mode: SplitModeSchema,
  parts: Type.Integer(),
  assignment: Type.Record(Type.String(), Type.Integer()),
  base: MoneySchema,
  paidParts: Type.Array(Type.Integer()),
});

/** The comanda's Pix code for one part: an amount in reais at most what it still owes; without it, all of that. */
export const PixChargeQuerySchema = Type.Object({ amount: Type.Optional(TypedAmountSchema(TILL_AMOUNT_MAX)) });

export const InvoiceSchema = Type.Object({
  id: Type.Integer(),
  shopId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  mobile: Nullable(Type.String()),
  email: Nullable(Type.String()),
  location: Type.String(),
  paymentMethod: Nullable(InvoicePaymentMethodSchema),
  createdAt: TimestampSchema,
  closingAt: Nullable(TimestampSchema),
  closedAt: Nullable(TimestampSchema),
  canceledAt: Nullable(TimestampSchema),
  status: InvoiceStatusSchema,
  /** Amount the customer said they pay with in cash, for the change. */
  paidWith: Nullable(MoneySchema),
  change: Nullable(MoneySchema),
  deliveryFee: MoneySchema,
  /**
   * 'Taxa de serviço': the percent of the dine-in orders' items (not canceled) charged on this comanda, 0 when it
   * has none or staff removed it. Part of `total`.
   */
  serviceCharge: MoneySchema,
  /** The percent the comanda was opened under (10 is 10%), kept if the shop changes its setting; null: none. */
  serviceChargePercent: Nullable(Type.Number()),
  /** When and by whom (first name) the charge was removed from this comanda; null while it stands. */
  serviceChargeRemovedAt: Nullable(TimestampSchema),
  serviceChargeRemovedBy: Nullable(Type.String()),
  /** Orders not canceled plus the delivery fee and the service charge. */
  total: MoneySchema,
  address: Nullable(AddressSchema),
  prepay: Type.Boolean(),
  orders: Type.Optional(Type.Array(OrderSchema)),
  /** The comanda this one was merged into ('Juntar com…'); null or absent otherwise. */
  mergedIntoId: Type.Optional(Nullable(Type.Integer())),
  /** Its transfers and merges, oldest first; only on one comanda's own read (GET …/invoices/{id}). */
  moves: Type.Optional(Type.Array(InvoiceMoveSchema)),
  /**
   * What was paid so far: the parts recorded ('Dividir conta', a partial payment), or the whole total once the
   * comanda is closed. Absent from older answers.
   */
  paid: Type.Optional(MoneySchema),
  /** Its parts paid one by one, oldest first; only on one comanda's own read. */
  payments: Type.Optional(Type.Array(InvoicePaymentSchema)),
  /** 'Dividir conta' in progress, null when none; only on one comanda's own read. */
  split: Type.Optional(Nullable(InvoiceSplitSchema)),
});

/** A comanda's static Pix code (BR Code) for what it still owes, and that amount. */
export const PixChargeSchema = Type.Object({ payload: Type.String(), amount: MoneySchema });
export type PixCharge = Static<typeof PixChargeSchema>;

export const ShopParamsSchema = Type.Object({ accountId: IdSchema, shopId: IdSchema });
export const ShopRecordParamsSchema = Type.Object({ accountId: IdSchema, shopId: IdSchema, id: IdSchema });

/**
 * Paging shared by the lists. Lists of values may also be sent comma-separated (status=open,closing);
 * the server splits them before validating.
 */
/** Far past any list anyone scrolls, and far below what the databases' integers hold. */
export const MAX_OFFSET = 1_000_000;

export const paging = {
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export const InvoiceListQuerySchema = Type.Object({
  from: Type.Optional(DaySchema),
  until: Type.Optional(DaySchema),
  status: Type.Optional(Type.Array(InvoiceStatusSchema)),
  paymentMethods: Type.Optional(Type.Array(InvoicePaymentMethodSchema)),
  ...paging,
});

/** Pedidos newest first (the spec's order, the default) or oldest first (the kitchen's, on a tablet). */
export const OrderSortSchema = Type.Union([Type.Literal('newest'), Type.Literal('oldest')], { default: 'newest' });

export const OrderListQuerySchema = Type.Object({
  from: Type.Optional(DaySchema),
  until: Type.Optional(DaySchema),
  status: Type.Optional(Type.Array(OrderStatusSchema)),
  sort: Type.Optional(OrderSortSchema),
  ...paging,
});

export const InvoiceListSchema = Type.Object({ invoices: Type.Array(InvoiceSchema), count: Type.Integer() });
export const OrderListSchema = Type.Object({ orders: Type.Array(OrderSchema), count: Type.Integer() });

export const SummaryQuerySchema = Type.Object({
  accountId: IdSchema,
  shopId: IdSchema,
  from: Type.Optional(DaySchema),
  until: Type.Optional(DaySchema),
});

export const SummarySchema = Type.Object({
  /** Orders created in the period, by status. */
  orders: Type.Object({
    open: Type.Integer(),
    authorized: Type.Integer(),
    started: Type.Integer(),
    completed: Type.Integer(),
    canceled: Type.Integer(),
  }),
  /** Invoices created in the period and not canceled, by payment method (null: not chosen yet). */
  invoices: Type.Array(
    Type.Object({ paymentMethod: Nullable(InvoicePaymentMethodSchema), count: Type.Integer(), total: MoneySchema }),
  ),
});

export type Address = Static<typeof AddressSchema>;
export type OrderItemOption = Static<typeof OrderItemOptionSchema>;
export type OrderItem = Static<typeof OrderItemSchema>;
export type Order = Static<typeof OrderSchema>;
export type Invoice = Static<typeof InvoiceSchema>;
export type InvoiceMove = Static<typeof InvoiceMoveSchema>;
export type InvoicePayment = Static<typeof InvoicePaymentSchema>;
export type InvoicePaymentList = Static<typeof InvoicePaymentListSchema>;
export type RecordInvoicePaymentBody = Static<typeof RecordInvoicePaymentBodySchema>;
export type SplitMode = Static<typeof SplitModeSchema>;
export type SetInvoiceSplitBody = Static<typeof SetInvoiceSplitBodySchema>;
export type InvoiceSplit = Static<typeof InvoiceSplitSchema>;
export type PixChargeQuery = Static<typeof PixChargeQuerySchema>;
export type InvoiceMoveKind = (typeof invoiceMoveKinds)[number];
export type TransferInvoiceBody = Static<typeof TransferInvoiceBodySchema>;
export type MergeInvoiceBody = Static<typeof MergeInvoiceBodySchema>;
export type ShopParams = Static<typeof ShopParamsSchema>;
export type ShopRecordParams = Static<typeof ShopRecordParamsSchema>;
export type InvoiceListQuery = Static<typeof InvoiceListQuerySchema>;
export type OrderListQuery = Static<typeof OrderListQuerySchema>;
export type OrderSort = Static<typeof OrderSortSchema>;
export type InvoiceList = Static<typeof InvoiceListSchema>;
export type OrderList = Static<typeof OrderListSchema>;
export type SummaryQuery = Static<typeof SummaryQuerySchema>;
export type Summary = Static<typeof SummarySchema>;

/** How long 'Pausar pedidos' stops new orders: minutes, or null for until someone resumes. */
export const ORDER_PAUSE_MINUTES = [15, 30, 60] as const;

export const OrderPauseBodySchema = Type.Object(
  { minutes: Nullable(Type.Union(ORDER_PAUSE_MINUTES.map((minutes) => Type.Literal(minutes)))) },
  { additionalProperties: false },
);

/** Whether the shop takes new orders; a pause ends by itself at `resumeAt` (ISO), or never when it is null. */
export const OrderPauseSchema = Type.Object({
  paused: Type.Boolean(),
  pausedAt: Nullable(Type.String({ format: 'date-time' })),
  resumeAt: Nullable(Type.String({ format: 'date-time' })),
});

export type OrderPauseBody = Static<typeof OrderPauseBodySchema>;
export type OrderPause = Static<typeof OrderPauseSchema>;

/**
 * 'Avisar todos se um pedido ficar sem resposta por' N minutes, per shop (ORDER_ESCALATION_MINUTES); null turns it
 * off.
 */
export const OrderEscalationSettingsSchema = Type.Object(
  {
    minutes: Nullable(Type.Integer({ minimum: ORDER_ESCALATION_MINUTES.min, maximum: ORDER_ESCALATION_MINUTES.max })),
  },
  { additionalProperties: false },
);

export type OrderEscalationSettings = Static<typeof OrderEscalationSettingsSchema>;

/**
 * A staff command a device may send again (its outbox replaying after the link came back, a retry after a lost
 * answer): with the same Idempotency-Key, made when the command was taken, a second request in the same shop gets the
 * first one's answer and the command runs once. Optional: without it every request runs.
 */
export const StaffCommandHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' })),
});
export type StaffCommandHeaders = Static<typeof StaffCommandHeadersSchema>;
