import { all, fork } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { Invoice } from '@contract/ordering';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as api from '@/ordering/invoices/api';
import { invoicesSaga } from '@/ordering/invoices/sagas';
import { detailsOpened, invoiceLoaded, invoiceLoadRequested, listLoaded } from '@/ordering/invoices/slice';
import { invoicesViewSaga, loadList, loadMore, loadNewInvoice, onReconnected } from '@/features/invoices/list/sagas';
import { selectInvoiceGeneration, selectInvoiceListRows } from '@/features/invoices/list/selectors';
import {
  filtersChanged,
  initialInvoicesViewState,
  listLoadFailed,
  listLoadRequested,
  listRefreshRequested,
  moreOutdated,
  moreRequested,
} from '@/features/invoices/list/slice';
import { liveConnected, liveEventReceived, liveReconnected } from '@/live/events';
import { ApiError } from '@/shared/api/errors';
import { signedOut } from '@/shared/session/events';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { accountToken, anInvoice, anOrder, shopUnit } from './fixtures';

injectSignedInReducers();

const scope = { accountId: 4, shopId: 10 };
const older = anInvoice({ id: 1, createdAt: '2025-03-14T12:00:00.000Z' });
const newer = anInvoice({ id: 2, createdAt: '2025-03-14T13:00:00.000Z' });

const page = (invoices: Invoice[], count = invoices.length, offset = 0) => ({ invoices, count, offset, refreshed: false });

function signedIn(...events: Parameters<typeof rootReducer>[1][]): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  let state: RootState = { ...base, auth: { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit } };
  for (const event of events) state = rootReducer(state, event) as RootState;
  return state;
}

const listed = (count = 2, ...events: Parameters<typeof rootReducer>[1][]) =>
  signedIn(listLoadRequested(), listLoaded(page([newer, older], count)), ...events);

const rowIds = (state: RootState) => selectInvoiceListRows(state).map((row) => row.id);

describe('Comandas list: its rows, paging and filters', () => {
  it('starts with the default filters open and closing', () => {
    expect(initialInvoicesViewState().filters).toEqual({ status: ['open', 'closing'], paymentMethods: [] });
  });

  it('loads a first page, its invoices held by the module, and knows whether more exist', () => {
    const state = listed(5);
    expect(state.invoicesView.status).toBe('resolved');
    expect(rowIds(state)).toEqual([2, 1]);
    expect(selectInvoiceListRows(state)).toEqual([
      { id: 2, createdAt: newer.createdAt },
      { id: 1, createdAt: older.createdAt },
    ]);
    expect(state.invoices.entities[2]).toEqual(newer);
    expect(state.invoicesView.paging).toEqual({ offset: 2, count: 5, hasMore: true });
  });

  it('appends the next page, skipping a row a live arrival pushed down', () => {
    let state = listed(4, moreRequested());
    expect(state.invoicesView.more.status).toBe('pending');
    const third = anInvoice({ id: 3, createdAt: '2025-03-14T11:00:00.000Z' });
    state = rootReducer(state, listLoaded(page([older, third], 4, 2))) as RootState;
    expect(rowIds(state)).toEqual([2, 1, 3]);
    expect(state.invoicesView.paging).toEqual({ offset: 4, count: 4, hasMore: false });
    expect(state.invoicesView.more.status).toBe('resolved');
  });

  it('does not ask for more when everything is loaded', () => {
    expect(listed(2, moreRequested()).invoicesView.more.status).toBe('idle');
  });

  it('keeps the list on screen when a background refresh fails, shows the error otherwise', () => {
    const refreshing = listed(2, listRefreshRequested());
    expect(refreshing.invoicesView.refreshing).toBe(true);
    const kept = rootReducer(refreshing, listLoadFailed('Falha de rede')) as RootState;
    expect(kept.invoicesView).toMatchObject({ status: 'resolved', refreshing: false });
    expect(signedIn(listLoadRequested(), listLoadFailed('Falha de rede')).invoicesView).toMatchObject({ status: 'error', error: 'Falha de rede' });
  });

  it('stores the chosen filters', () => {
    const filters = { status: [], paymentMethods: ['cash' as const], from: '2025-03-01' };
    expect(signedIn(filtersChanged(filters)).invoicesView.filters).toEqual(filters);
  });

  it('resets on sign-out', () => {
    expect(listed(2, signedOut()).invoicesView).toEqual(initialInvoicesViewState());
  });

  it('keeps the same rows when a tile loads its invoice, so the list is not grouped again', () => {
    const state = listed(3);
    const loaded = rootReducer(state, invoiceLoaded({ ...older, orders: [anOrder({ invoiceId: older.id })] })) as RootState;
    expect(loaded.invoices.entities[1]?.orders).toHaveLength(1);
    expect(selectInvoiceListRows(loaded)).toBe(selectInvoiceListRows(state));
  });
});

describe('Comandas list: invoices heard of one by one', () => {
  it('puts a new matching invoice at the top of the list without a reload', () => {
    const fresh = anInvoice({ id: 3, createdAt: '2025-03-14T14:00:00.000Z' });
    const state = listed(2, invoiceLoaded(fresh));
    expect(rowIds(state)).toEqual([3, 2, 1]);
    expect(state.invoicesView.paging).toEqual({ offset: 3, count: 3, hasMore: false });
  });

  it('leaves out an invoice the filters do not show, which the module still holds', () => {
    const closed = anInvoice({ id: 3, status: 'closed', createdAt: '2025-03-14T14:00:00.000Z' });
    const state = listed(2, invoiceLoaded(closed));
    expect(rowIds(state)).toEqual([2, 1]);
    expect(state.invoices.entities[3]).toEqual(closed);
  });

  it('takes a comanda canceled with its last order off the default list at once, and keeps it where canceled ones show', () => {
    const canceled = { ...newer, status: 'canceled' as const, canceledAt: '2025-03-14T15:00:00.000Z', total: 0 };
    const state = listed(2, invoiceLoaded(canceled));
    expect(rowIds(state)).toEqual([1]);
    expect(state.invoicesView.paging).toEqual({ offset: 1, count: 1, hasMore: false });
    const everything = filtersChanged({ status: ['open', 'closing', 'closed', 'canceled'], paymentMethods: [] });
    const all = signedIn(everything, listLoadRequested(), listLoaded(page([newer, older])), invoiceLoaded(canceled));
    expect(rowIds(all)).toEqual([2, 1]);
    // A closed one stays on the list it was paid from, with its new chip.
    expect(rowIds(listed(2, invoiceLoaded({ ...newer, status: 'closed' })))).toEqual([2, 1]);
  });

  it('leaves an old invoice to the page that will bring it', () => {
    const old = anInvoice({ id: 3, createdAt: '2025-03-01T10:00:00.000Z' });
    expect(rowIds(listed(9, invoiceLoaded(old)))).toEqual([2, 1]);
  });
});

describe('Comandas list: loading', () => {
  it('loads the first page with the filters in use', async () => {
    const state = signedIn(listLoadRequested());
    const list = { invoices: [anInvoice()], count: 1 };
    await expectSaga(loadList)
      .withState(state)
      .provide([[matchers.call(api.fetchInvoices, scope, state.invoicesView.filters, 0), list]])
      .put(listLoaded({ ...list, offset: 0, refreshed: false }))
      .run();
  });

  it('says when it reads again a list already shown, so what it missed can be told', async () => {
    await expectSaga(loadList)
      .withState(listed(2, listRefreshRequested()))
      .provide([[matchers.call.fn(api.fetchInvoices), { invoices: [newer], count: 1 }]])
      .put(listLoaded({ invoices: [newer], count: 1, offset: 0, refreshed: true }))
      .run();
  });

  it('reports a failed list load', async () => {
    await expectSaga(loadList)
      .withState(signedIn(listLoadRequested()))
      .provide([[matchers.call.fn(api.fetchInvoices), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .put(listLoadFailed('Falha de rede'))
      .run();
  });

  it('fails without a business unit, saying so', async () => {
    const state = signedIn(listLoadRequested());
    await expectSaga(loadList)
      .withState({ ...state, auth: { ...state.auth, businessUnit: null } })
      .put(listLoadFailed('BusinessUnit is not loaded'))
      .not.call.fn(api.fetchInvoices)
      .run();
  });

  it('loads the next page from where the list ends', async () => {
    const third = anInvoice({ id: 3, createdAt: '2025-03-14T11:00:00.000Z' });
    const { storeState } = await expectSaga(loadMore)
      .withReducer(rootReducer, listed(3, moreRequested()))
      .provide([[matchers.call.fn(api.fetchInvoices), { invoices: [third], count: 3 }]])
      .put(listLoaded(page([third], 3, 2)))
      .run();
    expect(rowIds(storeState as RootState)).toEqual([2, 1, 3]);
  });

  it('drops a page asked for before the list was replaced', async () => {
    let generationReads = 0;
    // The list is replaced (new filters, a refresh) while the page is on its way.
    const replacedMeanwhile = () => (generationReads++ === 0 ? 1 : 2);
    await expectSaga(loadMore)
      .withState(listed(4, moreRequested()))
      .provide([
        [matchers.select(selectInvoiceGeneration), dynamic(replacedMeanwhile)],
        [matchers.call.fn(api.fetchInvoices), { invoices: [anInvoice({ id: 9 })], count: 4 }],
      ])
      .put(moreOutdated())
      .not.put.actionType(listLoaded.type)
      .run();
    expect(listed(4, moreRequested(), moreOutdated()).invoicesView.more.status).toBe('idle');
  });

  it('changing the filters reloads the list', async () => {
    await expectSaga(invoicesViewSaga)
      .withState(signedIn())
      .provide([[matchers.call.fn(api.fetchInvoices), { invoices: [], count: 0 }]])
      .dispatch({ type: 'invoices/filtersChanged', payload: { status: ['closed'], paymentMethods: [] } })
      .put(listLoadRequested())
      .silentRun(50);
  });
});

describe('Comandas list: live', () => {
  it('loads a comanda it does not hold once the list is in use, so the list can place it', async () => {
    const created = liveEventReceived({ channel: 'invoice', event: 'created', id: 9 });
    await expectSaga(loadNewInvoice, created).withState(listed()).put(invoiceLoadRequested(9)).run();
    await expectSaga(loadNewInvoice, created).withState(signedIn()).not.put.actionType(invoiceLoadRequested.type).run();
    // One it holds is the module's to reload; 'seen' changed nothing.
    await expectSaga(loadNewInvoice, liveEventReceived({ channel: 'invoice', event: 'created', id: 2 }))
      .withState(listed())
      .not.put.actionType(invoiceLoadRequested.type)
      .run();
    await expectSaga(loadNewInvoice, liveEventReceived({ channel: 'invoice', event: 'seen', id: 9 }))
      .withState(listed())
      .not.put.actionType(invoiceLoadRequested.type)
      .run();
  });

  it('a new comanda reaches the top of the list through its live event, read once', async () => {
    const fresh = anInvoice({ id: 3, createdAt: new Date().toISOString() });
    const { storeState, effects } = await expectSaga(function* comandas() {
      yield all([fork(invoicesSaga), fork(invoicesViewSaga)]);
    })
      .withReducer(rootReducer, listed())
      .provide([[matchers.call(api.fetchInvoice, scope, 3), fresh]])
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'created', id: 3 }))
      .silentRun(50);
    expect(rowIds(storeState as RootState)).toEqual([3, 2, 1]);
    expect(effects.call.filter((effect) => effect.payload.fn === api.fetchInvoice)).toHaveLength(1);
  });

  it('after a reconnect reads the list again once it was shown, and not before', async () => {
    await expectSaga(onReconnected).withState(listed()).put(listRefreshRequested()).run();
    await expectSaga(invoicesViewSaga)
      .withState(signedIn(detailsOpened(5)))
      .dispatch(liveReconnected())
      .not.put.actionType(listRefreshRequested.type)
      .silentRun(50);
  });

  it('joining the shop room for the first time also reads the list again', async () => {
    await expectSaga(invoicesViewSaga)
      .withState(listed())
      .provide([[matchers.call.fn(api.fetchInvoices), { invoices: [], count: 0 }]])
      .dispatch(liveConnected())
      .put(listRefreshRequested())
      .silentRun(50);
  });
});
