import type { InvoiceStatus, OrderStatus, OrderType } from '@contract/ordering';
import { canCancelOrder, canCompleteOrder, canStartOrder, compareNewestFirst, fallsInLoadedRange, hasAnyAction, isDefaultOrderFilters, isStaleCopy, itemChoicesOf, lastUpdateOf, matchesOrderFilters, paymentChipOf, thresholdsChanged, type WaitingThresholds } from '@/ordering/orders/rules';
import { itemKeyOf, locationLabelOf, statusChipOf, typeIconOf } from '@/shared/ordering/orderDisplay';
import { invoice, item, order } from '../../features/orders/fixtures';

const statuses: OrderStatus[] = ['open', 'authorized', 'started', 'completed', 'canceled'];

describe('canStartOrder / canCompleteOrder', () => {
  it.each<[OrderStatus, boolean, boolean]>([
    ['open', false, false],
    ['authorized', true, false],
    ['started', false, true],
    ['completed', false, false],
    ['canceled', false, false],
  ])('%s: start %s, complete %s', (status, start, complete) => {
    expect(canStartOrder(order({ status }))).toBe(start);
    expect(canCompleteOrder(order({ status }))).toBe(complete);
  });
});

describe('canCancelOrder', () => {
  it.each<[OrderStatus, InvoiceStatus, boolean]>([
    ['open', 'open', true],
    ['authorized', 'open', true],
    ['started', 'closing', true],
    ['authorized', 'canceled', false],
    ['completed', 'open', false],
    ['canceled', 'open', false],
    ['authorized', 'closed', false],
    ['started', 'closed', false],
  ])('order %s on an invoice %s: %s', (orderStatus, invoiceStatus, expected) => {
    expect(canCancelOrder(order({ status: orderStatus }), invoice({ status: invoiceStatus }))).toBe(expected);
  });

  it('needs both records loaded', () => {
    expect(canCancelOrder(order(), null)).toBe(false);
    expect(canCancelOrder(null, invoice())).toBe(false);
    expect(canCancelOrder(undefined, undefined)).toBe(false);
  });
});

describe('thresholdsChanged', () => {
  const start = { amberAfterMin: 10, redAfterMin: 20 };
  it.each<[Partial<WaitingThresholds>, WaitingThresholds]>([
    [{ amberAfterMin: 15 }, { amberAfterMin: 15, redAfterMin: 20 }],
    [{ redAfterMin: 45 }, { amberAfterMin: 10, redAfterMin: 45 }],
    // Amber moved onto or past red takes red along, 5 minutes later.
    [{ amberAfterMin: 20 }, { amberAfterMin: 20, redAfterMin: 25 }],
    [{ amberAfterMin: 30 }, { amberAfterMin: 30, redAfterMin: 35 }],
    // Red moved onto or before amber takes amber along, 5 minutes sooner, never under a minute.
    [{ redAfterMin: 10 }, { amberAfterMin: 5, redAfterMin: 10 }],
    [{ redAfterMin: 5 }, { amberAfterMin: 1, redAfterMin: 5 }],
    // Red at a minute leaves no room before it: amber stays at its floor, red goes to two.
    [{ redAfterMin: 1 }, { amberAfterMin: 1, redAfterMin: 2 }],
  ])('%j from amber 10, red 20: %j', (change, expected) => {
    expect(thresholdsChanged(start, change)).toEqual(expected);
  });

  it('keeps the fields it was not asked about', () => {
    expect(thresholdsChanged({ ...start, boardMinutes: 5 }, { amberAfterMin: 25 })).toEqual({ amberAfterMin: 25, redAfterMin: 30, boardMinutes: 5 });
  });
});

describe('hasAnyAction', () => {
  it.each<[OrderStatus, InvoiceStatus | null, boolean]>([
    ['authorized', null, true],
    ['started', null, true],
    ['open', null, false],
    ['open', 'open', true],
    ['open', 'closed', false],
    ['completed', 'open', false],
    ['canceled', 'open', false],
  ])('order %s, invoice %s: %s', (status, invoiceStatus, expected) => {
    expect(hasAnyAction(order({ status }), invoiceStatus ? invoice({ status: invoiceStatus }) : null)).toBe(expected);
  });
});

describe('lastUpdateOf', () => {
  const times = {
    createdAt: '2025-11-20T10:00:00.000Z',
    authorizedAt: '2025-11-20T10:01:00.000Z',
    startedAt: '2025-11-20T10:02:00.000Z',
    completedAt: '2025-11-20T10:03:00.000Z',
    canceledAt: '2025-11-20T10:04:00.000Z',
  };
  it.each([
    ['canceled first', times, times.canceledAt],
    ['then completed', { ...times, canceledAt: null }, times.completedAt],
    ['then started', { ...times, canceledAt: null, completedAt: null }, times.startedAt],
    ['then authorized', { ...times, canceledAt: null, completedAt: null, startedAt: null }, times.authorizedAt],
    ['else created', { ...times, canceledAt: null, completedAt: null, startedAt: null, authorizedAt: null }, times.createdAt],
    ['canceled before authorized', { ...times, completedAt: null, startedAt: null, authorizedAt: null }, times.canceledAt],
  ])('%s', (_name, given, expected) => {
    expect(lastUpdateOf(order(given))).toBe(expected);
  });
});

describe('locationLabelOf', () => {
  it.each<[OrderType, string[], string]>([
    [0, ['Mesa 1'], 'Mesa 1'],
    [1, ['Mesa 1'], 'Mesa 1 · Para levar'],
    [1, [], 'Para levar'],
    [2, ['Mesa 1'], 'Retirada'],
    [3, ['Mesa 1'], 'Delivery'],
    [0, ['Mesa 1', 'Varanda'], 'Mesa 1, Varanda'],
    [0, [], ''],
  ])('type %s at %j: %s', (type, locations, expected) => {
    expect(locationLabelOf({ type, locations })).toBe(expected);
  });
});

describe('typeIconOf', () => {
  it.each<[OrderType, string]>([
    [0, 'none'],
    [1, 'bag'],
    [2, 'bag'],
    [3, 'truck'],
  ])('type %s: %s', (type, expected) => {
    expect(typeIconOf(type)).toBe(expected);
  });
});

describe('statusChipOf', () => {
  it.each<[OrderStatus, string, string]>([
    ['open', 'Aberto', 'warning'],
    ['authorized', 'Aguardando', 'dark'],
    ['started', 'Preparando', 'primary'],
    ['completed', 'Completado', 'success'],
    ['canceled', 'Cancelado', 'danger'],
  ])('%s: %s in %s', (status, label, color) => {
    expect(statusChipOf(status)).toEqual({ label, color });
  });
});

describe('itemKeyOf', () => {
  it.each<[number[], string[]]>([
    [[1, 2, 3], ['1', '2', '3']],
    [[1, 1], ['1', '1-1']],
    [[7, 3, 7, 7], ['7', '3', '7-2', '7-3']],
    [[], []],
  ])('ids %j → keys %j', (ids, keys) => {
    const items = ids.map((id) => item({ id }));
    expect(items.map((_, index) => itemKeyOf(items, index))).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('isDefaultOrderFilters', () => {
  it.each([
    [{ status: ['authorized', 'started'] }, true],
    [{ status: ['started', 'authorized'] }, true],
    [{ status: ['authorized', 'started'], from: undefined, until: undefined }, true],
    [{ status: ['authorized'] }, false],
    [{ status: ['authorized', 'started', 'open'] }, false],
    [{ status: ['authorized', 'started'], from: '2025-11-01' }, false],
    [{ status: ['authorized', 'started'], until: '2025-11-01' }, false],
  ] as const)('%j: %s', (filters, expected) => {
    expect(isDefaultOrderFilters({ ...filters, status: [...filters.status] })).toBe(expected);
  });
});

describe('matchesOrderFilters', () => {
  // 15:00 UTC is 12:00 in São Paulo, the same local day in every zone the tests run in.
  const created = order({ createdAt: '2025-11-20T15:00:00.000Z', status: 'authorized' });
  it.each([
    [{ status: ['authorized', 'started'] }, true],
    [{ status: ['started'] }, false],
    [{ status: [] }, true],
    [{ status: ['authorized'], from: '2025-11-20', until: '2025-11-20' }, true],
    [{ status: ['authorized'], from: '2025-11-21' }, false],
    [{ status: ['authorized'], until: '2025-11-19' }, false],
    [{ status: ['authorized'], from: '2025-11-01', until: '2025-11-30' }, true],
  ] as const)('%j: %s', (filters, expected) => {
    expect(matchesOrderFilters(created, { ...filters, status: [...filters.status] })).toBe(expected);
  });

  it('covers every status', () => {
    for (const status of statuses) expect(matchesOrderFilters(order({ status }), { status: [status] })).toBe(true);
  });
});

describe('compareNewestFirst / fallsInLoadedRange', () => {
  const older = order({ id: 1, createdAt: '2025-11-20T10:00:00.000Z' });
  const newer = order({ id: 2, createdAt: '2025-11-20T11:00:00.000Z' });
  const sameTimeHigherId = order({ id: 3, createdAt: '2025-11-20T10:00:00.000Z' });

  it('sorts newest first and breaks ties by the higher id', () => {
    expect([older, newer, sameTimeHigherId].sort(compareNewestFirst).map((entry) => entry.id)).toEqual([2, 3, 1]);
  });

  it.each([
    ['newer than the last loaded, more pages', newer, older, true, true],
    ['older than the last loaded, more pages', older, newer, true, false],
    ['older than the last loaded, no more pages', older, newer, false, true],
    ['empty list', older, undefined, true, true],
  ])('%s', (_name, candidate, last, hasMore, expected) => {
    expect(fallsInLoadedRange(candidate, last, hasMore)).toBe(expected);
  });
});

describe('paymentChipOf', () => {
  it.each([
    [{ paymentMethod: 'cash', status: 'open' }, 'Dinheiro'],
    [{ paymentMethod: 'creditCard', status: 'closing' }, 'Cartão de crédito'],
    [{ paymentMethod: 'debitCard', status: 'closed' }, 'Cartão de débito'],
    [{ paymentMethod: 'online', status: 'closed' }, 'Online'],
    [{ paymentMethod: null, status: 'closed' }, 'Confirmado'],
    [{ paymentMethod: null, status: 'open' }, 'Em aberto'],
    [{ paymentMethod: null, status: 'closing' }, 'Em aberto'],
    [{ paymentMethod: null, status: 'canceled' }, 'Cancelado'],
    [{ paymentMethod: 'cash', status: 'canceled' }, 'Cancelado'],
  ] as const)('%j: %s', (given, expected) => {
    expect(paymentChipOf(given)).toBe(expected);
  });
});

describe('itemChoicesOf', () => {
  it.each([
    [null, [], ''],
    [{ name: 'Duplo', price: 32.9 }, [], 'Duplo'],
    [null, [{ id: 1, name: 'Bacon', price: 4 }], 'Bacon'],
    [{ name: 'Duplo', price: 32.9 }, [{ id: 1, name: 'Bacon', price: 4 }, { id: 2, name: 'Cheddar', price: 3 }], 'Duplo · Bacon, Cheddar'],
  ])('portion %j, options %j: %s', (portion, options, expected) => {
    expect(itemChoicesOf({ portion, options })).toBe(expected);
  });
});


describe('isStaleCopy', () => {
  it.each<[OrderStatus, OrderStatus, boolean]>([
    ['authorized', 'started', true],
    ['started', 'completed', true],
    ['authorized', 'canceled', true],
    ['open', 'authorized', true],
    ['started', 'started', false],
    ['completed', 'started', false],
    ['canceled', 'completed', false],
    ['completed', 'canceled', false],
  ])('a copy %s over one held %s is stale: %s', (incoming, held, stale) => {
    expect(isStaleCopy({ status: incoming }, { status: held })).toBe(stale);
  });

  it('takes any copy of an order not held yet', () => {
    expect(isStaleCopy({ status: 'open' }, undefined)).toBe(false);
  });
});
