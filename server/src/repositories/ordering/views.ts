import type { Selectable } from 'kysely';
import { percentOfBasisPoints } from '@contract/service-charge';
import type { Invoice, Order, OrderItem, OrderType } from '@contract/ordering';
import type { OrderPayment, OrderPaymentStatus, PaymentOperatorMethod } from '@contract/order-payments';
import type { DbOrTrx } from '@server/db/database';
import type { OrderPaymentsTable, OrdersTable } from '@server/db/tables/ordering';
import type { InvoiceRow } from './invoice-lock';
import { toReais } from '../common/money';
import { stationsOfProducts } from '../kitchen/stations';

export type OrderRow = Selectable<OrdersTable>;
export type OrderPaymentRow = Selectable<OrderPaymentsTable>;

export function invoiceViewOf(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    shopId: row.location_id,
    code: row.code,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    location: row.location,
    paymentMethod: row.payment_method,
    createdAt: row.created_at,
    closingAt: row.closing_at,
    closedAt: row.closed_at,
    canceledAt: row.canceled_at,
    status: row.status,
    paidWith: row.paid_with_cents === null ? null : toReais(row.paid_with_cents),
    change: row.change_cents === null ? null : toReais(row.change_cents),
    deliveryFee: toReais(row.delivery_fee_cents),
    serviceCharge: toReais(row.service_charge_cents),
    serviceChargePercent: row.service_charge_basis_points === null ? null : percentOfBasisPoints(row.service_charge_basis_points),
    serviceChargeRemovedAt: row.service_charge_removed_at,
    serviceChargeRemovedBy: row.service_charge_removed_by,
    total: toReais(row.total_cents),
    address:
      row.address_street === null
        ? null
        : {
            street: row.address_street,
            number: row.address_number ?? '',
            complement: row.address_complement,
            neighborhood: row.address_neighborhood ?? '',
            city: row.address_city ?? '',
            district: row.address_district,
            cep: row.address_cep ?? '',
          },
    prepay: row.prepay === 1,
    mergedIntoId: row.merged_into_invoice_id ?? null,
    // A comanda closed in one payment ('Confirmar pagamento') was paid in full; otherwise its parts so far.
    paid: toReais(row.status === 'closed' ? Math.max(row.total_cents, row.paid_cents) : row.paid_cents),
  };
}

/** Payments with the code and place of the invoice each settles; one query for the invoices whatever the count. */
export async function orderPaymentViewsOf(db: DbOrTrx, rows: OrderPaymentRow[]): Promise<OrderPayment[]> {
  if (rows.length === 0) return [];
  const invoiceIds = [...new Set(rows.map((row) => row.invoice_id))];
  const invoices = await db.selectFrom('invoices').select(['id', 'code', 'location']).where('id', 'in', invoiceIds).execute();
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  return rows.map((row) => orderPaymentViewOf(row, byId.get(row.invoice_id)));
}

function orderPaymentViewOf(row: OrderPaymentRow, invoice: { code: string; location: string } | undefined): OrderPayment {
  return {
    id: row.id,
    status: row.status as OrderPaymentStatus,
    createAt: row.created_at,
    lastUpdate: row.last_update,
    amount: toReais(row.amount_cents),
    ownerId: row.invoice_id,
    invoiceCode: invoice?.code ?? '',
    invoiceLocation: invoice?.location ?? '',
    method: row.method as PaymentOperatorMethod | null,
  };
}

/** The kitchen station of each line, per shop of the orders given (usually one). */
/** The escalation still unanswered: the order waits, and nobody opened it since the server escalated it. */
const escalationOf = (order: OrderRow): string | null =>
  order.status === 'authorized' && order.seen_at === null ? order.escalated_at : null;

async function productStationsOf(db: DbOrTrx, orders: OrderRow[], lines: { item_id: number | null }[]) {
  const itemIds = [...new Set(lines.flatMap((line) => (line.item_id === null ? [] : [line.item_id])))];
  const shops = [...new Set(orders.map((order) => order.location_id))];
  const byShop = new Map(await Promise.all(shops.map(async (shopId) => [shopId, await stationsOfProducts(db, shopId, itemIds)] as const)));
  return (shopId: number, itemId: number | null) => byShop.get(shopId)?.(itemId) ?? null;
}

/** Orders with their lines, options, kitchen state and location label, in the order given; a few queries whatever the count. */
export async function orderViewsOf(db: DbOrTrx, orders: OrderRow[]): Promise<Order[]> {
  if (orders.length === 0) return [];
  const invoiceIds = [...new Set(orders.map((order) => order.invoice_id))];
  const labels = await db.selectFrom('invoices').select(['id', 'location']).where('id', 'in', invoiceIds).execute();
  const labelOf = new Map(labels.map((invoice) => [invoice.id, invoice.location]));

  const lines = await db
    .selectFrom('order_items')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('id')
    .execute();
  const options =
    lines.length === 0
      ? []
      : await db
          .selectFrom('order_item_options')
          .selectAll()
          .where(
            'order_item_id',
            'in',
            lines.map((line) => line.id),
          )
          .orderBy('id')
          .execute();

  const optionsOf = new Map<number, OrderItem['options']>();
  for (const option of options) {
    const list = optionsOf.get(option.order_item_id) ?? [];
    list.push({ id: option.id, name: option.name, price: toReais(option.price_cents), optionId: option.option_id });
    optionsOf.set(option.order_item_id, list);
  }
  const stationOf = await productStationsOf(db, orders, lines);
  const shopOf = new Map(orders.map((order) => [order.id, order.location_id]));
  const itemsOf = new Map<number, OrderItem[]>();
  for (const line of lines) {
    const list = itemsOf.get(line.order_id) ?? [];
    list.push({
      id: line.id,
      itemId: line.item_id,
      name: line.name,
      quantity: line.quantity,
      price: toReais(line.price_cents),
      total: toReais(line.total_cents),
      portion:
        line.portion_name === null ? null : { name: line.portion_name, price: toReais(line.portion_price_cents ?? 0) },
      options: optionsOf.get(line.id) ?? [],
      preparedAt: line.prepared_at,
      preparedBy: line.prepared_by,
      stationId: stationOf(shopOf.get(line.order_id) ?? 0, line.item_id),
    });
    itemsOf.set(line.order_id, list);
  }

  return orders.map((order) => ({
    id: order.id,
    invoiceId: order.invoice_id,
    type: order.type as OrderType,
    code: order.code,
    total: toReais(order.total_cents),
    createdAt: order.created_at,
    authorizedAt: order.authorized_at,
    startedAt: order.started_at,
    completedAt: order.completed_at,
    canceledAt: order.canceled_at,
    status: order.status,
    escalatedAt: escalationOf(order),
    items: itemsOf.get(order.id) ?? [],
    locations: [labelOf.get(order.invoice_id) ?? ''],
  }));
}
