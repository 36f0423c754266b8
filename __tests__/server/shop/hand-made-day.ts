import type { InvoicePaymentMethod, InvoiceStatus, OrderStatus } from '@contract/ordering';
import type { TestApp } from '../support/test-app';

/*
 * Comandas written straight into the database on chosen days, as the live commands leave them, so a report of a past
 * day has known totals.
 */

export interface HandMadeOrder {
  at: string;
  status: OrderStatus;
  items: { name: string; quantity: number; priceCents: number }[];
}

export interface HandMadeInvoice {
  at: string;
  status: InvoiceStatus;
  paymentMethod: InvoicePaymentMethod | null;
  location: string;
  deliveryFeeCents?: number;
  /** 'Taxa de serviço' charged on the comanda, part of its total. */
  serviceChargeCents?: number;
  /** Paid at once in cash: what the customer handed over, and the change. */
  paidWithCents?: number;
  changeCents?: number;
  /** Paid in parts ('Dividir conta'). */
  parts?: { method: InvoicePaymentMethod; amountCents: number; cashReceivedCents?: number; changeCents?: number; at: string }[];
  orders: HandMadeOrder[];
}

let code = 0;

const centsOf = (order: HandMadeOrder) => order.items.reduce((sum, item) => sum + item.quantity * item.priceCents, 0);

/** Writes a comanda and its orders as the live commands leave them, with the totals worked out the same way. */
export async function insertInvoice(t: TestApp, invoice: HandMadeInvoice): Promise<void> {
  const shopId = t.demo.demo.shopId;
  const standing = invoice.orders.filter((order) => order.status !== 'canceled');
  const deliveryFee = standing.length > 0 ? (invoice.deliveryFeeCents ?? 0) : 0;
  code += 1;
  const { id: invoiceId } = await t.db
    .insertInto('invoices')
    .values({
      location_id: shopId,
      qrcode_id: null,
      code: `C${code}`,
      name: 'Cliente',
      mobile: null,
      email: null,
      location: invoice.location,
      payment_method: invoice.paymentMethod,
      prepay: 0,
      status: invoice.status,
      created_at: invoice.at,
      closing_at: null,
      closed_at: null,
      canceled_at: null,
      delivery_fee_cents: deliveryFee,
      total_cents: standing.reduce((sum, order) => sum + centsOf(order), 0) + deliveryFee + (invoice.serviceChargeCents ?? 0),
      service_charge_basis_points: invoice.serviceChargeCents === undefined ? null : 1000,
      service_charge_cents: invoice.serviceChargeCents ?? 0,
      paid_with_cents: invoice.paidWithCents ?? null,
      change_cents: invoice.changeCents ?? null,
      paid_cents: (invoice.parts ?? []).reduce((sum, part) => sum + part.amountCents, 0),
      address_street: null,
      address_number: null,
      address_complement: null,
      address_neighborhood: null,
      address_city: null,
      address_district: null,
      address_cep: null,
      access_token: `token-${code}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const part of invoice.parts ?? []) {
    await t.db
      .insertInto('invoice_payments')
      .values({
        location_id: shopId,
        invoice_id: invoiceId,
        amount_cents: part.amountCents,
        method: part.method,
        cash_received_cents: part.cashReceivedCents ?? null,
        change_cents: part.changeCents ?? null,
        by_user_id: null,
        by_name: 'Ana Souza',
        created_at: part.at,
      })
      .execute();
  }
  for (const order of invoice.orders) {
    code += 1;
    const { id: orderId } = await t.db
      .insertInto('orders')
      .values({
        invoice_id: invoiceId,
        location_id: shopId,
        type: 0,
        code: String(code),
        total_cents: centsOf(order),
        delivery_fee_cents: 0,
        status: order.status,
        created_at: order.at,
        authorized_at: order.at,
        started_at: null,
        completed_at: null,
        canceled_at: null,
        idempotency_key: null,
        request_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const item of order.items) {
      await t.db
        .insertInto('order_items')
        .values({
          order_id: orderId,
          item_id: null,
          name: item.name,
          quantity: item.quantity,
          price_cents: item.priceCents,
          total_cents: item.quantity * item.priceCents,
          portion_name: null,
          portion_price_cents: null,
        })
        .execute();
    }
  }
}

export const coke = (quantity: number) => ({ name: 'Coca-Cola lata', quantity, priceCents: 650 });
export const burger = (quantity: number) => ({ name: 'X-Burguer', quantity, priceCents: 2490 });
export const juice = (quantity: number) => ({ name: 'Suco; natural "300 ml"', quantity, priceCents: 800 });
