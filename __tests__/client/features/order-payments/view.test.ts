import { rootReducer, type RootState } from '@/app/rootReducer';
import { orderPaymentsLoaded, orderPaymentsMoreLoaded } from '@/ordering/payments/slice';
import { selectShownOrderPayments } from '@/features/order-payments/view/selectors';
import {
  initialOrderPaymentsViewState,
  orderPaymentFiltersChanged,
  orderPaymentsLoadFailed,
  orderPaymentsLoadRequested,
  orderPaymentsMoreFailed,
  orderPaymentsMoreRequested,
} from '@/features/order-payments/view/slice';
import { signedOut } from '@/shared/session/events';
import { payment, stateWith } from './fixtures';

const first = payment({ id: 1, createAt: '2025-11-20T10:00:00.000Z' });
const second = payment({ id: 2, createAt: '2025-11-20T11:00:00.000Z' });

const after = (state: RootState, ...events: Parameters<typeof rootReducer>[1][]) =>
  events.reduce((current, event) => rootReducer(current, event) as RootState, state);
const loaded = (count = 2) => after(stateWith(), orderPaymentsLoadRequested(), orderPaymentsLoaded({ orderPayments: [first, second], count }));
const shownIds = (state: RootState) => selectShownOrderPayments(state).map((shown) => shown.id);

describe('Pagamentos: its list over the order payments', () => {
  it('shows a page newest first with its paging; the payments are held by the module', () => {
    const state = loaded(3);
    expect(shownIds(state)).toEqual([2, 1]);
    expect(state.orderPayments.ids).toEqual([2, 1]);
    expect(state.orderPaymentsView!.status).toBe('resolved');
    expect(state.orderPaymentsView!.paging).toEqual({ offset: 2, count: 3, hasMore: true });
  });

  it('appends the next page and stops when all arrived', () => {
    let state = after(loaded(3), orderPaymentsMoreRequested());
    expect(state.orderPaymentsView!.more.status).toBe('pending');
    state = after(state, orderPaymentsMoreLoaded({ orderPayments: [payment({ id: 3, createAt: '2025-11-19T10:00:00.000Z' })], count: 3 }));
    expect(shownIds(state)).toEqual([2, 1, 3]);
    expect(state.orderPaymentsView!.paging.hasMore).toBe(false);
    expect(state.orderPaymentsView!.more.status).toBe('idle');
  });

  it('a failed next page keeps the list and says so', () => {
    const state = after(loaded(3), orderPaymentsMoreFailed('offline'));
    expect(shownIds(state)).toEqual([2, 1]);
    expect(state.orderPaymentsView!.more).toEqual({ status: 'error', error: 'offline' });
  });

  it('a failed first load is an error; a failed quiet reload keeps the list', () => {
    const failed = after(stateWith(), orderPaymentsLoadRequested(), orderPaymentsLoadFailed('x'));
    expect(failed.orderPaymentsView).toMatchObject({ status: 'error', error: 'x' });
    const kept = after(loaded(), orderPaymentsLoadFailed('x'));
    expect(kept.orderPaymentsView!.status).toBe('resolved');
    expect(shownIds(kept)).toEqual([2, 1]);
  });

  it('new filters clear the list at once', () => {
    const state = after(loaded(), orderPaymentFiltersChanged({ status: [1], startDate: '2025-11-01' }));
    expect(shownIds(state)).toEqual([]);
    expect(state.orderPaymentsView).toMatchObject({ status: 'pending', filters: { status: [1], startDate: '2025-11-01' } });
  });

  it('signing out drops everything', () => {
    const state = after(loaded(), signedOut());
    expect(state.orderPaymentsView).toEqual(initialOrderPaymentsViewState);
    expect(state.orderPayments.ids).toEqual([]);
  });
});
