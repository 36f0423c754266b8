import type { HistoryEntry } from '@contract/history';
import { authorizedTextOf, historyKeyOf, historyTextOf } from '@/features/history/rules';

const entry = (action: HistoryEntry['action'], detail: HistoryEntry['detail'] = null): HistoryEntry => ({
  action,
  by: 'Ana Souza',
  authorizedBy: null,
  at: '2026-11-29T20:14:00.000Z',
  detail,
});

describe("'Histórico' wording", () => {
  it.each<[HistoryEntry, string]>([
    [entry('orderStarted'), 'Iniciou o pedido'],
    [entry('orderCompleted'), 'Concluiu o pedido'],
    [entry('orderCanceled'), 'Cancelou o pedido'],
    [entry('orderPrepared'), 'Marcou itens como prontos'],
    [entry('orderPreparationUndone'), 'Desfez itens prontos'],
    [entry('paymentRecorded', { amount: 1234.5, paymentMethod: 'pix' }), 'Registrou pagamento de $ 1.234,50 (Pix)'],
    [entry('paymentRecorded', { amount: 20, paymentMethod: 'creditCard' }), 'Registrou pagamento de $ 20,00 (Cartão de crédito)'],
    [entry('paymentInformed', { amount: 42, paymentMethod: 'cash' }), 'Informou o pagamento (Dinheiro)'],
    [entry('paymentInformed'), 'Informou o pagamento'],
    [entry('serviceChargeRemoved', { amount: 4.2 }), 'Removeu a taxa de serviço'],
    [entry('transferred', { fromLocation: 'Mesa 3', toLocation: 'Mesa 1' }), 'Transferiu da Mesa 3 para a Mesa 1'],
    [entry('transferred', { fromLocation: 'Balcão', toLocation: 'Mesa 1' }), 'Transferiu de Balcão para a Mesa 1'],
    [entry('merged', { fromLocation: 'Mesa 2', toLocation: 'Mesa 1', otherInvoiceCode: '12' }), 'Juntou a comanda #12 nesta'],
    [entry('mergedInto', { fromLocation: 'Mesa 2', toLocation: 'Mesa 1', otherInvoiceCode: '7' }), 'Juntou esta comanda na #7'],
    [entry('closed'), 'Confirmou o pagamento'],
  ])('%j reads %s', (shown, text) => {
    expect(historyTextOf(shown)).toBe(text);
  });

  it("names a comanda by the shop's word for it", () => {
    expect(historyTextOf(entry('merged', { otherInvoiceCode: '12' }), 'Compra')).toBe('Juntou a compra #12 nesta');
    expect(historyTextOf(entry('mergedInto', { otherInvoiceCode: '7' }), 'Compra')).toBe('Juntou esta compra na #7');
  });

  it.each<[string | null, string | null]>([
    ['Carla Dias', 'Autorizado por Carla Dias'],
    [null, null],
  ])('the manager who authorized it (%s) reads %s', (authorizedBy, text) => {
    expect(authorizedTextOf({ ...entry('orderCanceled'), authorizedBy })).toBe(text);
  });

  it('keeps an order and a comanda of the same id apart', () => {
    expect(historyKeyOf({ kind: 'order', id: 7 })).not.toBe(historyKeyOf({ kind: 'invoice', id: 7 }));
  });
});
