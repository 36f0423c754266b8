import { methodOfOperatorCode } from '@contract/payment-methods';
import type { InvoiceStatus, OrderStatus } from '@contract/ordering';
import { initialOrderStatusOf, orderTransitionOf, type OrderAction } from '@server/domain/order-rules';
import { deliveryFeeOf, linePriceOf, optionChoiceProblemOf, priceOrderLines, type MenuSnapshot } from '@server/domain/pricing-rules';
import {
  changeOf,
  closingRequestDecisionOf,
  invoiceAmountsOf,
  invoiceCloseDecisionOf,
  invoiceVoidedByOrdersOf,
  joinInvoiceDecisionOf,
  paymentCompletionDecisionOf,
} from '@server/domain/invoice-rules';

describe('orderTransitionOf', () => {
  const cases: [OrderAction, OrderStatus, InvoiceStatus, OrderStatus | null][] = [
    ['start', 'authorized', 'open', 'started'],
    ['start', 'authorized', 'closed', 'started'],
    ['start', 'open', 'open', null],
    ['start', 'started', 'open', null],
    ['start', 'completed', 'open', null],
    ['start', 'canceled', 'open', null],
    ['complete', 'started', 'open', 'completed'],
    ['complete', 'started', 'closed', 'completed'],
    ['complete', 'open', 'open', null],
    ['complete', 'authorized', 'open', null],
    ['complete', 'completed', 'open', null],
    ['complete', 'canceled', 'open', null],
    ['cancel', 'open', 'open', 'canceled'],
    ['cancel', 'authorized', 'open', 'canceled'],
    ['cancel', 'started', 'closing', 'canceled'],
    ['cancel', 'authorized', 'closed', null],
    ['cancel', 'authorized', 'canceled', null],
    ['cancel', 'completed', 'open', null],
    ['cancel', 'canceled', 'open', null],
  ];
  it.each(cases)('%s on a %s order of a %s invoice → %s', (action, order, invoice, expected) => {
    const decision = orderTransitionOf(action, order, invoice);
    if (expected === null) {
      expect(decision.ok).toBe(false);
      const code = action === 'cancel' && order !== 'completed' && order !== 'canceled' ? 'invoice_finished' : `order_${order}`;
      expect(decision).toEqual({ ok: false, message: expect.stringMatching(/.+/), code });
    } else {
      expect(decision).toEqual({ ok: true, value: expected });
    }
  });
});

describe('linePriceOf', () => {
  it.each([
    [{ itemPriceCents: 2490, portionPriceCents: null, optionPricesCents: [], quantity: 1 }, 2490, 2490],
    [{ itemPriceCents: 2490, portionPriceCents: 3290, optionPricesCents: [], quantity: 2 }, 3290, 6580],
    [{ itemPriceCents: 2490, portionPriceCents: null, optionPricesCents: [400, 250], quantity: 3 }, 2490, 9420],
    [{ itemPriceCents: 2490, portionPriceCents: 3290, optionPricesCents: [400], quantity: 99 }, 3290, 365_310],
    [{ itemPriceCents: 0, portionPriceCents: null, optionPricesCents: [0], quantity: 5 }, 0, 0],
  ])('%j → unit %i, total %i', (line, unitCents, totalCents) => {
    expect(linePriceOf(line)).toEqual({ unitCents, totalCents });
  });
});

describe('optionChoiceProblemOf', () => {
  const groups = [
    { id: 1, title: 'Ponto', required: true, maxLength: 1 },
    { id: 2, title: 'Adicionais', required: false, maxLength: 2 },
    { id: 3, title: 'Molhos', required: false, maxLength: null },
  ];
  it.each([
    [[1], null],
    [[1, 2, 2], null],
    [[1, 3, 3, 3, 3], null],
    [[], /pelo menos uma opção de "Ponto"/],
    [[2], /pelo menos uma opção de "Ponto"/],
    [[1, 1], /no máximo 1 opção de "Ponto"/],
    [[1, 2, 2, 2], /no máximo 2 opções de "Adicionais"/],
  ] as [number[], RegExp | null][])('picks from groups %j → %s', (chosen, expected) => {
    const problem = optionChoiceProblemOf(groups, chosen);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('deliveryFeeOf', () => {
  it.each([
    [3, { active: true, feeCents: 700 }, 700],
    [3, { active: false, feeCents: 700 }, 0],
    [3, null, 0],
    [0, { active: true, feeCents: 700 }, 0],
    [1, { active: true, feeCents: 700 }, 0],
    [2, { active: true, feeCents: 700 }, 0],
  ] as const)('type %i with %j → %i', (type, delivery, expected) => {
    expect(deliveryFeeOf(type, delivery)).toBe(expected);
  });
});

describe('invoiceAmountsOf', () => {
  const order = (status: OrderStatus, totalCents: number, deliveryFeeCents = 0) => ({
    type: deliveryFeeCents > 0 ? 3 : 0,
    status,
    totalCents,
    deliveryFeeCents,
  });
  it.each([
    [[], 0, 0],
    [[order('authorized', 1000), order('started', 500)], 1500, 0],
    [[order('authorized', 1000), order('canceled', 500)], 1000, 0],
    [[order('canceled', 1000, 700)], 0, 0],
    [[order('open', 2000, 700)], 2700, 700],
    // The fee is charged once, however many delivery orders the invoice has.
    [[order('completed', 2000, 700), order('authorized', 1000, 700)], 3700, 700],
    [[order('canceled', 2000, 700), order('authorized', 1000, 0)], 1000, 0],
  ])('%j → total %i, fee %i', (orders, totalCents, deliveryFeeCents) => {
    expect(invoiceAmountsOf(orders)).toEqual({ totalCents, deliveryFeeCents, serviceChargeCents: 0 });
  });

  // The charge is the comanda's percent of its dine-in orders not canceled, and part of the total.
  it.each([
    ['10% of R$ 55,55 rounds half a centavo up', [order('authorized', 5555)], 1000, 556, 6111],
    ['10% of R$ 55,54 rounds down', [order('authorized', 5554)], 1000, 555, 6109],
    ['12,5% of R$ 10,01', [order('started', 1001)], 1250, 125, 1126],
    ['a canceled order is not charged', [order('authorized', 5000), order('canceled', 3000)], 1000, 500, 5500],
    ['the delivery fee and a delivery order are not charged', [order('authorized', 2000), order('open', 3000, 700)], 1000, 200, 5900],
    ['no percent, no charge', [order('authorized', 5555)], null, 0, 5555],
  ])('%s', (_case, orders, basisPoints, serviceChargeCents, totalCents) => {
    expect(invoiceAmountsOf(orders, basisPoints)).toMatchObject({ serviceChargeCents, totalCents });
  });
});

describe('changeOf', () => {
  it.each([
    [null, 4590, null],
    [5000, 4590, 410],
    [4590, 4590, 0],
    [4000, 4590, 0],
  ])('paid with %s for %i → %s', (paidWith, total, expected) => {
    expect(changeOf(paidWith, total)).toBe(expected);
  });
});

describe('closingRequestDecisionOf', () => {
  it.each([
    [{ status: 'open', totalCents: 4590 }, 'cash', 5000, true],
    [{ status: 'open', totalCents: 4590 }, 'cash', null, true],
    [{ status: 'open', totalCents: 4590 }, 'online', null, true],
    [{ status: 'open', totalCents: 4590 }, 'cash', 4589, false],
    [{ status: 'open', totalCents: 4590 }, 'creditCard', 5000, false],
    [{ status: 'open', totalCents: 0 }, 'cash', null, false],
    [{ status: 'closing', totalCents: 4590 }, 'cash', null, false],
    [{ status: 'closed', totalCents: 4590 }, 'debitCard', null, false],
  ] as const)('%j with %s, paid with %s → %s', (invoice, method, paidWith, ok) => {
    expect(closingRequestDecisionOf(invoice, method, paidWith).ok).toBe(ok);
  });
});

describe('invoiceCloseDecisionOf', () => {
  it.each([
    ['open', null, false, 'close'],
    ['closing', 'cash', false, 'close'],
    ['closing', 'cash', true, null],
    ['closing', 'creditCard', true, null],
    ['closing', 'online', true, 'close'],
    ['open', null, true, null],
    ['closed', 'cash', false, 'alreadyClosed'],
    ['canceled', null, false, null],
  ] as const)('%s invoice paid by %s, waiting payment %s → %s', (status, paymentMethod, waiting, expected) => {
    const decision = invoiceCloseDecisionOf({ status, paymentMethod }, waiting);
    expect(decision.ok ? decision.value : null).toBe(expected);
  });
});

describe('paymentCompletionDecisionOf', () => {
  it.each([
    [0, 'open', true],
    [0, 'closing', true],
    [1, 'closing', false],
    [2, 'canceled', false],
    [0, 'closed', false],
    [0, 'canceled', false],
  ] as const)('payment status %i on a %s invoice → %s', (status, invoice, ok) => {
    expect(paymentCompletionDecisionOf(status, invoice).ok).toBe(ok);
  });

  it('names why it refuses, for the app to word: confirmed, canceled, or the invoice already finished', () => {
    const codeOf = (status: number, invoice: 'open' | 'closed') => {
      const decision = paymentCompletionDecisionOf(status, invoice);
      return decision.ok ? null : decision.code;
    };
    expect([codeOf(1, 'open'), codeOf(2, 'open'), codeOf(0, 'closed')]).toEqual(['payment_confirmed', 'payment_canceled', 'invoice_finished']);
  });
});

describe('small mappings', () => {
  it.each([
    [0, 'cash'],
    [1, 'creditCard'],
    [2, 'debitCard'],
    [3, 'pix'],
    [4, 'mealVoucher'],
  ] as const)('operator method %i is the invoice method %s', (method, expected) => {
    expect(methodOfOperatorCode(method)).toBe(expected);
  });

  it.each([
    [true, 'open'],
    [false, 'authorized'],
  ] as const)('a new order with prepay %s starts %s', (prepay, expected) => {
    expect(initialOrderStatusOf(prepay)).toBe(expected);
  });

  it.each([
    [{ status: 'open', prepay: false }, true],
    [{ status: 'closing', prepay: false }, false],
    [{ status: 'closed', prepay: false }, false],
    [{ status: 'open', prepay: true }, false],
  ] as const)('joining %j → %s', (invoice, ok) => {
    expect(joinInvoiceDecisionOf(invoice).ok).toBe(ok);
  });

  it.each([
    [{ status: 'open', prepay: true }, ['canceled'], true],
    [{ status: 'closing', prepay: false }, ['canceled', 'canceled'], true],
    [{ status: 'open', prepay: false }, ['canceled'], true],
    [{ status: 'open', prepay: false }, ['canceled', 'canceled', 'canceled'], true],
    [{ status: 'open', prepay: false }, ['canceled', 'authorized'], false],
    [{ status: 'open', prepay: false }, [], false],
    [{ status: 'closing', prepay: false }, ['canceled', 'completed'], false],
    [{ status: 'closed', prepay: true }, ['canceled'], false],
    [{ status: 'canceled', prepay: false }, ['canceled'], false],
  ] as const)('voiding %j with orders %j → %s', (invoice, orders, expected) => {
    expect(invoiceVoidedByOrdersOf(invoice, [...orders])).toBe(expected);
  });
});

describe('priceOrderLines', () => {
  const menu: MenuSnapshot = {
    items: new Map([
      [1, { name: 'X-Burguer', categoryId: 10, priceCents: 2490, orderable: true }],
      [2, { name: 'Pastel', categoryId: 10, priceCents: 900, orderable: false }],
      [3, { name: 'Suco', categoryId: 20, priceCents: 800, orderable: true }],
    ]),
    portions: new Map([
      [100, { itemId: 1, name: 'Duplo', priceCents: 3290, available: true }],
      [101, { itemId: 1, name: 'Triplo', priceCents: 3990, available: false }],
      [102, { itemId: 3, name: '500 ml', priceCents: 1100, available: true }],
    ]),
    options: new Map([
      [200, { optionGroupId: 50, categoryId: 10, name: 'Bacon', priceCents: 400, orderable: true }],
      [201, { optionGroupId: 50, categoryId: 10, name: 'Catupiry', priceCents: 350, orderable: false }],
      [202, { optionGroupId: 60, categoryId: 20, name: 'Gelo', priceCents: 0, orderable: true }],
    ]),
    optionGroups: new Map([[10, [{ id: 50, title: 'Adicionais', required: false, maxLength: 2 }]]]),
  };

  it('prices every line from the menu and sums them', () => {
    const decision = priceOrderLines(menu, [
      { itemId: 1, quantity: 2, portionId: 100, optionIds: [200] },
      { itemId: 3, quantity: 1, optionIds: [202] },
    ]);
    expect(decision).toEqual({
      ok: true,
      totalCents: (3290 + 400) * 2 + 800,
      lines: [
        {
          itemId: 1,
          name: 'X-Burguer',
          quantity: 2,
          unitCents: 3290,
          totalCents: 7380,
          portion: { name: 'Duplo', priceCents: 3290 },
          options: [{ optionId: 200, name: 'Bacon', priceCents: 400 }],
        },
        { itemId: 3, name: 'Suco', quantity: 1, unitCents: 800, totalCents: 800, portion: null, options: [{ optionId: 202, name: 'Gelo', priceCents: 0 }] },
      ],
    });
  });

  it.each([
    ['an item not in the menu', { itemId: 9, quantity: 1 }, 400],
    ['an unavailable item', { itemId: 2, quantity: 1 }, 409],
    ["another item's portion", { itemId: 1, quantity: 1, portionId: 102 }, 400],
    ['an unknown portion', { itemId: 1, quantity: 1, portionId: 999 }, 400],
    ['an unavailable portion', { itemId: 1, quantity: 1, portionId: 101 }, 409],
    ["another category's option", { itemId: 1, quantity: 1, optionIds: [202] }, 400],
    ['an unavailable option', { itemId: 1, quantity: 1, optionIds: [201] }, 409],
    ['more options than the group allows', { itemId: 1, quantity: 1, optionIds: [200, 200, 200] }, 400],
  ])('refuses %s with %i', (_name, line, status) => {
    expect(priceOrderLines(menu, [line])).toEqual({ ok: false, status, message: expect.any(String) });
  });
});
