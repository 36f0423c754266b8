import { randomBytes } from 'node:crypto';
import type { OnlinePaymentStarted } from '@contract/customer';
import { ORDER_PAYMENT_WAITING } from '@contract/order-payments';
import type { PaymentWebhookEvent, PaymentWebhookOutcome } from '@contract/payment-provider';
import type { Db, Trx } from '@server/db/database';
import { paymentCompletionDecisionOf } from '@server/domain/invoice-rules';
import { conflict, notFound, unavailable } from '@server/domain/errors';
import type { PaymentProvider } from '@server/payments/provider';
import { customerInvoiceFor } from './customer-access';
import { customerViewOf } from './customer-invoices';
import { lockInvoice } from './invoice-lock';
import { invoiceEvent, type Outcome, type PendingEvent } from '../common/events';
import { onlinePaymentUnavailable, shopTakesOnlinePayments } from './online-payment-methods';
import { closeInvoice, completePayment, waitingPaymentOf } from './settlement';

const providerUnavailable = () =>
  unavailable('Não foi possível iniciar o pagamento online. Tente novamente.', 'payment_provider_unavailable');

interface PendingCharge {
  reference: string;
  amountCents: number;
  invoiceCode: string;
  /** False when the customer asked again while the first charge was still under way. */
  isNew: boolean;
}

async function pendingChargeFor(trx: Trx, invoiceId: number, accessToken: string, provider: PaymentProvider | null): Promise<PendingCharge> {
  const invoice = await customerInvoiceFor(trx, invoiceId, accessToken);
  if (!provider || !(await shopTakesOnlinePayments(trx, invoice.location_id))) throw onlinePaymentUnavailable();
  const paymentId = await waitingPaymentOf(trx, invoiceId);
  if (paymentId === undefined) throw conflict('Não há pagamento aguardando nesta comanda; peça a conta primeiro.');
  const decision = paymentCompletionDecisionOf(ORDER_PAYMENT_WAITING, invoice.status);
  if (!decision.ok) throw conflict(decision.message);
  // A charge carries the whole total: once part of it was paid at the counter ('Dividir conta'), the rest is paid there.
  if (invoice.paid_cents > 0) throw conflict('Parte desta comanda já foi paga no caixa; pague o restante no caixa.');

  const under = await trx
    .selectFrom('online_payments')
    .select(['reference', 'amount_cents'])
    .where('order_payment_id', '=', paymentId)
    .where('provider', '=', provider.name)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (under) return { reference: under.reference, amountCents: under.amount_cents, invoiceCode: invoice.code, isNew: false };

  const now = new Date().toISOString();
  const reference = randomBytes(18).toString('base64url');
  await trx
    .insertInto('online_payments')
    .values({
      reference,
      order_payment_id: paymentId,
      provider: provider.name,
      amount_cents: invoice.total_cents,
      status: 'pending',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { reference, amountCents: invoice.total_cents, invoiceCode: invoice.code, isNew: true };
}

/**
 * The customer chose to pay online: a charge starts at the provider and nothing is paid yet. Asking again while
 * a charge is under way answers with that charge instead of starting another.
 */
export async function startOnlinePayment(
  db: Db,
  invoiceId: number,
  accessToken: string,
  provider: PaymentProvider | null,
): Promise<OnlinePaymentStarted> {
  const charge = await db.transaction().execute((trx) => pendingChargeFor(trx, invoiceId, accessToken, provider));
  let checkoutUrl: string | null = null;
  if (charge.isNew && provider) {
    try {
      ({ checkoutUrl } = await provider.start({
        reference: charge.reference,
        amountCents: charge.amountCents,
        description: `Comanda #${charge.invoiceCode}`,
      }));
    } catch {
      await db
        .updateTable('online_payments')
        .set({ status: 'failed', updated_at: new Date().toISOString() })
        .where('reference', '=', charge.reference)
        .execute();
      throw providerUnavailable();
    }
  }
  return { reference: charge.reference, status: 'pending', checkoutUrl, invoice: await customerViewOf(db, invoiceId) };
}

/** Keeps the event's id; false when it was already kept, that is, when this delivery is a replay. */
async function firstDelivery(trx: Trx, provider: string, eventId: string): Promise<boolean> {
  const kept = await trx
    .insertInto('payment_webhook_events')
    .values({ provider, event_id: eventId, received_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return kept !== undefined;
}

/**
 * The provider's signed word on a charge. Success completes the bill's waiting payment exactly as a payment
 * online always did: a prepaid invoice closes and its order goes to the kitchen; a pay-later one waits for staff.
 */
export async function applyPaymentWebhook(
  db: Db,
  provider: string,
  event: PaymentWebhookEvent,
): Promise<Outcome<PaymentWebhookOutcome>> {
  return db.transaction().execute(async (trx) => {
    const charge = await trx
      .selectFrom('online_payments')
      .innerJoin('order_payments', 'order_payments.id', 'online_payments.order_payment_id')
      .select([
        'online_payments.id',
        'online_payments.amount_cents as amountCents',
        'online_payments.order_payment_id as paymentId',
        'order_payments.invoice_id as invoiceId',
        'order_payments.location_id as shopId',
      ])
      .where('online_payments.reference', '=', event.data.reference)
      .where('online_payments.provider', '=', provider)
      .executeTakeFirst();
    if (!charge) throw notFound('Pagamento online não encontrado.');
    if (event.data.amountCents !== charge.amountCents) throw conflict('O valor não confere com o do pagamento.');
    if (!(await firstDelivery(trx, provider, event.id))) return { result: 'duplicate', events: [] };

    const invoice = await lockInvoice(trx, charge.shopId, charge.invoiceId);
    if (!invoice) throw notFound('Pagamento online não encontrado.');
    const now = new Date().toISOString();
    // Providers deliver out of order: money taken is a fact a failure before it cannot undo, nor one after it.
    const settle = (status: 'paid' | 'failed', from: readonly ('pending' | 'failed')[]) =>
      trx
        .updateTable('online_payments')
        .set({ status, updated_at: now })
        .where('id', '=', charge.id)
        .where('status', 'in', from)
        .executeTakeFirst();

    if (event.type === 'payment.failed') {
      const { numUpdatedRows } = await settle('failed', ['pending']);
      return { result: numUpdatedRows === 0n ? 'alreadySettled' : 'failed', events: [] };
    }
    const { numUpdatedRows } = await settle('paid', ['pending', 'failed']);
    const payment = await trx
      .selectFrom('order_payments')
      .select(['status', 'amount_cents'])
      .where('id', '=', charge.paymentId)
      .executeTakeFirstOrThrow();
    // Money was taken but the bill was settled another way or changed meanwhile (staff took cash, canceled an
    // order): the charge is kept as paid so the refund can be found, and nothing else changes.
    const stillOwed = paymentCompletionDecisionOf(payment.status, invoice.status).ok && payment.amount_cents === charge.amountCents;
    if (numUpdatedRows === 0n || !stillOwed) {
      return { result: 'alreadySettled', events: [] };
    }
    await completePayment(trx, charge.paymentId, null, now);
    await trx
      .updateTable('invoices')
      .set({ payment_method: 'online', paid_with_cents: null, change_cents: null })
      .where('id', '=', invoice.id)
      .execute();
    const events: PendingEvent[] =
      invoice.prepay === 1 ? await closeInvoice(trx, invoice, now) : [invoiceEvent(invoice.location_id, 'updated', invoice.id)];
    return { result: 'paid', events };
  });
}
