import { createHash, randomBytes } from 'node:crypto';
import type { PlaceOrderBody, PlaceOrderResult } from '@contract/customer';
import { ORDER_PAYMENT_WAITING } from '@contract/order-payments';
import { initialOrderStatusOf } from '@server/domain/order-rules';
import { deliveryFeeOf, priceOrderLines, type PricedOrderLine } from '@server/domain/pricing-rules';
import { invoiceAmountsOf, joinInvoiceDecisionOf, type InvoiceAmounts } from '@server/domain/invoice-rules';
import { inTransaction, type DbOrTrx, type Trx } from '@server/db/database';
import { conflict, DomainError, invalid, notFound } from '@server/domain/errors';
import { findOrderIntake, type OrderIntake } from './customer-menu';
import { ordersPausedError } from '../shop/order-pause';
import { customerInvoiceFor } from './customer-access';
import { invoiceEvent, orderEvent, type Outcome, type PendingEvent } from '../common/events';
import { menuSnapshotFor } from './menu-prices';
import { isUniqueViolation } from '../common/unique-violation';
import { nextShopCodes } from './shop-codes';
import { refreshInvoiceAmounts } from './settlement';
import { lockInvoice, type InvoiceRow } from './invoice-lock';
import { nowIso, nowMs } from '@server/domain/clock';

export interface PlacedOrder extends Outcome<PlaceOrderResult> {
  /** True when the key was seen before and the first result is returned again. */
  replayed: boolean;
}

/** JSON with sorted keys, so a retry hashes the same whatever order its client wrote the fields in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const hashOf = (body: PlaceOrderBody) => createHash('sha256').update(canonical(body)).digest('hex');

/** The first result of a key, or undefined when the key is new; 409 when the key came with another order. */
async function earlierPlacement(db: DbOrTrx, key: string, requestHash: string): Promise<PlaceOrderResult | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .select([
      'orders.id as orderId',
      'orders.code as orderCode',
      'orders.request_hash as requestHash',
      'invoices.id as invoiceId',
      'invoices.code as invoiceCode',
      'invoices.access_token as accessToken',
    ])
    .where('orders.idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.requestHash !== requestHash) throw conflict('Esta Idempotency-Key já foi usada para outro pedido.');
  const { orderId, orderCode, invoiceId, invoiceCode, accessToken } = row;
  return { invoiceId, orderId, invoiceCode, orderCode, accessToken };
}

/**
 * The percent a new comanda keeps for good: the shop's 'Taxa de serviço' when the comanda opens with an order eaten
 * in place, none when it opens with a delivery or takeaway. Captured rather than read live, so changing the setting
 * mid-service changes only the comandas opened afterwards, never a bill already running or presented.
 */
const serviceChargeAtOpening = (type: PlaceOrderBody['type'], shopBasisPoints: number | null): number | null =>
  type === 0 ? shopBasisPoints : null;

interface Opening {
  intake: OrderIntake;
  body: PlaceOrderBody;
  code: string;
  /** The amounts of the comanda with its first order, written with it rather than computed again from that order. */
  amounts: InvoiceAmounts;
  serviceChargeBasisPoints: number | null;
  now: string;
}

/** A new comanda with its first order's amounts and, for a delivery, the address. */
async function openInvoice(trx: Trx, { intake, body, code, amounts, serviceChargeBasisPoints, now }: Opening): Promise<InvoiceRow> {
  const { qrcode } = intake;
  const address = body.address;
  return trx
    .insertInto('invoices')
    .values({
      location_id: qrcode.shopId,
      qrcode_id: qrcode.id,
      code,
      name: body.customer.name.trim(),
      mobile: body.customer.mobile ?? null,
      email: body.customer.email ?? null,
      location: qrcode.locationName,
      payment_method: null,
      prepay: qrcode.prepay ? 1 : 0,
      status: 'open',
      created_at: now,
      closing_at: null,
      closed_at: null,
      canceled_at: null,
      paid_with_cents: null,
      change_cents: null,
      total_cents: amounts.totalCents,
      delivery_fee_cents: amounts.deliveryFeeCents,
      service_charge_cents: amounts.serviceChargeCents,
      address_street: address?.street ?? null,
      address_number: address?.number ?? null,
      address_complement: address?.complement ?? null,
      address_neighborhood: address?.neighborhood ?? null,
      address_city: address?.city ?? null,
      address_district: address?.district ?? null,
      address_cep: address?.cep ?? null,
      access_token: randomBytes(24).toString('base64url'),
      service_charge_basis_points: serviceChargeBasisPoints,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Delivery orders bring the address the invoice is delivered to; the first one given stays (a new comanda's is written with it). */
async function keepAddress(trx: Trx, invoice: InvoiceRow, address: PlaceOrderBody['address']): Promise<void> {
  if (!address || invoice.address_street !== null) return;
  await trx
    .updateTable('invoices')
    .set({
      address_street: address.street,
      address_number: address.number,
      address_complement: address.complement,
      address_neighborhood: address.neighborhood,
      address_city: address.city,
      address_district: address.district,
      address_cep: address.cep,
    })
    .where('id', '=', invoice.id)
    .execute();
}

/**
 * The comanda a customer's order goes to: the one it names or, where staff merged that one into another ('Juntar
 * com…'), the one it became, locked in turn. The merge held both locks, so once the named one is locked here the
 * merge has either committed (and it is followed) or not begun.
 */
async function comandaItBecame(trx: Trx, named: InvoiceRow): Promise<InvoiceRow> {
  let invoice = named;
  // A merge points every comanda merged into its source at its target, so one step is enough; a few are tolerated.
  for (let hops = 0; invoice.merged_into_invoice_id !== null && hops < 5; hops++) {
    const next = await lockInvoice(trx, invoice.location_id, invoice.merged_into_invoice_id);
    if (!next) break;
    invoice = next;
  }
  return invoice;
}

/** The order's lines in one statement, then all their options in another. */
async function insertLines(trx: Trx, orderId: number, lines: PricedOrderLine[]): Promise<void> {
  if (lines.length === 0) return;
  const inserted = await trx
    .insertInto('order_items')
    .values(
      lines.map((line) => ({
        order_id: orderId,
        item_id: line.itemId,
        name: line.name,
        quantity: line.quantity,
        price_cents: line.unitCents,
        total_cents: line.totalCents,
        portion_name: line.portion?.name ?? null,
        portion_price_cents: line.portion?.priceCents ?? null,
      })),
    )
    .returning('id')
    .execute();
  // One statement numbers its rows in the order they are given, on both databases; RETURNING need not list them so.
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  const options = lines.flatMap((line, index) =>
    line.options.map((option) => ({
      order_item_id: ids[index],
      option_id: option.optionId,
      name: option.name,
      price_cents: option.priceCents,
    })),
  );
  if (options.length > 0) await trx.insertInto('order_item_options').values(options).execute();
}

interface Placement {
  intake: OrderIntake;
  body: PlaceOrderBody;
  key: string;
  requestHash: string;
  maxTotalCents: number;
}

/** What a shop takes through its QR codes: configurable, since a banquet hall's order is not a snack bar's. */
export interface OrderLimits {
  maxTotalCents: number;
}

async function placeInTransaction(trx: Trx, { intake, body, key, requestHash, maxTotalCents }: Placement): Promise<Outcome<PlaceOrderResult>> {
  const { qrcode, delivery } = intake;
  const shopId = qrcode.shopId;
  const pricing = priceOrderLines(await menuSnapshotFor(trx, shopId, body.items), body.items);
  if (!pricing.ok) throw pricing.status === 409 ? conflict(pricing.message) : invalid(pricing.message);
  if (pricing.totalCents > maxTotalCents) {
    throw invalid('O total do pedido passa do máximo aceito por este estabelecimento.', 'order_total_too_high');
  }
  if (body.type === 3 && !delivery.active) {
    throw conflict('Este estabelecimento não está fazendo entregas.', undefined, 'delivery_unavailable');
  }
  const now = nowIso();
  const events: PendingEvent[] = [];
  const deliveryFeeCents = deliveryFeeOf(body.type, delivery);

  let invoice: InvoiceRow;
  let orderCode: string;
  const joined = body.invoiceId !== undefined;
  if (body.invoiceId !== undefined) {
    invoice = await customerInvoiceFor(trx, body.invoiceId, body.accessToken ?? '');
    if (invoice.location_id !== shopId) throw notFound('Comanda não encontrada.');
    invoice = await comandaItBecame(trx, invoice);
    const decision = joinInvoiceDecisionOf({ status: invoice.status, prepay: invoice.prepay === 1 });
    if (!decision.ok) throw conflict(decision.message);
    await keepAddress(trx, invoice, body.address);
    // After the comanda's lock, as every command that touches a comanda takes it first.
    ({ order: orderCode } = await nextShopCodes(trx, shopId, ['order']));
    events.push(invoiceEvent(shopId, 'updated', invoice.id));
  } else {
    const codes = await nextShopCodes(trx, shopId, ['invoice', 'order']);
    const serviceChargeBasisPoints = serviceChargeAtOpening(body.type, intake.serviceChargeBasisPoints);
    const first = { type: body.type, status: initialOrderStatusOf(qrcode.prepay), totalCents: pricing.totalCents, deliveryFeeCents };
    const amounts = invoiceAmountsOf([first], serviceChargeBasisPoints);
    invoice = await openInvoice(trx, { intake, body, code: codes.invoice, amounts, serviceChargeBasisPoints, now });
    orderCode = codes.order;
    events.push(invoiceEvent(shopId, 'created', invoice.id));
  }

  const prepay = invoice.prepay === 1;
  const status = initialOrderStatusOf(prepay);
  const order = await trx
    .insertInto('orders')
    .values({
      invoice_id: invoice.id,
      location_id: shopId,
      type: body.type,
      code: orderCode,
      total_cents: pricing.totalCents,
      delivery_fee_cents: deliveryFeeCents,
      status,
      created_at: now,
      authorized_at: status === 'authorized' ? now : null,
      started_at: null,
      completed_at: null,
      canceled_at: null,
      idempotency_key: key,
      request_hash: requestHash,
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
  await insertLines(trx, order.id, pricing.lines);
  // A new comanda was written with its amounts; one joined is computed again from all its orders.
  const totalCents = joined ? await refreshInvoiceAmounts(trx, invoice, now) : invoice.total_cents;

  if (prepay) {
    await trx
      .insertInto('order_payments')
      .values({
        invoice_id: invoice.id,
        location_id: shopId,
        status: ORDER_PAYMENT_WAITING,
        amount_cents: totalCents,
        method: null,
        gateway: null,
        created_at: now,
        last_update: now,
      })
      .execute();
  } else {
    events.push(orderEvent(shopId, 'approved', order.id));
  }

  const result = {
    invoiceId: invoice.id,
    orderId: order.id,
    invoiceCode: invoice.code,
    orderCode: order.code,
    accessToken: invoice.access_token,
  };
  return { result, events };
}

/**
 * A customer's order through a QR code, priced from the menu. The Idempotency-Key (scoped to the QR code) makes
 * retries safe: the same key returns the first result and never creates a second order, even when both
 * requests race, because the key is unique in the database.
 */
export async function placeOrder(db: DbOrTrx,
  code: string,
  idempotencyKey: string,
  body: PlaceOrderBody,
  limits: OrderLimits,
): Promise<PlacedOrder> {
  const intake = await findOrderIntake(db, code, nowMs());
  if (!intake) throw notFound('QR code não encontrado.');
  if (body.type === 3 && !body.address) throw invalid('body address é obrigatório para delivery.');

  const placement: Placement = {
    intake,
    body,
    key: `${intake.qrcode.id}:${idempotencyKey}`,
    requestHash: hashOf(body),
    maxTotalCents: limits.maxTotalCents,
  };
  /** The first result of this key when there is one (409 when it came with another order); otherwise the refusal. */
  const firstResultOr = async (refusal: unknown): Promise<PlacedOrder> => {
    const earlier = await earlierPlacement(db, placement.key, placement.requestHash);
    if (!earlier) throw refusal;
    return { result: earlier, events: [], replayed: true };
  };
  // A retry of an order placed before the pause still gets its answer.
  if (intake.pause) return firstResultOr(ordersPausedError(intake.pause.resumeAt));
  try {
    return { ...(await inTransaction(db, (trx) => placeInTransaction(trx, placement))), replayed: false };
  } catch (err) {
    // The key is looked up only when placing fails, which spares every new order that query: a retry fails at its
    // order's insert, the key being unique (the transaction undoing all it wrote), or before it, when the menu or the
    // comanda changed since the first attempt; either way it answers the first result.
    if (!isUniqueViolation(err) && !(err instanceof DomainError)) throw err;
    return firstResultOr(err);
  }
}
