import { invoiceReceiptOf } from '@/features/printing/invoiceReceipt';
import { kitchenTicketOf } from '@/features/printing/kitchenTicket';
import { anInvoice, anItem, anOrder } from '../invoices/fixtures';

/** The delivery: $ 55,80 of items, a $ 7,00 fee, $ 62,80 to collect in cash with change for $ 100. */
const delivery = anOrder({ id: 5, type: 3, code: '0055', total: 55.8, items: [anItem({ quantity: 2, price: 27.9, total: 55.8 })], locations: [] });
const deliveryInvoice = anInvoice({
  status: 'closing',
  paymentMethod: 'cash',
  paidWith: 100,
  change: 37.2,
  deliveryFee: 7,
  total: 62.8,
  orders: [delivery],
});
const collected = (payment: string | null) => /^Cobrar: (\$ [\d.,]+)/.exec(payment ?? '')?.[1];

describe("a delivery's kitchen ticket", () => {
  it('shows the fee on its own line and a total equal to what the driver collects', () => {
    const ticket = kitchenTicketOf(delivery, deliveryInvoice, 'Cantina');
    expect(ticket.deliveryFee).toBe('$ 7,00');
    expect(ticket.total).toBe('$ 62,80');
    expect(collected(ticket.payment)).toBe(ticket.total);
  });

  it.each([
    ['a table’s order', anOrder({ type: 0 }), deliveryInvoice],
    ['a takeaway', anOrder({ type: 1 }), anInvoice({ deliveryFee: 0 })],
    ['a delivery with no fee', delivery, { ...deliveryInvoice, deliveryFee: 0, total: 55.8 }],
    ['a canceled delivery', { ...delivery, status: 'canceled' as const }, deliveryInvoice],
    ['a delivery whose comanda did not load', delivery, null],
  ])('%s has no fee line and its items’ total', (_case, order, invoice) => {
    const ticket = kitchenTicketOf(order, invoice, null);
    expect(ticket.deliveryFee).toBeNull();
    expect(ticket.total).toBe(order === delivery || order.type === 3 ? '$ 55,80' : '$ 40,00');
  });
});

describe("a comanda's receipt", () => {
  it("a delivery's: the fee on its own line, the total as collected, the cash and the change", () => {
    const receipt = invoiceReceiptOf(deliveryInvoice, 'Cantina', 'Comanda');
    expect(receipt.title).toBe('Comanda #0042');
    expect(receipt.amounts).toEqual([
      { label: 'Subtotal', amount: '$ 55,80', strong: false },
      { label: 'Taxa de entrega', amount: '$ 7,00', strong: false },
      { label: 'Total', amount: '$ 62,80', strong: true },
      { label: 'A receber', amount: '$ 100,00', strong: false },
      { label: 'Troco', amount: '$ 37,20', strong: false },
    ]);
    expect(collected(receipt.payment)).toBe('$ 62,80');
    expect(receipt.orders).toEqual([{ key: '5', title: 'Pedido #0055', lines: [expect.objectContaining({ label: '2x X-Burger', amount: '$ 55,80' })] }]);
  });

  it("a table's, paid: no fee line, what was received and how", () => {
    const paid = anInvoice({ status: 'closed', paymentMethod: 'debitCard', orders: [anOrder(), anOrder({ id: 101, status: 'canceled' })] });
    const receipt = invoiceReceiptOf(paid, 'Cantina', 'Comanda');
    expect(receipt.amounts.map((line) => line.label)).toEqual(['Subtotal', 'Total', 'Recebido']);
    expect(receipt.orders).toHaveLength(1);
    expect(receipt.payment).toBe('Pago: Cartão de débito');
    expect(receipt.heading).toEqual(['Mesa 1', '14/03/2025 12:00', 'Maria Lima'].map((line) => expect.stringContaining(line.slice(0, 5))));
  });

  it('one paid in parts: what was paid and what is left while it runs, then every part, its method and change', () => {
    const at = new Date(2025, 2, 14, 20, 14).toISOString();
    const parts = [
      { id: 1, amount: 20, paymentMethod: 'pix' as const, cashReceived: null, change: null, by: 'Ana Souza', at },
      { id: 2, amount: 20, paymentMethod: 'cash' as const, cashReceived: 50, change: 30, by: 'Ana Souza', at },
    ];
    const running = invoiceReceiptOf(anInvoice({ status: 'open', paymentMethod: null, total: 62.8, paid: 40, payments: parts, orders: [anOrder()] }), 'Cantina', 'Comanda');
    expect(running.amounts).toEqual([
      { label: 'Subtotal', amount: '$ 62,80', strong: false },
      { label: 'Total', amount: '$ 62,80', strong: true },
      { label: 'Pago', amount: '$ 40,00', strong: false },
      { label: 'Falta', amount: '$ 22,80', strong: true },
    ]);
    expect(collected(running.payment)).toBe('$ 22,80');
    expect(running.payments).toEqual([
      { title: 'Pix · $ 20,00', detail: 'Ana Souza às 20:14' },
      { title: 'Dinheiro · $ 20,00', detail: 'Ana Souza às 20:14 · Recebido $ 50,00 · Troco $ 30,00' },
    ]);
    const paid = invoiceReceiptOf(anInvoice({ status: 'closed', paymentMethod: 'pix', total: 40, paid: 40, payments: parts, orders: [anOrder()] }), 'Cantina', 'Comanda');
    expect(paid.payments).toHaveLength(2);
    // Closed under the largest part's method, it names none: the parts say how each was paid.
    expect(paid.payment).toBe('Pago');
    // Paid at once, a comanda lists no parts.
    expect(invoiceReceiptOf(anInvoice({ status: 'closed', paymentMethod: 'pix', payments: [] }), 'Cantina', 'Comanda').payments).toEqual([]);
  });

  it('one with a fee and a service charge paid by Pix, card and cash: every amount, then each part with its method', () => {
    const at = new Date(2025, 2, 14, 21, 5).toISOString();
    const parts = [
      { id: 1, amount: 30, paymentMethod: 'pix' as const, cashReceived: null, change: null, by: 'Ana Souza', at },
      { id: 2, amount: 25, paymentMethod: 'creditCard' as const, cashReceived: null, change: null, by: 'Ana Souza', at },
      { id: 3, amount: 11.8, paymentMethod: 'cash' as const, cashReceived: 20, change: 8.2, by: 'Bruno Lima', at },
    ];
    // $ 40,00 at the table and $ 15,80 delivered: a $ 7,00 fee and 10% of the table's $ 40,00.
    const invoice = anInvoice({
      status: 'closed',
      paymentMethod: 'pix',
      deliveryFee: 7,
      serviceCharge: 4,
      serviceChargePercent: 10,
      total: 66.8,
      paid: 66.8,
      payments: parts,
      orders: [anOrder(), { ...delivery, id: 6, total: 15.8, items: [anItem({ quantity: 1, price: 15.8, total: 15.8 })] }],
    });
    const receipt = invoiceReceiptOf(invoice, 'Cantina', 'Comanda');
    expect(receipt.amounts.map(({ label, amount }) => `${label} ${amount}`)).toEqual([
      'Subtotal $ 55,80',
      'Taxa de entrega $ 7,00',
      'Taxa de serviço (10%) $ 4,00',
      'Total $ 66,80',
      'Recebido $ 66,80',
    ]);
    expect(receipt.payment).toBe('Pago');
    expect(receipt.payments).toEqual([
      { title: 'Pix · $ 30,00', detail: 'Ana Souza às 21:05' },
      { title: 'Cartão de crédito · $ 25,00', detail: 'Ana Souza às 21:05' },
      { title: 'Dinheiro · $ 11,80', detail: 'Bruno Lima às 21:05 · Recebido $ 20,00 · Troco $ 8,20' },
    ]);
  });
});
