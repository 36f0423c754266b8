import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/ordering/orders/api';
import { defaultOrderFilters, fallsInLoadedRange, nextOrderActionOf, orderFilterChipsOf } from '@/ordering/orders/rules';
import { ordersSaga } from '@/ordering/orders/sagas';
import { FINISHED_VISIBLE_MS, keepOrderSort, letFinishedOrderLeave, restoreOrderSort } from '@/features/orders/view/sagas';
import { selectShownOrders } from '@/features/orders/view/selectors';
import { signedOut } from '@/shared/session/events';
import { orderCompleted, orderStartRequested, orderStarted } from '@/ordering/orders/slice';
import { orderLeftList, orderSortChanged } from '@/features/orders/view/slice';
import { order } from './fixtures';
import { stateWith } from './state';

describe('the tile’s next step (nextOrderActionOf)', () => {
  it('is Iniciar on a waiting order, Pronto on one in preparation, and nothing once it is finished or still open', () => {
    expect(nextOrderActionOf(order({ status: 'authorized' }))).toBe('start');
    expect(nextOrderActionOf(order({ status: 'started' }))).toBe('complete');
    expect(nextOrderActionOf(order({ status: 'completed' }))).toBeNull();
    expect(nextOrderActionOf(order({ status: 'canceled' }))).toBeNull();
    expect(nextOrderActionOf(order({ status: 'open' }))).toBeNull();
  });
});

describe('active order filters as chips (orderFilterChipsOf)', () => {
  it('shows none for the default filters', () => {
    expect(orderFilterChipsOf(defaultOrderFilters)).toEqual([]);
  });

  it('names each chosen status and date, and each chip takes only itself away', () => {
    const filters = { from: '2026-11-01', until: '2026-11-25', status: ['completed', 'canceled'] as const };
    const chips = orderFilterChipsOf({ ...filters, status: [...filters.status] });
    expect(chips.map((chip) => chip.label)).toEqual(['De 01/11/2026', 'Até 25/11/2026', 'Completado', 'Cancelado']);
    expect(chips[0].without).toEqual({ until: '2026-11-25', status: ['completed', 'canceled'], from: undefined });
    expect(chips[2].without.status).toEqual(['canceled']);
  });

  it('puts the default statuses back when the last chosen status is dismissed', () => {
    const [chip] = orderFilterChipsOf({ status: ['completed'] });
    expect(chip.without).toEqual({ status: defaultOrderFilters.status });
  });
});

describe('a finished order on the default list', () => {
  it('stays for a visible moment, then leaves', async () => {
    const started = order({ id: 3, status: 'started' });
    const completed = { ...started, status: 'completed' as const, completedAt: new Date().toISOString() };
    const { storeState } = await expectSaga(letFinishedOrderLeave, orderCompleted(completed))
      .withReducer(rootReducer, rootReducer(stateWith({ list: [started] }), orderCompleted(completed)))
      .put(orderLeftList(3))
      .run(FINISHED_VISIBLE_MS + 500);
    expect((storeState as RootState).ordersView.ids).toEqual([]);
  });

  it('stays when it still matches the filters', async () => {
    const started = order({ id: 3, status: 'started' });
    await expectSaga(letFinishedOrderLeave, orderStarted(started))
      .withState(stateWith({ list: [order({ id: 3, status: 'authorized' })] }))
      .not.put.actionType(orderLeftList.type)
      .silentRun(50);
  });

  it('is not removed when the filters changed meanwhile to ones it matches', () => {
    const completed = order({ id: 3, status: 'completed' });
    const state = stateWith({ list: [completed], filters: { status: ['completed'] } });
    expect((rootReducer(state, orderLeftList(3)) as RootState).ordersView.ids).toEqual([3]);
  });
});

describe('commands from the tiles', () => {
  it('start two orders tapped one after the other, and send one command for a double tap', async () => {
    const sent: number[] = [];
    await expectSaga(ordersSaga)
      .withReducer(rootReducer, stateWith({ list: [order({ id: 1, status: 'authorized' }), order({ id: 2, status: 'authorized' })] }))
      .provide([
        [
          matchers.call.fn(api.startOrder),
          dynamic(({ args }) => {
            const id = args[1] as number;
            sent.push(id);
            return new Promise((resolve) => setTimeout(() => resolve(order({ id, status: 'started' })), 20));
          }),
        ],
      ])
      .dispatch(orderStartRequested(1))
      .dispatch(orderStartRequested(1))
      .dispatch(orderStartRequested(2))
      .silentRun(200);
    expect(sent).toEqual([1, 2]);
  });
});

describe('the kitchen order (oldest first, per device)', () => {
  const older = order({ id: 1, createdAt: '2026-11-25T10:00:00.000Z' });
  const newer = order({ id: 2, createdAt: '2026-11-25T11:00:00.000Z' });

  it('shows the list the other way round without asking the server for anything it holds', () => {
    const state = rootReducer(stateWith({ list: [newer, older] }), { type: 'noop' }) as RootState;
    expect(selectShownOrders(state).map((shown) => shown.id)).toEqual([2, 1]);
    const oldest = { ...state, ordersView: { ...state.ordersView, sort: 'oldest' as const } };
    expect(selectShownOrders(oldest).map((shown) => shown.id)).toEqual([1, 2]);
  });

  it('starts a shown list over in the new order, and leaves a list nobody asked for alone', () => {
    const shown = rootReducer(stateWith({ list: [newer, older] }), orderSortChanged('oldest')) as RootState;
    expect(shown.ordersView).toEqual(expect.objectContaining({ sort: 'oldest', status: 'pending', ids: [] }));
    const idle = rootReducer(stateWith(), orderSortChanged('oldest')) as RootState;
    expect(idle.ordersView).toEqual(expect.objectContaining({ sort: 'oldest', status: 'idle' }));
  });

  it('keeps the sort across a sign-out: it is the device’s choice', () => {
    const chosen = rootReducer(stateWith(), orderSortChanged('oldest')) as RootState;
    expect((rootReducer(chosen, signedOut()) as RootState).ordersView.sort).toBe('oldest');
  });

  it('adds a live order beyond the newest loaded one only when every page is in (oldest first)', () => {
    const newest = order({ id: 3, createdAt: '2026-11-25T12:00:00.000Z' });
    expect(fallsInLoadedRange(newest, newer, true, 'oldest')).toBe(false);
    expect(fallsInLoadedRange(newest, newer, false, 'oldest')).toBe(true);
    expect(fallsInLoadedRange(older, newer, true, 'oldest')).toBe(true);
    expect(fallsInLoadedRange(newest, older, true, 'newest')).toBe(true);
  });

  it('reads the device’s choice back before the first list is asked for, and keeps each new choice', async () => {
    localStorage.removeItem('orders-sort');
    await expectSaga(restoreOrderSort).not.put.actionType(orderSortChanged.type).run();
    await expectSaga(keepOrderSort, orderSortChanged('oldest')).run();
    expect(localStorage.getItem('orders-sort')).toBe('oldest');
    await expectSaga(restoreOrderSort).put(orderSortChanged('oldest')).run();
    localStorage.removeItem('orders-sort');
  });
});
