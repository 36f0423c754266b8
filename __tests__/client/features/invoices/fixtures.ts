import type { Invoice, Order, OrderItem } from '@contract/ordering';
import type { OrderPayment } from '@contract/order-payments';
import { accountTokenFor } from '../../support/accountToken';

export function anItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return { id: 1, name: 'X-Burger', quantity: 2, price: 20, total: 40, portion: null, options: [], ...overrides };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 100,
    invoiceId: 1,
    type: 0,
    code: '0101',
    total: 40,
    createdAt: '2025-03-14T15:00:00.000Z',
    authorizedAt: '2025-03-14T15:00:00.000Z',
    startedAt: null,
    completedAt: null,
    canceledAt: null,
    status: 'authorized',
    escalatedAt: null,
    items: [anItem()],
    locations: ['Mesa 1'],
    ...overrides,
  };
}

export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 1,
    shopId: 10,
    code: '0042',
    name: 'Maria Lima',
    mobile: '5511987654321',
    email: 'maria@exemplo.com.br',
    location: 'Mesa 1',
    paymentMethod: null,
    createdAt: '2025-03-14T15:00:00.000Z',
    closingAt: null,
    closedAt: null,
    canceledAt: null,
    status: 'open',
    paidWith: null,
    change: null,
    deliveryFee: 0,
    serviceCharge: 0,
    serviceChargePercent: null,
    serviceChargeRemovedAt: null,
    serviceChargeRemovedBy: null,
    total: 40,
    address: null,
    prepay: false,
    ...overrides,
  };
}

export function aPayment(overrides: Partial<OrderPayment> = {}): OrderPayment {
  return {
    id: 7,
    status: 0,
    createAt: '2025-03-14T15:30:00.000Z',
    lastUpdate: '2025-03-14T15:30:00.000Z',
    amount: 40,
    ownerId: 1,
    invoiceCode: '1',
    invoiceLocation: 'Mesa 1',
    method: null,
    ...overrides,
  };
}

/** A token 2 whose account claim is 4, enough for the selectors (no signature is checked on the client). */
export const accountToken = accountTokenFor(4);
export const shopUnit = { id: 10, name: 'Cantina Centro', isActive: true };
