import type { TableCall } from '@contract/calls';
import type { Invoice, Order, OrderStatus } from '@contract/ordering';
import {
  comandaStateOf,
  latestOf,
  movedLayout,
  ordersOfComanda,
  strongerState,
  TABLE_STATE_PRECEDENCE,
  tablePlacesOf,
  tableStateLabels,
  tableTilesOf,
  type TablePlace,
  type TableState,
} from '@/features/tables/rules';
import { invoice as invoiceOf, order as orderOf } from '../orders/fixtures';

const order = (id: number, invoiceId: number, status: OrderStatus, at = '2026-11-27T12:00:00.000Z', extra: Partial<Order> = {}): Order =>
  orderOf({ id, invoiceId, code: String(id), total: 10, createdAt: at, authorizedAt: status === 'open' ? null : at, status, items: [], locations: [], ...extra });

const invoice = (id: number, location: string, extra: Partial<Invoice> = {}): Invoice =>
  invoiceOf({ id, shopId: 1, code: String(id), name: 'Cliente', mobile: null, email: null, location, createdAt: '2026-11-27T12:00:00.000Z', total: 0, ...extra });

const call = (id: number, qrcodeId: number | null, location: string, extra: Partial<TableCall> = {}): TableCall => ({
  id,
  qrcodeId,
  location,
  reason: 'waiter',
  status: 'open',
  createdAt: '2026-11-27T12:30:00.000Z',
  claimedAt: null,
  claimedBy: null,
  doneAt: null,
  doneBy: null,
  ...extra,
});

const places: TablePlace[] = [
  { location: 'Mesa 1', qrcodeIds: [1] },
  { location: 'Mesa 2', qrcodeIds: [2, 7] },
];

describe('the state of one comanda', () => {
  it.each<[string, OrderStatus[], TableState]>([
    ['an order placed, not started', ['authorized'], 'occupied'],
    ['an order in preparation', ['started'], 'preparing'],
    ['one in preparation beside one waiting', ['authorized', 'started'], 'preparing'],
    ['every order completed', ['completed', 'completed'], 'served'],
    ['a completed order and a new one waiting', ['completed', 'authorized'], 'occupied'],
    ['a canceled order beside a completed one', ['canceled', 'completed'], 'served'],
    ['a prepaid order waiting for its online payment', ['open'], 'paying'],
    ['a prepaid order paying beside one in preparation', ['started', 'open'], 'paying'],
    ['no order known yet', [], 'occupied'],
  ])('open with %s is %s', (_, statuses, expected) => {
    expect(comandaStateOf({ status: 'open', paymentMethod: null }, statuses.map((status) => ({ status })))).toBe(expected);
  });

  it('asks for the bill when paying at the table, and is paying when the customer pays from the phone', () => {
    for (const method of ['cash', 'creditCard', 'debitCard', null] as const) {
      expect(comandaStateOf({ status: 'closing', paymentMethod: method }, [{ status: 'started' }])).toBe('billRequested');
    }
    for (const method of ['online', 'pix'] as const) {
      expect(comandaStateOf({ status: 'closing', paymentMethod: method }, [{ status: 'completed' }])).toBe('paying');
    }
  });

  it('leaves the table free once closed or canceled', () => {
    expect(comandaStateOf({ status: 'closed', paymentMethod: 'cash' }, [{ status: 'completed' }])).toBe('free');
    expect(comandaStateOf({ status: 'canceled', paymentMethod: null }, [{ status: 'canceled' }])).toBe('free');
  });
});

describe('which state wins', () => {
  it('ranks Chamando over Pediu a conta over Pagando over Pedido em preparo over Ocupada over Servida over Livre', () => {
    expect(TABLE_STATE_PRECEDENCE.map((state) => tableStateLabels[state])).toEqual([
      'Chamando',
      'Pediu a conta',
      'Pagando',
      'Pedido em preparo',
      'Ocupada',
      'Servida',
      'Livre',
    ]);
    expect(strongerState('served', 'preparing')).toBe('preparing');
    expect(strongerState('billRequested', 'paying')).toBe('billRequested');
    expect(strongerState('calling', 'billRequested')).toBe('calling');
    expect(strongerState('free', 'served')).toBe('served');
  });
});

describe('the tables of the map', () => {
  const codes = [
    { id: 1, location: 'Mesa 1', active: true },
    { id: 2, location: 'Mesa 2', active: true },
    { id: 3, location: 'Mesa 3', active: false },
    { id: 4, location: 'Balcão', active: true },
    { id: 7, location: 'Mesa 2', active: true },
  ];

  it('follows the saved order, puts the codes it does not name after, oldest first, and leaves inactive codes out', () => {
    expect(tablePlacesOf(codes, [4, 2])).toEqual([
      { location: 'Balcão', qrcodeIds: [4] },
      { location: 'Mesa 2', qrcodeIds: [2, 7] },
      { location: 'Mesa 1', qrcodeIds: [1] },
    ]);
    expect(tablePlacesOf(codes, []).map((place) => place.location)).toEqual(['Mesa 1', 'Mesa 2', 'Balcão']);
  });

  it('moves a dragged table, keeping the codes of one place together', () => {
    const shown = tablePlacesOf(codes, []);
    expect(movedLayout(shown, 2, 0)).toEqual([4, 1, 2, 7]);
    expect(movedLayout(shown, 0, 2)).toEqual([2, 7, 4, 1]);
    expect(movedLayout(shown, 1, 9)).toEqual([1, 4, 2, 7]);
  });
});

describe("a comanda's orders", () => {
  it("takes the store's fresher copy of each, and the orders placed since the comanda was loaded", () => {
    const loaded = invoice(10, 'Mesa 1', { orders: [order(1, 10, 'authorized'), order(2, 10, 'authorized')] });
    const held = [order(2, 10, 'started'), order(3, 10, 'authorized'), order(4, 11, 'started')];
    expect(ordersOfComanda(loaded, held).map((entry) => [entry.id, entry.status])).toEqual([
      [1, 'authorized'],
      [2, 'started'],
      [3, 'authorized'],
    ]);
  });
});

describe('the tiles', () => {
  it('shows a table with nothing open as free, with no amount', () => {
    const [first] = tableTilesOf(places, { invoices: [], orders: [], calls: [] });
    expect(first).toMatchObject({ location: 'Mesa 1', state: 'free', invoiceId: null, openAmount: 0, since: null, comandas: 0 });
  });

  it('follows an order from placed to paid', () => {
    const at = (minute: number) => `2026-11-27T12:${String(minute).padStart(2, '0')}:00.000Z`;
    const placed = order(1, 10, 'authorized', at(0));
    const comanda = invoice(10, 'Mesa 1', { total: 42.5, createdAt: at(0), orders: [placed] });
    const tileOf = (invoices: Invoice[], orders: Order[]) => tableTilesOf(places, { invoices, orders, calls: [] })[0];

    expect(tileOf([comanda], [])).toMatchObject({ state: 'occupied', since: at(0), openAmount: 42.5, invoiceId: 10 });
    const started = { ...placed, status: 'started' as const, startedAt: at(3) };
    expect(tileOf([comanda], [started])).toMatchObject({ state: 'preparing', since: at(3) });
    const completed = { ...started, status: 'completed' as const, completedAt: at(20) };
    expect(tileOf([comanda], [completed])).toMatchObject({ state: 'served', since: at(20) });
    const closing = { ...comanda, status: 'closing' as const, paymentMethod: 'cash' as const, closingAt: at(50) };
    expect(tileOf([closing], [completed])).toMatchObject({ state: 'billRequested', since: at(50), openAmount: 42.5 });
    const closed = { ...closing, status: 'closed' as const, closedAt: at(55) };
    expect(tileOf([closed], [completed])).toMatchObject({ state: 'free', since: at(55), openAmount: 0, invoiceId: null });
  });

  it('calls over everything while a call from one of its codes is not done, naming who is on the way', () => {
    const comanda = invoice(10, 'Mesa 2', { status: 'closing', paymentMethod: 'cash', total: 30 });
    const calls = [call(1, 7, 'Mesa 2', { status: 'claimed', claimedAt: '2026-11-27T12:31:00.000Z', claimedBy: 'Ana' })];
    const tile = tableTilesOf(places, { invoices: [comanda], orders: [], calls })[1];
    expect(tile).toMatchObject({ state: 'calling', claimedBy: 'Ana', invoiceId: 10, openAmount: 30, since: '2026-11-27T12:31:00.000Z' });
    // Done, the call leaves the state to the comanda, and still counts as the last thing that happened.
    const done = [{ ...calls[0], status: 'done' as const, doneAt: '2026-11-27T12:40:00.000Z' }];
    expect(tableTilesOf(places, { invoices: [comanda], orders: [], calls: done })[1]).toMatchObject({
      state: 'billRequested',
      claimedBy: null,
      since: '2026-11-27T12:40:00.000Z',
    });
  });

  it('makes a free table calling, and matches a call whose QR code was removed by its place', () => {
    const tiles = tableTilesOf(places, { invoices: [], orders: [], calls: [call(1, null, 'Mesa 1'), call(2, 99, 'Mesa 2')] });
    expect(tiles.map((tile) => tile.state)).toEqual(['calling', 'free']);
  });

  it('adds up the comandas at a table and opens the one whose state it shows', () => {
    const served = invoice(10, 'Mesa 1', { total: 20.1, createdAt: '2026-11-27T11:00:00.000Z', orders: [order(1, 10, 'completed')] });
    const preparing = invoice(11, 'Mesa 1', { total: 15.2, createdAt: '2026-11-27T11:30:00.000Z', orders: [order(2, 11, 'started')] });
    const elsewhere = invoice(12, 'Delivery', { total: 99, orders: [order(3, 12, 'started')] });
    const [tile] = tableTilesOf(places, { invoices: [served, preparing, elsewhere], orders: [], calls: [] });
    expect(tile).toMatchObject({ state: 'preparing', openAmount: 35.3, invoiceId: 11, comandas: 2 });
  });

  it('opens the oldest comanda when two are in the same state', () => {
    const older = invoice(20, 'Mesa 1', { createdAt: '2026-11-27T11:00:00.000Z', orders: [order(1, 20, 'started')] });
    const newer = invoice(19, 'Mesa 1', { createdAt: '2026-11-27T11:30:00.000Z', orders: [order(2, 19, 'started')] });
    expect(tableTilesOf(places, { invoices: [newer, older], orders: [], calls: [] })[0].invoiceId).toBe(20);
  });
});

describe('the latest instant', () => {
  it('ignores nulls and compares instants, not text', () => {
    expect(latestOf([null, '2026-11-27T12:00:00.000Z', '2026-11-27T09:30:00-03:00', undefined])).toBe('2026-11-27T09:30:00-03:00');
    expect(latestOf([null])).toBeNull();
  });
});
