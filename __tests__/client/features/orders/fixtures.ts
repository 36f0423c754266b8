import type { Invoice, Order, OrderItem } from '@contract/ordering';
import { accountTokenFor } from '../../support/accountToken';

/** Token 2 whose account claim is provider 4. */
export const accountToken = accountTokenFor(4);
export const shopUnit = { id: 10, name: 'Restaurante Demo - Centro', isActive: true };
export const scope = { accountId: 4, shopId: 10 };

export const item = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  id: 1,
  name: 'X-Burguer',
  quantity: 2,
  price: 24.9,
  total: 49.8,
  portion: null,
  options: [],
  ...overrides,
});

export const order = (overrides: Partial<Order> = {}): Order => ({
  id: 1,
  invoiceId: 50,
  type: 0,
  code: 'P001',
  total: 49.8,
  createdAt: '2025-11-20T15:00:00.000Z',
  authorizedAt: '2025-11-20T15:00:01.000Z',
  startedAt: null,
  completedAt: null,
  canceledAt: null,
  status: 'authorized',
  escalatedAt: null,
  items: [item()],
  locations: ['Mesa 1'],
  ...overrides,
});

export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 50,
  shopId: 10,
  code: 'C050',
  name: 'Maria',
  mobile: '5511987654321',
  email: 'maria@exemplo.com.br',
  location: 'Mesa 1',
  paymentMethod: null,
  createdAt: '2025-11-20T15:00:00.000Z',
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
  total: 49.8,
  address: null,
  prepay: false,
  ...overrides,
});
