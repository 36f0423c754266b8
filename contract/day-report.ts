/** 'Resumo': the numbers of a shop's day (or range of days), for the staff screen and its CSV export. */
import { Type, type Static } from '@sinclair/typebox';
import { DaySchema, InvoicePaymentMethodSchema, MoneySchema, Nullable } from './ordering';
import { TillClosingSummarySchema } from './till';

export const DayReportQuerySchema = Type.Object(
  {
    /** First day, on the shop's clock; today when left out. */
    from: Type.Optional(DaySchema),
    /** Last day, included; the same as `from` when left out. */
    until: Type.Optional(DaySchema),
  },
  { additionalProperties: false },
);

/** The headline figures of a range. Canceled orders count apart; comandas canceled count nowhere. */
export const DayFiguresSchema = Type.Object({
  /**
   * What the comandas opened in the range sold (their totals with the delivery fee, without the service charge),
   * canceled ones left out.
   */
  revenue: MoneySchema,
  /**
   * 'Taxa de serviço' charged on those comandas, apart from sales: it goes to the staff, not the shop. Revenue plus
   * this is what the comandas came to (the sum of `byPaymentMethod`).
   */
  serviceCharge: MoneySchema,
  /** Orders placed in the range and not canceled. */
  orders: Type.Integer({ minimum: 0 }),
  /** Comandas opened in the range and not canceled; the average ticket is revenue over these. */
  invoices: Type.Integer({ minimum: 0 }),
  /** Revenue over the comandas: the service charge left out. */
  averageTicket: MoneySchema,
  canceledOrders: Type.Integer({ minimum: 0 }),
  canceledValue: MoneySchema,
});

/**
 * What one person did in the range: a person of the team (memberId), or a sign-in of the shop's own account (memberId
 * null). Orders taken are the orders they started ('Iniciar'); calls answered, the calls made in the range they
 * answered first (the claim, or the close when nobody claimed), with the median seconds from the call to that answer;
 * payments recorded, the parts ('Dividir conta') and waiting payments they recorded. `serviceCharge` is the 'Taxa de
 * serviço' of the comandas (not canceled) they recorded payments on, for sharing the 10%: a comanda's charge split
 * equally among the persons who recorded its payments, a leftover centavo to those who recorded first, so the shares
 * add up to the charges.
 */
export const PersonFiguresSchema = Type.Object({
  name: Type.String(),
  memberId: Nullable(Type.Integer()),
  ordersTaken: Type.Integer({ minimum: 0 }),
  callsAnswered: Type.Integer({ minimum: 0 }),
  medianAnswerSeconds: Nullable(Type.Integer({ minimum: 0 })),
  paymentsRecorded: Type.Integer({ minimum: 0 }),
  serviceCharge: MoneySchema,
});

export const DayReportSchema = Type.Object({
  from: DaySchema,
  until: DaySchema,
  figures: DayFiguresSchema,
  /** The same days one week earlier (the same weekdays), to compare with. */
  lastWeek: DayFiguresSchema,
  /**
   * Comandas of the range by payment method, in the catalogue's order; null: not chosen yet. Totals as collected, with
   * the service charge; a comanda paid in parts counts once under its own method, and each part's amount under the
   * part's method.
   */
  byPaymentMethod: Type.Array(Type.Object({ paymentMethod: Nullable(InvoicePaymentMethodSchema), invoices: Type.Integer(), total: MoneySchema })),
  /** Orders not canceled by the hour of the shop's clock they were placed at, 0 to 23, summed over the range. */
  byHour: Type.Array(Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23 }), orders: Type.Integer(), revenue: MoneySchema }), {
    minItems: 24,
    maxItems: 24,
  }),
  /** The ten products sold most (by quantity, then value), from orders not canceled. */
  topProducts: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer(), total: MoneySchema }), { maxItems: 10 }),
  /** Comandas still open or waiting for payment now, whatever day they were opened. */
  openInvoices: Type.Integer({ minimum: 0 }),
  /**
   * Calls from the table made in the range ('Chamar garçom', talheres): how many, how many nobody answered, the
   * seconds from the call to its answer (the claim, 'Vou atender') over those answered, median and 90th percentile
   * (nearest rank; null with none answered), and the calls of each table, the busiest first.
   */
  calls: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    unanswered: Type.Integer({ minimum: 0 }),
    medianAnswerSeconds: Nullable(Type.Integer({ minimum: 0 })),
    p90AnswerSeconds: Nullable(Type.Integer({ minimum: 0 })),
    byTable: Type.Array(Type.Object({ location: Type.String(), calls: Type.Integer({ minimum: 1 }) })),
  }),
  /** Each person who did any of these in the range, by name. Always sent; optional so that readers written before the team keep their shape. */
  byPerson: Type.Optional(Type.Array(PersonFiguresSchema)),
  /** The tills closed in the range ('Fechar caixa'), in the order they closed. Always sent; optional like byPerson. */
  tillClosings: Type.Optional(Type.Array(TillClosingSummarySchema)),
});

export type DayReportQuery = Static<typeof DayReportQuerySchema>;
export type DayFigures = Static<typeof DayFiguresSchema>;
export type DayReport = Static<typeof DayReportSchema>;
export type PersonFigures = Static<typeof PersonFiguresSchema>;
