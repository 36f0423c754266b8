import { invoiceStatusLabels, orderStatusLabels } from '@contract/labels';
import { paymentMethodLabels } from '@contract/payment-methods';
import type { DbOrTrx } from '@server/db/database';
import { toReais } from '../common/money';
import { dayRangeOf, SHOP_TIME_ZONE } from '../common/day-range';

const HEADER = [
  'Pedido',
  'Comanda',
  'Data',
  'Hora',
  'Local',
  'Itens',
  'Valor do pedido',
  'Situação do pedido',
  'Forma de pagamento',
  'Situação da comanda',
  'Taxa de serviço da comanda',
];

const dateOf = new Intl.DateTimeFormat('pt-BR', { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const timeOf = new Intl.DateTimeFormat('pt-BR', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** Excel in pt-BR reads '12,50' as a number: comma decimals, no symbol, no thousands mark. */
export const csvMoney = (cents: number): string => toReais(cents).toFixed(2).replace('.', ',');

// What makes a spreadsheet read a cell as a formula: =, +, - or @ (in ASCII or fullwidth, which some spreadsheets
// fold to ASCII), even after leading spaces; or a tab or carriage return first.
const FORMULA_START = /^(?:[\t\r]|[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * One cell: quoted when it holds the separator, a quote or a line break; text that a spreadsheet would run as a
 * formula is marked as text with a leading apostrophe.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * 'Exportar CSV': the orders of a range with their comanda's payment, one line each, oldest first, in UTF-8 with a
 * byte-order mark and semicolons, the way Excel in Portuguese opens a file without asking.
 */
export async function dayReportCsv(db: DbOrTrx, shopId: number, days: { from: string; until: string }): Promise<string> {
  const range = dayRangeOf(days.from, days.until);
  const since = range.since ?? '';
  const before = range.before ?? '';
  const orders = await db
    .selectFrom('orders')
    .innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .select([
      'orders.id as id',
      'orders.code as code',
      'orders.created_at as createdAt',
      'orders.total_cents as totalCents',
      'orders.status as status',
      'invoices.code as invoiceCode',
      'invoices.location as location',
      'invoices.payment_method as paymentMethod',
      'invoices.status as invoiceStatus',
      'invoices.id as invoiceId',
      'invoices.service_charge_cents as serviceChargeCents',
    ])
    .where('orders.location_id', '=', shopId)
    .where('orders.created_at', '>=', since)
    .where('orders.created_at', '<', before)
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .execute();
  // The same range again rather than a list of ids: a quarter's orders would pass the databases' parameter limits.
  const items = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.order_id as orderId', 'order_items.quantity as quantity', 'order_items.name as name'])
    .where('orders.location_id', '=', shopId)
    .where('orders.created_at', '>=', since)
    .where('orders.created_at', '<', before)
    .orderBy('order_items.id')
    .execute();
  const lines = new Map<number, string[]>();
  for (const item of items) {
    const text = `${item.quantity}x ${item.name}`;
    const line = lines.get(item.orderId);
    if (line) line.push(text);
    else lines.set(item.orderId, [text]);
  }
  // The service charge is the comanda's, not an order's: it is written once, on the comanda's first line, so the
  // column adds up to what the comandas charged and is never counted twice.
  const charged = new Set<number>();
  const serviceChargeOf = (order: { invoiceId: number; serviceChargeCents: number }): string => {
    if (charged.has(order.invoiceId)) return '';
    charged.add(order.invoiceId);
    return order.serviceChargeCents > 0 ? csvMoney(order.serviceChargeCents) : '';
  };
  const rows = orders.map((order) => [
    order.code,
    order.invoiceCode,
    dateOf.format(Date.parse(order.createdAt)),
    timeOf.format(Date.parse(order.createdAt)),
    order.location,
    (lines.get(order.id) ?? []).join(', '),
    csvMoney(order.totalCents),
    orderStatusLabels[order.status],
    order.paymentMethod === null ? '' : paymentMethodLabels[order.paymentMethod],
    invoiceStatusLabels[order.invoiceStatus],
    serviceChargeOf(order),
  ]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
