import { parsePaperWidth, paymentNoteOf, receiptPageRule } from '@/features/printing/rules';
import { anInvoice } from '../invoices/fixtures';

describe('receipt paper', () => {
  it('is 80 mm unless the device chose 58 mm; anything else stored reads as 80 mm', () => {
    expect(parsePaperWidth('58')).toBe(58);
    expect(parsePaperWidth('80')).toBe(80);
    expect(parsePaperWidth(null)).toBe(80);
    expect(parsePaperWidth('72')).toBe(80);
  });

  it('is a valid CSS page exactly as long as the receipt (96 px to the inch, up to the next mm), with no minimum', () => {
    expect(receiptPageRule(80, 960)).toBe('@page { size: 80mm 254mm; margin: 0; }');
    expect(receiptPageRule(58, 960)).toBe('@page { size: 58mm 254mm; margin: 0; }');
    // A one-item ticket of 200 px (52.9 mm) gets 53 mm of paper, not 80.
    expect(receiptPageRule(80, 200)).toBe('@page { size: 80mm 53mm; margin: 0; }');
    expect(receiptPageRule(58, 10)).toBe('@page { size: 58mm 3mm; margin: 0; }');
    expect(receiptPageRule(80, 0)).toBe('@page { size: 80mm 1mm; margin: 0; }');
  });
});

describe('what the receipt says about the payment', () => {
  it('paid online or already paid: nothing to collect', () => {
    expect(paymentNoteOf(anInvoice({ status: 'closing', paymentMethod: 'online' }))).toBe('Pagamento: Online');
    expect(paymentNoteOf(anInvoice({ status: 'closed', paymentMethod: 'cash' }))).toBe('Pago: Dinheiro');
    expect(paymentNoteOf(anInvoice({ status: 'closed', paymentMethod: null }))).toBe('Pago');
    const part = { id: 1, amount: 10, cashReceived: null, change: null, by: 'Ana', at: '2025-03-14T20:00:00.000Z' };
    const pixParts = [{ ...part, paymentMethod: 'pix' as const }, { ...part, id: 2, paymentMethod: 'pix' as const }];
    expect(paymentNoteOf(anInvoice({ status: 'closed', paymentMethod: 'pix', payments: pixParts }))).toBe('Pago: Pix');
    const mixed = [...pixParts, { ...part, id: 3, paymentMethod: 'debitCard' as const }];
    expect(paymentNoteOf(anInvoice({ status: 'closed', paymentMethod: 'pix', payments: mixed }))).toBe('Pago');
  });

  it('to collect: the amount, how, and the change the driver must bring', () => {
    expect(paymentNoteOf(anInvoice({ status: 'closing', paymentMethod: 'cash', total: 42, paidWith: 50 }))).toBe(
      'Cobrar: $ 42,00 em dinheiro, troco para $ 50,00',
    );
    expect(paymentNoteOf(anInvoice({ status: 'closing', paymentMethod: 'cash', total: 42, paidWith: null }))).toBe('Cobrar: $ 42,00 em dinheiro');
    expect(paymentNoteOf(anInvoice({ status: 'closing', paymentMethod: 'creditCard', total: 42 }))).toBe('Cobrar: $ 42,00 no cartão de crédito');
    expect(paymentNoteOf(anInvoice({ status: 'open', paymentMethod: 'debitCard', total: 42 }))).toBe('Cobrar: $ 42,00 no cartão de débito');
    expect(paymentNoteOf(anInvoice({ status: 'open', paymentMethod: 'pix', total: 42 }))).toBe('Cobrar: $ 42,00 por Pix');
    expect(paymentNoteOf(anInvoice({ status: 'closing', paymentMethod: 'mealVoucher', total: 42 }))).toBe('Cobrar: $ 42,00 no vale-refeição');
    expect(paymentNoteOf(anInvoice({ status: 'closed', paymentMethod: 'mealVoucher', total: 42 }))).toBe('Pago: Vale-refeição');
    expect(paymentNoteOf(anInvoice({ status: 'open', paymentMethod: null, total: 42 }))).toBe('Cobrar: $ 42,00');
  });

  it('says nothing on a canceled comanda', () => {
    expect(paymentNoteOf(anInvoice({ status: 'canceled' }))).toBeNull();
  });
});
