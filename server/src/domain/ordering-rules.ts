/**
 * The rules of live operations (spec section 4, architecture section 5) as pure functions: the routes decide
 * with them inside a transaction, the tests check them as tables of cases.
 */
import type { InvoicePaymentMethod, InvoiceStatus, OrderStatus, OrderType } from '@contract/ordering';
import { isInvoicePaymentMethod, takesChange } from '@contract/payment-methods';
import type { ConflictCode } from '@contract/errors';
import { ORDER_ESCALATION_MINUTES } from '@contract/limits';
import { serviceChargeCentsOf } from '@contract/service-charge';
import {
  isFinishedInvoice,
  orderRefusalOf,
  orderTransitionTargets,
  type OrderAction,
  type OrderTransitionTarget,
} from '@contract/order-transitions';

export type { OrderAction, OrderTransitionTarget };

export type Decision<T> = { ok: true; value: T } | { ok: false; message: string; code?: ConflictCode };

const allow = <T>(value: T): Decision<T> => ({ ok: true, value });
const refuse = <T>(message: string, code?: ConflictCode): Decision<T> => ({ ok: false, message, code });

const orderStatusWords: Record<OrderStatus, string> = {
  open: 'aberto',
  authorized: 'aguardando',
  started: 'em preparo',
  completed: 'completado',
  canceled: 'cancelado',
};

const orderRefusalMessages: Record<OrderAction, (order: OrderStatus) => string> = {
  start: (order) => `Só um pedido aguardando pode ser iniciado; este está ${orderStatusWords[order]}.`,
  complete: (order) => `Só um pedido em preparo pode ser completado; este está ${orderStatusWords[order]}.`,
  cancel: (order) => `Um pedido ${orderStatusWords[order]} não pode ser cancelado.`,
};

/** The status an order moves to, or why it may not (the contract's one state machine), worded for the log. */
export function orderTransitionOf(action: OrderAction, order: OrderStatus, invoice: InvoiceStatus): Decision<OrderTransitionTarget> {
  const refusal = orderRefusalOf(action, order, invoice);
  if (refusal === null) return allow(orderTransitionTargets[action]);
  if (refusal === 'invoice_finished') return refuse('O pedido de uma comanda encerrada não pode ser cancelado.', refusal);
  return refuse(orderRefusalMessages[action](order), refusal);
}

/** The timestamp column that records reaching each status a staff action leads to. */
export const orderStatusTimestamp = {
  started: 'started_at',
  completed: 'completed_at',
  canceled: 'canceled_at',
} as const satisfies Record<OrderTransitionTarget, string>;

export interface PricedLine {
  /** Menu price of the item, in cents. */
  itemPriceCents: number;
  /** Menu price of the chosen portion, which replaces the item's. */
  portionPriceCents: number | null;
  optionPricesCents: number[];
  quantity: number;
}

/** Unit price and line total in cents, from the menu's prices only. */
export function linePriceOf(line: PricedLine): { unitCents: number; totalCents: number } {
  const unitCents = line.portionPriceCents ?? line.itemPriceCents;
  const optionsCents = line.optionPricesCents.reduce((sum, price) => sum + price, 0);
  return { unitCents, totalCents: (unitCents + optionsCents) * line.quantity };
}

export interface OptionGroupRule {
  id: number;
  title: string;
  required: boolean;
  /** How many options may be picked from the group; null means no limit. */
  maxLength: number | null;
}

/** Why a choice of options breaks its groups' rules (required, quantity limit), or null when it does not. */
export function optionChoiceProblemOf(groups: OptionGroupRule[], chosenGroupIds: number[]): string | null {
  for (const group of groups) {
    const picked = chosenGroupIds.filter((id) => id === group.id).length;
    if (group.required && picked === 0) return `Escolha pelo menos uma opção de "${group.title}".`;
    if (group.maxLength !== null && picked > group.maxLength) {
      return `Escolha no máximo ${group.maxLength} ${group.maxLength === 1 ? 'opção' : 'opções'} de "${group.title}".`;
    }
  }
  return null;
}

/** Delivery (type 3) brings the shop's fee while its delivery settings are active. */
export function deliveryFeeOf(type: OrderType, delivery: { active: boolean; feeCents: number } | null): number {
  return type === 3 && delivery?.active ? delivery.feeCents : 0;
}

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

/** A comanda as a transfer or a merge sees it. */
export interface MovableInvoice {
  code: string;
  status: InvoiceStatus;
  prepay: boolean;
  /** A payment waits on it (the bill was asked for, a prepaid order waits to be paid, a charge is in flight). */
  paymentWaiting: boolean;
}

/**
 * 'Transferir para outra mesa': any comanda not finished may change tables (one whose bill was asked for too: the
 * party may move while it waits); not to the table it is at.
 */
export function transferDecisionOf(invoice: MovableInvoice, from: string, to: string): Decision<null> {
  if (invoice.status === 'closed') return refuse('Esta comanda já foi paga e encerrada; não pode mudar de mesa.', 'invoice_finished');
  if (invoice.status === 'canceled') return refuse('Esta comanda foi cancelada; não pode mudar de mesa.', 'invoice_finished');
  if (from === to) return refuse(`A comanda já está em ${to}.`);
  return allow(null);
}

function mergeRefusalOf(invoice: MovableInvoice): Decision<null> | null {
  const name = `A comanda #${invoice.code}`;
  if (invoice.status === 'closed') return refuse(`${name} já foi paga e encerrada; não pode ser juntada.`, 'invoice_finished');
  if (invoice.status === 'canceled') return refuse(`${name} foi cancelada; não pode ser juntada.`, 'invoice_finished');
  if (invoice.prepay) {
    return refuse(`${name} é pré-paga: cada pedido dela tem o seu próprio pagamento, que não pode passar para outra comanda.`);
  }
  if (invoice.status === 'closing' || invoice.paymentWaiting) {
    return refuse(`${name} tem um pagamento em andamento (a conta já foi pedida). Receba o pagamento antes de juntar as comandas.`);
  }
  return null;
}

/**
 * 'Juntar com…': the source comanda's orders and payments go to the target, which goes on, and the source ends.
 * Only two open pay-later comandas with no payment waiting: a prepaid one's payments belong to its own orders, and
 * a payment in flight was started for one comanda's total, so merging under it would pay the wrong amount.
 */
export function mergeDecisionOf(target: MovableInvoice & { id: number }, source: MovableInvoice & { id: number }): Decision<null> {
  if (target.id === source.id) return refuse('Escolha outra comanda: uma comanda não pode ser juntada com ela mesma.');
  return mergeRefusalOf(target) ?? mergeRefusalOf(source) ?? allow(null);
}

/** The status a new order is created in: prepaid orders wait for their payment. */
export const initialOrderStatusOf = (prepay: boolean): OrderStatus => (prepay ? 'open' : 'authorized');

/**
 * Whether canceling orders leaves the invoice with nothing to do: once every order it had is canceled, prepaid or
 * pay-later, open or closing, there is nothing left to pay, and it is canceled with its last order. (A customer who
 * still holds it and orders again is told to order without it, as for a closed one: see joinInvoiceDecisionOf.)
 */
export function invoiceVoidedByOrdersOf(invoice: { status: InvoiceStatus }, orders: OrderStatus[]): boolean {
  if (isFinishedInvoice(invoice.status) || orders.length === 0) return false;
  return orders.every((status) => status === 'canceled');
}

/** The prices and availability of exactly the menu records an order names. */
export interface MenuSnapshot {
  items: Map<number, { name: string; categoryId: number; priceCents: number; orderable: boolean }>;
  portions: Map<number, { itemId: number; name: string; priceCents: number; available: boolean }>;
  options: Map<number, { optionGroupId: number; categoryId: number; name: string; priceCents: number; orderable: boolean }>;
  /** The active option groups of each category named. */
  optionGroups: Map<number, OptionGroupRule[]>;
}

export interface RequestedLine {
  itemId: number;
  quantity: number;
  portionId?: number;
  optionIds?: number[];
}

export interface PricedOrderLine {
  itemId: number;
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  portion: { name: string; priceCents: number } | null;
  options: { optionId: number; name: string; priceCents: number }[];
}

/** 400: the order names something this menu does not have; 409: the menu has it but it cannot be ordered now. */
export type PricingDecision =
  | { ok: true; lines: PricedOrderLine[]; totalCents: number }
  | { ok: false; status: 400 | 409; message: string };

function priceLine(menu: MenuSnapshot, line: RequestedLine): PricedOrderLine | { status: 400 | 409; message: string } {
  const item = menu.items.get(line.itemId);
  if (!item) return { status: 400, message: `O produto ${line.itemId} não existe neste cardápio.` };
  if (!item.orderable) return { status: 409, message: `"${item.name}" está indisponível.` };

  let portion: PricedOrderLine['portion'] = null;
  if (line.portionId !== undefined) {
    const found = menu.portions.get(line.portionId);
    if (!found || found.itemId !== line.itemId) {
      return { status: 400, message: `A porção ${line.portionId} não é de "${item.name}".` };
    }
    if (!found.available) return { status: 409, message: `A porção "${found.name}" de "${item.name}" está indisponível.` };
    portion = { name: found.name, priceCents: found.priceCents };
  }

  const options: PricedOrderLine['options'] = [];
  const chosenGroups: number[] = [];
  for (const optionId of line.optionIds ?? []) {
    const option = menu.options.get(optionId);
    if (!option || option.categoryId !== item.categoryId) {
      return { status: 400, message: `A opção ${optionId} não é oferecida com "${item.name}".` };
    }
    if (!option.orderable) return { status: 409, message: `A opção "${option.name}" está indisponível.` };
    options.push({ optionId, name: option.name, priceCents: option.priceCents });
    chosenGroups.push(option.optionGroupId);
  }
  const problem = optionChoiceProblemOf(menu.optionGroups.get(item.categoryId) ?? [], chosenGroups);
  if (problem) return { status: 400, message: `${item.name}: ${problem}` };

  const { unitCents, totalCents } = linePriceOf({
    itemPriceCents: item.priceCents,
    portionPriceCents: portion?.priceCents ?? null,
    optionPricesCents: options.map((option) => option.priceCents),
    quantity: line.quantity,
  });
  return { itemId: line.itemId, name: item.name, quantity: line.quantity, unitCents, totalCents, portion, options };
}

/** Prices an order from the menu alone; nothing the customer says about prices is read. */
export function priceOrderLines(menu: MenuSnapshot, lines: RequestedLine[]): PricingDecision {
  const priced: PricedOrderLine[] = [];
  for (const line of lines) {
    const result = priceLine(menu, line);
    if (!('itemId' in result)) return { ok: false, ...result };
    priced.push(result);
  }
  return { ok: true, lines: priced, totalCents: priced.reduce((sum, line) => sum + line.totalCents, 0) };
}

const MINUTE_MS = 60_000;

/**
 * Whether an order waiting since `waitingSince` (milliseconds) has waited too long at `now` under its shop's
 * 'Avisar todos se um pedido ficar sem resposta por': `minutes` undefined when the shop never set it (the default),
 * null when it turned it off.
 */
export function escalationDueOf(
  waitingSince: number,
  minutes: number | null | undefined,
  now: number,
  defaultMinutes: number = ORDER_ESCALATION_MINUTES.default,
): boolean {
  if (minutes === null) return false;
  return now - waitingSince >= (minutes ?? defaultMinutes) * MINUTE_MS;
}

/** How many whole minutes an escalated order had waited when the server escalated it ('sem resposta há 3 min'). */
export function minutesUnansweredOf(waitingSince: string, escalatedAt: string): number {
  return Math.max(0, Math.floor((Date.parse(escalatedAt) - Date.parse(waitingSince)) / MINUTE_MS));
}

/** '$ 12,30', as the app writes amounts, for the messages below. */
const moneyText = (cents: number): string => {
  const reais = Math.floor(cents / 100).toLocaleString('pt-BR');
  return `$ ${reais},${String(cents % 100).padStart(2, '0')}`;
};

/** Amounts of a part arrive in reais; more than 2 decimals is not an amount of money. */
const centsOfTyped = (reais: unknown): number | null => {
  if (typeof reais !== 'number' || !Number.isFinite(reais)) return null;
  const cents = Math.round(reais * 100);
  return Math.abs(reais * 100 - cents) < 1e-6 ? cents : null;
};

/** A part as staff send it ('Dividir conta', a partial payment). */
export interface PartRequest {
  amount: number;
  paymentMethod: string;
  cashReceived?: number | null;
}

/** A part the rules accepted, in cents, with the change for cash. */
export interface AcceptedPart {
  amountCents: number;
  method: InvoicePaymentMethod;
  cashReceivedCents: number | null;
  changeCents: number | null;
}

/** A part refused: bad input (400, naming the field) or a comanda that cannot take it now (409). */
export type PartDecision = { ok: true; value: AcceptedPart } | { ok: false; kind: 'invalid' | 'conflict'; message: string; code?: ConflictCode };

/**
 * Whether a comanda takes one more part: while it is open (or its bill was asked for) and something remains; an
 * amount above 0, in centavos, not above what remains; a method the shop accepts; for cash, at least the amount
 * handed over (the change is the difference).
 */
export function partDecisionOf(
  invoice: { status: InvoiceStatus; totalCents: number; paidCents: number },
  part: PartRequest,
  accepted: readonly InvoicePaymentMethod[],
): PartDecision {
  const conflictOf = (message: string, code?: ConflictCode): PartDecision => ({ ok: false, kind: 'conflict', message, code });
  const invalidOf = (message: string): PartDecision => ({ ok: false, kind: 'invalid', message });
  if (invoice.status === 'closed') return conflictOf('Esta comanda já está fechada: não há mais nada a pagar.', 'invoice_finished');
  if (invoice.status === 'canceled') return conflictOf('Esta comanda foi cancelada: não há nada a pagar.', 'invoice_finished');
  const remaining = invoice.totalCents - invoice.paidCents;
  if (remaining <= 0) return conflictOf('O restante desta comanda já foi pago.', 'invoice_paid');

  const amount = centsOfTyped(part.amount);
  if (amount === null || amount <= 0) return invalidOf('body/amount: informe um valor acima de $ 0,00, em reais com até 2 casas.');
  if (amount > remaining) return invalidOf(`body/amount: o valor passa do que falta pagar (${moneyText(remaining)}).`);
  const method = isInvoicePaymentMethod(part.paymentMethod) ? part.paymentMethod : undefined;
  if (!method) return invalidOf('body/paymentMethod: forma de pagamento desconhecida.');
  if (!accepted.includes(method)) return invalidOf('body/paymentMethod: este estabelecimento não aceita esta forma de pagamento.');

  const hasCash = part.cashReceived !== undefined && part.cashReceived !== null;
  if (!takesChange(method)) {
    if (hasCash) return invalidOf('body/cashReceived: o valor recebido só se aplica a pagamento em dinheiro.');
    return { ok: true, value: { amountCents: amount, method, cashReceivedCents: null, changeCents: null } };
  }
  if (!hasCash) return { ok: true, value: { amountCents: amount, method, cashReceivedCents: null, changeCents: null } };
  const received = centsOfTyped(part.cashReceived);
  if (received === null || received < amount) {
    return invalidOf(`body/cashReceived: o valor recebido não cobre a parte (${moneyText(amount)}).`);
  }
  return { ok: true, value: { amountCents: amount, method, cashReceivedCents: received, changeCents: received - amount } };
}

/**
 * The method a comanda paid in parts is recorded under: the parts' method when they all share one, otherwise the
 * method of the largest part (the first of equals).
 */
export function settledMethodOf(parts: readonly { amountCents: number; method: InvoicePaymentMethod }[]): InvoicePaymentMethod | null {
  let largest: { amountCents: number; method: InvoicePaymentMethod } | null = null;
  for (const part of parts) if (largest === null || part.amountCents > largest.amountCents) largest = part;
  return largest?.method ?? null;
}

/**
 * A change that lowers a comanda's total (an order canceled, the service charge removed) may not leave it below what
 * its parts already paid: that money would be owed back, which the cash desk cannot record.
 */
export function totalCoversPaidDecisionOf(totalCents: number, paidCents: number): Decision<null> {
  if (totalCents >= paidCents) return allow(null);
  return refuse(
    `Esta comanda já tem ${moneyText(paidCents)} pagos em partes; o total não pode ficar abaixo disso (ficaria ${moneyText(totalCents)}).`,
  );
}
