/**
 * The rules of a comanda (spec section 4) as pure functions: its amounts and service charge, the customer asking
 * for the bill, staff closing it, a payment's completion, a customer's order joining it, and when it is voided.
 */
import type { InvoicePaymentMethod, InvoiceStatus, OrderStatus } from '@contract/ordering';
import { takesChange } from '@contract/payment-methods';
import { serviceChargeCentsOf } from '@contract/service-charge';
import { isFinishedInvoice } from '@contract/order-transitions';
import { allow, refuse, type Decision } from './decision';

export interface OrderAmounts {
  type: number;
  status: OrderStatus;
  totalCents: number;
  deliveryFeeCents: number;
}

export interface InvoiceAmounts {
  totalCents: number;
  deliveryFeeCents: number;
  serviceChargeCents: number;
}

/**
 * Canceled orders leave the invoice; the delivery fee is charged once while a delivery order stands; the service
 * charge is the comanda's own percent (null: none, or removed) of its dine-in orders' items, and part of the total.
 */
export function invoiceAmountsOf(orders: OrderAmounts[], serviceChargeBasisPoints: number | null = null): InvoiceAmounts {
  const standing = orders.filter((order) => order.status !== 'canceled');
  const deliveryFeeCents = Math.max(0, ...standing.map((order) => order.deliveryFeeCents));
  const itemsCents = standing.reduce((sum, order) => sum + order.totalCents, 0);
  const serviceChargeCents = serviceChargeCentsOf(standing, serviceChargeBasisPoints);
  return { totalCents: itemsCents + deliveryFeeCents + serviceChargeCents, deliveryFeeCents, serviceChargeCents };
}

/** The percent a comanda charges now: the one it was opened under, unless staff removed the charge from it. */
export const chargedBasisPointsOf = (invoice: {
  service_charge_basis_points: number | null;
  service_charge_removed_at: string | null;
}): number | null => (invoice.service_charge_removed_at === null ? invoice.service_charge_basis_points : null);

export type ServiceChargeRemoval = 'remove' | 'alreadyRemoved';

/**
 * 'Remover taxa de serviço' on one comanda: only while it is open or waiting for payment, only when it has a charge,
 * never once the customer started paying online for the amount with the charge. Removing twice answers as done.
 */
export function serviceChargeRemovalDecisionOf(invoice: {
  status: InvoiceStatus;
  serviceChargeBasisPoints: number | null;
  removed: boolean;
  onlinePaymentPending: boolean;
}): Decision<ServiceChargeRemoval> {
  if (invoice.status === 'closed' || invoice.status === 'canceled') {
    return refuse('A taxa de serviço de uma comanda encerrada ou cancelada não pode ser removida.', 'invoice_finished');
  }
  if (invoice.serviceChargeBasisPoints === null) return refuse('Esta comanda não tem taxa de serviço.');
  if (invoice.removed) return allow('alreadyRemoved');
  if (invoice.onlinePaymentPending) {
    return refuse('O cliente já começou a pagar online o valor com a taxa de serviço; ela não pode mais ser removida.');
  }
  return allow('remove');
}

/** Change to prepare for a cash payment, or null when the customer did not say what they pay with. */
export function changeOf(paidWithCents: number | null, totalCents: number): number | null {
  return paidWithCents === null ? null : Math.max(0, paidWithCents - totalCents);
}

/** Whether the customer may ask for the bill now, with what they said they pay with. */
export function closingRequestDecisionOf(
  invoice: { status: InvoiceStatus; totalCents: number },
  paymentMethod: InvoicePaymentMethod,
  paidWithCents: number | null,
): Decision<null> {
  if (invoice.status !== 'open') return refuse('A conta já foi pedida ou encerrada.');
  if (invoice.totalCents === 0) return refuse('Não há nada a pagar nesta comanda.');
  if (paidWithCents !== null && !takesChange(paymentMethod)) return refuse('Troco só se aplica a pagamento em dinheiro.');
  if (paidWithCents !== null && paidWithCents < invoice.totalCents) return refuse('O valor em dinheiro não cobre o total.');
  return allow(null);
}

export type InvoiceCloseDecision = 'close' | 'alreadyClosed';

/**
 * Staff closing an invoice ('Confirmar pagamento'). Closing twice is answered as done, because for a prepaid
 * invoice informing the payment already closed it and the app then closes (spec section 4, steps 1 and 2).
 */
export function invoiceCloseDecisionOf(
  invoice: { status: InvoiceStatus; paymentMethod: InvoicePaymentMethod | null },
  hasWaitingPayment: boolean,
): Decision<InvoiceCloseDecision> {
  if (invoice.status === 'closed') return allow('alreadyClosed');
  if (invoice.status === 'canceled') return refuse('Uma comanda cancelada não pode ser encerrada.', 'invoice_finished');
  if (hasWaitingPayment && invoice.paymentMethod !== 'online') {
    return refuse('Informe o pagamento pendente antes de encerrar a comanda.');
  }
  return allow('close');
}

/** Whether a payment may be marked completed (by staff or online): only while it waits. */
export function paymentCompletionDecisionOf(status: number, invoice: InvoiceStatus): Decision<null> {
  if (status !== 0) {
    return status === 1
      ? refuse('Este pagamento já foi confirmado.', 'payment_confirmed')
      : refuse('Este pagamento foi cancelado.', 'payment_canceled');
  }
  if (isFinishedInvoice(invoice)) return refuse('A comanda deste pagamento já foi encerrada.', 'invoice_finished');
  return allow(null);
}

/** Whether a customer may add an order to an existing invoice. */
export function joinInvoiceDecisionOf(invoice: { status: InvoiceStatus; prepay: boolean }): Decision<null> {
  if (invoice.prepay) return refuse('Com pré-pagamento cada pedido tem a sua própria compra.');
  if (invoice.status !== 'open') return refuse('Esta comanda já está encerrada; faça um novo pedido sem ela.');
  return allow(null);
}

/**
 * Whether canceling orders leaves the invoice with nothing to do: once every order it had is canceled, prepaid or
 * pay-later, open or closing, there is nothing left to pay, and it is canceled with its last order. (A customer who
 * still holds it and orders again is told to order without it, as for a closed one: see joinInvoiceDecisionOf.)
 */
export function invoiceVoidedByOrdersOf(invoice: { status: InvoiceStatus }, orders: OrderStatus[]): boolean {
  if (isFinishedInvoice(invoice.status) || orders.length === 0) return false;
  return orders.every((status) => status === 'canceled');
}
