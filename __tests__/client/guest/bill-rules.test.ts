import type { CustomerInvoice } from '@contract/customer';
import { guestOrderStatusLabels } from '@contract/labels';
import { billStatusTextOf, canAskForBill, closingMethodsOf, lineTextOf, partsPaidRowsOf, serviceChargeLabelOf } from '@/guest/bill-rules';

const bill: CustomerInvoice = {
  id: 1,
  code: '12',
  status: 'open',
  prepay: false,
  paymentMethod: null,
  deliveryFee: 0,
  serviceCharge: 3.5,
  serviceChargePercent: 10,
  total: 38.5,
  paid: 0,
  left: 38.5,
  change: null,
  orders: [{ id: 3, code: '7', status: 'started', total: 35, items: [{ name: 'X-Burguer', quantity: 1, portion: 'Duplo', options: ['Bacon'], total: 35 }] }],
};

describe("'Minha comanda'", () => {
  it("names each order's status in a guest's words", () => {
    expect(guestOrderStatusLabels).toEqual({ open: 'Recebido', authorized: 'Recebido', started: 'Em preparo', completed: 'Pronto', canceled: 'Cancelado' });
  });

  it('writes each line as ordered, with its size and options when it has them', () => {
    expect(lineTextOf(bill.orders[0].items[0])).toBe('1× X-Burguer · Duplo · Bacon');
    expect(lineTextOf({ name: 'Coca-Cola lata', quantity: 2, portion: null, options: [], total: 13 })).toBe('2× Coca-Cola lata');
  });

  it('shows the service charge with its percent, and no line when there is none', () => {
    expect(serviceChargeLabelOf(bill)).toBe('Taxa de serviço (10%)');
    expect(serviceChargeLabelOf({ serviceCharge: 2.25, serviceChargePercent: 12.5 })).toBe('Taxa de serviço (12,5%)');
    expect(serviceChargeLabelOf({ serviceCharge: 0, serviceChargePercent: null })).toBeNull();
  });

  it('shows what the table paid in parts and what is left, only while something is left', () => {
    expect(partsPaidRowsOf(bill)).toEqual([]);
    expect(partsPaidRowsOf({ paid: 10, left: 28.5 })).toEqual([
      { label: 'Já pago', amount: 10 },
      { label: 'Falta pagar', amount: 28.5 },
    ]);
    expect(partsPaidRowsOf({ paid: 38.5, left: 0 })).toEqual([]);
  });

  it('offers the shop’s methods the bill can be asked for with, by catalogue id, without online', () => {
    const menu = { paymentMethods: [{ id: 1, name: 'Dinheiro' }, { id: 2, name: 'Cartão de crédito' }, { id: 6, name: 'Online' }, { id: 4, name: 'Pix' }] };
    expect(closingMethodsOf(menu)).toEqual(['cash', 'creditCard', 'pix']);
    expect(closingMethodsOf({ paymentMethods: [] })).toEqual([]);
  });

  it('takes Pedir a conta only on an open comanda with something to pay', () => {
    expect(canAskForBill(bill)).toBe(true);
    expect(canAskForBill({ ...bill, total: 0 })).toBe(false);
    expect(canAskForBill({ ...bill, status: 'closing' })).toBe(false);
  });

  it("says what the comanda's status means once the bill was asked for, paid or cancelled", () => {
    expect(billStatusTextOf(bill)).toBeNull();
    expect(billStatusTextOf({ status: 'closing', paymentMethod: 'creditCard' })).toBe('Conta pedida (Cartão de crédito). Já vem alguém à sua mesa.');
    expect(billStatusTextOf({ status: 'closed', paymentMethod: 'cash' })).toBe('Conta paga. Obrigado pela visita!');
    expect(billStatusTextOf({ status: 'canceled', paymentMethod: null })).toBe('Esta comanda foi cancelada. Fale com a equipe se precisar.');
  });
});
