import type { InvoiceStatus, OrderStatus } from './statuses';

/**
 * The names staff read for statuses (spec section 5; the payment methods' are in payment-methods.ts), for the app's screens and the server's
 * exports alike. Plain constants, no schema, so the app may import them.
 */
export const orderStatusLabels: Record<OrderStatus, string> = {
  open: 'Aberto',
  authorized: 'Aguardando',
  started: 'Preparando',
  completed: 'Completado',
  canceled: 'Cancelado',
};

/** An order's status as a guest follows it on the table's page: the kitchen's steps, in a guest's words. */
export const guestOrderStatusLabels: Record<OrderStatus, string> = {
  open: 'Recebido',
  authorized: 'Recebido',
  started: 'Em preparo',
  completed: 'Pronto',
  canceled: 'Cancelado',
};

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  open: 'Em aberto',
  closing: 'Encerrado',
  closed: 'Confirmado',
  canceled: 'Cancelado',
};

/** The buttons a customer taps on the table's page, by call reason. */
export const tableCallReasonLabels: Record<'waiter' | 'cutlery', string> = {
  waiter: 'Chamar garçom',
  cutlery: 'Trazer talheres/guardanapos',
};

/** What staff read after the place: 'Mesa 3 chamou o garçom'. */
export const tableCallAsked: Record<'waiter' | 'cutlery', string> = {
  waiter: 'chamou o garçom',
  cutlery: 'pediu talheres/guardanapos',
};
