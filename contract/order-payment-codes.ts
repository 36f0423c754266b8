/** The order payments' fixed codes (spec sections 3 and 9) as plain values, which the app may import: no schema. */

export const ORDER_PAYMENT_WAITING = 0;
export const ORDER_PAYMENT_COMPLETED = 1;
export const ORDER_PAYMENT_CANCELED = 2;

/**
 * How staff informed a payment was made (spec section 3: 0 money, 1 credit card, 2 debit card), and 3 Pix beyond
 * the spec's (README, departures).
 */
export const PAYMENT_OPERATOR_METHOD = { money: 0, creditCard: 1, debitCard: 2, pix: 3 } as const;

/** The only application type the platform serves to the back office (spec section 9). */
export const APPLICATION_TYPE = 1;
/** The only payment gateway the back office informs payments through (spec section 9). */
export const PAYMENT_GATEWAY = 0;
