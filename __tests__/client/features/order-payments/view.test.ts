import reducer, {
  initialOrderPaymentsState,
  orderPaymentFiltersChanged,
  orderPaymentsLoaded,
  orderPaymentsLoadFailed,
  orderPaymentsLoadRequested,
  orderPaymentsMoreFailed,
  orderPaymentsMoreLoaded,
  orderPaymentsMoreRequested,
} from '@/ordering/payments/slice';
import { signedOut } from '@/shared/session/events';
import { payment } from '../../features/order-payments/fixtures';

const first = payment({ id: 1, createAt: '2025-11-20T10:00:00.000Z' });
const second = payment({ id: 2, createAt: '2025-11-20T11:00:00.000Z' });
const loaded = (count = 2) =>
  reducer(reducer(initialOrderPaymentsState, orderPaymentsLoadRequested()), orderPaymentsLoaded({ orderPayments: [first, second], count }));

describe('order payments slice', () => {
  it('holds a page newest first with its paging', () => {
    const state = loaded(3);
    expect(state.ids).toEqual([2, 1]);
    expect(state.status).toBe('resolved');
    expect(state.paging).toEqual({ offset: 2, count: 3, hasMore: true });
  });

  it('appends the next page and stops when all arrived', () => {
    let state = reducer(loaded(3), orderPaymentsMoreRequested());
    expect(state.more.status).toBe('pending');
    state = reducer(state, orderPaymentsMoreLoaded({ orderPayments: [payment({ id: 3, createAt: '2025-11-19T10:00:00.000Z' })], count: 3 }));
    expect(state.ids).toEqual([2, 1, 3]);
    expect(state.paging.hasMore).toBe(false);
    expect(state.more.status).toBe('idle');
  });

  it('a failed next page keeps the list and says so', () => {
    const state = reducer(loaded(3), orderPaymentsMoreFailed('offline'));
    expect(state.ids).toEqual([2, 1]);
    expect(state.more).toEqual({ status: 'error', error: 'offline' });
  });

  it('a failed first load is an error; a failed quiet reload keeps the list', () => {
    const failed = reducer(reducer(initialOrderPaymentsState, orderPaymentsLoadRequested()), orderPaymentsLoadFailed('x'));
    expect(failed).toMatchObject({ status: 'error', error: 'x' });
    expect(reducer(loaded(), orderPaymentsLoadFailed('x'))).toMatchObject({ status: 'resolved', ids: [2, 1] });
  });

  it('new filters clear the list', () => {
    const state = reducer(loaded(), orderPaymentFiltersChanged({ status: [1], startDate: '2025-11-01' }));
    expect(state).toMatchObject({ ids: [], status: 'pending', filters: { status: [1], startDate: '2025-11-01' } });
  });

  it('signing out drops everything', () => {
    expect(reducer(loaded(), signedOut())).toEqual(initialOrderPaymentsState);
  });
});
