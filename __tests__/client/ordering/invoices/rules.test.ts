import type { InvoicePaymentMethod, InvoiceStatus } from '@contract/ordering';
import {
  arePaymentMethodsDisabled,
  canConfirmPayment,
  closingStepsOf,
  defaultInvoiceFilters,
  invoiceFilterChipsOf,
  invoiceStatusLabels,
  isDefaultInvoiceFilters,
  isOpenStatusDisabled,
  partialPaymentRecordedText,
  isPaid,
  lastUpdateOf,
  matchesInvoiceFilters,
  methodToInformOf,
  confirmReplayConflictOf,
} from '@/ordering/invoices/rules';
import { invoiceTotalsOf, locationsOf, showsInvoiceDateOnReceipt } from '@/ordering/invoices/receipt';
import {
  changeFor,
  hasInvoiceFilterChoice,
  invoiceChipOf,
  invoiceIconsOf,
  shortfallOf,
  shortfallText,
  needsPaymentConfirmation,
  unfinishedOrderCountOf,
  unfinishedOrdersText,
} from '@/features/invoices/rules';
import { phoneTextOf } from '@/shared/ordering/phone';
import { anInvoice, anOrder, aPayment } from '../../features/invoices/fixtures';

describe('invoiceChipOf', () => {
  it.each<[InvoicePaymentMethod | null, InvoiceStatus, string]>([
    ['cash', 'closing', 'Dinheiro'],
    ['creditCard', 'closed', 'Cartão de crédito'],
    ['debitCard', 'closing', 'Cartão de débito'],
    ['online', 'open', 'Online'],
    [null, 'closed', 'Confirmado'],
    [null, 'open', 'Em aberto'],
    [null, 'closing', 'Em aberto'],
    // Departs from the spec's rule ('Em aberto'): a canceled invoice is not waiting for anything.
    [null, 'canceled', 'Cancelado'],
    ['cash', 'canceled', 'Cancelado'],
  ])('method %s, status %s → %s', (paymentMethod, status, label) => {
    expect(invoiceChipOf({ paymentMethod, status }).label).toBe(label);
  });
});

describe('status labels', () => {
  it.each<[InvoiceStatus, string]>([
    ['open', 'Em aberto'],
    ['closing', 'Encerrado'],
    ['closed', 'Confirmado'],
    ['canceled', 'Cancelado'],
  ])('%s → %s', (status, label) => expect(invoiceStatusLabels[status]).toBe(label));
});

describe('invoiceIconsOf', () => {
  it.each<[InvoiceStatus, boolean, string[]]>([
    ['closed', false, ['done']],
    ['closed', true, ['done']],
    ['open', true, ['priority']],
    ['closing', true, ['priority']],
    ['canceled', true, []],
    ['open', false, []],
    ['closing', false, []],
  ])('status %s, prepaid %s → %j', (status, prepay, icons) => {
    expect(invoiceIconsOf({ status, prepay })).toEqual(icons);
  });
});

describe('lastUpdateOf', () => {
  const times = { createdAt: 'c', closingAt: null, closedAt: null, canceledAt: null };
  it.each([
    [{ ...times, closedAt: 'x', closingAt: 'y', canceledAt: 'z' }, 'x'],
    [{ ...times, closingAt: 'y', canceledAt: 'z' }, 'y'],
    [{ ...times, canceledAt: 'z' }, 'c'],
    [times, 'c'],
  ])('%j → %s', (invoice, expected) => expect(lastUpdateOf(invoice)).toBe(expected));
});

describe('paid and confirmation', () => {
  it.each<[InvoiceStatus, boolean, boolean, boolean, boolean]>([
    // status, prepaid, isPaid, canConfirmPayment, needsPaymentConfirmation
    ['open', false, false, true, false],
    ['closing', false, false, true, false],
    ['open', true, false, true, true],
    ['closing', true, false, true, true],
    ['closed', true, true, false, false],
    ['closed', false, true, false, false],
    ['canceled', true, false, false, false],
  ])('%s prepaid=%s', (status, prepay, paid, confirmable, needs) => {
    expect(isPaid({ status })).toBe(paid);
    expect(canConfirmPayment({ status })).toBe(confirmable);
    expect(needsPaymentConfirmation({ status, prepay })).toBe(needs);
  });
});

describe('methodToInformOf', () => {
  it.each<[InvoicePaymentMethod | null, number]>([
    ['cash', 0],
    ['creditCard', 1],
    ['debitCard', 2],
    ['pix', 3],
    ['mealVoucher', 4],
    // The spec's 'anything else to debit card'.
    ['online', 2],
    [null, 2],
  ])("the comanda's %s is informed as %d", (method, operator) => expect(methodToInformOf(method, undefined)).toBe(operator));

  it("takes staff's choice only where the comanda has no method of its own", () => {
    expect(methodToInformOf(null, 'mealVoucher')).toBe(4);
    expect(methodToInformOf('cash', 'pix')).toBe(0);
  });
});

describe('closingStepsOf', () => {
  it.each<[string, InvoicePaymentMethod | null, ReturnType<typeof aPayment> | null, string[]]>([
    ['waiting payment, cash', 'cash', aPayment({ status: 0 }), ['informPayment', 'close']],
    ['waiting payment, no method', null, aPayment({ status: 0 }), ['informPayment', 'close']],
    ['canceled payment, card', 'creditCard', aPayment({ status: 2 }), ['informPayment', 'close']],
    ['waiting payment, online', 'online', aPayment({ status: 0 }), ['close']],
    ['completed payment', 'cash', aPayment({ status: 1 }), ['close']],
    ['no payment', 'cash', null, ['close']],
  ])('%s → %j', (_case, paymentMethod, payment, steps) => {
    expect(closingStepsOf({ paymentMethod }, payment)).toEqual(steps);
  });
});

describe('showsInvoiceDateOnReceipt', () => {
  const opened = '2025-03-14T15:00:00.000Z';
  it.each([
    [[], false],
    [['2025-03-14T15:00:00.000Z'], false],
    [['2025-03-14T15:04:59.000Z'], false],
    [['2025-03-14T15:05:00.000Z'], true],
    [['2025-03-14T15:01:00.000Z', '2025-03-14T16:00:00.000Z'], true],
    [['2025-03-14T14:55:00.000Z'], true],
  ])('orders at %j → %s', (orderTimes, expected) => {
    const orders = orderTimes.map((createdAt, index) => anOrder({ id: index + 1, createdAt }));
    expect(showsInvoiceDateOnReceipt({ createdAt: opened, orders })).toBe(expected);
  });

  it('is false while the orders are not loaded', () => {
    expect(showsInvoiceDateOnReceipt({ createdAt: opened })).toBe(false);
  });
});

describe('invoiceTotalsOf', () => {
  it.each([
    [
      'open, table order',
      anInvoice({ total: 40, orders: [anOrder()] }),
      { deliveryFee: null, total: 40, settledLabel: 'A receber', settled: 40, change: null, canceledTotal: null },
    ],
    [
      'canceled: the total its orders had, though its own is now 0',
      anInvoice({ status: 'canceled', total: 0, orders: [anOrder({ status: 'canceled', total: 24.9 }), anOrder({ id: 2, status: 'canceled', total: 10.2 })] }),
      { deliveryFee: null, total: 0, settledLabel: 'A receber', settled: 0, change: null, canceledTotal: 35.1 },
    ],
    [
      'delivery with cash change',
      anInvoice({ status: 'closing', deliveryFee: 5, total: 45, paidWith: 50, change: 5, orders: [anOrder({ type: 3 })] }),
      { deliveryFee: 5, total: 45, settledLabel: 'A receber', settled: 50, change: 5, canceledTotal: null },
    ],
    [
      'closed',
      anInvoice({ status: 'closed', total: 40, orders: [anOrder({ type: 1 })] }),
      { deliveryFee: null, total: 40, settledLabel: 'Recebido', settled: 40, change: null, canceledTotal: null },
    ],
    [
      'orders not loaded',
      anInvoice({ deliveryFee: 5, total: 45 }),
      { deliveryFee: null, total: 45, settledLabel: 'A receber', settled: 45, change: null, canceledTotal: null },
    ],
  ])('%s', (_case, invoice, totals) => expect(invoiceTotalsOf(invoice)).toEqual({ ...totals, serviceCharge: null, serviceChargeRemoval: null }));
});

describe('filters', () => {
  it.each([
    [defaultInvoiceFilters(), true],
    [{ status: ['closing', 'open'], paymentMethods: [] }, true],
    [{ status: ['open', 'closing'], paymentMethods: [], from: '' }, true],
    [{ status: ['open'], paymentMethods: [] }, false],
    [{ status: ['open', 'closing'], paymentMethods: [], from: '2025-03-01' }, false],
    [{ status: ['closing'], paymentMethods: ['cash'] }, false],
  ] as const)('%j is default: %s', (filters, expected) => {
    expect(isDefaultInvoiceFilters({ ...filters, status: [...filters.status], paymentMethods: [...filters.paymentMethods] })).toBe(
      expected,
    );
  });

  it.each<[InvoiceStatus[], InvoicePaymentMethod[], boolean, boolean, boolean]>([
    // status, methods, has a choice, 'open' disabled, methods disabled
    [['open', 'closing'], [], true, false, true],
    [['closing'], ['cash'], true, true, false],
    [[], ['online'], true, true, false],
    [['closed'], [], true, false, false],
    [[], [], false, false, false],
  ])('status %j, methods %j', (status, paymentMethods, choice, openDisabled, methodsDisabled) => {
    expect(hasInvoiceFilterChoice({ status, paymentMethods })).toBe(choice);
    expect(isOpenStatusDisabled({ paymentMethods })).toBe(openDisabled);
    expect(arePaymentMethodsDisabled({ status })).toBe(methodsDisabled);
  });

  it.each([
    [anInvoice({ status: 'open' }), defaultInvoiceFilters(), true],
    [anInvoice({ status: 'closed' }), defaultInvoiceFilters(), false],
    [anInvoice({ status: 'closing', paymentMethod: 'cash' }), { status: [], paymentMethods: ['cash'] }, true],
    [anInvoice({ status: 'closing', paymentMethod: null }), { status: [], paymentMethods: ['cash'] }, false],
    [anInvoice({ createdAt: '2025-03-14T15:00:00.000Z' }), { ...defaultInvoiceFilters(), from: '2025-03-15' }, false],
    [anInvoice({ createdAt: '2025-03-14T15:00:00.000Z' }), { ...defaultInvoiceFilters(), until: '2025-03-13' }, false],
    [anInvoice({ createdAt: '2025-03-14T15:00:00.000Z' }), { ...defaultInvoiceFilters(), from: '2025-03-14', until: '2025-03-14' }, true],
  ] as const)('matchesInvoiceFilters #%#', (invoice, filters, expected) => {
    expect(matchesInvoiceFilters(invoice, { ...filters, status: [...filters.status], paymentMethods: [...filters.paymentMethods] })).toBe(
      expected,
    );
  });
});

describe('display helpers', () => {
  it.each([
    ['5511987654321', '(11) 98765-4321'],
    ['551134567890', '(11) 3456-7890'],
    ['551133334444', '(11) 3333-4444'],
    ['123', '123'],
    [null, null],
  ])('phone %s → %s', (mobile, text) => expect(phoneTextOf(mobile)).toBe(text));

  it.each([
    [anInvoice({ location: 'Mesa 2' }), ['Mesa 2']],
    [anInvoice({ orders: [anOrder({ type: 0, locations: ['Mesa 2'] }), anOrder({ id: 2, type: 0, locations: ['Mesa 2'] })] }), ['Mesa 2']],
    [anInvoice({ orders: [anOrder({ type: 3 }), anOrder({ id: 2, type: 2 })] }), ['Delivery', 'Retirada']],
  ])('locations #%#', (invoice, locations) => expect(locationsOf(invoice)).toEqual(locations));
});

describe('active invoice filters as chips (invoiceFilterChipsOf)', () => {
  it('names statuses, payment methods and dates beyond the default', () => {
    const chips = invoiceFilterChipsOf({ until: '2026-11-20', status: ['closed'], paymentMethods: ['cash'] });
    expect(chips.map((chip) => chip.label)).toEqual(['Até 20/11/2026', 'Confirmado', 'Dinheiro']);
  });

  it("never pairs 'Em aberto' with payment methods: dismissing the last status keeps the methods alone", () => {
    const [, status] = invoiceFilterChipsOf({ status: ['closed'], paymentMethods: ['cash'], until: '2026-11-20' });
    expect(status.without).toEqual({ until: '2026-11-20', status: [], paymentMethods: ['cash'] });
  });
});

describe("what the 'Confirmar pagamento' dialog shows", () => {
  it("records the comanda's own method by the spec's mapping, staff's choice only where it has none", () => {
    expect(methodToInformOf('cash', 'creditCard')).toBe(0);
    expect(methodToInformOf('online', 'cash')).toBe(2);
    expect(methodToInformOf(null, 'cash')).toBe(0);
    expect(methodToInformOf(null, 'creditCard')).toBe(1);
    expect(methodToInformOf(null, undefined)).toBe(2);
  });

  it('counts the orders the kitchen still has: Aguardando and Preparando, not those waiting for a prepayment', () => {
    const orders = (['open', 'authorized', 'started', 'completed', 'canceled'] as const).map((status, id) => anOrder({ id, status }));
    expect(unfinishedOrderCountOf({ orders })).toBe(2);
    expect(unfinishedOrderCountOf({ orders: undefined })).toBe(0);
  });

  it('names them in the variant’s term', () => {
    expect(unfinishedOrdersText(1, 'Comanda')).toBe('Há 1 pedido não concluído nesta comanda.');
    expect(unfinishedOrdersText(3, 'Compra')).toBe('Há 3 pedidos não concluídos nesta compra.');
  });

  it('gives the change only for an amount that covers the total, to the cent', () => {
    expect(changeFor(50, 42.3)).toBe(7.7);
    expect(changeFor(42.3, 42.3)).toBe(0);
    expect(changeFor(40, 42.3)).toBeNull();
    expect(changeFor(null, 42.3)).toBeNull();
  });
});

describe('confirmReplayConflictOf', () => {
  it.each([
    ['open, never sent', 'open', false, null],
    ['closing, never sent', 'closing', false, null],
    ['closed by someone else, never sent', 'closed', false, 'payment_confirmed'],
    ['canceled meanwhile, never sent', 'canceled', false, 'invoice_finished'],
    ['closed, but this device sent it before (its key decides)', 'closed', true, null],
    ['canceled, sent before: the server answers', 'canceled', true, null],
  ] as const)('%s → %s', (_name, status, sentBefore, expected) => {
    expect(confirmReplayConflictOf({ status }, sentBefore)).toBe(expected);
  });
});

describe('cash below the total', () => {
  it.each([
    [20, 75.6, 55.6],
    [75.59, 75.6, 0.01],
    [75.6, 75.6, null],
    [100, 75.6, null],
    [null, 75.6, null],
    [0.1 + 0.2, 0.31, 0.01],
  ])('%p received of %p: missing %p', (received, total, missing) => {
    expect(shortfallOf(received, total)).toBe(missing);
  });

  it('names what is missing, asks about it, then says what the partial payment left', () => {
    expect(shortfallText(55.6, false)).toBe('Faltam $ 55,60');
    expect(shortfallText(1234.5, true)).toBe('Faltam $ 1.234,50. Registrar como pagamento parcial?');
    expect(partialPaymentRecordedText(55.6)).toBe('Pagamento parcial registrado. Faltam $ 55,60.');
  });
});
