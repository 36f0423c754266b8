/**
 * The public customer API under /public (architecture section 5): read a QR code's menu, place orders, ask for
 * the bill and pay online. No staff token; an invoice is reached with the access token handed out with it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './auth';
import { NAME_FORMAT, PAID_WITH_MAX } from './limits';
import {
  AddressSchema,
  InvoicePaymentMethodSchema,
  InvoiceStatusSchema,
  MoneySchema,
  Nullable,
  OrderPauseSchema,
  OrderStatusSchema,
  OrderTypeSchema,
  TypedAmountSchema,
} from './ordering';

export const QrCodeParamsSchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });
export const InvoiceParamsSchema = Type.Object({ id: IdSchema });

export const MenuOptionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  price: MoneySchema,
  /** False while sold out ('Esgotado'): listed, but not orderable. */
  available: Type.Boolean(),
});

export const MenuOptionGroupSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** How many options may be picked from the group; null means no limit. */
  maxLength: Nullable(Type.Integer()),
  required: Type.Boolean(),
  options: Type.Array(MenuOptionSchema),
});

/** `available` false while sold out ('Esgotado'): listed, but not orderable. */
export const MenuPortionSchema = Type.Object({ id: Type.Integer(), name: Type.String(), price: MoneySchema, available: Type.Boolean() });

export const MenuItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  imageId: Nullable(Type.Integer()),
  price: MoneySchema,
  portions: Type.Array(MenuPortionSchema),
  /** False while sold out ('Esgotado'): listed, but not orderable. */
  available: Type.Boolean(),
});

export const MenuCategorySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  imageId: Nullable(Type.Integer()),
  items: Type.Array(MenuItemSchema),
  /** Every item of the category offers these option groups. */
  optionGroups: Type.Array(MenuOptionGroupSchema),
});

export const PublicMenuSchema = Type.Object({
  shop: Type.Object({ id: Type.Integer(), name: Type.String() }),
  qrcode: Type.Object({ code: Type.String(), location: Type.String(), prepay: Type.Boolean() }),
  /** 0 lite (simple menu), 1 full (interactive menu). */
  menuType: Type.Union([Type.Literal(0), Type.Literal(1)]),
  delivery: Type.Object({ active: Type.Boolean(), fee: MoneySchema }),
  /** The shop's public payment methods, by name. */
  paymentMethods: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  categories: Type.Array(MenuCategorySchema),
  /** The shop's pause of new orders in force now: while paused, orders and calls are refused (423 orders_paused). */
  pause: OrderPauseSchema,
});

export const PlaceOrderHeadersSchema = Type.Object({
  /** A retried request with the same key returns the first result and creates nothing. */
  'idempotency-key': Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' }),
});

// additionalProperties false: a customer cannot slip a price (or anything else) into a line.
export const PlaceOrderItemSchema = Type.Object(
  {
    itemId: IdSchema,
    quantity: Type.Integer({ minimum: 1, maximum: 99 }),
    portionId: Type.Optional(IdSchema),
    optionIds: Type.Optional(Type.Array(IdSchema, { maxItems: 50 })),
  },
  { additionalProperties: false },
);

export const PlaceOrderBodySchema = Type.Object(
  {
    type: OrderTypeSchema,
    customer: Type.Object({
      // Something a person can read: a letter or a digit once invisible and bidi characters are gone.
      name: Type.String({ minLength: 1, maxLength: 80, format: NAME_FORMAT }),
      mobile: Type.Optional(Type.String({ pattern: '^55\\d{10,11}$' })),
      email: Type.Optional(Type.String({ format: 'email', maxLength: 120 })),
    }),
    /** Required for delivery (type 3). */
    address: Type.Optional(AddressSchema),
    items: Type.Array(PlaceOrderItemSchema, { minItems: 1, maxItems: 50 }),
    /** Pay-later QR codes: join the customer's open invoice instead of opening a new one. */
    invoiceId: Type.Optional(IdSchema),
    accessToken: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const PlaceOrderResultSchema = Type.Object({
  invoiceId: Type.Integer(),
  orderId: Type.Integer(),
  invoiceCode: Type.String(),
  orderCode: Type.String(),
  /** Proves the customer owns the invoice in later calls. */
  accessToken: Type.String(),
});

export const RequestClosingBodySchema = Type.Object({
  accessToken: Type.String({ minLength: 1, maxLength: 200 }),
  paymentMethod: InvoicePaymentMethodSchema,
  /** Cash only: the amount the customer pays with, so the change can be prepared. */
  paidWith: Type.Optional(TypedAmountSchema(PAID_WITH_MAX, 0)),
});

export const OnlinePaymentBodySchema = Type.Object({ accessToken: Type.String({ minLength: 1, maxLength: 200 }) });

/** What the customer sees of their invoice after asking for the bill or paying. */
export const CustomerInvoiceSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  status: InvoiceStatusSchema,
  prepay: Type.Boolean(),
  paymentMethod: Nullable(InvoicePaymentMethodSchema),
  deliveryFee: MoneySchema,
  /** 'Taxa de serviço' on the dine-in orders, part of the total; 0 when the comanda has none or it was removed. */
  serviceCharge: MoneySchema,
  /** Its percent (10 is 10%); null when nothing is charged. */
  serviceChargePercent: Nullable(Type.Number()),
  total: MoneySchema,
  /** What the table already paid in parts ('Dividir conta' at the counter), and what is left of the total. */
  paid: MoneySchema,
  left: MoneySchema,
  change: Nullable(MoneySchema),
  orders: Type.Array(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      status: OrderStatusSchema,
      total: MoneySchema,
      /** What was ordered, as the kitchen got it: the portion's and options' names, and the line's total. */
      items: Type.Array(
        Type.Object({
          name: Type.String(),
          quantity: Type.Integer(),
          portion: Nullable(Type.String()),
          options: Type.Array(Type.String()),
          total: MoneySchema,
        }),
      ),
    }),
  ),
});

/** Paying online starts a charge; the bill is paid only when the payment provider confirms it. */
export const OnlinePaymentStartedSchema = Type.Object({
  /** Our reference for the charge, the one the provider's confirmation carries. */
  reference: Type.String(),
  status: Type.Literal('pending'),
  /** Where the customer completes the payment, when the provider has a page for it. */
  checkoutUrl: Nullable(Type.String()),
  invoice: CustomerInvoiceSchema,
});

export type QrCodeParams = Static<typeof QrCodeParamsSchema>;
export type InvoiceParams = Static<typeof InvoiceParamsSchema>;
export type MenuOption = Static<typeof MenuOptionSchema>;
export type MenuOptionGroup = Static<typeof MenuOptionGroupSchema>;
export type MenuPortion = Static<typeof MenuPortionSchema>;
export type MenuItem = Static<typeof MenuItemSchema>;
export type MenuCategory = Static<typeof MenuCategorySchema>;
export type PublicMenu = Static<typeof PublicMenuSchema>;
export type PlaceOrderHeaders = Static<typeof PlaceOrderHeadersSchema>;
export type PlaceOrderItem = Static<typeof PlaceOrderItemSchema>;
export type PlaceOrderBody = Static<typeof PlaceOrderBodySchema>;
export type PlaceOrderResult = Static<typeof PlaceOrderResultSchema>;
export type RequestClosingBody = Static<typeof RequestClosingBodySchema>;
export type OnlinePaymentBody = Static<typeof OnlinePaymentBodySchema>;
export type CustomerInvoice = Static<typeof CustomerInvoiceSchema>;
export type OnlinePaymentStarted = Static<typeof OnlinePaymentStartedSchema>;
