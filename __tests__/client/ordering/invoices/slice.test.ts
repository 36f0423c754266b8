import reducer, {
  detailsClosed,
  detailsOpened,
  filtersChanged,
  initialInvoicesState,
  invoiceLoaded,
  invoiceLoadFailed,
  invoiceLoadRequested,
  listLoaded,
  listLoadFailed,
  listLoadRequested,
  listRefreshRequested,
  moreLoaded,
  moreRequested,
  paymentConfirmationFailed,
  paymentConfirmationRequested,
  paymentConfirmed,
  type InvoicesState,
} from '@/ordering/invoices/slice';
import { signedOut } from '@/shared/session/events';
import { anInvoice, anOrder } from '../../features/invoices/fixtures';

const older = anInvoice({ id: 1, createdAt: '2025-03-14T12:00:00.000Z' });
const newer = anInvoice({ id: 2, createdAt: '2025-03-14T13:00:00.000Z' });

function loadedList(count = 2): InvoicesState {
  const state = reducer(initialInvoicesState(), listLoadRequested());
  return reducer(state, listLoaded({ invoices: [newer, older], count }));
}

describe('invoices slice: the list', () => {
  it('starts with the default filters open and closing', () => {
    expect(initialInvoicesState().filters).toEqual({ status: ['open', 'closing'], paymentMethods: [] });
  });

  it('loads a first page and knows whether more exist', () => {
    const state = loadedList(5);
    expect(state.status).toBe('resolved');
    expect(state.listIds).toEqual([2, 1]);
    expect(state.paging).toEqual({ offset: 2, count: 5, hasMore: true });
  });

  it('appends the next page, skipping a row a live arrival pushed down', () => {
    let state = reducer(loadedList(4), moreRequested());
    expect(state.more.status).toBe('pending');
    const third = anInvoice({ id: 3, createdAt: '2025-03-14T11:00:00.000Z' });
    state = reducer(state, moreLoaded({ invoices: [older, third], count: 4, offset: 2, generation: state.generation }));
    expect(state.listIds).toEqual([2, 1, 3]);
    expect(state.paging).toEqual({ offset: 4, count: 4, hasMore: false });
    expect(state.more.status).toBe('resolved');
  });

  it('drops a page asked for before the list was replaced', () => {
    const before = reducer(loadedList(4), moreRequested());
    let state = reducer(before, listLoaded({ invoices: [newer], count: 1 }));
    state = reducer(state, moreLoaded({ invoices: [anInvoice({ id: 9 })], count: 4, offset: 2, generation: before.generation }));
    expect(state.listIds).toEqual([2]);
    expect(state.more.status).toBe('idle');
  });

  it('does not ask for more when everything is loaded', () => {
    expect(reducer(loadedList(2), moreRequested()).more.status).toBe('idle');
  });

  it('keeps the list on screen when a background refresh fails, shows the error otherwise', () => {
    const refreshing = reducer(loadedList(), listRefreshRequested());
    expect(refreshing.refreshing).toBe(true);
    const kept = reducer(refreshing, listLoadFailed('Falha de rede'));
    expect(kept.status).toBe('resolved');
    expect(kept.refreshing).toBe(false);
    const failed = reducer(reducer(initialInvoicesState(), listLoadRequested()), listLoadFailed('Falha de rede'));
    expect(failed).toMatchObject({ status: 'error', error: 'Falha de rede' });
  });

  it('stores the chosen filters', () => {
    const filters = { status: [], paymentMethods: ['cash' as const], from: '2025-03-01' };
    expect(reducer(initialInvoicesState(), filtersChanged(filters)).filters).toEqual(filters);
  });

  it('resets on sign-out', () => {
    expect(reducer(loadedList(), signedOut())).toEqual(initialInvoicesState());
  });
});

describe('invoices slice: single invoices', () => {
  it('remembers which invoice the details screen shows, for reloads after a reconnect', () => {
    let state = reducer(initialInvoicesState(), detailsOpened(4));
    expect(state.openId).toBe(4);
    state = reducer(state, detailsClosed(3));
    expect(state.openId).toBe(4);
    expect(reducer(state, detailsClosed(4)).openId).toBeNull();
  });

  it('tracks each load by id', () => {
    let state = reducer(initialInvoicesState(), invoiceLoadRequested(5));
    expect(state.loads[5]).toEqual({ status: 'pending', error: null });
    state = reducer(state, invoiceLoadFailed({ id: 5, error: 'Comanda não encontrada.' }));
    expect(state.loads[5]).toEqual({ status: 'error', error: 'Comanda não encontrada.' });
  });

  it('puts a new matching invoice at the top of the list without a reload', () => {
    const fresh = anInvoice({ id: 3, createdAt: '2025-03-14T14:00:00.000Z' });
    const state = reducer(loadedList(2), invoiceLoaded(fresh));
    expect(state.listIds).toEqual([3, 2, 1]);
    expect(state.paging).toEqual({ offset: 3, count: 3, hasMore: false });
    expect(state.loads[3].status).toBe('resolved');
  });

  it('leaves out an invoice the filters do not show', () => {
    const closed = anInvoice({ id: 3, status: 'closed', createdAt: '2025-03-14T14:00:00.000Z' });
    const state = reducer(loadedList(2), invoiceLoaded(closed));
    expect(state.listIds).toEqual([2, 1]);
    expect(state.entities[3]).toEqual(closed);
  });

  it('takes a comanda canceled with its last order off the default list at once, and keeps it where canceled ones show', () => {
    const canceled = { ...newer, status: 'canceled' as const, canceledAt: '2025-03-14T15:00:00.000Z', total: 0 };
    const state = reducer(loadedList(2), invoiceLoaded(canceled));
    expect(state.listIds).toEqual([1]);
    expect(state.paging).toEqual({ offset: 1, count: 1, hasMore: false });
    expect(state.entities[2]?.status).toBe('canceled');
    let all = reducer(initialInvoicesState(), filtersChanged({ status: ['open', 'closing', 'closed', 'canceled'], paymentMethods: [] }));
    all = reducer(reducer(all, listLoadRequested()), listLoaded({ invoices: [newer, older], count: 2 }));
    expect(reducer(all, invoiceLoaded(canceled)).listIds).toEqual([2, 1]);
    // A closed one stays on the list it was paid from, with its new chip.
    expect(reducer(loadedList(2), invoiceLoaded({ ...newer, status: 'closed' })).listIds).toEqual([2, 1]);
  });

  it('leaves an old invoice to the page that will bring it', () => {
    const old = anInvoice({ id: 3, createdAt: '2025-03-01T10:00:00.000Z' });
    expect(reducer(loadedList(9), invoiceLoaded(old)).listIds).toEqual([2, 1]);
  });

  it('updates an invoice in place and keeps the orders a list row lacks', () => {
    let state = reducer(loadedList(), invoiceLoaded({ ...newer, orders: [anOrder()] }));
    state = reducer(state, listLoaded({ invoices: [{ ...newer, status: 'closing' }, older], count: 2 }));
    expect(state.entities[2]?.status).toBe('closing');
    expect(state.entities[2]?.orders).toHaveLength(1);
  });

  it('marks a closing as pending, then done or failed with its step', () => {
    let state = reducer(loadedList(), paymentConfirmationRequested(2));
    expect(state.pendingClose[2]).toBe(true);
    state = reducer(state, paymentConfirmed({ ...newer, status: 'closed' }));
    expect(state.pendingClose[2]).toBeUndefined();
    expect(state.entities[2]?.status).toBe('closed');
    state = reducer(reducer(state, paymentConfirmationRequested(1)), paymentConfirmationFailed({ id: 1, step: 'informPayment' }));
    expect(state.pendingClose[1]).toBeUndefined();
    expect(state.closeFailures[1]).toBe('informPayment');
  });
});
