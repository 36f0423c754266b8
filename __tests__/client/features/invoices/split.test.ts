import { runSaga, stdChannel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { injectFeatureReducers } from '@/app/signedIn/install';
import { invoiceLoaded, partPaymentFailed, partPaymentRecorded, partPaymentRequested, type PartPaymentRequest } from '@/ordering/invoices/slice';
import * as api from '@/features/invoices/split/api';
import { invoiceSplitGroup } from '@/features/invoices/split/group';
import * as invoicesApi from '@/ordering/invoices/api';
import { invoiceLoadRequested } from '@/ordering/invoices/slice';
import { equalSplitOf, itemsSplitOf, partMethodsOf, splitLinesOf, splitViewOf, withLine, withMode, withParts } from '@/features/invoices/split/rules';
import { loadAcceptedMethods, readSplit, sendSplit, sendSplitsInTurn } from '@/features/invoices/split/sagas';
import {
  acceptedMethodsLoaded,
  partCashTyped,
  partMethodChosen,
  partPayDismissed,
  partPayOpened,
  splitChangeRequested,
  splitChangeSettled,
  splitDialogDismissed,
  splitDialogOpened,
} from '@/features/invoices/split/slice';
import { errorRaised } from '@/shared/notifications/slice';
import { signedOut } from '@/shared/session/events';
import { ApiError } from '@/shared/api/errors';
import { injectSignedInReducers } from '../../support/signedInFeatures';
import { scope as settingsScope, stubFetch } from '../settings/shopState';
import { accountToken, anInvoice, anItem, anOrder, shopUnit } from './fixtures';

injectSignedInReducers();
// The comanda's screen installs 'Dividir conta' (useFeatureGroup); these tests hold its state beside the comandas'.
injectFeatureReducers(invoiceSplitGroup);
const scope = { accountId: 4, shopId: 10 };

function stateWith(invoices: ReturnType<typeof anInvoice>[], ...events: Parameters<typeof rootReducer>[1][]): RootState {
  const base = rootReducer(undefined, { type: 'init' }) as RootState;
  let state: RootState = { ...base, auth: { ...base.auth, userToken: 'user-token', accountToken, businessUnit: shopUnit } };
  for (const event of [...invoices.map((invoice) => invoiceLoaded(invoice)), ...events]) state = rootReducer(state, event) as RootState;
  return state;
}

const splitOf = (state: RootState) => state.invoiceSplit?.splitDialog;

describe('the rules of a split', () => {
  it.each([
    [100, 3, [33.34, 33.33, 33.33]],
    [0.05, 3, [0.02, 0.02, 0.01]],
    [26, 2, [13, 13]],
    [10, 4, [2.5, 2.5, 2.5, 2.5]],
    [58.85, 7, [8.41, 8.41, 8.41, 8.41, 8.41, 8.4, 8.4]],
  ])('splits $ %p between %p with the leftover centavos on the first parts: %p', (amount, people, parts) => {
    const split = equalSplitOf(amount, people);
    expect(split).toEqual(parts);
    expect(Math.round(split.reduce((sum, part) => sum + part, 0) * 100)).toBe(Math.round(amount * 100));
  });

  it('keeps the count of parts between 1 and 20', () => {
    expect(equalSplitOf(10, 25)).toHaveLength(20);
    expect(equalSplitOf(10, 0)).toEqual([10]);
  });

  const invoice = anInvoice({
    total: 72.6,
    serviceCharge: 6.6,
    orders: [
      anOrder({ id: 1, items: [anItem({ name: 'X-Burger', quantity: 2, total: 40 }), anItem({ name: 'Suco', quantity: 1, total: 8 })] }),
      anOrder({ id: 2, items: [anItem({ name: 'Batata', quantity: 1, total: 18 })] }),
      anOrder({ id: 3, status: 'canceled', items: [anItem({ name: 'Cerveja', quantity: 1, total: 12 })] }),
    ],
  });

  it('lists the lines of the orders not canceled, each with its own key', () => {
    expect(splitLinesOf(invoice)).toEqual([
      { key: '1:0', label: '2x X-Burger', total: 40 },
      { key: '1:1', label: '1x Suco', total: 8 },
      { key: '2:0', label: '1x Batata', total: 18 },
    ]);
  });

  it('by items: each part its lines and a share of the service charge in proportion, adding up to the total', () => {
    const lines = splitLinesOf(invoice);
    const split = itemsSplitOf(invoice.total, lines, { '1:0': 0, '1:1': 1, '2:0': 1 }, 2);
    // $ 6,60 of service: 40/66 of it is $ 4,00 and 26/66 is $ 2,60.
    expect(split).toEqual({ amounts: [44, 28.6], unassigned: 0 });
    const three = itemsSplitOf(invoice.total, lines, { '1:0': 0, '1:1': 1, '2:0': 2 }, 3);
    expect(Math.round(three.amounts.reduce((sum, part) => sum + part, 0) * 100)).toBe(7260);
  });

  it('by items: says how many lines still have no part, and a part with no line pays nothing', () => {
    const lines = splitLinesOf(invoice);
    expect(itemsSplitOf(invoice.total, lines, { '1:0': 0 }, 3)).toEqual({ amounts: [40 + 4, 0, 0], unassigned: 2 });
    expect(itemsSplitOf(invoice.total, lines, { '1:0': 0, '1:1': 0, '2:0': 0 }, 2).amounts).toEqual([72.6, 0]);
    // A part index past the parts counts as not chosen.
    expect(itemsSplitOf(invoice.total, lines, { '1:0': 5, '1:1': 0, '2:0': 0 }, 2).unassigned).toBe(1);
  });

  it("offers the methods the shop accepts, in the table's order; the counter's until they are known", () => {
    expect(partMethodsOf(null)).toEqual(['cash', 'creditCard', 'debitCard', 'pix', 'mealVoucher']);
    expect(partMethodsOf(['pix', 'cash', 'online', 'creditCard', 'mealVoucher'])).toEqual(['cash', 'creditCard', 'online', 'pix', 'mealVoucher']);
  });
});

describe('the split the dialog shows', () => {
  const invoice = anInvoice({ id: 1, status: 'open', total: 26, paid: 6 });
  const kept = { mode: 'equal' as const, parts: 3, assignment: {}, base: 20, paidParts: [1] };

  it("is the comanda's as the server keeps it; two equal parts of what remains before there is one", () => {
    expect(splitViewOf({ ...invoice, split: kept }, null)).toEqual(kept);
    expect(splitViewOf({ ...invoice, split: null }, null)).toEqual({ mode: 'equal', parts: 2, assignment: {}, base: 20, paidParts: [] });
  });

  it('shows the change this device sent until the server answers, over what it keeps', () => {
    const pending = { mode: 'items' as const, parts: 4, assignment: { '1:0': 3 } };
    expect(splitViewOf({ ...invoice, split: kept }, pending)).toEqual({ ...pending, base: 20, paidParts: [1] });
  });

  it('keeps the parts between 2 and 20, and fewer parts drop the lines of the parts gone', () => {
    const split = { mode: 'items' as const, parts: 3, assignment: { '100:0': 2, '100:1': 0 } };
    expect(withParts(split, 2)).toEqual({ mode: 'items', parts: 2, assignment: { '100:1': 0 } });
    expect(withParts(split, 25).parts).toBe(20);
    expect(withParts(split, 1).parts).toBe(2);
    expect(withMode(split, 'equal')).toEqual({ ...split, mode: 'equal' });
    expect(withLine(split, '100:0', 1).assignment).toEqual({ '100:0': 1, '100:1': 0 });
  });
});

describe("the 'Dividir conta' dialog's state", () => {
  const invoice = anInvoice({ id: 1, status: 'open', total: 26, paid: 0 });
  const change = { mode: 'equal' as const, parts: 3, assignment: {} };

  it('opens with nothing sent, shows a change until the server settles it', () => {
    let state = stateWith([invoice], splitDialogOpened(invoice));
    expect(splitOf(state)).toEqual({ invoiceId: 1, pending: null, paying: null, acceptedMethods: null });
    state = rootReducer(state, splitChangeRequested({ invoiceId: 1, change })) as RootState;
    expect(splitOf(state)?.pending).toEqual(change);
    // Another comanda's answer is not this one's, and the answer to an earlier tap leaves the later one shown.
    expect(splitOf(rootReducer(state, splitChangeSettled({ invoiceId: 2, change })) as RootState)?.pending).toEqual(change);
    expect(splitOf(rootReducer(state, splitChangeSettled({ invoiceId: 1, change: { ...change, parts: 2 } })) as RootState)?.pending).toEqual(change);
    expect(splitOf(rootReducer(state, splitChangeSettled({ invoiceId: 1, change: { ...change, assignment: {} } })) as RootState)?.pending).toBeNull();
  });

  it("a part paid closes its form; the comanda's answer carries it", () => {
    const request: PartPaymentRequest = { invoiceId: 1, amount: 13, paymentMethod: 'pix', cashReceived: null, source: { kind: 'split', part: 0 } };
    let state = stateWith(
      [invoice],
      splitDialogOpened(invoice),
      partPayOpened({ part: 0, amount: 13, method: 'cash' }),
      partMethodChosen('pix'),
      partPaymentRequested(request),
    );
    expect(splitOf(state)?.paying).toEqual({ part: 0, amount: 13, method: 'pix', received: null });
    expect(state.invoices.payingPart[1]).toBe(true);
    const answer = { ...invoice, paid: 13, split: { mode: 'equal' as const, parts: 2, assignment: {}, base: 26, paidParts: [0] } };
    state = rootReducer(state, partPaymentRecorded({ invoice: answer, request })) as RootState;
    expect(state.invoices.payingPart[1]).toBeUndefined();
    expect(splitOf(state)?.paying).toBeNull();
    expect(state.invoices.entities[1]?.split?.paidParts).toEqual([0]);
  });

  it('the last part closes the dialog with the comanda; a failure leaves the form as it was', () => {
    const request: PartPaymentRequest = { invoiceId: 1, amount: 26, paymentMethod: 'cash', cashReceived: 30, source: { kind: 'split', part: null } };
    const open = stateWith([invoice], splitDialogOpened(invoice), partPayOpened({ part: null, amount: 26, method: 'cash' }), partCashTyped(30));
    const failed = rootReducer(rootReducer(open, partPaymentRequested(request)), partPaymentFailed(1)) as RootState;
    expect(splitOf(failed)?.paying).toEqual({ part: null, amount: 26, method: 'cash', received: 30 });
    expect(failed.invoices.payingPart[1]).toBeUndefined();
    const closed = rootReducer(open, partPaymentRecorded({ invoice: { ...invoice, status: 'closed', paid: 26 }, request })) as RootState;
    expect(splitOf(closed)).toBeNull();
    expect(splitOf(rootReducer(open, partPayDismissed()) as RootState)?.paying).toBeNull();
    expect(splitOf(rootReducer(open, splitDialogDismissed()) as RootState)).toBeNull();
  });

  it('is forgotten on signing out', () => {
    const open = stateWith([invoice], splitDialogOpened(invoice));
    expect(splitOf(rootReducer(open, signedOut()) as RootState)).toBeNull();
  });
});

describe('opening the split', () => {
  const invoice = anInvoice({ id: 1, status: 'open', total: 26, paid: 0 });

  it("loads the shop's methods as the dialog opens, and keeps the counter's when it cannot", async () => {
    await expectSaga(loadAcceptedMethods, splitDialogOpened(invoice))
      .withState(stateWith([invoice]))
      .provide([[matchers.call(api.fetchAcceptedMethods, scope), ['cash', 'pix']]])
      .put(acceptedMethodsLoaded({ invoiceId: 1, methods: ['cash', 'pix'] }))
      .run();
    await expectSaga(loadAcceptedMethods, splitDialogOpened(invoice))
      .withState(stateWith([invoice]))
      .provide([[matchers.call.fn(api.fetchAcceptedMethods), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .not.put.actionType(acceptedMethodsLoaded.type)
      .run();
  });

  it("reads a comanda whose copy does not say (a list's) before taking it for one with no split", async () => {
    const kept = { mode: 'equal' as const, parts: 3, assignment: {}, base: 26, paidParts: [] };
    await expectSaga(readSplit, splitDialogOpened(invoice))
      .withState(stateWith([invoice]))
      .provide([[matchers.call(invoicesApi.fetchInvoice, scope, 1), { ...invoice, split: kept }]])
      .put(invoiceLoaded({ ...invoice, split: kept }))
      .not.put.actionType(splitChangeRequested.type)
      .run();
    await expectSaga(readSplit, splitDialogOpened({ ...invoice, split: null }))
      .withState(stateWith([invoice]))
      .not.call.fn(invoicesApi.fetchInvoice)
      .run();
  });
});

describe('changing the split', () => {
  const invoice = anInvoice({ id: 1, status: 'open', total: 26, paid: 0 });
  const change = { mode: 'equal' as const, parts: 3, assignment: {} };

  it("sends it, stores the comanda the server answers and settles the dialog's change", async () => {
    const answer = { ...invoice, split: { ...change, base: 26, paidParts: [] } };
    await expectSaga(sendSplit, splitChangeRequested({ invoiceId: 1, change }))
      .withState(stateWith([invoice]))
      .provide([[matchers.call(api.setSplit, scope, 1, change), answer]])
      .put(invoiceLoaded(answer))
      .put(splitChangeSettled({ invoiceId: 1, change }))
      .run();
  });

  it('sends rapid taps one at a time, those tapped meanwhile collapsing into the last, which the server takes last', async () => {
    const taps = [2, 3, 4, 5].map((parts) => ({ ...change, parts }));
    const realFetch = global.fetch;
    const sent: number[] = [];
    // A server slower than the taps.
    global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as typeof change;
      sent.push(body.parts);
      await new Promise((resolve) => setTimeout(resolve, 60));
      const answer = { ...invoice, split: { ...body, base: 26, paidParts: [] } };
      return { ok: true, status: 200, statusText: '', json: async () => answer, text: async () => JSON.stringify(answer) };
    }) as unknown as typeof fetch;
    const state = stateWith([invoice]);
    const channel = stdChannel();
    const task = runSaga({ channel, dispatch: () => undefined, getState: () => state }, sendSplitsInTurn);
    try {
      for (const tap of taps) channel.put(splitChangeRequested({ invoiceId: 1, change: tap }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent).toEqual([2, 5]);
    } finally {
      task.cancel();
      global.fetch = realFetch;
    }
  });

  it("a refusal is told in the server's words and the comanda read again; a failure says 'Não foi possível alterar.'", async () => {
    const refused = await expectSaga(sendSplit, splitChangeRequested({ invoiceId: 1, change }))
      .withState(stateWith([invoice]))
      .provide([[matchers.call.fn(api.setSplit), throwError(new ApiError(409, 'conflict', 'Parte desta divisão já foi paga: ela não muda mais. Pague o restante como uma parte.'))]])
      .put(splitChangeSettled({ invoiceId: 1, change }))
      .put(invoiceLoadRequested(1))
      .run();
    expect(refused.effects.put?.map((effect) => effect.payload.action).find((action) => action.type === errorRaised.type)?.payload.message).toBe(
      'Parte desta divisão já foi paga: ela não muda mais. Pague o restante como uma parte.',
    );
    const failed = await expectSaga(sendSplit, splitChangeRequested({ invoiceId: 1, change }))
      .withState(stateWith([invoice]))
      .provide([[matchers.call.fn(api.setSplit), throwError(new ApiError(0, 'network', 'Falha de rede'))]])
      .put(splitChangeSettled({ invoiceId: 1, change }))
      .run();
    expect(failed.effects.put?.map((effect) => effect.payload.action).find((action) => action.type === errorRaised.type)?.payload.message).toBe('Não foi possível alterar.');
  });
});

describe("the shop's accepted methods", () => {
  it("are matched to the catalogue by id, never by name: a renamed entry still counts, and 'Vale-refeição' is one", async () => {
    const stub = stubFetch({
      status: 200,
      body: [
        { id: 31, paymentMethodId: 5, name: 'VR / VA', isPublic: true },
        { id: 32, paymentMethodId: 1, name: 'Espécie', isPublic: false },
        { id: 33, paymentMethodId: 99, name: 'Cartão de débito', isPublic: true },
      ],
    });
    try {
      expect(await api.fetchAcceptedMethods(settingsScope)).toEqual(['cash', 'mealVoucher']);
      expect(stub.calls[0].url).toBe(`/v2/payment/payments/providers/${settingsScope.accountId}/locations/${settingsScope.shopId}/payment-methods`);
    } finally {
      stub.restore();
    }
  });
});
