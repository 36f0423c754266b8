/**
 * The payment methods, written once: every list, label and mapping of a method, on both sides, is derived from this
 * table. Plain values, no schema, so the app may import it. Adding a method is a row here, a migration that lets the
 * database's checks take it, and whatever the compiler then asks for (docs/ARCHITECTURE.md, 'Adding a payment method').
 */

interface PaymentMethodRow {
  /** What staff read (spec section 5), and the catalogue's name of the method. */
  readonly label: string;
  /**
   * The code an order payment is informed with (spec section 3: 0 money, 1 credit card, 2 debit card; 3 Pix and
   * 4 Vale-refeição beyond the spec, README's departures); null where staff never inform it (online).
   */
  readonly operatorCode: number | null;
  /** The id of the method in the platform's catalogue (Mais → Formas de pagamento), the one a shop binds. */
  readonly catalogueId: number;
  /** Recorded at the counter (the closing dialog, a part of 'Dividir conta'); online only ever pays itself. */
  readonly counter: boolean;
  /** Cash is counted: what was handed over is typed and change given. */
  readonly takesChange: boolean;
  /** How a delivery ticket says it is collected at the door ('Cobrar: $ 42,00 no cartão de crédito'). */
  readonly collectedAs: string | null;
}

/** In the order staff see them: filters, the cash desk's choices, the summary's groups. */
export const PAYMENT_METHODS = {
  cash: { label: 'Dinheiro', operatorCode: 0, catalogueId: 1, counter: true, takesChange: true, collectedAs: 'em dinheiro' },
  creditCard: {
    label: 'Cartão de crédito',
    operatorCode: 1,
    catalogueId: 2,
    counter: true,
    takesChange: false,
    collectedAs: 'no cartão de crédito',
  },
  debitCard: {
    label: 'Cartão de débito',
    operatorCode: 2,
    catalogueId: 3,
    counter: true,
    takesChange: false,
    collectedAs: 'no cartão de débito',
  },
  // Paid through the payment provider by the customer: never collected, never informed by staff.
  online: { label: 'Online', operatorCode: null, catalogueId: 6, counter: false, takesChange: false, collectedAs: null },
  pix: { label: 'Pix', operatorCode: 3, catalogueId: 4, counter: true, takesChange: false, collectedAs: 'por Pix' },
  mealVoucher: {
    label: 'Vale-refeição',
    operatorCode: 4,
    catalogueId: 5,
    counter: true,
    takesChange: false,
    collectedAs: 'no vale-refeição',
  },
} as const satisfies Record<string, PaymentMethodRow>;

type Table = typeof PAYMENT_METHODS;

/** A comanda's method (spec section 3's invoice payment method, with Pix and Vale-refeição beyond it). */
export type InvoicePaymentMethod = keyof Table;
/** A method staff record at the counter: every one but online. */
export type CounterPaymentMethod = { [Method in InvoicePaymentMethod]: Table[Method]['counter'] extends true ? Method : never }[InvoicePaymentMethod];
/** The codes an order payment is informed with. */
export type PaymentOperatorMethod = NonNullable<Table[InvoicePaymentMethod]['operatorCode']>;

export const invoicePaymentMethods = Object.keys(PAYMENT_METHODS) as InvoicePaymentMethod[];

export const isCounterMethod = (method: InvoicePaymentMethod): method is CounterPaymentMethod => PAYMENT_METHODS[method].counter;

export const counterPaymentMethods: readonly CounterPaymentMethod[] = invoicePaymentMethods.filter(isCounterMethod);

export const isInvoicePaymentMethod = (name: string): name is InvoicePaymentMethod => Object.hasOwn(PAYMENT_METHODS, name);

export const paymentMethodLabels = Object.fromEntries(
  invoicePaymentMethods.map((method) => [method, PAYMENT_METHODS[method].label]),
) as Record<InvoicePaymentMethod, string>;

export const takesChange = (method: InvoicePaymentMethod | null): boolean => method !== null && PAYMENT_METHODS[method].takesChange;

/** The code a counter method is informed with. */
export const operatorCodeOf = (method: CounterPaymentMethod): PaymentOperatorMethod => PAYMENT_METHODS[method].operatorCode;

/** The counter method an informed code stands for. */
export function methodOfOperatorCode(code: PaymentOperatorMethod): CounterPaymentMethod {
  const method = counterPaymentMethods.find((candidate) => PAYMENT_METHODS[candidate].operatorCode === code);
  if (method === undefined) throw new Error(`No payment method is informed with ${code}`);
  return method;
}

export const paymentOperatorMethods = counterPaymentMethods.map(operatorCodeOf);

/** The methods of the catalogue entries a shop accepts, matched by id (the names are for people). */
export const methodsOfCatalogueIds = (ids: readonly number[]): InvoicePaymentMethod[] =>
  invoicePaymentMethods.filter((method) => ids.includes(PAYMENT_METHODS[method].catalogueId));
