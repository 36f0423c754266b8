/** Order payments (spec sections 3, 4 and 7): schemas the server validates with, types the app reads. */
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './auth';
import { DaySchema, MoneySchema, Nullable, paging, TimestampSchema } from './ordering';
import { APPLICATION_TYPE, PAYMENT_GATEWAY } from './order-payment-codes';
import { paymentOperatorMethods, type PaymentOperatorMethod } from './payment-methods';

/** 0 waiting (Não Pago), 1 completed (Pago), 2 canceled. */
export const OrderPaymentStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
/** The codes an order payment is informed with (contract/payment-methods.ts). */
export const PaymentOperatorMethodSchema = Type.Union(paymentOperatorMethods.map((code) => Type.Literal(code)));

export type OrderPaymentStatus = Static<typeof OrderPaymentStatusSchema>;
export type { PaymentOperatorMethod };

export {
  APPLICATION_TYPE,
  ORDER_PAYMENT_CANCELED,
  ORDER_PAYMENT_COMPLETED,
  ORDER_PAYMENT_WAITING,
  PAYMENT_GATEWAY,
} from './order-payment-codes';

export const OrderPaymentSchema = Type.Object({
  id: Type.Integer(),
  status: OrderPaymentStatusSchema,
  createAt: TimestampSchema,
  lastUpdate: TimestampSchema,
  amount: MoneySchema,
  /** The invoice the payment settles. */
  ownerId: Type.Integer(),
  /** That invoice's code and place ('Comanda #7 · Mesa 2' on the row), beyond the spec's fields. */
  invoiceCode: Type.String(),
  invoiceLocation: Type.String(),
  /** How staff informed it was paid; null while waiting or when paid online. */
  method: Nullable(PaymentOperatorMethodSchema),
});

export const OrderPaymentShopParamsSchema = Type.Object({ providerId: IdSchema, shopId: IdSchema });
export const OrderPaymentParamsSchema = Type.Object({ providerId: IdSchema, id: IdSchema });

export const OrderPaymentQuerySchema = Type.Object({ applicationType: Type.Literal(APPLICATION_TYPE) });

export const OrderPaymentListQuerySchema = Type.Object({
  applicationType: Type.Literal(APPLICATION_TYPE),
  startDate: Type.Optional(DaySchema),
  endDate: Type.Optional(DaySchema),
  /** May also be sent comma-separated (status=0,1). */
  status: Type.Optional(Type.Array(OrderPaymentStatusSchema)),
  ...paging,
});

export const OrderPaymentListSchema = Type.Object({
  orderPayments: Type.Array(OrderPaymentSchema),
  count: Type.Integer(),
});

export const PaymentOperatorBodySchema = Type.Object({
  paymentMethod: PaymentOperatorMethodSchema,
  gateway: Type.Literal(PAYMENT_GATEWAY),
  data: Type.Null(),
});

export type OrderPayment = Static<typeof OrderPaymentSchema>;
export type OrderPaymentShopParams = Static<typeof OrderPaymentShopParamsSchema>;
export type OrderPaymentParams = Static<typeof OrderPaymentParamsSchema>;
export type OrderPaymentQuery = Static<typeof OrderPaymentQuerySchema>;
export type OrderPaymentListQuery = Static<typeof OrderPaymentListQuerySchema>;
export type OrderPaymentList = Static<typeof OrderPaymentListSchema>;
export type PaymentOperatorBody = Static<typeof PaymentOperatorBodySchema>;
