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
  orderFiltersChanged,
  orderInvoiceLoaded,
  orderReceived,
  ordersLoaded,
  ordersLoadFailed,
  ordersLoadRequested,
  ordersMoreLoaded,
  orderStarted,
  orderStartRequested,
  type OrdersState,
} from '@/ordering/orders/slice';
import { invoice, order } from '../../features/orders/fixtures';

const at = (hour: number) => `2025-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`;
const first = order({ id: 1, createdAt: at(10) });
const second = order({ id: 2, createdAt: at(11), status: 'started' });

function loaded(orders = [first, second], count = orders.length): OrdersState {
  return reducer(reducer(initialOrdersState, ordersLoadRequested()), ordersLoaded({ orders, count }));
}

describe('orders list', () => {
  it('keeps a loaded page newest first, with its paging', () => {
    const state = loaded([first, second], 5);
    expect(state.ids).toEqual([2, 1]);
    expect(state.status).toBe('resolved');
    expect(state.paging).toEqual({ offset: 2, count: 5, hasMore: true });
  });

  it('appends a further page and skips rows it already holds', () => {
    const third = order({ id: 3, createdAt: at(9) });
    const state = reducer(loaded([first, second], 3), ordersMoreLoaded({ orders: [first, third], count: 3 }));
    expect(state.ids).toEqual([2, 1, 3]);
    expect(state.paging).toEqual({ offset: 4, count: 3, hasMore: false });
  });

  it('a failed first load is an error; a failed reload keeps the list and flags it', () => {
    const failed = reducer(reducer(initialOrdersState, ordersLoadRequested()), ordersLoadFailed('offline'));
    expect(failed.status).toBe('error');
    expect(failed.error).toBe('offline');

    const stale = reducer(loaded(), ordersLoadFailed('offline'));
    expect(stale.status).toBe('resolved');
    expect(stale.ids).toEqual([2, 1]);
    expect(stale.refreshError).toBe('offline');
  });

  it('new filters clear the list and wait for the new one', () => {
    const state = reducer(loaded(), orderFiltersChanged({ status: ['completed'] }));
    expect(state.ids).toEqual([]);
    expect(state.status).toBe('pending');
    expect(state.filters).toEqual({ status: ['completed'] });
    expect(state.paging).toEqual({ offset: 0, count: 0, hasMore: false });
  });
});

describe('orderReceived', () => {
  it('puts a new matching order at the top and moves the next page one row on', () => {
    const fresh = order({ id: 9, createdAt: at(12) });
    const state = reducer(loaded([first, second], 4), orderReceived(fresh));
    expect(state.ids).toEqual([9, 2, 1]);
    expect(state.paging).toEqual({ offset: 3, count: 5, hasMore: true });
  });

  it('leaves out an order the filters do not show', () => {
    const state = reducer(loaded(), orderReceived(order({ id: 9, createdAt: at(12), status: 'completed' })));
    expect(state.ids).toEqual([2, 1]);
    expect(state.paging.count).toBe(2);
  });

  it('leaves out an order older than the loaded pages while more remain to load', () => {
    const state = reducer(loaded([first, second], 10), orderReceived(order({ id: 9, createdAt: at(8) })));
    expect(state.ids).toEqual([2, 1]);
  });

  it('does not insert while no list is shown', () => {
    const state = reducer(initialOrdersState, orderReceived(order({ id: 9 })));
    expect(state.ids).toEqual([]);
  });

  it('updates a listed order in place and, once it leaves the filters, starts the next page a row earlier', () => {
    const done = { ...second, status: 'completed' as const, completedAt: at(13) };
    const state = reducer(loaded([first, second], 4), orderReceived(done));
    expect(state.ids).toEqual([2, 1]);
    expect(state.entities[2].status).toBe('completed');
    expect(state.paging).toEqual({ offset: 1, count: 3, hasMore: true });
  });

  it('refreshes the open order too', () => {
    let state = reducer(loaded(), orderDetailsOpened(1));
    state = reducer(state, orderReceived({ ...first, status: 'started' }));
    expect(state.details[1].order?.status).toBe('started');
  });
});

describe('order details', () => {
  it('opens with the listed copy while the fresh one loads', () => {
    const state = reducer(loaded(), orderDetailsOpened(1));
    expect(state.details[1]).toMatchObject({ views: 1, order: first, status: 'pending' });
  });

  it('loads an order that is not in the list without adding it to the list', () => {
    let state = reducer(loaded(), orderDetailsOpened(7));
    expect(state.details[7].order).toBeNull();
    state = reducer(state, orderDetailsLoaded(order({ id: 7, status: 'completed' })));
    expect(state.details[7]).toMatchObject({ status: 'resolved', order: { id: 7 } });
    expect(state.ids).toEqual([2, 1]);
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
    expect(state.details[1].order).toEqual(first);
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
