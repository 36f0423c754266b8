import type { CustomerInvoice, RequestClosingBody } from '@contract/customer';
import { ORDER_PAYMENT_WAITING } from '@contract/order-payments';
import { percentOfBasisPoints } from '@contract/service-charge';
import { changeOf, chargedBasisPointsOf, closingRequestDecisionOf } from '@server/domain/invoice-rules';
import { remainingCentsOf } from '@server/domain/part-payment-rules';
import { inTransaction, type DbOrTrx } from '@server/db/database';
import { conflict } from '@server/domain/errors';
import { customerInvoiceFor } from './customer-access';
import { invoiceEvent, type Outcome } from '../common/events';
import { toCents, toReais } from '../common/money';
import { findPixSettings } from '../shop/pix-settings';
import { shopTakesOnlinePayments, onlinePaymentUnavailable } from './online-payment-methods';
import { waitingPaymentOf } from './settlement';
import { nowIso } from '@server/domain/clock';

type CustomerLine = CustomerInvoice['orders'][number]['items'][number];

/** The lines of the orders given, by order: two queries whatever the count. */
async function orderLinesOf(db: DbOrTrx, orderIds: number[]): Promise<Map<number, CustomerLine[]>> {
  const byOrder = new Map<number, CustomerLine[]>();
  if (orderIds.length === 0) return byOrder;
  const lines = await db
    .selectFrom('order_items')
    .select(['id', 'order_id', 'name', 'quantity', 'portion_name', 'total_cents'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
  const options =
    lines.length === 0
      ? []
      : await db
          .selectFrom('order_item_options')
          .select(['order_item_id', 'name'])
          .where('order_item_id', 'in', lines.map((line) => line.id))
          .orderBy('id')
          .execute();
  for (const line of lines) {
    byOrder.set(line.order_id, [
      ...(byOrder.get(line.order_id) ?? []),
      {
        name: line.name,
        quantity: line.quantity,
        portion: line.portion_name,
        options: options.filter((option) => option.order_item_id === line.id).map((option) => option.name),
        total: toReais(line.total_cents),
      },
    ]);
  }
  return byOrder;
}

export async function customerViewOf(db: DbOrTrx, invoiceId: number): Promise<CustomerInvoice> {
  const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'code', 'status', 'total_cents'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('id')
    .execute();
  const itemsOf = await orderLinesOf(db, orders.map((order) => order.id));
  const chargedPercent = chargedBasisPointsOf(invoice);
  return {
    id: invoice.id,
    code: invoice.code,
    status: invoice.status,
    prepay: invoice.prepay === 1,
    paymentMethod: invoice.payment_method,
    deliveryFee: toReais(invoice.delivery_fee_cents),
    serviceCharge: toReais(invoice.service_charge_cents),
    serviceChargePercent: chargedPercent === null ? null : percentOfBasisPoints(chargedPercent),
    total: toReais(invoice.total_cents),
    paid: toReais(invoice.paid_cents),
    left: toReais(remainingCentsOf({ status: invoice.status, totalCents: invoice.total_cents, paidCents: invoice.paid_cents })),
    change: invoice.change_cents === null ? null : toReais(invoice.change_cents),
    orders: orders.map((order) => ({
      id: order.id,
      code: order.code,
      status: order.status,
      total: toReais(order.total_cents),
      items: itemsOf.get(order.id) ?? [],
    })),
  };
}

/** The bill as the customer holding the comanda's access token sees it; any other token finds no comanda. */
export function customerBill(db: DbOrTrx, invoiceId: number, accessToken: string): Promise<CustomerInvoice> {
  return inTransaction(db, async (trx) => customerViewOf(trx, (await customerInvoiceFor(trx, invoiceId, accessToken)).id));
}

/**
 * The customer asks for the bill: the invoice moves to closing with the chosen method, and one payment waits
 * for the total (a prepaid invoice already has it).
 */
export async function requestClosing(db: DbOrTrx,
  invoiceId: number,
  body: RequestClosingBody,
  online: { providerConfigured: boolean },
): Promise<Outcome<CustomerInvoice>> {
  return inTransaction(db, async (trx) => {
    const invoice = await customerInvoiceFor(trx, invoiceId, body.accessToken);
    if (body.paymentMethod === 'online' && !(online.providerConfigured && (await shopTakesOnlinePayments(trx, invoice.location_id)))) {
      throw onlinePaymentUnavailable();
    }
    if (body.paymentMethod === 'pix' && (await findPixSettings(trx, invoice.location_id)) === null) {
      throw conflict('Este estabelecimento não cadastrou uma chave Pix.', 'pix_not_configured');
    }
    const paidWithCents = body.paidWith === undefined ? null : toCents(body.paidWith);
    // Parts paid at the counter already ('Dividir conta') leave the rest to ask for: the cash, its change and the payment staff confirm.
    const owedCents = remainingCentsOf({ status: invoice.status, totalCents: invoice.total_cents, paidCents: invoice.paid_cents });
    const decision = closingRequestDecisionOf(
      { status: invoice.status, totalCents: owedCents },
      body.paymentMethod,
      paidWithCents,
    );
    if (!decision.ok) throw conflict(decision.message);

    const now = nowIso();
    const { numUpdatedRows } = await trx
      .updateTable('invoices')
      .set({
        status: 'closing',
        closing_at: now,
        payment_method: body.paymentMethod,
        paid_with_cents: paidWithCents,
        change_cents: changeOf(paidWithCents, owedCents),
      })
      .where('id', '=', invoiceId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw conflict('A conta já foi pedida ou encerrada.');
    if ((await waitingPaymentOf(trx, invoiceId)) === undefined) {
      await trx
        .insertInto('order_payments')
        .values({
          invoice_id: invoiceId,
          location_id: invoice.location_id,
          status: ORDER_PAYMENT_WAITING,
          amount_cents: owedCents,
          method: null,
          gateway: null,
          created_at: now,
          last_update: now,
        })
        .execute();
    }
    return {
      result: await customerViewOf(trx, invoiceId),
      events: [invoiceEvent(invoice.location_id, 'closing', invoiceId)],
    };
  });
}
