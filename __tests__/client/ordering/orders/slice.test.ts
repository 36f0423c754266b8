import { signedOut } from '@/shared/session/events';
import reducer, {
  initialOrdersState,
  orderActionDropped,
  orderActionFailed,
  orderCancelRequested,
  orderCompleted,
  orderDetailsClosed,
  orderDetailsFailed,
  orderDetailsLoaded,
  orderDetailsOpened,
  orderDetailsRefreshRequested,
  orderInvoiceLoaded,
  orderReceived,
  ordersLoaded,
  ordersMoreLoaded,
  orderStarted,
  orderStartRequested,
  preparationOrdersLoaded,
  type OrdersState,
} from '@/ordering/orders/slice';
import { invoice, order } from '../../features/orders/fixtures';

const at = (hour: number) => `2025-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`;
const first = order({ id: 1, createdAt: at(10) });
const second = order({ id: 2, createdAt: at(11), status: 'started' });

function loaded(orders = [first, second], count = orders.length): OrdersState {
  return reducer(initialOrdersState, ordersLoaded({ orders, count }));
}

describe('the orders the store holds', () => {
  it('keeps every order a page brought, newest first, and what later pages and reloads add', () => {
    const third = order({ id: 3, createdAt: at(9) });
    let state = reducer(loaded([first, second], 5), ordersMoreLoaded({ orders: [first, third], count: 5 }));
    expect(state.ids).toEqual([2, 1, 3]);
    state = reducer(state, ordersLoaded({ orders: [third], count: 1 }));
    expect(state.ids).toEqual([2, 1, 3]);
  });

  it('keeps an order received whatever a screen shows: finished, or beyond any loaded page', () => {
    let state = reducer(initialOrdersState, orderReceived(order({ id: 9, createdAt: at(8), status: 'completed' })));
    state = reducer(state, orderReceived({ ...first, status: 'canceled' }));
    expect(state.ids).toEqual([1, 9]);
    expect(state.entities[1].status).toBe('canceled');
  });

  it('never takes an order back to an earlier step: a page read before a start that was answered first', () => {
    const waiting = order({ id: 7, createdAt: at(12), status: 'authorized' });
    const started = { ...waiting, status: 'started' as const, startedAt: at(13) };
    let state = reducer(loaded([first]), orderStarted(started));
    state = reducer(state, ordersLoaded({ orders: [waiting, first], count: 2 }));
    expect(state.entities[7]?.status).toBe('started');
    state = reducer(state, orderReceived(waiting));
    state = reducer(state, orderDetailsLoaded(waiting));
    expect(state.entities[7]?.status).toBe('started');
    // A copy at the same step still replaces it (a kitchen tick changes items, not the status).
    const ticked = { ...started, items: [] };
    expect(reducer(state, orderReceived(ticked)).entities[7]?.items).toEqual([]);
    // And forward moves are taken.
    expect(reducer(state, orderCompleted({ ...started, status: 'completed' })).entities[7]?.status).toBe('completed');
  });

  it('refreshes the open order too', () => {
    let state = reducer(loaded(), orderDetailsOpened(1));
    state = reducer(state, orderReceived({ ...first, status: 'started' }));
    expect(state.entities[1].status).toBe('started');
  });
});

describe('order details', () => {
  it('opens while the fresh copy loads, showing the one already held', () => {
    const state = reducer(loaded(), orderDetailsOpened(1));
    expect(state.details[1]).toMatchObject({ views: 1, status: 'pending' });
    expect(state.entities[1]).toEqual(first);
  });

  it('keeps an order it loads for its screen with the others', () => {
    let state = reducer(loaded(), orderDetailsOpened(7));
    state = reducer(state, orderDetailsLoaded(order({ id: 7, status: 'completed' })));
    expect(state.details[7]).toMatchObject({ status: 'resolved' });
    expect(state.entities[7]).toMatchObject({ id: 7, status: 'completed' });
  });

  it('records a failure for its own order only', () => {
    let state = reducer(initialOrdersState, orderDetailsOpened(7));
    state = reducer(state, orderDetailsFailed({ id: 8, message: 'x' }));
    expect(state.details[7].status).toBe('pending');
    expect(state.details[8]).toBeUndefined();
    state = reducer(state, orderDetailsFailed({ id: 7, message: 'Pedido não encontrado.' }));
    expect(state.details[7]).toMatchObject({ status: 'error', error: 'Pedido não encontrado.' });
    state = reducer(state, orderDetailsRefreshRequested(7));
    expect(state.details[7].status).toBe('pending');
  });

  it('gives the invoice, without its orders, to every open order of it', () => {
    let state = reducer(reducer(loaded(), orderDetailsOpened(1)), orderDetailsLoaded(first));
    state = reducer(reducer(state, orderDetailsOpened(2)), orderDetailsLoaded(second));
    state = reducer(state, orderInvoiceLoaded(invoice({ id: 99 })));
    expect(state.details[1].invoice).toBeNull();
    state = reducer(state, orderInvoiceLoaded(invoice({ id: 50, orders: [first] })));
    expect(state.details[1].invoice).toMatchObject({ id: 50, status: 'open' });
    expect(state.details[2].invoice).toMatchObject({ id: 50 });
    expect(state.details[1].invoice).not.toHaveProperty('orders');
  });

  it('keeps several open orders apart, as Ionic keeps their screens in its stack', () => {
    let state = reducer(loaded(), orderDetailsOpened(1));
    state = reducer(state, orderDetailsOpened(2));
    state = reducer(state, orderDetailsClosed(2));
    expect(Object.keys(state.details)).toEqual(['1']);
  });

  it('forgets an order once its last screen closes', () => {
    let state = reducer(loaded(), orderDetailsOpened(1));
    state = reducer(state, orderDetailsOpened(1));
    state = reducer(state, orderDetailsClosed(1));
    expect(state.details[1].views).toBe(1);
    state = reducer(state, orderDetailsClosed(1));
    expect(state.details[1]).toBeUndefined();
  });
});

describe('the orders to prepare', () => {
  it('takes them in with the orders it holds', () => {
    const state = reducer(initialOrdersState, preparationOrdersLoaded([first, second]));
    expect(state.ids).toEqual([2, 1]);
  });

  it('keeps the copies it holds when they are fresher than the lists read', () => {
    const started = order({ id: 7, createdAt: at(12), status: 'started' });
    const state = reducer(reducer(initialOrdersState, orderStarted(started)), preparationOrdersLoaded([{ ...started, status: 'authorized' }]));
    expect(state.entities[7]?.status).toBe('started');
  });
});

describe('commands', () => {
  it('marks the order busy until the answer, which updates it', () => {
    let state = reducer(loaded(), orderStartRequested(1));
    expect(state.pending).toEqual({ 1: 'start' });
    state = reducer(state, orderStarted({ ...first, status: 'started' }));
    expect(state.pending).toEqual({});
    expect(state.entities[1].status).toBe('started');
  });

  it.each([
    ['failure', orderActionFailed({ id: 1, action: 'cancel', message: 'x' })],
    ['dropped', orderActionDropped({ id: 1, action: 'cancel' })],
    ['done', orderCompleted({ ...first, status: 'completed' })],
  ])('clears the busy mark on %s', (_name, action) => {
    const state = reducer(reducer(loaded(), orderCancelRequested(1)), action);
    expect(state.pending).toEqual({});
  });
});

it('signing out drops everything', () => {
  const state = reducer(reducer(loaded(), orderDetailsOpened(1)), signedOut());
  expect(state).toEqual(initialOrdersState);
});
