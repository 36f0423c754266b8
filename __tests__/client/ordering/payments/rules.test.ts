import type { OrderPaymentStatus, PaymentOperatorMethod } from '@contract/order-payments';
import {
  comparePaymentsNewestFirst,
  isDefaultOrderPaymentFilters,
  paymentMethodLabelOf,
  paymentStatusChipOf,
} from '@/ordering/payments/rules';
import { payment } from '../../features/order-payments/fixtures';

describe('paymentStatusChipOf', () => {
  it.each<[OrderPaymentStatus, string, string]>([
    [0, 'Não Pago', 'warning'],
    [1, 'Pago', 'success'],
    [2, 'Camcelado', 'danger'],
  ])('%s: %s in %s', (status, label, color) => {
    expect(paymentStatusChipOf(status)).toEqual({ label, color });
  });
});

describe('paymentMethodLabelOf', () => {
  it.each<[PaymentOperatorMethod | null, OrderPaymentStatus, string | null]>([
    [0, 1, 'Dinheiro'],
    [1, 1, 'Cartão de crédito'],
    [2, 1, 'Cartão de débito'],
    [3, 1, 'Pix'],
    [4, 1, 'Vale-refeição'],
    [null, 1, 'Online'],
    [null, 0, null],
    [null, 2, null],
  ])('method %s, status %s: %s', (method, status, expected) => {
    expect(paymentMethodLabelOf({ method, status })).toBe(expected);
  });
});

describe('isDefaultOrderPaymentFilters', () => {
  it.each([
    [{ status: [] }, true],
    [{ status: [], startDate: undefined, endDate: undefined }, true],
    [{ status: [1] }, false],
    [{ status: [], startDate: '2025-11-01' }, false],
    [{ status: [], endDate: '2025-11-01' }, false],
  ] as const)('%j: %s', (filters, expected) => {
    expect(isDefaultOrderPaymentFilters({ ...filters, status: [...filters.status] })).toBe(expected);
  });
});

it('sorts payments newest first, the id breaking ties', () => {
  const list = [
    payment({ id: 1, createAt: '2025-11-20T10:00:00.000Z' }),
    payment({ id: 2, createAt: '2025-11-20T12:00:00.000Z' }),
    payment({ id: 3, createAt: '2025-11-20T10:00:00.000Z' }),
  ];
  expect([...list].sort(comparePaymentsNewestFirst).map((entry) => entry.id)).toEqual([2, 3, 1]);
});
