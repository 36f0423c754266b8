import type { HistoryEntry } from '@contract/history';
import { paymentMethodLabels } from '@contract/payment-methods';
import { formatMoney } from '@/shared/lib/money';
import { fromPlace, toPlace } from '@/shared/ordering/place';

/** What a history is of: an order or a comanda, by id. */
export interface HistorySubject {
  kind: 'order' | 'invoice';
  id: number;
}

/** One history per record in the state: 'order:12', 'invoice:7'. */
export const historyKeyOf = ({ kind, id }: HistorySubject) => `${kind}:${id}`;

export const HISTORY_TITLE = 'Histórico';
export const HISTORY_EMPTY = 'Nada registrado ainda.';
export const HISTORY_LOAD_FAILED = 'Não foi possível carregar o histórico.';

const methodOf = (entry: HistoryEntry) => {
  const method = entry.detail?.paymentMethod;
  return method ? paymentMethodLabels[method] : '';
};

/** ' (Pix)' after a payment, or nothing when the method was not kept. */
const inParentheses = (text: string) => (text ? ` (${text})` : '');

/**
 * What an entry says was done, in staff's words: 'Registrou pagamento de $ 20,00 (Pix)', 'Transferiu da Mesa 3 para a
 * Mesa 1', 'Juntou a comanda #12 nesta'. `invoiceTerm` is the shop's word for a comanda ('Comanda' or 'Compra', both
 * feminine).
 */
export function historyTextOf(entry: HistoryEntry, invoiceTerm = 'Comanda'): string {
  const detail = entry.detail ?? {};
  const invoice = invoiceTerm.toLowerCase();
  switch (entry.action) {
    case 'orderStarted':
      return 'Iniciou o pedido';
    case 'orderCompleted':
      return 'Concluiu o pedido';
    case 'orderCanceled':
      return 'Cancelou o pedido';
    case 'orderPrepared':
      return 'Marcou itens como prontos';
    case 'orderPreparationUndone':
      return 'Desfez itens prontos';
    case 'paymentRecorded':
      return `Registrou pagamento de ${formatMoney(detail.amount)}${inParentheses(methodOf(entry))}`;
    case 'paymentInformed':
      return `Informou o pagamento${inParentheses(methodOf(entry))}`;
    case 'serviceChargeRemoved':
      return 'Removeu a taxa de serviço';
    case 'transferred':
      return `Transferiu ${fromPlace(detail.fromLocation ?? '')} ${toPlace(detail.toLocation ?? '')}`;
    case 'merged':
      return `Juntou a ${invoice} #${detail.otherInvoiceCode ?? ''} nesta`;
    case 'mergedInto':
      return `Juntou esta ${invoice} na #${detail.otherInvoiceCode ?? ''}`;
    case 'closed':
      return 'Confirmou o pagamento';
  }
}

/** 'Autorizado por Carla' under an entry a manager's PIN allowed; null when none was needed. */
export const authorizedTextOf = (entry: HistoryEntry): string | null => (entry.authorizedBy ? `Autorizado por ${entry.authorizedBy}` : null);
