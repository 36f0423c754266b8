import { invoiceStatusLabels, orderStatusLabels } from '@contract/labels';
import { paymentMethodLabels } from '@contract/payment-methods';
import type { DbOrTrx } from '@server/db/database';
import { dayRangeOf } from '../common/day-range';
import { csvDocument, csvMoney, dateOf, timeOf } from '../common/csv';
import { paymentsWithin, type RangePayment } from './range-payments';

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
  // Added after the first eleven, so a sheet that reads those by position still does.
  'Taxa de entrega da comanda',
  'Valor pago',
  'Dinheiro recebido',
  'Troco',
  'Recebido por',
];

/** A row of the file: an order or a payment, each in its comanda, placed by when it happened. */
interface Entry {
  at: string;
  invoice: { id: number; serviceChargeCents: number; deliveryFeeCents: number };
  /** The row's cells before the comanda's two fees. */
  leading: string[];
  /** The row's cells after them: a payment's amount, cash, change and who. */
  trailing: string[];
}

const moneyOrBlank = (cents: number | null): string => (cents === null ? '' : csvMoney(cents));

function paymentEntryOf(payment: RangePayment): Entry {
  const isCash = payment.cashReceivedCents !== null;
  return {
    at: payment.at,
    invoice: { id: payment.invoiceId, serviceChargeCents: payment.serviceChargeCents, deliveryFeeCents: payment.deliveryFeeCents },
    leading: [
      '',
      payment.invoiceCode,
      dateOf.format(Date.parse(payment.at)),
      timeOf.format(Date.parse(payment.at)),
      payment.location,
      '',
      '',
      '',
      payment.method === null ? '' : paymentMethodLabels[payment.method],
      invoiceStatusLabels[payment.invoiceStatus],
    ],
    trailing: [csvMoney(payment.amountCents), moneyOrBlank(payment.cashReceivedCents), isCash ? moneyOrBlank(payment.changeCents) : '', payment.by],
  };
}

/**
 * 'Exportar CSV': the orders of a range and the payments of its comandas, one line each, oldest first, in UTF-8 with a
 * byte-order mark and semicolons, the way Excel in Portuguese opens a file without asking. An order's line has its
 * items and value; a payment's line its method, amount, cash, change and who took it. The comanda's service charge
 * and delivery fee are written once, on its first line, so each column adds up to what Resumo reports.
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
      'invoices.status as invoiceStatus',
      'invoices.id as invoiceId',
      'invoices.service_charge_cents as serviceChargeCents',
      'invoices.delivery_fee_cents as deliveryFeeCents',
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
  const orderEntries = orders.map(
    (order): Entry => ({
      at: order.createdAt,
      invoice: { id: order.invoiceId, serviceChargeCents: order.serviceChargeCents, deliveryFeeCents: order.deliveryFeeCents },
      leading: [
        order.code,
        order.invoiceCode,
        dateOf.format(Date.parse(order.createdAt)),
        timeOf.format(Date.parse(order.createdAt)),
        order.location,
        (lines.get(order.id) ?? []).join(', '),
        csvMoney(order.totalCents),
        orderStatusLabels[order.status],
        // How it was paid is on the payments' lines: a comanda paid by Pix, card and cash has no single method.
        '',
        invoiceStatusLabels[order.invoiceStatus],
      ],
      trailing: ['', '', '', ''],
    }),
  );
  const paymentEntries = (await paymentsWithin(db, shopId, range)).map(paymentEntryOf);
  // A stable sort: an order and a payment of the same instant keep the order first.
  const entries = [...orderEntries, ...paymentEntries].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  // The fees are the comanda's, not a line's: written once, on its first line, they are never counted twice.
  const charged = new Set<number>();
  const rows = entries.map(({ invoice, leading, trailing }) => {
    const isFirst = !charged.has(invoice.id);
    charged.add(invoice.id);
    const fee = (cents: number) => (isFirst && cents > 0 ? csvMoney(cents) : '');
    return [...leading, fee(invoice.serviceChargeCents), fee(invoice.deliveryFeeCents), ...trailing];
  });
  return csvDocument(HEADER, rows);
}
