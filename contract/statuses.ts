/** The statuses of a comanda and of an order (spec section 3), written once: plain values the app may import. */

export const invoiceStatuses = ['open', 'closing', 'closed', 'canceled'] as const;
export const orderStatuses = ['open', 'authorized', 'started', 'completed', 'canceled'] as const;

export type InvoiceStatus = (typeof invoiceStatuses)[number];
export type OrderStatus = (typeof orderStatuses)[number];
