/**
 * The rules of moving a comanda (spec section 4) as pure functions: 'Transferir para outra mesa' and 'Juntar com…'.
 */
import type { InvoiceStatus } from '@contract/ordering';
import { allow, refuse, type Decision } from './decision';

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
