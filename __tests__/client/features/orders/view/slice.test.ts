import { signedOut } from '@/shared/session/events';
import { orderCompleted, orderDetailsLoaded, orderReceived, ordersLoaded, ordersMoreLoaded } from '@/ordering/orders/slice';
import reducer, {
  initialOrdersViewState,
  orderFiltersChanged,
  orderLeftList,
  ordersLoadFailed,
  ordersLoadRequested,
  orderSortChanged,
  type OrdersViewState,
} from '@/features/orders/view/slice';
import { order } from '../fixtures';

const at = (hour: number) => `2025-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`;
const first = order({ id: 1, createdAt: at(10) });
const second = order({ id: 2, createdAt: at(11), status: 'started' });

function loaded(orders = [first, second], count = orders.length): OrdersViewState {
  return reducer(reducer(initialOrdersViewState, ordersLoadRequested()), ordersLoaded({ orders, count }));
}

describe("Pedidos' list", () => {
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
    const failed = reducer(reducer(initialOrdersViewState, ordersLoadRequested()), ordersLoadFailed('offline'));
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

  it('signing out drops the list but keeps the device’s sort', () => {
    const state = reducer(reducer(loaded(), orderSortChanged('oldest')), signedOut());
    expect(state).toEqual({ ...initialOrdersViewState, sort: 'oldest' });
  });
});

describe('an order received', () => {
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
    const state = reducer(initialOrdersViewState, orderReceived(order({ id: 9 })));
    expect(state.ids).toEqual([]);
  });

  it('keeps a listed order in place and, once it leaves the filters, starts the next page a row earlier', () => {
    const done = { ...second, status: 'completed' as const, completedAt: at(13) };
    const state = reducer(loaded([first, second], 4), orderReceived(done));
    expect(state.ids).toEqual([2, 1]);
    expect(state.entities[2].matchesFilters).toBe(false);
    expect(state.paging).toEqual({ offset: 1, count: 3, hasMore: true });
  });

  it('counts it again when it comes back under the filters', () => {
    const done = { ...second, status: 'completed' as const };
    let state = reducer(loaded([first, second], 4), orderCompleted(done));
    state = reducer(state, orderDetailsLoaded(second));
    expect(state.entities[2].matchesFilters).toBe(true);
    expect(state.paging).toEqual({ offset: 2, count: 4, hasMore: true });
  });

  it('lets an order leave only while it no longer matches the filters', () => {
    const done = { ...second, status: 'completed' as const };
    expect(reducer(loaded(), orderLeftList(2)).ids).toEqual([2, 1]);
    expect(reducer(reducer(loaded(), orderReceived(done)), orderLeftList(2)).ids).toEqual([1]);
  });
});
