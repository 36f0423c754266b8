/** The order payments' fixed codes (spec sections 3 and 9) as plain values, which the app may import: no schema. */

export const ORDER_PAYMENT_WAITING = 0;
export const ORDER_PAYMENT_COMPLETED = 1;
export const ORDER_PAYMENT_CANCELED = 2;

/** The only application type the platform serves to the back office (spec section 9). */
export const APPLICATION_TYPE = 1;
/** The only payment gateway the back office informs payments through (spec section 9). */
export const PAYMENT_GATEWAY = 0;
