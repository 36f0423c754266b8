import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import * as invoicesApi from '@/ordering/invoices/api';
import { detailsOpened, invoiceLoaded, listLoaded } from '@/ordering/invoices/slice';
import { listLoadRequested } from '@/features/invoices/list/slice';
import {
  alertTitle,
  billRequestsLabel,
  billsRequestedWhileAway,
  isBillRequestEvent,
  isBillTakenEvent,
  nextChimeOf,
} from '@/ordering/alerts/rules';
import { alertForBillsMissed, chime, invoiceOpened, orderAlertsSaga, repeatWhileUnseen } from '@/ordering/alerts/sagas';
import reducer, { billsRequested, billsTaken, BILLS_STORAGE_KEY, ordersArrived } from '@/ordering/alerts/slice';
import { liveEventReceived, liveReconnected } from '@/live/events';
import { addAccounted } from '@/ordering/alerts/accounted';
import { playBillSound, playOrderSound, vibrateForOrder } from '@/sound/player';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { recordChimes } from './chimes';
import { accountToken, anInvoice, shopUnit } from '../../features/invoices/fixtures';

injectSignedInReducers();

const baseState = () => rootReducer(undefined, { type: 'init' }) as RootState;
const signedIn = (): RootState => {
  const base = baseState();
  return { ...base, auth: { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit } };
};
const withBills = (bills: number[], unseen: number[] = []): RootState => ({ ...signedIn(), orderAlerts: { unseen, bills, escalated: [] } });
const sounds = { call: (effect: { fn: unknown }, next: () => unknown) => (effect.fn === playBillSound || effect.fn === playOrderSound ? 'played' : next()) };

afterEach(() => localStorage.clear());

describe('bill request rules', () => {
  it("a comanda moving to 'closing' is a bill request; paid or opened elsewhere answers it", () => {
    expect(isBillRequestEvent({ channel: 'invoice', event: 'closing', id: 1 })).toBe(true);
    expect(isBillRequestEvent({ channel: 'invoice', event: 'updated', id: 1 })).toBe(false);
    expect(isBillRequestEvent({ channel: 'order', event: 'approved', id: 1 })).toBe(false);
    expect(isBillTakenEvent({ channel: 'invoice', event: 'closed', id: 1 })).toBe(true);
    expect(isBillTakenEvent({ channel: 'invoice', event: 'seen', id: 1 })).toBe(true);
    expect(isBillTakenEvent({ channel: 'order', event: 'seen', id: 1 })).toBe(false);
  });

  it('counts bills in the title beside orders, in the variant’s term, and for a screen reader', () => {
    expect(alertTitle(0, 1, 'Painel')).toBe('(1) Comandas');
    expect(alertTitle(2, 1, 'Painel')).toBe('(2) Pedidos · (1) Comandas');
    expect(alertTitle(0, 2, 'Painel', 'Compras')).toBe('(2) Compras');
    expect(billRequestsLabel(1)).toBe('1 conta pedida');
    expect(billRequestsLabel(3)).toBe('3 contas pedidas');
  });

  it('takes turns between the two sounds while both wait', () => {
    expect(nextChimeOf(1, 0, null)).toBe('order');
    expect(nextChimeOf(0, 1, 'order')).toBe('bill');
    expect(nextChimeOf(2, 1, null)).toBe('order');
    expect(nextChimeOf(2, 1, 'order')).toBe('bill');
    expect(nextChimeOf(2, 1, 'bill')).toBe('order');
  });

  it('finds the comandas a reload shows asking that were not known to', () => {
    const loaded = [anInvoice({ id: 1, status: 'closing' }), anInvoice({ id: 2, status: 'closing' }), anInvoice({ id: 3, status: 'open' })];
    expect(billsRequestedWhileAway(new Set([1]), loaded)).toEqual([2]);
  });
});

describe('the bill requests', () => {
  it('a live closing adds the comanda once; a live closed or seen takes it out; all kept on the device', async () => {
    const result = await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, signedIn())
      .provide(sounds)
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'closing', id: 5 }))
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'closing', id: 6 }))
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'closing', id: 5 }))
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'closed', id: 6 }))
      .silentRun(50);
    expect((result.storeState as RootState).orderAlerts.bills).toEqual([5]);
    expect(JSON.parse(localStorage.getItem(BILLS_STORAGE_KEY) ?? '[]')).toEqual([5]);
    const seen = await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, withBills([5]))
      .provide(sounds)
      .dispatch(liveEventReceived({ channel: 'invoice', event: 'seen', id: 5 }))
      .silentRun(50);
    expect((seen.storeState as RootState).orderAlerts.bills).toEqual([]);
  });

  it('a comanda loaded paid or canceled no longer asks; one still asking stays', async () => {
    const result = await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, withBills([5, 6, 7]))
      .provide(sounds)
      .dispatch(invoiceLoaded(anInvoice({ id: 5, status: 'closed' })))
      .dispatch(invoiceLoaded(anInvoice({ id: 6, status: 'canceled' })))
      .dispatch(invoiceLoaded(anInvoice({ id: 7, status: 'closing' })))
      .silentRun(50);
    expect((result.storeState as RootState).orderAlerts.bills).toEqual([7]);
  });

  it("opening the comanda answers it here and tells the shop's other devices", async () => {
    await expectSaga(invoiceOpened, detailsOpened(5))
      .withReducer(rootReducer, withBills([5]))
      .provide([[matchers.call.fn(invoicesApi.markInvoiceSeen), undefined]])
      .put(billsTaken([5]))
      .call(invoicesApi.markInvoiceSeen, { accountId: 4, shopId: 10 }, 5)
      .run();
  });

  it('opening a comanda that asks nothing tells nobody, and a failed call is shrugged off', async () => {
    await expectSaga(invoiceOpened, detailsOpened(5)).withReducer(rootReducer, withBills([])).not.call.fn(invoicesApi.markInvoiceSeen).run();
    await expectSaga(invoiceOpened, detailsOpened(5))
      .withReducer(rootReducer, withBills([5]))
      .provide([[matchers.call.fn(invoicesApi.markInvoiceSeen), throwError(new Error('offline'))]])
      .put(billsTaken([5]))
      .run();
  });

  it('survives a reload: the slice starts from what the device kept', () => {
    localStorage.setItem(BILLS_STORAGE_KEY, JSON.stringify([4, 'x', -1, 9]));
    expect(reducer(undefined, { type: 'init' }).bills).toEqual([4, 9]);
  });
});

describe('the bill chime', () => {
  it('plays the bill sound, not the order one', async () => {
    await expectSaga(chime, 'bill')
      .withReducer(rootReducer, baseState())
      .provide({ call: (effect, next) => (effect.fn === playBillSound ? 'played' : effect.fn === vibrateForOrder ? undefined : next()) })
      .call(playBillSound, 1)
      .not.call.fn(playOrderSound)
      .run();
  });

  it('a bill request chimes at once even while orders are on their interval', async () => {
    const chimes = recordChimes();
    await expectSaga(repeatWhileUnseen)
      .withReducer(rootReducer, withBills([]))
      .provide(chimes.provider)
      .dispatch(ordersArrived([1]))
      .delay(20)
      .dispatch(billsRequested([9]))
      .silentRun(80);
    expect(chimes.kinds).toEqual(['order', 'bill']);
  });

  it('stops when the last bill request is answered', async () => {
    const chimes = recordChimes();
    await expectSaga(repeatWhileUnseen)
      .withReducer(rootReducer, withBills([9]))
      .provide(chimes.provider)
      .delay(20)
      .dispatch(billsTaken([9]))
      .silentRun(80);
    expect(chimes.kinds).toEqual(['bill']);
  });
});

describe('alertForBillsMissed', () => {
  const page = (invoices: ReturnType<typeof anInvoice>[], refreshed: boolean) =>
    listLoaded({ invoices, count: invoices.length, offset: 0, refreshed });
  const listed = (state: RootState, invoices: ReturnType<typeof anInvoice>[]) =>
    rootReducer(rootReducer(state, listLoadRequested()), page(invoices, false)) as RootState;

  it('after a reconnect, alerts for the comandas the reloaded list shows asking that were not accounted for', async () => {
    addAccounted('bills', [1]);
    const state = listed(signedIn(), [anInvoice({ id: 1, status: 'closing' }), anInvoice({ id: 2, status: 'open' })]);
    const result = await expectSaga(alertForBillsMissed)
      .withReducer(rootReducer, state)
      .dispatch(page([anInvoice({ id: 1, status: 'closing' }), anInvoice({ id: 2, status: 'closing' })], true))
      .put(billsRequested([2]))
      .run();
    expect((result.storeState as RootState).orderAlerts.bills).toEqual([2]);
  });

  it('stays quiet when Comandas was never opened: a first load has nothing to compare with', async () => {
    await expectSaga(alertForBillsMissed)
      .withReducer(rootReducer, signedIn())
      .dispatch(page([anInvoice({ id: 2, status: 'closing' })], false))
      .not.put.actionType(billsRequested.type)
      .run();
  });

  it('a reconnect while Comandas was not shown waits for nothing: its first load, and a later list read again, alert nothing', async () => {
    addAccounted('bills', [1]);
    await expectSaga(alertForBillsMissed)
      .withReducer(rootReducer, signedIn())
      .dispatch(page([anInvoice({ id: 1, status: 'closing' })], false))
      // Read again after a later reconnect, which that reconnect's own catch-up answers for.
      .dispatch(page([anInvoice({ id: 1, status: 'closing' }), anInvoice({ id: 2, status: 'closing' })], true))
      .not.put.actionType(billsRequested.type)
      .run();
  });

  it('runs on every reconnect', async () => {
    await expectSaga(orderAlertsSaga)
      .withReducer(rootReducer, listed(signedIn(), []))
      .provide(sounds)
      .dispatch(liveReconnected())
      .dispatch(page([anInvoice({ id: 3, status: 'closing' })], true))
      .put(billsRequested([3]))
      .silentRun(50);
  });
});
